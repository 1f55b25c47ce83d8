import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

private struct Colour: Identifiable, Hashable {
  let id: Int
  var name: String
}

private let colours = [
  Colour(id: 1, name: "Amber"), Colour(id: 2, name: "क्षत्रिय"), Colour(id: 3, name: "漢字"),
  Colour(id: 4, name: "👩🏽‍💻 Coder"), Colour(id: 5, name: "Cobalt"),
]

/// A single selection of tagged rows written inline, and what it holds shown beside it,
/// with a button that writes the selection from outside.
private struct SingleList: View {
  @State var selected: String? = nil
  var body: some View {
    VStack {
      Text("Chose \(selected ?? "nothing")")
      Button("Pick Cobalt") { selected = "cobalt" }
      List(selection: $selected) {
        Text("Amber").tag("amber")
        Text("Cobalt").tag("cobalt")
        Text("Locked").tag("locked").selectionDisabled()
        Text("Untagged")
      }
    }
  }
}

/// A multiple selection over `Identifiable` data, rows as inline closures: their ids are
/// their tags.
private struct MultipleList: View {
  @State var selected: Set<Int> = []
  var body: some View {
    VStack {
      Text("Count \(selected.count): \(selected.sorted().map(String.init).joined(separator: ","))")
      Button("Clear") { selected = [] }
      List(colours, selection: $selected) { colour in Text(colour.name) }
    }
  }
}

/// Sections with headers and footers around `ForEach` rows, in a long list.
private struct SectionedList: View {
  @State var selected: Int? = 3
  var body: some View {
    VStack {
      Text("Row \(selected.map(String.init) ?? "none")")
      List(selection: $selected) {
        Section {
          ForEach(0..<3, id: \.self) { number in Text("Item \(number)") }
        } header: {
          Text("First")
        } footer: {
          Text("End of first")
        }
        Section("Second") {
          ForEach(3..<300, id: \.self) { number in
            HStack {
              Text("Item \(number)")
              Spacer()
            }
          }
        }
      }
    }
  }
}

/// A selection that always holds a row.
private struct RequiredList: View {
  @State var selected = 2
  var body: some View {
    List(0..<4, selection: Binding<Int?>(get: { selected }, set: { selected = $0 ?? selected })) {
      Text("Number \($0)")
    }
  }
}

private struct RequiredSingle: View {
  @State var selected = "a"
  var body: some View {
    VStack {
      Text("Now \(selected)")
      List(selection: $selected) {
        Text("A").tag("a")
        Text("B").tag("b")
      }
    }
  }
}

@Observable @MainActor
private final class Inbox {
  var chosen: Int? = nil
}

/// A list whose selection a model holds: the view that makes the list never reads it.
private struct InboxList: View {
  let inbox: Inbox
  var body: some View {
    List(colours, selection: Bindable(inbox).chosen) { colour in Text(colour.name) }
  }
}

@MainActor
@Suite struct ListSelectionTests {
  @Test func aModelsSelectionUpdatesTheListAlone() throws {
    let inbox = Inbox()
    let host = ViewHost(InboxList(inbox: inbox))
    let list = try host.list()
    let evaluations = host.bodyEvaluations(of: InboxList.self)
    inbox.chosen = 3
    host.update()
    #expect(list.selectedRows == ["漢字"])
    try list.row("Cobalt").select()
    #expect(inbox.chosen == 5)
    #expect(list.selectedRows == ["Cobalt"])
    // Only the list was described again: the view that made it did not read the selection.
    #expect(host.bodyEvaluations(of: InboxList.self) == evaluations)
  }

  @Test func aClickSelectsARowAndWritesItsTag() throws {
    let host = ViewHost(SingleList())
    let list = try host.list()
    #expect(list.kind == .list)
    #expect(list.selectedRows.isEmpty)
    try list.row("Amber").select()
    #expect(host.contains(text: "Chose amber"))
    #expect(try list.row("Amber").isSelected)
    #expect(list.selectedRows == ["Amber"])
    // A single selection takes the row alone, whatever keys are held.
    try list.row("Cobalt").select(.extend)
    #expect(host.contains(text: "Chose cobalt"))
    #expect(try !list.row("Amber").isSelected)
    #expect(list.selectedRows == ["Cobalt"])
    // Ctrl-click on the selected row clears a selection that may be empty.
    try list.row("Cobalt").select(.toggle)
    #expect(host.contains(text: "Chose nothing"))
    #expect(list.selectedRows.isEmpty)
  }

  @Test func aSelectionWrittenFromOutsideIsShown() throws {
    let host = ViewHost(SingleList())
    try host.button("Pick Cobalt").tap()
    let list = try host.list()
    #expect(list.selectedRows == ["Cobalt"])
    #expect(try list.row("Cobalt").isSelected)
  }

