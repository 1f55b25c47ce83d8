import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

private struct Chore: Identifiable {
  let id: Int
  let name: String
  var isUrgent = false
}

private let chores = [
  Chore(id: 0, name: "Amber"), Chore(id: 1, name: "क्षत्रिय", isUrgent: true),
  Chore(id: 2, name: "漢字"), Chore(id: 3, name: "👩🏽‍💻 Coder", isUrgent: true),
]

/// Rows as people write them: inline closures in a `ForEach`, the modifier on some rows.
private struct Chores: View {
  var body: some View {
    List {
      ForEach(chores) { chore in
        Text(chore.name)
          .listRowBackground(chore.isUrgent ? Color.yellow : nil)
      }
    }
  }
}

/// A section's modifier applies to each of its rows, not to its header.
private struct Sectioned: View {
  var body: some View {
    List {
      Section("Today") {
        Text("Standup")
        Text("Review")
      }
      .listRowBackground(Color.blue)
      Section("Later") {
        Text("Plan")
      }
    }
  }
}

/// A row of the app's own whose body carries the modifiers.
private struct ChoreRow: View {
  let chore: Chore
  var body: some View {
    Text(chore.name)
      .listRowInsets(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0))
      .listRowBackground(Color.red)
  }
}

/// A long list of data: the even rows coloured, every row inset by two cells.
private struct LongList: View {
  var body: some View {
    List(0..<200, id: \.self) { number in
      Text("Row \(number)")
        .listRowInsets(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0))
        .listRowBackground(number.isMultiple(of: 2) ? Color.green : nil)
    }
  }
}

/// A background that a button turns on and off from outside the list.
private struct Toggled: View {
  @State var isMarked = false
  var body: some View {
    VStack {
      Button("Mark") { isMarked.toggle() }
      List {
        Text("Plain")
        Text("Marked").listRowBackground(isMarked ? Color.orange : nil)
      }
    }
  }
}

@MainActor
@Suite struct ListRowModifierTests {
  @Test func aBackgroundInAForEachClosureIsOnThatRowAlone() throws {
    let host = ViewHost(Chores(), width: 30, height: 10)
    #expect(try host.text("क्षत्रिय").listRowBackground == .yellow)
    #expect(try host.text("👩🏽‍💻 Coder").listRowBackground == .yellow)
    #expect(try host.text("Amber").listRowBackground == nil)
    #expect(try host.text("漢字").listRowBackground == nil)
    let drawn = try host.text("Amber").rowBackgrounds
    try #require(drawn.count == 2)
    // Across the row's whole width (the list's, 30 cells, less its scroll indicator's), on
    // its line.
    for (background, name) in zip(drawn, ["क्षत्रिय", "👩🏽‍💻 Coder"]) {
      #expect(background.color == .yellow)
      #expect(background.frame.x == 0)
      #expect(background.frame.width >= 29)
      #expect(background.frame.y == (try host.text(name).frame.y))
      #expect(background.frame.height == 1)
    }
  }

