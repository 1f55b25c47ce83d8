import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A table in GTK: its sortable headers are GtkButtons (a click writes the sort order,
/// and the app's sorted rows follow), its cells labels in columns below them.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct TableWidgetTests {
  struct City: Identifiable {
    let id: Int
    let name: String
    let people: Int
  }

  @Observable final class Atlas {
    var cities = [
      City(id: 1, name: "दिल्ली", people: 33), City(id: 2, name: "東京", people: 37),
      City(id: 3, name: "Lagos", people: 16),
    ]
    var order = [KeyPathComparator(\City.name)]
    var chosen: Int?
  }

  private struct Cities: View {
    @Bindable var atlas: Atlas
    var body: some View {
      Table(atlas.cities, selection: $atlas.chosen, sortOrder: $atlas.order) {
        TableColumn("City", value: \.name)
        TableColumn("Millions", value: \.people) { Text("\($0.people) M") }
      }
      .onChange(of: atlas.order) { _, order in atlas.cities.sort(using: order) }
    }
  }

  private func label(_ host: GtkHost, _ text: String) throws -> HostedWidget {
    try #require(host.widgets(.label).first { labelText($0) == text })
  }

  @Test func aHeaderButtonSortsAndCellsLineUpUnderTheirHeaders() throws {
    let atlas = Atlas()
    let host = GtkTestSupport.host(Cities(atlas: atlas))
    defer { host.close() }
    let buttons = host.widgets(.button)
    #expect(buttons.count == 2)
    let millions = try #require(
      buttons.first {
        trellis_test_accessible_text_is($0.widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Millions")
          != 0
      })
    // Cells start where their column's header does.
    let header = try label(host, "Millions").treeFrame
    for city in atlas.cities {
      #expect(try label(host, "\(city.people) M").treeFrame.x == header.x)
    }
    trellis_emit(millions.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(atlas.order.first?.keyPath == \City.people)
    #expect(atlas.cities.map(\.people) == [16, 33, 37])
    #expect(host.widgets(.label).map(labelText).contains("▲"))
    let rows = try ["16 M", "33 M", "37 M"].map { try label(host, $0).treeFrame.y }
    #expect(rows == rows.sorted())
    trellis_emit(millions.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(atlas.cities.map(\.people) == [37, 33, 16])
    #expect(host.widgets(.label).map(labelText).contains("▼"))
  }

  private func isNamed(_ widget: GtkWidgetPointer, _ name: String) -> Bool {
    trellis_test_accessible_text_is(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, name) != 0
  }

  private func role(_ widget: GtkWidgetPointer) -> GtkAccessibleRole {
    gtk_accessible_get_accessible_role(OpaquePointer(widget))
  }

  private func isSelected(_ widget: GtkWidgetPointer) -> Bool {
    trellis_test_accessible_selected_is(widget, 1) != 0
  }

  @Test func aScreenReaderReadsATableOfRowsAndCellsUnderColumnHeaders() throws {
    let atlas = Atlas()
    atlas.chosen = 2
    let host = GtkTestSupport.host(Cities(atlas: atlas))
    defer { host.close() }
    let list = try #require(host.core.scrollContainers.first)
    let clip = try #require(host.main.clips[list.identity])
    let fixed = UnsafeMutableRawPointer(clip.fixed).assumingMemoryBound(to: GtkWidget.self)
    #expect(role(fixed) == GTK_ACCESSIBLE_ROLE_TABLE)
    let rows = clip.accessibleRows.widgets
    try #require(rows.count == 4, "a header row and three rows")
    // The header row: a column header per column, named by its title.
    #expect(role(rows[0].row) == GTK_ACCESSIBLE_ROLE_ROW)
    #expect(
      rows[0].cells.map(role) == [
        GTK_ACCESSIBLE_ROLE_COLUMN_HEADER, GTK_ACCESSIBLE_ROLE_COLUMN_HEADER,
      ])
    #expect(isNamed(rows[0].cells[0], "City") && isNamed(rows[0].cells[1], "Millions"))
    #expect(isNamed(rows[0].row, "City Millions"))
    // Then a row per city, named by its text, holding a cell per column.
    let cells = [["दिल्ली", "33 M"], ["東京", "37 M"], ["Lagos", "16 M"]]
    for (row, texts) in zip(rows.dropFirst(), cells) {
      #expect(role(row.row) == GTK_ACCESSIBLE_ROLE_ROW)
      #expect(row.cells.map(role) == [GTK_ACCESSIBLE_ROLE_CELL, GTK_ACCESSIBLE_ROLE_CELL])
      #expect(zip(row.cells, texts).allSatisfy { isNamed($0, $1) }, "\(texts)")
      #expect(isNamed(row.row, texts.joined(separator: " ")), "\(texts)")
    }
    // The selected row, and only it, is read as selected.
    #expect(rows.dropFirst().map { isSelected($0.row) } == [false, true, false])
    atlas.chosen = 3
    GtkTestSupport.settle(host)
    #expect(
      clip.accessibleRows.widgets.dropFirst().map { isSelected($0.row) } == [false, false, true])
  }
}
