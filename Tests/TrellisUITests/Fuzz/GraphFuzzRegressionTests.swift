import Testing
@_spi(Testing) import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@testable import GraphFuzz

/// The smallest cases the fuzz test found (fuzz-findings.md), kept as they were shrunk: each
/// failed on the graph before its fix. Written by hand, so they stay the same cases when the
/// generator changes (a seed replays only with the generator that made it).
@MainActor
@Suite struct GraphFuzzRegressionTests {
  private let model0 = FuzzRef(owner: .observable, index: 0)
  private let model1 = FuzzRef(owner: .observable, index: 1)
  private let vm0 = FuzzRef(owner: .combine, index: 0)

  private func items(_ titles: [String], from first: Int = 1) -> [FuzzItem] {
    titles.enumerated().map { FuzzItem(id: first + $0.offset, title: $0.element) }
  }

  private func node(_ number: Int, _ kind: FuzzNode.Kind) -> FuzzNode {
    FuzzNode(number: number, kind: kind)
  }

  private func expectPasses(
    _ root: FuzzNode, observable: FuzzValues, combine: FuzzValues = FuzzValues(),
    _ steps: [FuzzStep], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var fuzzCase = FuzzCase(
      program: FuzzProgram(root: root, observable: observable, combine: combine), steps: steps)
    #expect(fuzzCase.program.isValid, sourceLocation: sourceLocation)
    if let failure = FuzzRunner.run(&fuzzCase) {
      Issue.record(
        "\(failure.summary)\n\(fuzzCase.swiftDescription)", sourceLocation: sourceLocation)
    }
  }

  /// F1: `List { ForEach(model.items) { item in Text(item.title) } }`, a title edited.
  @Test(arguments: [false, true])
  func aLazyRowClosureShowsAnEditedObservableTitle(inScrollView: Bool) {
    let content = FuzzLazyContent.rows(model0, .title)
    expectPasses(
      node(1, inScrollView ? .lazyStack(content) : .list(content)),
      observable: FuzzValues(lists: [items(["Ash", "Oak", "Yew"])]),
      [[.changeList(model0, .rename(at: 1, "Birch"))]])
  }

  /// F2: a lazy row closure that reads a flag of its owner's model.
  @Test func aLazyRowClosureShowsAChangedFlagItReads() {
    expectPasses(
      node(1, .list(.rows(vm0, .titleWith(model0)))),
      observable: FuzzValues(flags: [false]),
      combine: FuzzValues(lists: [items(["Ash", "Oak"])]),
      [[.toggleFlag(model0)]])
  }

  /// F3: a focused field in a lazy row that moves (another row moved above it) edits its own
  /// item: its caret stays at the end of its own text, and typing goes into it.
  @Test func aFocusedRowFieldThatMovesKeepsEditingItsOwnItem() {
    let titles = ["Ash", "Ébène", "ケヤキ", "Yew", "Ash", "Ébène", "橡树", "Кедр", "Кедр"]
    expectPasses(
      node(1, .list(.rows(vm0, .fieldRow))),
      observable: FuzzValues(),
      combine: FuzzValues(lists: [items(titles)]),
      [
        [.type("e1.2", text: "ट")], [.changeList(vm0, .move(from: 0, to: 1))],
        [.type("e1.2", text: "z")],
      ])
  }

  /// F8: the same when an item is inserted above the focused row, the last one.
  @Test func aFocusedRowFieldKeepsEditingItsOwnItemWhenARowIsInsertedAbove() {
    let titles = ["Oak", "橡树", "Oak", "Кедр"]
    expectPasses(
      node(1, .list(.rows(vm0, .fieldRow))),
      observable: FuzzValues(),
      combine: FuzzValues(lists: [items(titles)]),
      [
        [.type("e1.4", text: "ab")],
        [.changeList(vm0, .insert(at: 3, FuzzItem(id: 100, title: "Ash")))],
        [.type("e1.4", text: "z")],
      ])
  }

  /// F5: a focused toggle in a list row keeps focus while scrolled away and back.
  @Test func aFocusedControlInAListRowKeepsFocusAcrossScrolling() {
    let scope = FuzzRef(owner: .state(scope: 2), index: 0)
    let toggle = node(3, .toggle(scope))
    let row = node(2, .stateScope(FuzzValues(flags: [false]), toggle))
    expectPasses(
      node(1, .list(.views([row, node(4, .text("·"))]))), observable: FuzzValues(),
      [[.focus("t3")], [.scroll(container: 0, amount: 2)], [.scroll(container: 0, amount: -2)]])
  }

  /// A row's `@State` (a checked row) survives scrolling away and back, and is fresh when its
  /// item is removed and put back.
  @Test func aRowsStateLivesAsLongAsItsItem() {
    let titles = (1...20).map { "Row \($0)" }
    expectPasses(
      node(1, .list(.rows(model0, .checkRow))),
      observable: FuzzValues(lists: [items(titles)]),
      [
        [.tap("c1.1", change: nil)], [.scroll(container: 0, amount: 15)],
        [.scroll(container: 0, amount: -15)],
        [.changeList(model0, .remove(at: 0))],
        [.changeList(model0, .insert(at: 0, FuzzItem(id: 1, title: "Row 1")))],
      ])
  }

  /// F9: Shift-Tab searches a lazy stack's last row, which shows no control yet; a model
  /// change that only that row reads puts a toggle in it; Tab from the list's check row must
  /// reach that toggle, off screen in a row the stack has not built.
  @Test func tabReachesAToggleThatAppearedInALazyRowSearchedBefore() {
    let stack = FuzzLazyContent.mixed(
      node(3, .text("·")), vm0, .title,
      node(4, .conditional(model0, node(16, .toggle(model0)), node(5, .text("·")))))
    expectPasses(
      node(
        0,
        .stack(.vertical, [node(1, .list(.rows(model0, .checkRow))), node(2, .lazyStack(stack))])),
      observable: FuzzValues(flags: [false], lists: [items(["Birch"]), []]),
      combine: FuzzValues(
        flags: [false], lists: [items(["Yew", "Yew", "Birch", "Fig"], from: 10)]),
      [[.tab(backward: true)], [.toggleFlag(model0)], [.tab(backward: false)]])
  }

  /// F6: nested `ForEach` in a lazy stack, the inner list reordered.
  @Test func nestedForEachRowsFollowTheInnerList() {
    expectPasses(
      node(1, .lazyStack(.nested(model0, model1))),
      observable: FuzzValues(lists: [
        items(["Ash", "Oak"]), items(["Fig", "Yew", "Кедр"], from: 10),
      ]),
      [[.changeList(model1, .move(from: 1, to: 0))], [.scroll(container: 0, amount: -3)]])
  }
}
