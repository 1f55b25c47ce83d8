import CGtk
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// `headerProminence(.increased)` in GTK: the section's header label is set in the type
/// ramp's larger title, above a list's usual bold header.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct HeaderProminenceWidgetTests {
  @Test func anIncreasedHeaderIsALargerLabel() throws {
    let host = GtkTestSupport.host(
      List {
        Section("Raised नमस्ते 世界 🌏") { Text("Row one") }
          .headerProminence(.increased)
        Section("Usual नमस्ते 世界 🌏") { Text("Row two") }
      }, height: 400)
    defer { host.close() }
    let labels = host.widgets(.label)
    let increased = try #require(labels.first { labelText($0) == "Raised नमस्ते 世界 🌏" })
    let standard = try #require(labels.first { labelText($0) == "Usual नमस्ते 世界 🌏" })
    #expect(increased.treeFrame.height > standard.treeFrame.height)
    // The rows keep the body font.
    let rows = labels.filter { labelText($0).hasPrefix("Row") }
    #expect(rows.count == 2 && rows[0].treeFrame.height == rows[1].treeFrame.height)
  }
}
