import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A card that counts taps, opens on a double click, and holds a button.
struct TapCard: View {
  @State var taps = 0
  @State var opened = false
  var body: some View {
    VStack(spacing: 0) {
      Text("Taps: \(taps)").onTapGesture { taps += 1 }
      Text(opened ? "Opened 開" : "Closed 閉").onTapGesture(count: 2) { opened = true }
      Button("Reset") { taps = 0 }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct TapGestureWidgetTests {
  /// Releases a click of a run of `presses` at the centre of the label showing `text`.
  private func click(_ host: GtkHost, on text: String, presses: Int = 1) throws {
    let label = try #require(host.widgets(.label).first { labelText($0) == text })
    let frame = label.treeFrame
    trellis_emit_click_released(
      UnsafeMutableRawPointer(host.main.tapController), Int32(presses),
      Double(frame.x + frame.width / 2), Double(frame.y + frame.height / 2))
    GtkTestSupport.settle(host)
  }

  @Test func clicksThatNoWidgetTakesRunTapGestures() throws {
    let host = GtkTestSupport.host(TapCard())
    defer { host.close() }
    try click(host, on: "Taps: 0")
    #expect(host.widgets(.label).map(labelText).contains("Taps: 1"))
    // The first click of a double click does not open; the second does.
    try click(host, on: "Closed 閉", presses: 1)
    #expect(host.widgets(.label).map(labelText).contains("Closed 閉"))
    try click(host, on: "Closed 閉", presses: 2)
    #expect(host.widgets(.label).map(labelText).contains("Opened 開"))
    // A click where no view has a gesture does nothing.
    trellis_emit_click_released(UnsafeMutableRawPointer(host.main.tapController), 1, 1, 1)
    GtkTestSupport.settle(host)
    #expect(host.widgets(.label).map(labelText).contains("Taps: 1"))
  }

  /// A row whose spacer takes clicks through `contentShape(Rectangle())`, beside one without.
  struct SpacerRows: View {
    @State var clicks: [String] = []
    var body: some View {
      VStack(spacing: 0) {
        HStack {
          Text("Plain छाया")
          Spacer()
        }
        .onTapGesture { clicks.append("plain") }
        .frame(width: 300)
        HStack {
          Text("Shaped 影")
          Spacer()
        }
        .contentShape(Rectangle())
        .onTapGesture { clicks.append("shaped") }
        .frame(width: 300)
        Text("Clicks: \(clicks.joined(separator: " "))")
      }
    }
  }

  @Test func aClickOnARowsSpacerReachesItThroughItsContentShape() throws {
    let host = GtkTestSupport.host(SpacerRows())
    defer { host.close() }
    for title in ["Plain छाया", "Shaped 影"] {
      let label = try #require(host.widgets(.label).first { labelText($0) == title })
      let frame = label.treeFrame
      // Near the row's trailing end, on its spacer.
      trellis_emit_click_released(
        UnsafeMutableRawPointer(host.main.tapController), 1, Double(frame.x + 290),
        Double(frame.y + frame.height / 2))
      GtkTestSupport.settle(host)
    }
    #expect(host.widgets(.label).map(labelText).contains("Clicks: shaped"))
  }
}
