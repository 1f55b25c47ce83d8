import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

private struct Person: Identifiable, Equatable {
  let id: Int
  var name: String
  var age: Int
}

private let people = [
  Person(id: 1, name: "Cobalt", age: 40), Person(id: 2, name: "Ada", age: 36),
  Person(id: 3, name: "क्षत्रिय", age: 52), Person(id: 4, name: "漢字", age: 19),
  Person(id: 5, name: "👩🏽‍💻 Coder", age: 27),
]

/// A counter in a cell: its state must follow its row's id, not its position.
private struct Tally: View {
  let name: String
  @State private var count = 0
  var body: some View {
    HStack {
      Text("\(name)=\(count)")
      Button("+\(name)") { count += 1 }
    }
  }
}

/// A sortable table whose app sorts its data when the order changes, as Apple's
/// documentation shows, with a multiple selection and a cell holding state.
private struct SortedPeople: View {
  @State var rows = people
  @State var order = [KeyPathComparator(\Person.name)]
  @State var selected = Set<Int>()
  var body: some View {
    VStack {
      Text("Order \(order.map { "\($0.order == .forward ? "+" : "-")" }.joined())")
      Text("Picked \(selected.sorted().map(String.init).joined(separator: ","))")
      Table(rows, selection: $selected, sortOrder: $order) {
        TableColumn("Name", value: \.name)
        TableColumn("Age", value: \.age) { person in Text("\(person.age) y") }
          .width(64)
        TableColumn("Tally") { person in Tally(name: String(person.id)) }
      }
      .onChange(of: order) { _, newOrder in rows.sort(using: newOrder) }
    }
  }
}

/// A sortable table whose app never sorts: the header click writes the order only.
private struct UnsortedPeople: View {
  @State var order: [KeyPathComparator<Person>] = []
  var body: some View {
    VStack {
      Text("First \(order.first.map { "\($0.keyPath == \Person.age ? "age" : "name")" } ?? "-")")
      Table(people, sortOrder: $order) {
        TableColumn("Name", value: \.name)
        TableColumn("Age", value: \.age) { Text("\($0.age)") }
      }
    }
  }
}

/// Rows from a builder: single rows and a `ForEach`, with a single optional selection.
private struct BuiltRows: View {
  @State var chosen: Int?
  var body: some View {
    VStack {
      Text("Chosen \(chosen.map(String.init) ?? "none")")
      Table(of: Person.self, selection: $chosen) {
        TableColumn("Name", value: \.name)
        TableColumn("Age") { person in Text("\(person.age)") }
      } rows: {
        TableRow(Person(id: 100, name: "First", age: 1))
        ForEach(people) { person in TableRow(person) }
        if chosen == 100 {
          TableRow(Person(id: 101, name: "Extra", age: 2))
        }
      }
    }
  }
}

@MainActor
@Suite struct TableTests {
  @Test func headerClicksWriteTheSortOrderAndTheAppSortsTheRows() throws {
    let host = ViewHost(SortedPeople(), width: 80, height: 20)
    let table = try host.table()
    #expect(table.tableColumnTitles == ["Name", "Age", "Tally"])
    // The initial order sorts by name, ascending: the header says so, and the rows are as
    // the app left them (the table does not sort them).
    #expect(table.sortIndicator?.column == 0)
    #expect(table.sortIndicator?.ascending == true)
    #expect(table.cellTexts.map(\.first) == people.map(\.name))

    try table.sort(byColumn: "Age")
    #expect(host.contains(text: "Order ++"))
    #expect(table.sortIndicator?.column == 1)
    #expect(table.sortIndicator?.ascending == true)
    #expect(table.cellTexts.map { $0[1] } == ["19 y", "27 y", "36 y", "40 y", "52 y"])

    // The column first already: its direction reverses, the others stay behind it.
    try table.sort(byColumn: "Age")
    #expect(host.contains(text: "Order -+"))
    #expect(table.sortIndicator?.ascending == false)
    #expect(table.cellTexts.map { $0[1] } == ["52 y", "40 y", "36 y", "27 y", "19 y"])

    // Name again: first once more (its earlier place removed), forward as its column made it.
    try table.sort(byColumn: 0)
    #expect(host.contains(text: "Order +-"))
    #expect(table.cellTexts.map { $0[0] } == ["Ada", "Cobalt", "क्षत्रिय", "漢字", "👩🏽‍💻 Coder"])
    // A column without a comparator does not sort.
    #expect(throws: (any Error).self) { try table.sort(byColumn: "Tally") }
  }

  @Test func theTableDoesNotSortTheRowsItself() throws {
    let host = ViewHost(UnsortedPeople())
    let table = try host.table()
    #expect(table.sortIndicator == nil)
    try table.sort(byColumn: "Age")
    #expect(host.contains(text: "First age"))
    #expect(table.sortIndicator?.column == 1)
    #expect(table.cellTexts.map(\.first) == people.map(\.name))
  }

