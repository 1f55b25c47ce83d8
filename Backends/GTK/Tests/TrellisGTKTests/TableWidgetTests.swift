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
}
