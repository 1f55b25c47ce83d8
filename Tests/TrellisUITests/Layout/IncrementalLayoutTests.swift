import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A frame after a change keeps the subtrees nothing changed as they were placed and drawn
/// (PlacementMemo.swift); what it shows must be exactly what laying the whole window out
/// afresh shows: the same display list, the same elements in the same frames.
@MainActor
@Suite struct IncrementalLayoutTests {
  @Observable final class Entry: Identifiable {
    let id: Int
    var title: String
    var isOn: Bool
    var note = ""
    init(id: Int, title: String, isOn: Bool = false) {
      self.id = id
      self.title = title
      self.isOn = isOn
    }
  }

  @Observable final class Model {
    var pinned: [Entry]
    var entries: [Entry]
    var isLocked = false
    var footer = "Footer"
    init(count: Int) {
      let titles = ["Alpha", "नमस्ते दुनिया", "日本語のテキスト", "Emoji 👍🏽🇫🇷", "Omega"]
      pinned = [Entry(id: -1, title: "Pinned"), Entry(id: -2, title: "हिन्दी")]
      entries = (0..<count).map { Entry(id: $0, title: titles[$0 % titles.count] + " \($0)") }
    }
  }

  /// Rows as inline closures in sections: a title, a toggle, a field and what was typed in it.
  struct Screen: View {
    var model: Model
    var body: some View {
      VStack(alignment: .leading) {
        Text("Entries: \(model.entries.count)").bold()
        List {
          Section("Pinned") {
            ForEach(model.pinned) { entry in
              Toggle(entry.title, isOn: Bindable(entry).isOn)
            }
          }
          Section {
            ForEach(model.entries) { entry in
              HStack {
                Text(entry.title)
                Toggle("On", isOn: Bindable(entry).isOn)
                TextField("Note", text: Bindable(entry).note)
                Text(entry.note).foregroundColor(.secondary)
              }
            }
          } footer: {
            Text(model.footer)
          }
        }
        .disabled(model.isLocked)
        HStack {
          Text("Locked")
          Toggle("Lock", isOn: Bindable(model).isLocked)
        }
      }
    }
  }

  /// Lays `core` out as it stands, then again with nothing kept from earlier frames, and
  /// expects the two to show the same.
  private func expectMatchesFullLayout(
    _ core: HostCore, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    core.update()
    WholeLayoutComparison.expectSame(
      WholeLayoutComparison.shown(core), asWholeLayoutOf: core, after: what,
      sourceLocation: sourceLocation)
  }

  private func element(_ core: HostCore, _ kind: HostElement.Kind, _ index: Int) -> HostElement {
    core.elements.filter { $0.kind == kind }[index]
  }

  @Test func aToggledRowKeepsEveryOtherRowAndShowsWhatAFullLayoutShows() throws {
    let model = Model(count: 200)
    let core = HostCore(root: Screen(model: model), width: 100, height: 30)
    // Laid out whole, as after a scroll (a change alone places only its row again).
    core.followsChanges = false
    model.entries[3].isOn.toggle()
    core.update()
    // The rows that did not change were taken as they were, not walked.
    #expect(core.layoutKeptPlacements > 10)
    expectMatchesFullLayout(core, "a toggle")
    try element(core, .toggle, 1).tap()
    expectMatchesFullLayout(core, "a tapped toggle")
  }