  @Test func aSectionsModifierIsOnEachOfItsRowsButNotItsHeader() throws {
    let host = ViewHost(Sectioned(), width: 30, height: 10)
    #expect(try host.text("Standup").listRowBackground == .blue)
    #expect(try host.text("Review").listRowBackground == .blue)
    #expect(try host.text("Plan").listRowBackground == nil)
    let rows = try host.text("Plan").rowBackgrounds
    #expect(
      rows.map(\.frame.y) == [try host.text("Standup").frame.y, try host.text("Review").frame.y])
  }

  @Test func aRowViewsBodyCarriesItsModifiers() throws {
    let host = ViewHost(List(chores) { ChoreRow(chore: $0) }, width: 30, height: 10)
    let row = try host.text("漢字")
    #expect(row.listRowBackground == .red)
    #expect(row.listRowInsets == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0))
    // 16 points in: two cells.
    #expect(row.frame.x == 2)
    #expect(row.rowBackgrounds.count == chores.count)
  }

  @Test func lazyRowsKeepTheirBackgroundAndInsetsWhenScrolledAwayAndBack() throws {
    let host = ViewHost(LongList(), width: 30, height: 8)
    #expect(try host.text("Row 0").frame.x == 2)
    #expect(try host.text("Row 0").rowBackgrounds.count == 4)
    try host.text("Row 0").scroll(by: 101)
    #expect(!host.contains(text: "Row 0"))
    #expect(try host.text("Row 101").frame.x == 2)
    #expect(try host.text("Row 102").listRowBackground == .green)
    #expect(try host.text("Row 101").listRowBackground == nil)
    try host.text("Row 101").scroll(by: -101)
    let row = try host.text("Row 0")
    #expect(row.frame.x == 2)
    #expect(row.listRowBackground == .green)
    #expect(row.rowBackgrounds.first?.frame.y == row.frame.y)
  }

  @Test func aBackgroundWrittenFromOutsideComesAndGoes() throws {
    let host = ViewHost(Toggled(), width: 30, height: 10)
    #expect(try host.text("Plain").rowBackgrounds.isEmpty)
    try host.button("Mark").tap()
    #expect(try host.text("Plain").rowBackgrounds.map(\.color) == [.orange])
    #expect(try host.text("Marked").listRowBackground == .orange)
    try host.button("Mark").tap()
    #expect(try host.text("Plain").rowBackgrounds.isEmpty)
  }

  @Test func insetsSnapToWholeCellsAndNilKeepsTheDefault() throws {
    let host = ViewHost(
      List {
        Text("Twelve").listRowInsets(EdgeInsets(top: 16, leading: 12, bottom: 0, trailing: 0))
        Text("Default").listRowInsets(nil)
        Text("Next")
      }, width: 30, height: 10)
    let twelve = try host.text("Twelve")
    // 12 points round to the nearest cell (two), 16 down to one line.
    #expect(twelve.frame.x == 2)
    #expect(twelve.frame.y == 1)
    let plain = try host.text("Default")
    #expect(plain.frame.x == 0)
    #expect(plain.listRowInsets == nil)
    #expect(plain.frame.y == twelve.frame.y + 1)
  }

  @Test func separatorSettingsAreTheRowsOwn() throws {
    let host = ViewHost(
      List {
        Section {
          Text("Quiet").listRowSeparator(.hidden, edges: .bottom)
          Text("Tinted").listRowSeparatorTint(.red)
          Text("Plain")
        }
        .listSectionSeparator(.hidden, edges: .top)
        .listSectionSeparatorTint(.green, edges: .bottom)
      }, width: 30, height: 10)
    let quiet = try host.text("Quiet")
    #expect(quiet.listRowSeparator(.bottom) == .hidden)
    #expect(quiet.listRowSeparator(.top) == .automatic)
    let tinted = try host.text("Tinted")
    #expect(tinted.listRowSeparatorTint(.top) == .red)
    #expect(tinted.listRowSeparatorTint(.bottom) == .red)
    #expect(tinted.listSectionSeparator(.top) == .hidden)
    #expect(tinted.listSectionSeparator(.bottom) == .automatic)
    #expect(tinted.listSectionSeparatorTint(.bottom) == .green)
    #expect(tinted.listSectionSeparatorTint(.top) == nil)
    // The innermost setting wins.
    let inner = ViewHost(
      List { Text("Both").listRowBackground(Color.red).listRowBackground(Color.blue) },
      width: 20, height: 5)
    #expect(try inner.text("Both").listRowBackground == .red)
  }

  @Test func rowSpacingSeparatesRowsOfASection() throws {
    let host = ViewHost(
      List {
        Text("One")
        Text("Two")
        Section("Head") { Text("Three") }
      }
      .listRowSpacing(16), width: 30, height: 12)
    let one = try host.text("One").frame.y
    let two = try host.text("Two").frame.y
    #expect(two == one + 2)
    // A header is set apart by the section spacing alone (one blank line).
    #expect(try host.text("Head").frame.y == two + 2)
    #expect(try host.text("Three").frame.y == (try host.text("Head").frame.y) + 1)
  }

  @Test func sectionSpacingOnTheListAndOnASection() throws {
    func gap(_ list: some View) throws -> Int {
      let host = ViewHost(list, width: 30, height: 12)
      return try host.text("Second").frame.y - host.text("A").frame.y
    }
    let sections = List {
      Section("First") { Text("A") }
      Section("Second") { Text("B") }
    }
    #expect(try gap(sections) == 2)
    #expect(try gap(sections.listSectionSpacing(.default)) == 2)
    #expect(try gap(sections.listSectionSpacing(.compact)) == 1)
    #expect(try gap(sections.listSectionSpacing(.custom(48))) == 4)
    #expect(try gap(sections.listSectionSpacing(32)) == 3)
    let onSection = List {
      Section("First") { Text("A") }
      Section("Second") { Text("B") }.listSectionSpacing(.custom(48))
    }
    #expect(try gap(onSection) == 4)
  }
}
