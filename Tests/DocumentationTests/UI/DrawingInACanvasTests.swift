import Foundation
import Testing
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

/// The claims of the article "Drawing in a canvas".
@MainActor
@Suite struct DrawingInACanvasTests {
  @Test func theGaugeDrawsATrackAnArcAndItsPercentage() throws {
    let host = ViewHost(DrawingInACanvas.Gauge(fraction: 0.25), width: 20, height: 8)
    let drawing = try #require(host.canvases.first?.canvasDrawing)
    #expect(
      drawing.map(\.kind) == [
        .stroke(.gray, StrokeStyle(lineWidth: 4)), .stroke(.blue, StrokeStyle(lineWidth: 4)),
        .text("25%"),
      ])
    // A quarter of the circle, from its top clockwise to its right.
    let arc = drawing[1].rect
    #expect(arc.width < 50 && arc.height < 50)
    // Drawn as text cells in the terminal's frame.
    #expect(host.text.contains("25%"))
  }

  @Test func theDialsHandTurnsWhenItsStateChanges() throws {
    let host = ViewHost(DrawingInACanvas.Dial(), width: 20, height: 6)
    let before = try #require(host.canvases.first?.canvasDrawing?.first?.rect)
    try host.button("Next hour").tap()
    let after = try #require(host.canvases.first?.canvasDrawing?.first?.rect)
    #expect(before != after)
  }

  @Test func theSwatchesAreFilteredAndBlended() throws {
    let host = ViewHost(DrawingInACanvas.Swatches(), width: 20, height: 4)
    let drawing = try #require(host.canvases.first?.canvasDrawing)
    #expect(drawing.map(\.blendMode) == [.normal, .normal, .multiply])
    guard case .fill(let yellow) = drawing[0].kind, case .fill(let grey) = drawing[1].kind,
      let faded = HostColor(grey)
    else {
      Issue.record("not three fills: \(drawing)")
      return
    }
    #expect(yellow == .yellow)
    // Orange turned grey: its three components alike.
    #expect(abs(faded.red - faded.green) < 0.001 && abs(faded.green - faded.blue) < 0.001)
  }

  @Test func theCardCastsAShadowAndItsSpotIsBlurred() throws {
    let host = ViewHost(DrawingInACanvas.Card(), width: 20, height: 6)
    let drawing = try #require(host.canvases.first?.canvasDrawing)
    #expect(drawing.count == 2)
    // The card casts a shadow 4 points right and down, and is not blurred.
    #expect(drawing[0].shadows.map(\.offset) == [CGSize(width: 4, height: 4)])
    #expect(drawing[0].blurRadius == 0)
    // The spot, drawn by another copy of the context, is blurred and casts no shadow.
    #expect(drawing[1].shadows.isEmpty && drawing[1].blurRadius == 2)
  }

  @Test func theComposerSitsBelowTheScrolledMessages() throws {
    let messages = (1...20).map { "Message \($0) · संदेश \($0)" }
    let host = ViewHost(DrawingInACanvas.Chat(messages: messages), width: 40, height: 10)
    let field = try host.textField("Message")
    #expect(field.frame.y + field.frame.height <= 10)
    try host.text(messages[0]).scroll(by: 100)
    let last = try host.text(messages[19])
    #expect(last.frame.y + last.frame.height <= field.frame.y)
  }

  @Test func threePagesShareTheScrollViewsWidth() throws {
    let host = ViewHost(DrawingInACanvas.Pages(), width: 40, height: 4)
    let first = try host.text("Page 1")
    let second = try host.text("Page 2")
    // (320 - 16) / 3 points is about 12 cells, and the next page starts a gap later.
    #expect(second.frame.x - first.frame.x >= 12 && second.frame.x - first.frame.x <= 14)
  }
}
