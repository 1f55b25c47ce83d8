import Foundation
import Testing

/// lists-gtk read through AT-SPI, as a screen reader reads it: the `List` is a list of items
/// named by their rows, the `Table` a table with a row of column headers and rows of cells;
/// the selected row of each is read as selected.
@Suite(.serialized) struct ListsEndToEndTests {
  @Test func aScreenReaderReadsAListOfItemsAndATableOfRowsAndCells() throws {
    let app = try GTKAppSession(product: "lists-gtk", test: "lists", accessibility: true)
    defer { app.stop() }
    let tree = try app.waitForAccessibleTree("the list's items and the table's rows") {
      $0.root.node(role: "list item", name: "क्षिति") != nil
        && $0.root.node(role: "table cell", name: "Lagos") != nil
    }
    app.screenshot("read")
    let window = try #require(tree.windows.first, "\(tree)")

    let list = try #require(window.node(role: "list"), "\(window)")
    let items = list.children.filter { $0.role == "list item" }
    #expect(items.map(\.name) == ["Inbox", "漢字", "क्षिति", "👩🏽‍💻 Drafts"], "\(list)")
    #expect(items.filter { $0.has("selected") }.map(\.name) == ["漢字"], "\(list)")
    // Each item lies over its row's label.
    let label = try #require(list.node(role: "label", name: "क्षिति")?.extents, "\(list)")
    let item = try #require(items[2].extents)
    #expect(item[1] <= label[1] && item[1] + item[3] >= label[1] + label[3], "\(item) \(label)")

    let table = try #require(window.node(role: "table"), "\(window)")
    let rows = table.children.filter { $0.role == "table row" }
    try #require(rows.count == 4, "a header row and three rows:\n\(table)")
    // GTK's column header role: GTK 4.8's AT-SPI bridge publishes it as a filler (later
    // GTKs as a column header); its names are the columns' titles either way.
    #expect(
      rows[0].children.allSatisfy { ["column header", "filler"].contains($0.role) }
        && rows[0].children.count == 2, "\(table)")
    #expect(rows[0].children.map(\.name) == ["City", "Millions"], "\(table)")
    #expect(rows[0].name == "City Millions" && !rows[0].has("selected"), "\(table)")
    #expect(rows.dropFirst().map(\.name) == ["दिल्ली 33 M", "東京 37 M", "Lagos 16 M"])
    #expect(
      rows.dropFirst().map { $0.children.map(\.name) } == [
        ["दिल्ली", "33 M"], ["東京", "37 M"], ["Lagos", "16 M"],
      ], "\(table)")
    #expect(rows[1].children.allSatisfy { $0.role == "table cell" }, "\(table)")
    #expect(rows.filter { $0.has("selected") }.map(\.name) == ["Lagos 16 M"], "\(table)")
  }
}
