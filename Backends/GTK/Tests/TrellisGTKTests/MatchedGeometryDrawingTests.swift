import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// `matchedGeometryEffect` drawn for real: a follower is painted at its source's frame, read
/// back as pixels rendered by the window's renderer.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct MatchedGeometryDrawingTests {
  /// A red rectangle that follows a padded label placed after it: it takes the label's
  /// frame, padding included.
  private struct Follower: View {
    @Namespace private var space

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Rectangle().fill(Color.red)
          .matchedGeometryEffect(id: "target", in: space, isSource: false)
        Text("Target 目標 लक्ष्य")
          .padding(.leading, 60)
          .padding(.top, 40)
          .matchedGeometryEffect(id: "target", in: space)
      }
      .padding(10)
    }
  }

  @Test func aFollowerIsDrawnAtItsSourcesFrame() throws {
    let host = GtkTestSupport.host(Follower())
    defer { host.close() }
    let label = try #require(host.widgets(.label).first).treeFrame
    let square = try #require(host.widgets(.drawing).first).treeFrame
    // The source is the padded label: from 60 points before the text and 40 above it.
    #expect(square.x == label.x - 60 && square.y == label.y - 40)
    #expect(square.x + square.width == label.x + label.width)
    #expect(square.y + square.height == label.y + label.height)
    let pixels = try GtkTestSupport.render(host)
    // Red between the source's top leading corner and the text, where nothing else is.
    #expect(isRed(pixels[square.x + 30, square.y + 20]))
    #expect(isRed(pixels[square.x + 5, square.y + square.height - 5]))
  }
}