  @Test func selectionAndCellStateFollowTheRowsIdWhenTheAppSorts() throws {
    let host = ViewHost(SortedPeople(), width: 80, height: 20)
    let table = try host.table()
    try table.row("Ada").select()
    try table.row("漢字").select(.toggle)
    #expect(host.contains(text: "Picked 2,4"))
    try host.button("+2").tap()
    try host.button("+2").tap()
    try host.button("+4").tap()
    #expect(host.contains(text: "2=2"))

    try table.sort(byColumn: "Age")
    #expect(table.cellTexts.map(\.first) == ["漢字", "👩🏽‍💻 Coder", "Ada", "Cobalt", "क्षत्रिय"])
    #expect(table.selectedRows.count == 2)
    #expect(try table.row("Ada").isSelected)
    #expect(try table.row("漢字").isSelected)
    #expect(try !table.row("Cobalt").isSelected)
    // The counters moved with their rows.
    #expect(table.cellTexts[0][2].hasPrefix("4=1"))
    #expect(table.cellTexts[2][2].hasPrefix("2=2"))
    #expect(host.contains(text: "Picked 2,4"))
  }

  @Test func rowsFromABuilderAndASingleSelection() throws {
    let host = ViewHost(BuiltRows(), width: 60, height: 20)
    let table = try host.table()
    #expect(table.cellTexts.map(\.first) == ["First"] + people.map(\.name))
    // No sort order: the headers are titles, not buttons.
    #expect(throws: (any Error).self) { try table.sort(byColumn: "Name") }
    try table.row("First").select()
    #expect(host.contains(text: "Chosen 100"))
    #expect(table.cellTexts.map(\.first).last == "Extra")
    try table.moveSelection(by: 2)
    #expect(host.contains(text: "Chosen 2"))
    try table.row("Ada").select(.toggle)
    #expect(host.contains(text: "Chosen none"))
  }

  @Test func aColumnForEachElementOfACollection() throws {
    struct Quarters: View {
      let quarters = ["Q1", "Q2"]
      var body: some View {
        Table(people) {
          TableColumn("Name", value: \.name)
          TableColumnForEach(quarters, id: \.self) { quarter in
            TableColumn(quarter) { person in Text("\(quarter):\(person.age)") }
          }
        }
      }
    }
    let host = ViewHost(Quarters(), width: 60, height: 10)
    let table = try host.table()
    #expect(table.tableColumnTitles == ["Name", "Q1", "Q2"])
    #expect(table.cellTexts.first == ["Cobalt", "Q1:40", "Q2:40"])
  }

  @Test func columnsTakeTheirWidthsAndFlexibleOnesShareTheRest() throws {
    struct Widths: View {
      var body: some View {
        Table(people) {
          TableColumn("Id") { Text("\($0.id)") }.width(24)
          TableColumn("Name", value: \.name)
          TableColumn("Age") { Text("\($0.age)") }.width(min: 40, max: 48)
          TableColumn("Note") { _ in Text("—") }
        }
      }
    }
    let host = ViewHost(Widths(), width: 60, height: 12)
    let table = try host.table()
    let cells = try (0..<4).map { try table.cell(row: 0, column: $0).frame }
    // Fixed: 24 pt is 3 columns; the ranged column stops at its maximum, 6 columns; the
    // two flexible ones share the rest alike (within a column of rounding).
    #expect(cells[0].x >= table.frame.x)
    #expect(cells[1].x - cells[0].x == 4)
    #expect(cells[3].x - cells[2].x == 7)
    let name = cells[2].x - cells[1].x
    let note = table.frame.x + table.frame.width - cells[3].x
    #expect(abs(name - note) <= 3)
    // Every row's cells line up with the first row's.
    let last = try table.cell(row: 4, column: 2).frame
    #expect(last.x == cells[2].x)
  }

  @Test func textInEveryScriptIsCutToItsColumnWithAnEllipsis() throws {
    struct Narrow: View {
      var body: some View {
        Table(people) {
          TableColumn("Name") { Text("\($0.name) \($0.name) \($0.name)") }.width(56)
          TableColumn("Age") { Text("\($0.age)") }
        }
      }
    }
    let host = ViewHost(Narrow(), width: 30, height: 10)
    let table = try host.table()
    let ages = try (0..<5).map { try table.cell(row: $0, column: 1).frame.x }
    #expect(Set(ages).count == 1)
    let lines = host.text.split(separator: "\n").map(String.init)
    // Each row fits in its line, the long names cut with "…" before the age column.
    for (person, line) in zip(people, lines.filter { $0.contains("…") }) {
      #expect(line.contains("\(person.age)"))
    }
    #expect(lines.filter { $0.contains("…") }.count == 5)
    #expect(host.text.contains("漢字"))
    #expect(host.text.contains("क्ष"))
  }

  @Test func tenThousandRowsRealiseOnlyAPage() throws {
    struct Big: View {
      @State var rows = (0..<10_000).map { Person(id: $0, name: "Row \($0)", age: $0 % 90) }
      @State var order = [KeyPathComparator(\Person.id)]
      var body: some View {
        Table(rows, sortOrder: $order) {
          TableColumn("Name", value: \.name)
          TableColumn("Age", value: \.age) { Text("\($0.age)") }
        }
        .onChange(of: order) { _, newOrder in rows.sort(using: newOrder) }
      }
    }
    let host = ViewHost(Big(), width: 40, height: 12)
    let table = try host.table()
    #expect(table.cellTexts.count < 30)
    #expect(table.cellTexts.first?.first == "Row 0")
    #expect(host.liveNodeCount < 600)
    try table.sort(byColumn: "Name")
    #expect(table.cellTexts.first?.first == "Row 0")
    try table.sort(byColumn: "Name")
    #expect(table.sortIndicator?.ascending == false)
    #expect(table.cellTexts.first?.first == "Row 9999")
    #expect(table.cellTexts.count < 30)
  }
}
