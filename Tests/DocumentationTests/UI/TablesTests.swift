import Testing
import TrellisTesting
import TrellisUI

/// The article's tables sort and select as it says.
@MainActor
@Suite struct TablesTests {
  @Test func aClickOnMoonsSortsThePlanetsByTheirMoons() throws {
    let host = ViewHost(Tables.Planets())
    let table = try host.table()
    #expect(table.tableColumnTitles == ["Planet", "Moons"])
    try table.sort(byColumn: "Moons")
    #expect(table.cellTexts.map { $0[1] } == ["0", "2", "95", "146"])
    try table.sort(byColumn: "Moons")
    #expect(table.cellTexts.map { $0[0] } == ["土星", "बृहस्पति", "Mars", "Venus"])
    try table.row("Mars").select()
    #expect(table.selectedRows.count == 1)
  }

  @Test func builtRowsComeInOrder() throws {
    let host = ViewHost(Tables.Shelf())
    #expect(try host.table().cellTexts.map(\.first) == ["Dune", "Solaris", "三体"])
  }
}
