import Foundation
import Testing
import TrellisTesting
import TrellisUI

private struct Country: Identifiable {
  let id: String
  let cities: [String]
}

@MainActor
@Suite struct LazyContentShapeTests {
  /// The screen's lines without the scroll indicator's column and trailing spaces.
  private func lines(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces.union(["│", "┃"]))
    }
  }

  // `List { Section("S") { ForEach(0..<100_000) … } }` realises only the rows on screen.
  @Test func aSectionedListOfAHundredThousandRowsRealisesOnlyWhatIsShown() throws {
    let host = ViewHost(
      List {
        Section("Numbers") {
          ForEach(0..<100_000, id: \.self) { Text("Row \($0)") }
        }
      }, width: 30, height: 10)
    #expect(lines(host).prefix(3) == ["Numbers", "Row 0", "Row 1"])
    #expect(host.liveNodeCount < 60)
    try host.text("Row 0").scroll(by: 50_000)
    // Row 49999 is at the top, under the section's pinned header.
    #expect(lines(host).prefix(2) == ["Numbers", "Row 50000"])
    #expect(host.liveNodeCount < 60)
  }

  // Several sections with headers and footers, each with its own ForEach.
  @Test func severalSectionsWithHeadersAndFootersAreLazy() throws {
    let host = ViewHost(
      List {
        Section {
          ForEach(0..<50_000, id: \.self) { Text("A\($0)") }
        } header: {
          Text("First")
        } footer: {
          Text("End of first")
        }
        Section {
          ForEach(0..<50_000, id: \.self) { Text("B\($0)") }
        } header: {
          Text("Second")
        } footer: {
          Text("End of second")
        }
      }, width: 30, height: 6)
    #expect(host.liveNodeCount < 50)
    #expect(host.contains(text: "First"))
    try host.text("A0").scroll(by: 49_998)
    #expect(host.contains(text: "A49999"))
    #expect(host.contains(text: "End of first"))
    #expect(host.contains(text: "Second"))
    #expect(host.liveNodeCount < 50)
    // To the second-to-last row (B49998), under the pinned header of its section.
    try host.text("A49999").scroll(by: 50_003)
    #expect(lines(host).prefix(3) == ["Second", "B49999", "End of second"])
    #expect(host.liveNodeCount < 50)
  }

  // Fixed rows mixed with several ForEaches, Group and ForEach under modifiers.
  @Test func fixedRowsGroupsAndModifiedForEachesAreLazy() throws {
    let host = ViewHost(
      List {
        Text("Top")
        ForEach(0..<30_000, id: \.self) { Text("A\($0)") }
        Group {
          Text("Middle")
          ForEach(0..<30_000, id: \.self) { Text("B\($0)") }
        }
        ForEach(0..<30_000, id: \.self) { Text("C\($0)") }
          .disabled(true)
        Text("Bottom")
      }, width: 30, height: 6)
    #expect(lines(host).prefix(2) == ["Top", "A0"])
    #expect(host.liveNodeCount < 60)
    try host.text("Top").scroll(by: 30_001)
    #expect(lines(host).first == "Middle")
    try host.text("Middle").scroll(by: 30_001)
    #expect(lines(host).first == "C0")
    try host.text("C0").scroll(by: 1_000_000)
    #expect(lines(host).contains("Bottom"))
    #expect(host.liveNodeCount < 60)
  }

  // A modifier on a ForEach applies to each of its rows.
  @Test func aModifierOnAForEachAppliesToEachRow() throws {
    let host = ViewHost(
      List {
        ForEach(0..<1_000, id: \.self) { i in Button("B\(i)") {} }
          .disabled(true)
      }, width: 30, height: 4)
    #expect(try host.button("B0").isEnabled == false)
    #expect(try host.button("B2").isEnabled == false)
  }

  // A ForEach of sections, each with its own ForEach: the rows of every section are
  // flattened into the list and realised lazily.
  @Test func nestedForEachesAreFlattenedLazily() throws {
    let countries = (0..<1_000).map { number in
      Country(id: "Country \(number)", cities: (0..<100).map { "City \(number).\($0)" })
    }
    let host = ViewHost(
      List {
        ForEach(countries) { country in
          Section(country.id) {
            ForEach(country.cities, id: \.self) { Text($0) }
          }
        }
      }, width: 30, height: 6)
    #expect(lines(host).prefix(2) == ["Country 0", "City 0.0"])
    #expect(host.liveNodeCount < 50)
    // 101 rows per country: its header and 100 cities.
    try host.text("Country 0").scroll(by: 101 * 500)
    #expect(lines(host).first == "Country 500")
    #expect(host.contains(text: "City 500.0"))
    #expect(host.liveNodeCount < 50)
  }

  // A lazy stack takes the same shapes: sections and mixed rows.
  @Test func aLazyStackOfSectionsIsLazy() throws {
    let host = ViewHost(
      ScrollView {
        LazyVStack(alignment: .leading) {
          Text("Title")
          Section("Evens") {
            ForEach(0..<50_000, id: \.self) { Text("E\($0 * 2)") }
          }
          Section("Odds") {
            ForEach(0..<50_000, id: \.self) { Text("O\($0 * 2 + 1)") }
          }
        }
      }, width: 30, height: 6)
    #expect(lines(host).prefix(3) == ["Title", "Evens", "E0"])
    #expect(host.liveNodeCount < 60)
    try host.text("Title").scroll(by: 50_002)
    #expect(host.contains(text: "Odds"))
    #expect(host.liveNodeCount < 60)
  }
}