  @Test func disabledAndUntaggedRowsCannotBeSelected() throws {
    let host = ViewHost(SingleList())
    let list = try host.list()
    #expect(throws: ViewHostError.self) { try list.row("Locked").select() }
    #expect(throws: ViewHostError.self) { try list.row("Untagged").select() }
    #expect(host.contains(text: "Chose nothing"))
    // The arrows pass over them: from Cobalt, Down finds no row to select.
    try list.row("Cobalt").select()
    try list.moveSelection(by: 1)
    #expect(host.contains(text: "Chose cobalt"))
    try list.moveSelection(by: -1)
    #expect(host.contains(text: "Chose amber"))
  }

  @Test func aMultipleSelectionReplacesTogglesAndExtends() throws {
    let host = ViewHost(MultipleList())
    let list = try host.list()
    try list.row("Amber").select()
    #expect(host.contains(text: "Count 1: 1"))
    try list.row("漢字").select(.toggle)
    #expect(host.contains(text: "Count 2: 1,3"))
    #expect(list.selectedRows == ["Amber", "漢字"])
    try list.row("Amber").select(.toggle)
    #expect(host.contains(text: "Count 1: 3"))
    // Shift extends from the row last toggled (漢字, then Amber) to the one clicked.
    try list.row("👩🏽‍💻 Coder").select(.extend)
    #expect(host.contains(text: "Count 4: 1,2,3,4"))
    #expect(try list.row("क्षत्रिय").isSelected)
    // A plain click replaces the whole selection.
    try list.row("Cobalt").select()
    #expect(host.contains(text: "Count 1: 5"))
    try host.button("Clear").tap()
    #expect(list.selectedRows.isEmpty)
  }

  @Test func arrowsMoveAndShiftArrowsExtendAMultipleSelection() throws {
    let host = ViewHost(MultipleList())
    let list = try host.list()
    // With nothing selected, Down selects the first row.
    try list.moveSelection(by: 1)
    #expect(host.contains(text: "Count 1: 1"))
    try list.moveSelection(by: 1, extending: true)
    try list.moveSelection(by: 1, extending: true)
    #expect(host.contains(text: "Count 3: 1,2,3"))
    // Back up with Shift shrinks the range toward the anchor.
    try list.moveSelection(by: -1, extending: true)
    #expect(host.contains(text: "Count 2: 1,2"))
    // A plain arrow leaves one row, and stops at the ends.
    try list.moveSelection(by: 10)
    #expect(host.contains(text: "Count 1: 5"))
  }

  @Test func arrowsStepOverHeadersAndFootersAndScrollToTheRow() throws {
    let host = ViewHost(SectionedList(), width: 40, height: 12)
    let list = try host.list()
    #expect(list.selectedRows == ["Item 3"])
    try list.moveSelection(by: -1)
    // Past the second section's header and the first one's footer.
    #expect(host.contains(text: "Row 2"))
    try list.moveSelection(by: 1)
    #expect(host.contains(text: "Row 3"))
    // Far down: the list scrolls so that the selected row is on screen.
    try list.moveSelection(by: 40)
    #expect(host.contains(text: "Row 43"))
    #expect(host.contains(text: "Item 43"))
    #expect(list.selectedRows == ["Item 43"])
  }

  @Test func aSelectedRowScrolledAwayAndBackIsStillSelected() throws {
    let host = ViewHost(SectionedList(), width: 40, height: 12)
    let list = try host.list()
    try list.row("Item 1").select()
    try host.text("Item 1").scroll(by: 150)
    #expect(!host.contains(text: "Item 1"))
    #expect(list.selectedRows.isEmpty)
    #expect(host.contains(text: "Row 1"))
    try list.scroll(by: -150)
    #expect(list.selectedRows == ["Item 1"])
    #expect(try list.row("Item 1").isSelected)
  }

  @Test func aRequiredSelectionIsNeverCleared() throws {
    let host = ViewHost(RequiredSingle())
    let list = try host.list()
    #expect(list.selectedRows == ["A"])
    try list.row("A").select(.toggle)
    #expect(host.contains(text: "Now a"))
    try list.row("B").select()
    #expect(host.contains(text: "Now b"))
  }

  @Test func aRangeListsRowsAreTaggedByTheirNumbers() throws {
    let host = ViewHost(RequiredList())
    let list = try host.list()
    #expect(list.selectedRows == ["Number 2"])
    try list.row("Number 0").select()
    #expect(list.selectedRows == ["Number 0"])
  }

  @Test func aListWithoutASelectionIsNoControl() throws {
    let host = ViewHost(List(colours) { Text($0.name) })
    #expect(throws: ViewHostError.self) { try host.list() }
  }

  @Test func selectedRowsReadAsSelected() throws {
    let host = ViewHost(MultipleList())
    let list = try host.list()
    try list.row("Cobalt").select()
    #expect(try host.text("Cobalt").isSelected)
    #expect(try !host.text("Amber").isSelected)
  }
}
