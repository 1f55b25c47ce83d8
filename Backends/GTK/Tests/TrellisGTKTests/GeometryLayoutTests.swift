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

  @Test func aRowsContainerRelativeFrameIsHalfTheList() throws {
    let host = GtkTestSupport.host(
      HStack(spacing: 0) {
        List(0..<3, id: \.self) { _ in
          Color.red.frame(height: 20).containerRelativeFrame(.horizontal) { width, _ in
            width / 2
          }
        }
        .frame(width: 300, height: 150)
        Spacer()
      })
    defer { host.close() }
    let rows = host.widgets(.drawing)
    #expect(rows.count == 3)
    // Half the list's 300 points, in a 480-point window.
    #expect(rows.allSatisfy { $0.treeFrame.width == 150 }, "\(rows.map(\.treeFrame))")
    let pixels = try GtkTestSupport.render(host)
    let first = try #require(rows.first).treeFrame
    // Drawn in the list's scrolled window: red inside the row's colour, not past it.
    let inside = pixels[first.x + 140, first.y + first.height / 2]
    let past = pixels[first.x + 160, first.y + first.height / 2]
    #expect(isRed(inside) && !isRed(past), "\(inside) \(past)")
  }
}
