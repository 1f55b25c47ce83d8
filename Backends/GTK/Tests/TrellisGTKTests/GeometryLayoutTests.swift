import CGtk
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// `ViewThatFits` and `GeometryReader` are layout only: in GTK they choose and measure in
/// pixels, with text measured by Pango.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct GeometryLayoutTests {
  private func labels(_ host: GtkHost) -> [String] {
    host.widgets(.label).map(labelText)
  }

  @Test func viewThatFitsChoosesByTheTextsWidthInPixels() {
    struct Status: View {
      let width: CGFloat
      var body: some View {
        ViewThatFits(in: .horizontal) {
          Text("Uploading three of ten files")
          Text("3/10")
        }
        .frame(width: width)
      }
    }
    let wide = GtkTestSupport.host(Status(width: 400))
    defer { wide.close() }
    #expect(labels(wide) == ["Uploading three of ten files"])
    let narrow = GtkTestSupport.host(Status(width: 60))
    defer { narrow.close() }
    #expect(labels(narrow) == ["3/10"])
  }

  @Test func geometryReaderSeesItsSizeInPixels() {
    let host = GtkTestSupport.host(
      GeometryReader { proxy in
        Text("\(Int(proxy.size.width)) x \(Int(proxy.size.height))")
      }
      .frame(width: 300, height: 120))
    defer { host.close() }
    #expect(labels(host) == ["300 x 120"])
  }
}
