import Testing
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

private struct Tree: Identifiable {
  let id: Int
  var title: String
}

private final class Forest: ObservableObject {
  @Published var trees: [Tree]
  init(_ titles: [String]) {
    trees = titles.enumerated().map { Tree(id: $0.offset, title: $0.element) }
  }
}

private struct Editor: View {
  @ObservedObject var forest: Forest
  var body: some View {
    List { ForEach($forest.trees) { $tree in TextField("tree \(tree.id)", text: $tree.title) } }
  }
}

@MainActor
@Suite struct LazyRowBindingTests {
  // A focused field in a lazy row keeps its caret at the end of its own text when another
  // row moves past it (fuzz finding F3).
  @Test func aFocusedRowsCaretFollowsItsOwnTextWhenAnotherRowMoves() throws {
    let forest = Forest(["Ébène", "Oak", "Elm", "Yew", "Ash"])
    let core = HostCore(root: Editor(forest: forest), width: 40, height: 12)
    defer { core.close() }
    let field = try #require(core.elements.first { $0.placeholder == "tree 0" })
    try field.type("ट")
    core.update()
    let before = core.caretPosition
    forest.trees.insert(forest.trees.remove(at: 4), at: 1)
    core.update()
    let focused = try #require(core.focused)
    #expect(focused.fieldText == "Ébèneट")
    #expect(focused.caretOffset == 6)
    #expect(core.caretPosition?.x == before?.x)
    #expect(core.elements.first { $0.placeholder == "tree 4" }?.fieldText == "Ash")
  }
}

extension LazyRowBindingTests {
  // A focused field in the last lazy row keeps editing its own item when an item is inserted
  // above it, which moves it to an index no row had before (fuzz finding F8).
  @Test func aFocusedLastRowKeepsEditingItsOwnItemWhenARowIsInsertedAbove() throws {
    let forest = Forest(["Oak", "橡树", "Oak", "Кедр"])
    let core = HostCore(root: Editor(forest: forest), width: 40, height: 12)
    defer { core.close() }
    let field = try #require(core.elements.first { $0.placeholder == "tree 3" })
    try field.type("ab")
    core.update()
    let before = core.caretPosition
    forest.trees.insert(Tree(id: 100, title: "Ash"), at: 3)
    core.update()
    let focused = try #require(core.focused)
    #expect(focused.placeholder == "tree 3")
    #expect(focused.fieldText == "Кедрab")
    #expect(focused.caretOffset == 6)
    #expect(core.caretPosition?.x == before?.x)
    try focused.type("z")
    core.update()
    #expect(forest.trees.map(\.title) == ["Oak", "橡树", "Oak", "Ash", "Кедрabz"])
  }
}
