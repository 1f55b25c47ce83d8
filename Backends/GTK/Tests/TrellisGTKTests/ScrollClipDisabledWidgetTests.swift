import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// `scrollClipDisabled(_:)` in GTK: the scrolled window lets its content draw past its
/// edges (read back as rendered pixels) and be clicked there; with clipping, it is cut.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ScrollClipDisabledWidgetTests {
  private func host(disabled: Bool) -> GtkHost {
    GtkTestSupport.host(
      VStack(alignment: .leading, spacing: 0) {
        ScrollView(.horizontal, showsIndicators: false) {
          HStack(spacing: 0) {
            Color.blue.frame(width: 80, height: 40)
            Color.red.frame(width: 80, height: 40)
          }
        }
        .frame(width: 100, height: 40)
        .scrollClipDisabled(disabled)
        Text("Carousel カルーセル कैरोसेल")
      }
      .frame(width: 300, alignment: .leading)
      .padding(20))
  }

  /// The red square's frame in the window, and the scroll view's right edge.
  private func geometry(_ host: GtkHost) throws -> (red: CGRect, edge: CGFloat) {
    let view = try #require(host.core.scrollContainers.first)
    let red = try #require(host.widgets(.drawing).last).element.frame
    return (red, view.frame.maxX)
  }

  @Test func contentPastTheEdgeIsDrawnWhenClippingIsDisabled() throws {
    let host = host(disabled: true)
    defer { host.close() }
    let (red, edge) = try geometry(host)
    #expect(red.maxX > edge + 40)
    let pixels = try GtkTestSupport.render(host)
    // Past the scroll view's right edge, the red square shows.
    let past = pixels[Int(edge) + 30, Int(red.midY)]
    #expect(isRed(past), "\(past)")
  }

  @Test func withClippingTheContentIsCutAtTheEdge() throws {
    let host = host(disabled: false)
    defer { host.close() }
    let view = try #require(host.core.scrollContainers.first)
    let pixels = try GtkTestSupport.render(host)
    let past = pixels[Int(view.frame.maxX) + 30, Int(view.frame.midY)]
    #expect(!isRed(past), "\(past)")
    // Inside the frame it shows.
    #expect(isRed(pixels[Int(view.frame.maxX) - 5, Int(view.frame.midY)]))
  }
}
