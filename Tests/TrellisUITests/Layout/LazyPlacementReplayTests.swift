import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A lazy container whose placement still holds (same place, same scroll, same rows, every
/// changed row measuring as it did) places its rows again from its record instead of running
/// its layout (LazyPlacementMemo.swift); whatever the frame, it must show exactly what laying
/// the whole window out afresh shows, and a change that moves rows must run the layout.
///
/// The cores here lay the window out whole after every change (`followsChanges` off): with
/// it on, a change within a row is placed on its own (LocalRelayoutTests) and the list is not
/// placed at all.
@MainActor
@Suite struct LazyPlacementReplayTests {
  @Observable final class Entry: Identifiable {
    let id: Int
    var title: String
    var isOn = false
    var note = ""
    var showsDetail = false
    init(id: Int, title: String) {
      self.id = id
      self.title = title
    }
  }

  @Observable final class Model {
    var first: [Entry]
    var second: [Entry]
    init(count: Int) {
      let titles = ["क्षत्रिय", "漢字のテキスト", "👩🏽‍💻 emoji", "Plain"]
      first = (0..<count / 2).map { Entry(id: $0, title: titles[$0 % 4] + " \($0)") }
      second = (count / 2..<count).map { Entry(id: $0, title: titles[$0 % 4] + " \($0)") }
    }
  }

  /// Two sections of rows written inline, each a title, a toggle and a field; a row can
  /// grow a second line.
  struct Screen: View {
    var model: Model
    var body: some View {
      VStack(alignment: .leading) {
        Text("Shelves").bold()
        List {
          Section("First") {
            ForEach(model.first) { entry in row(entry) }
          }
          Section {
            ForEach(model.second) { entry in row(entry) }
          } header: {
            Text("Second 漢字")
          } footer: {
            Text("The end")
          }
        }
      }
    }

    func row(_ entry: Entry) -> some View {
      VStack(alignment: .leading) {
        HStack {
          Text(entry.title)
          Toggle("On", isOn: Bindable(entry).isOn)
          TextField("Note", text: Bindable(entry).note)
        }
        if entry.showsDetail { Text("Detail of \(entry.title)") }
      }
    }
  }

  /// Brings `core` up to date, expects its list to have been placed from its record or not
  /// (`replayed`, when given), then lays the window out with nothing kept and expects the
  /// same.
  private func expectFrame(
    _ core: HostCore, replayed: Bool?, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    core.update()
    if let replayed {
      #expect(
        (core.engine?.replayedLazyPlacements ?? 0 > 0) == replayed, "replayed after \(what)",
        sourceLocation: sourceLocation)
    }
    WholeLayoutComparison.expectSame(
      WholeLayoutComparison.shown(core), asWholeLayoutOf: core, after: what,
      sourceLocation: sourceLocation)
    #expect(core.engine?.replayedLazyPlacements == 0, sourceLocation: sourceLocation)
  }

  private func element(_ core: HostCore, _ kind: HostElement.Kind, _ index: Int) -> HostElement {
    core.elements.filter { $0.kind == kind }[index]
  }

  @Test func aToggledRowIsPlacedFromTheRecordAndShowsWhatAFullLayoutShows() throws {
    let model = Model(count: 200)
    let core = HostCore(root: Screen(model: model), width: 90, height: 24)
    core.followsChanges = false
    model.first[2].isOn.toggle()
    core.update()
    model.first[3].isOn.toggle()
    expectFrame(core, replayed: true, "a toggle")
    try element(core, .toggle, 1).tap()
    expectFrame(core, replayed: true, "a tapped toggle")
    // The rows placed from the record stay in use: the next frame keeps them again.
    model.first[4].isOn.toggle()
    core.update()
    #expect(core.engine?.replayedLazyPlacements == 1)
    #expect(core.layoutKeptPlacements > 10, "kept \(core.layoutKeptPlacements)")
  }

  @Test func aRowThatGrowsRunsTheLayoutAndMovesTheRowsBelowIt() {
    let model = Model(count: 100)
    let core = HostCore(root: Screen(model: model), width: 90, height: 24)
    core.followsChanges = false
    // The first layout learnt the rows' height; the one after it records the placement.
    model.first[0].isOn.toggle()
    expectFrame(core, replayed: false, "the first change")
    model.first[1].isOn.toggle()
    expectFrame(core, replayed: true, "a toggle")
    model.first[1].showsDetail = true
    expectFrame(core, replayed: false, "a row growing a line")
    #expect(core.text.contains("Detail of 漢字のテキスト 1"))
    model.first[1].showsDetail = false
    expectFrame(core, replayed: false, "the row shrinking back")
    // A row that changes but keeps its size (a longer title, on the same line) holds.
    model.first[1].title = "漢字のテキスト, renamed"
    expectFrame(core, replayed: true, "a rename")
    #expect(core.text.contains("漢字のテキスト, renamed"))
  }

  @Test func scrollingAndNewRowsRunTheLayout() throws {
    let model = Model(count: 1_000)
    let core = HostCore(root: Screen(model: model), width: 90, height: 24)
    core.followsChanges = false
    let list = core.scrollContainers[0]
    // Into the second section, far enough that its header is pinned over the rows.
    try list.scroll(by: 520)
    expectFrame(core, replayed: false, "a scroll")
    model.second[30].isOn.toggle()
    expectFrame(core, replayed: true, "a toggle under a pinned header")
    #expect(core.text.contains("Second 漢字"))
    model.second.insert(Entry(id: 5_000, title: "👩🏽‍💻 inserted"), at: 25)
    expectFrame(core, replayed: false, "an insertion")
    model.second.remove(at: 25)
    expectFrame(core, replayed: false, "a removal")
    try list.scroll(by: -1)
    expectFrame(core, replayed: false, "a one-row scroll")
  }

  @Test func typingInAFocusedRowShowsWhatAFullLayoutShows() throws {
    let model = Model(count: 100)
    let core = HostCore(root: Screen(model: model), width: 90, height: 24)
    core.followsChanges = false
    let field = element(core, .textField, 2)
    try field.focus()
    core.update()
    for character in ["क्षि", "漢", "👩🏽‍💻", "a"] {
      try field.type(character)
      expectFrame(core, replayed: true, "typing \(character)")
    }
    #expect(model.first[2].note == "क्षि漢👩🏽‍💻a")
    // Focus moving to another row: the rows keep their places.
    try element(core, .toggle, 5).focus()
    expectFrame(core, replayed: true, "focus moving")
  }

  @Test func aResizedWindowRunsTheLayout() {
    let model = Model(count: 100)
    let core = HostCore(root: Screen(model: model), width: 90, height: 24)
    core.followsChanges = false
    model.first[0].isOn.toggle()
    expectFrame(core, replayed: false, "the first change")
    core.resize(to: CGSize(width: 70 * 8, height: 20 * 16))
    #expect(core.engine?.replayedLazyPlacements == 0)
    // Rows of another width may have another height: the estimate may settle first.
    model.first[0].isOn.toggle()
    expectFrame(core, replayed: nil, "a toggle after the resize")
    model.first[1].isOn.toggle()
    expectFrame(core, replayed: true, "a second toggle after the resize")
  }
}
