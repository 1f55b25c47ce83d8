import Foundation
import Observation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A canvas's renderer, driven headlessly: what it drew (fills, strokes, text with their
/// rects on the screen), how transforms, clips and opacity change it, and when it runs.
@MainActor @Suite struct CanvasTests {
  /// A 40 x 10 cell screen is 320 x 160 points; a 160 x 64 canvas is centred at (80, 48).
  private func drawing(
    _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) throws -> [ViewHost.Element.CanvasDrawing] {
    let host = ViewHost(
      Canvas(renderer: renderer).frame(width: 160, height: 64), width: 40, height: 10)
    return try #require(host.canvases.first?.canvasDrawing)
  }

  private func rounded(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX.rounded(), y: rect.minY.rounded(), width: rect.width.rounded(),
      height: rect.height.rounded())
  }

  @Test func fillsStrokesAndTextAreListedWhereTheyAreDrawn() throws {
    let drawn = try drawing { context, size in
      context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 32)), with: .color(.red))
      context.stroke(
        Path(CGRect(x: 8, y: 8, width: 16, height: 16)), with: .color(.blue), lineWidth: 2)
      context.draw(Text("Hi 你好"), at: CGPoint(x: size.width / 2, y: size.height / 2))
    }
    #expect(drawn.count == 3)
    #expect(drawn[0].kind == .fill(.red))
    #expect(rounded(drawn[0].rect) == CGRect(x: 80, y: 48, width: 80, height: 32))
    #expect(drawn[1].kind == .stroke(.blue, StrokeStyle(lineWidth: 2)))
    #expect(rounded(drawn[1].rect) == CGRect(x: 88, y: 56, width: 16, height: 16))
    // Seven cells (the two ideographs are two each) centred on the canvas's centre.
    #expect(drawn[2].kind == .text("Hi 你好"))
    #expect(drawn[2].rect == CGRect(x: 132, y: 72, width: 56, height: 16))
  }

  @Test func aTextIsPlacedByItsAnchorAndWrappedInARect() throws {
    let drawn = try drawing { context, _ in
      context.draw(Text("नमस्ते"), at: .zero, anchor: .topLeading)
      context.draw(Text("👋🏽 end"), at: CGPoint(x: 160, y: 64), anchor: .bottomTrailing)
      context.draw(Text("in a box"), in: CGRect(x: 16, y: 16, width: 64, height: 32))
    }
    #expect(drawn.map(\.kind) == [.text("नमस्ते"), .text("👋🏽 end"), .text("in a box")])
    #expect(drawn[0].rect.origin == CGPoint(x: 80, y: 48))
    #expect(drawn[1].rect.maxX == 240 && drawn[1].rect.maxY == 112)
    #expect(drawn[2].rect == CGRect(x: 96, y: 64, width: 64, height: 32))
  }

  @Test func transformsMoveTurnAndScaleWhatIsDrawnNext() throws {
    let drawn = try drawing { context, size in
      var turned = context
      turned.translateBy(x: size.width / 2, y: size.height / 2)
      turned.rotate(by: .degrees(45))
      turned.fill(Path(CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.red))
      var scaled = context
      scaled.scaleBy(x: 2, y: 2)
      scaled.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
      // The original context is untouched by its copies' transforms.
      context.concatenate(CGAffineTransform(translationX: 100, y: 0))
      context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.blue))
    }
    // A square turned 45° about the canvas's centre: a diamond 20√2 across.
    let diamond = try #require(drawn.first)
    #expect(abs(diamond.rect.width - 20 * 2.squareRoot()) < 0.01)
    #expect(abs(diamond.rect.midX - 160) < 0.01 && abs(diamond.rect.midY - 80) < 0.01)
    #expect(diamond.path?.contains(CGPoint(x: 160, y: 80 - 13)) == true)
    #expect(diamond.path?.contains(CGPoint(x: 160 + 9, y: 80 - 9)) == false)
    // Scaled twice: twice as large, and its stroke twice as wide.
    #expect(rounded(drawn[1].rect) == CGRect(x: 80, y: 48, width: 20, height: 20))
    #expect(drawn[1].kind == .stroke(.green, StrokeStyle(lineWidth: 2)))
    #expect(rounded(drawn[2].rect) == CGRect(x: 180, y: 48, width: 8, height: 8))
  }

  @Test func aClipCutsWhatIsDrawnAfterItAndTextOutsideItIsLeftOut() throws {
    var bounds: [CGRect] = []
    let drawn = try drawing { context, size in
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow))
      var clipped = context
      clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 40, height: 32)))
      bounds.append(clipped.clipBoundingRect)
      clipped.translateBy(x: 10, y: 0)
      bounds.append(clipped.clipBoundingRect)
      clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
      clipped.draw(Text("gone"), at: CGPoint(x: 120, y: 50), anchor: .topLeading)
      clipped.draw(Text("kept"), at: .zero, anchor: .topLeading)
    }
    #expect(drawn.map(\.clipCount) == [0, 1, 0])
    #expect(drawn.map(\.kind) == [.fill(.yellow), .fill(.red), .text("kept")])
    #expect(
      bounds == [
        CGRect(x: 0, y: 0, width: 40, height: 32), CGRect(x: -10, y: 0, width: 40, height: 32),
      ])
  }

  @Test func opacityShadingsAndLayersReachWhatIsDrawn() throws {
    let drawn = try drawing { context, size in
      let square = Path(CGRect(x: 0, y: 0, width: 16, height: 16))
      context.drawLayer { layer in
        layer.opacity = 0.5
        layer.blendMode = .multiply
        layer.addFilter(.blur(radius: 2))
        layer.fill(square, with: .color(.red))
      }
      context.fill(square, with: .style(Color.green))
      context.fill(
        square,
        with: .linearGradient(
          Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 16, y: 0)))
      context.fill(
        square,
        with: .radialGradient(
          Gradient(colors: [.red, .blue]), center: .zero, startRadius: 0, endRadius: 8))
      context.fill(square, with: .conicGradient(Gradient(colors: [.red, .blue]), center: .zero))
      context.fill(square, with: .foreground)
    }
    #expect(drawn[0].kind == .fill(Color.red.opacity(0.5)))
    #expect(drawn[1].kind == .fill(.green))
    #expect(drawn.map(\.isGradient) == [false, false, true, true, true, false])
    #expect(drawn[5].kind == .fill(.primary))
  }

  @Test func resolvedTextIsMeasuredInTheHostsUnits() throws {
    var measured: [CGSize] = []
    _ = try drawing { context, size in
      let text = context.resolve(Text("Hello"))
      measured.append(text.measure(in: size))
      measured.append(context.resolve(Text("世界")).measure(in: size))
    }
    #expect(measured == [CGSize(width: 40, height: 16), CGSize(width: 32, height: 16)])
  }

  @Test func symbolsAreDrawnAsImagesInTheirRects() throws {
    let drawn = try drawing { context, _ in
      context.draw(Image(systemName: "star.fill"), in: CGRect(x: 0, y: 0, width: 16, height: 16))
      let bell = context.resolve(Image(systemName: "bell"))
      context.draw(bell, at: CGPoint(x: 40, y: 0), anchor: .topLeading)
    }
    #expect(drawn.map(\.kind) == [.image("star.fill"), .image("bell")])
    #expect(drawn[0].rect == CGRect(x: 80, y: 48, width: 16, height: 16))
    #expect(drawn[1].rect.origin == CGPoint(x: 120, y: 48))
  }

  // MARK: When the renderer runs

  final class RunCount {
    var runs = 0
  }

  @Observable final class Pen {
    var isThick = false
  }

  /// A canvas whose renderer reads the owner's state and an `@Observable` property (its
  /// body reads neither), beside a counter with state of its own.
  private struct Sketch: View {
    let count: RunCount
    let pen: Pen
    @State private var isBlue = false

    var body: some View {
      VStack {
        Button("Recolour") { isBlue.toggle() }
        Canvas { context, size in
          count.runs += 1
          context.stroke(
            Path(CGRect(origin: .zero, size: size)), with: .color(isBlue ? .blue : .red),
            lineWidth: pen.isThick ? 4 : 1)
        }
        .frame(width: 80, height: 32)
        Tally()
      }
    }
  }

  private struct Tally: View {
    @State private var taps = 0
    var body: some View {
      Button("Tally \(taps)") { taps += 1 }
    }
  }

  @Test func theRendererRunsAgainWhenWhatItReadsChangesAndOnlyThen() throws {
    let count = RunCount()
    let pen = Pen()
    let host = ViewHost(Sketch(count: count, pen: pen), width: 40, height: 10)
    let canvas = try #require(host.canvases.first)
    #expect(canvas.canvasDrawing?.first?.kind == .stroke(.red, StrokeStyle(lineWidth: 1)))
    #expect(count.runs == 1)
    let sketchBodies = host.bodyEvaluations(of: Sketch.self)

    // A neighbour's own state: the canvas is not drawn again.
    try host.button("Tally 0").tap()
    #expect(host.contains(text: "Tally 1"))
    #expect(count.runs == 1)

    // State the renderer reads: drawn again, without the owner's body running.
    try host.button("Recolour").tap()
    host.update()
    #expect(count.runs == 2)
    #expect(
      host.canvases.first?.canvasDrawing?.first?.kind == .stroke(.blue, StrokeStyle(lineWidth: 1)))
    #expect(host.bodyEvaluations(of: Sketch.self) == sketchBodies)

    // An `@Observable` property it reads.
    pen.isThick = true
    host.update()
    #expect(count.runs == 3)
    #expect(
      host.canvases.first?.canvasDrawing?.first?.kind == .stroke(.blue, StrokeStyle(lineWidth: 4)))

    // Nothing changed: nothing drawn.
    host.update()
    #expect(count.runs == 3)
  }

  @Test func theRendererRunsAgainWhenTheCanvasIsResized() throws {
    let count = RunCount()
    var sizes: [CGSize] = []
    let host = ViewHost(
      Canvas { _, size in
        count.runs += 1
        sizes.append(size)
      }, width: 20, height: 5)
    _ = host.canvases
    host.resize(width: 30, height: 5)
    _ = host.canvases
    #expect(sizes == [CGSize(width: 160, height: 80), CGSize(width: 240, height: 80)])
  }
}