  /// Checks that every item the list says it kept from `before` equals that item, and that
  /// the changes it reports are those found by comparing every item.
  private func expectKeptItemsHold(
    _ list: _DisplayList, since before: _DisplayList,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (index, source) in (list.keptSources(from: before) ?? []).enumerated() where source >= 0 {
      #expect(list.items[index] == before.items[source], sourceLocation: sourceLocation)
    }
    var compared = list
    compared.generation = 0
    #expect(
      list.changes(since: before) == compared.changes(since: before),
      sourceLocation: sourceLocation)
  }

  @Test func theItemsOfKeptRowsAreReportedUnchangedAndAre() throws {
    let model = Model(count: 100)
    let core = HostCore(root: Screen(model: model), width: 100, height: 30)
    var before = core.displayList
    model.entries[4].isOn.toggle()
    core.update()
    // The rows around the toggled one were kept, and the list says so.
    #expect(core.displayList.keptSources(from: before) != nil)
    expectKeptItemsHold(core.displayList, since: before)
    let changes = core.displayList.changes(since: before)
    #expect(changes.changed.count == 1)
    #expect(changes.added.isEmpty && changes.removed.isEmpty)
    before = core.displayList
    model.entries[2].title = "A much longer title than the row had"
    model.entries.insert(Entry(id: 500, title: "New"), at: 6)
    core.update()
    expectKeptItemsHold(core.displayList, since: before)
    #expect(!core.displayList.changes(since: before).added.isEmpty)
    // A list that is not the one just before is compared item by item.
    let older = before
    model.entries[3].isOn.toggle()
    core.update()
    model.entries[5].isOn.toggle()
    core.update()
    #expect(core.displayList.keptSources(from: older) == nil)
  }

  @Test func textTypedThatChangesAWidthLaysItsRowOutAgain() throws {
    let model = Model(count: 50)
    let core = HostCore(root: Screen(model: model), width: 100, height: 30)
    let field = element(core, .textField, 2)
    try field.focus()
    expectMatchesFullLayout(core, "focus")
    for character in ["a", "日", "👍🏽", "न"] {
      try field.type(character)
      expectMatchesFullLayout(core, "typing \(character)")
    }
    try field.deleteBackward(2)
    expectMatchesFullLayout(core, "deleting")
    // Focus moves on: the field that had it is drawn without it.
    try element(core, .textField, 3).focus()
    expectMatchesFullLayout(core, "focus moving on")
    model.entries[1].title = "A title long enough to change the widths of its row's views"
    expectMatchesFullLayout(core, "a longer title")
  }

  @Test func rowsInsertedAndRemovedInALazyList() throws {
    let model = Model(count: 30)
    let core = HostCore(root: Screen(model: model), width: 100, height: 30)
    model.entries.insert(Entry(id: 1000, title: "Inserted"), at: 2)
    expectMatchesFullLayout(core, "an insertion")
    model.entries.remove(at: 0)
    expectMatchesFullLayout(core, "a removal")
    model.pinned.removeAll()
    expectMatchesFullLayout(core, "a section emptied")
    model.footer = "A footer that now says rather more than it did"
    expectMatchesFullLayout(core, "a new footer")
  }

  @Test func scrollingShowsWhatAFullLayoutShows() throws {
    let model = Model(count: 200)
    let core = HostCore(root: Screen(model: model), width: 100, height: 30)
    for amount in [1, 5, 17, -3, 80, -99] {
      try core.scrollContainers[0].scroll(by: amount)
      expectMatchesFullLayout(core, "scrolling by \(amount)")
    }
    model.entries[2].isOn.toggle()
    expectMatchesFullLayout(core, "a toggle after scrolling")
  }

  @Test func anEnvironmentChangeReachesKeptRows() throws {
    let model = Model(count: 40)
    let core = HostCore(root: Screen(model: model), width: 100, height: 30)
    model.isLocked = true
    expectMatchesFullLayout(core, "the list disabled")
    #expect(element(core, .toggle, 0).isEnabled == false)
    model.isLocked = false
    expectMatchesFullLayout(core, "the list enabled again")
    core.systemColorScheme = .dark
    expectMatchesFullLayout(core, "a dark window")
    core.dynamicTypeSize = .xxxLarge
    expectMatchesFullLayout(core, "a larger text size")
    core.isActive = false
    expectMatchesFullLayout(core, "the window inactive")
  }

  private struct Shelf: View {
    @State private var path: [String] = []
    @State private var count = 0
    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          Text("Count \(count)")
          Button("More") { count += 1 }
          ForEach(["Dune", "Emma", "Ulysses"], id: \.self) { title in
            NavigationLink(title, value: title)
          }
        }
        .navigationTitle("Shelf")
        .navigationDestination(for: String.self) { title in
          VStack {
            Text("Reading \(title)")
            Button("Back") { path.removeLast() }
          }
          .navigationTitle(title)
        }
      }
    }
  }

  @Test func aNavigationPushAndPop() throws {
    let core = HostCore(root: Shelf(), width: 60, height: 20)
    try core.elements.first { $0.text == "More" }!.tap()
    expectMatchesFullLayout(core, "a count")
    try core.elements.first { $0.text == "Emma" }!.tap()
    expectMatchesFullLayout(core, "a push")
    #expect(core.elements.contains { $0.text == "Reading Emma" })
    try core.elements.first { $0.text == "Back" }!.tap()
    expectMatchesFullLayout(core, "a pop")
    #expect(core.elements.contains { $0.text == "Count 1" })
  }

  @Test func aResizeLaysEverythingOutAgain() throws {
    let model = Model(count: 60)
    let core = HostCore(root: Screen(model: model), width: 100, height: 30)
    core.resize(to: CGSize(width: 60 * 8, height: 20 * 16))
    expectMatchesFullLayout(core, "a smaller window")
    core.resize(to: CGSize(width: 120 * 8, height: 40 * 16))
    expectMatchesFullLayout(core, "a larger window")
  }

  /// Rows of their own view type, as an app with a row view writes them.
  struct EntryRow: View {
    @Bindable var entry: Entry
    var body: some View {
      HStack {
        Text(entry.title)
        Toggle("On", isOn: $entry.isOn)
        TextField("Note", text: $entry.note)
      }
    }
  }

  struct RowScreen: View {
    var model: Model
    var body: some View {
      VStack(alignment: .leading) {
        Text("Entries: \(model.entries.count)").bold()
        List(model.entries) { entry in EntryRow(entry: entry) }
      }
    }
  }

  @Test func anInsertionKeepsTheRowsAboveItWhenRowsAreTheirOwnViews() throws {
    let model = Model(count: 100)
    let core = HostCore(root: RowScreen(model: model), width: 100, height: 30)
    let before = core.displayList
    model.entries.insert(Entry(id: 500, title: "New"), at: 6)
    core.update()
    let list = core.displayList
    expectKeptItemsHold(list, since: before)
    // The six rows above the new one are where they were, unchanged: their items are kept.
    let kept = (list.keptSources(from: before) ?? []).filter { $0 >= 0 }.count
    #expect(kept >= 6 * 3, "kept \(kept) of \(list.items.count) items")
    expectMatchesFullLayout(core, "an insertion")
    model.entries.remove(at: 2)
    expectMatchesFullLayout(core, "a removal")
  }

  /// Rows written inline (`HStack { … }` in the list's closure) are views the list's content
  /// makes again when its data changes; each is evaluated again, but one made with the same
  /// value keeps its layout, so an insertion keeps the rows above it as rows of their own
  /// type are kept, and shows what a full layout shows.
  @Test func anInsertionAmongInlineRowsShowsWhatAFullLayoutShows() throws {
    let model = Model(count: 100)
    let core = HostCore(root: Screen(model: model), width: 100, height: 30)
    let before = core.displayList
    model.entries.insert(Entry(id: 500, title: "New"), at: 6)
    core.update()
    expectKeptItemsHold(core.displayList, since: before)
    let kept = (core.displayList.keptSources(from: before) ?? []).filter { $0 >= 0 }.count
    #expect(kept >= 6 * 3, "kept \(kept) of \(core.displayList.items.count) items")
    expectMatchesFullLayout(core, "an insertion")
  }
}
