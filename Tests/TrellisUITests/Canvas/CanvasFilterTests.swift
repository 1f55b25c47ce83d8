import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A canvas context's colour filters and blend modes, driven headlessly: the colours its
/// fills, strokes and gradients are drawn in, and how each is combined with what is under it.
@MainActor @Suite struct CanvasFilterTests {
  private func drawing(
    _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) throws -> [ViewHost.Element.CanvasDrawing] {
    let host = ViewHost(
      Canvas(renderer: renderer).frame(width: 160, height: 64), width: 40, height: 10)
    return try #require(host.canvases.first?.canvasDrawing)
  }

  private func components(_ kind: ViewHost.Element.CanvasDrawing.Kind) -> HostColor? {
    switch kind {
    case .fill(let color), .stroke(let color, _): return HostColor(color)
    default: return nil
    }
  }

  private func isClose(
    _ color: HostColor?, _ red: Double, _ green: Double, _ blue: Double,
    opacity: Double = 1
  ) -> Bool {
    guard let color else { return false }
    return abs(color.red - red) < 0.01 && abs(color.green - green) < 0.01
      && abs(color.blue - blue) < 0.01 && abs(color.opacity - opacity) < 0.01
  }

  private let square = Path(CGRect(x: 0, y: 0, width: 16, height: 16))
  private let pureRed = Color(red: 1, green: 0, blue: 0)

  @Test func colourFiltersChangeTheColoursOfWhatIsDrawnNext() throws {
    let drawn = try drawing { context, _ in
      context.fill(square, with: .color(pureRed))
      context.addFilter(.colorInvert())
      context.fill(square, with: .color(pureRed))
      context.stroke(square, with: .color(.white), lineWidth: 2)
    }
    #expect(drawn.count == 3)
    // Before the filter: as given.
    #expect(isClose(components(drawn[0].kind), 1, 0, 0))
    // Inverted: red is cyan, white is black.
    #expect(isClose(components(drawn[1].kind), 0, 1, 1))
    #expect(isClose(components(drawn[2].kind), 0, 0, 0))
  }

  @Test func filtersApplyInTheOrderAddedAndStayInTheCopyThatAddedThem() throws {
    let drawn = try drawing { context, _ in
      var layered = context
      layered.addFilter(.grayscale(1))
      layered.addFilter(.brightness(0.5))
      layered.fill(square, with: .color(pureRed))
      context.fill(square, with: .color(pureRed))
    }
    // Grey first (red's luminance, 0.2126), then half brighter.
    #expect(isClose(components(drawn[0].kind), 0.7126, 0.7126, 0.7126))
    #expect(isClose(components(drawn[1].kind), 1, 0, 0))
  }

  @Test func luminanceToAlphaIsBlackAsOpaqueAsTheColourIsLight() throws {
    let drawn = try drawing { context, _ in
      context.addFilter(.luminanceToAlpha)
      context.opacity = 0.5
      context.fill(square, with: .color(.white))
      context.fill(square, with: .color(.black))
    }
    #expect(isClose(components(drawn[0].kind), 0, 0, 0, opacity: 0.5))
    #expect(isClose(components(drawn[1].kind), 0, 0, 0, opacity: 0))
  }

  @Test func aGradientsStopsAreFilteredToo() throws {
    let host = ViewHost(
      Canvas { context, size in
        context.addFilter(.colorMultiply(Color(red: 0, green: 1, blue: 0)))
        context.fill(
          Path(CGRect(origin: .zero, size: size)),
          with: .linearGradient(
            Gradient(colors: [Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 0.5, blue: 1)]
            ),
            startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
      }
      .frame(width: 160, height: 64), width: 40, height: 10)
    let shape = try #require(host.core.drawnShapes.first)
    #expect(host.canvases.first?.canvasDrawing?.first?.isGradient == true)
    let stops = try #require(shape.gradient?.stops)
    // Yellow times green is green; the blue-green end keeps only its green.
    #expect(isClose(HostColor(stops[0].color), 0, 1, 0))
    #expect(isClose(HostColor(stops[1].color), 0, 0.5, 0))
  }

  @Test func aBlendModeIsKeptWithEachFillAndStroke() throws {
    let drawn = try drawing { context, _ in
      context.fill(square, with: .color(.yellow))
      var multiplied = context
      multiplied.blendMode = .multiply
      multiplied.fill(square, with: .color(.cyan))
      context.stroke(square, with: .color(.blue), lineWidth: 1)
    }
    #expect(drawn.map(\.blendMode) == [.normal, .multiply, .normal])
  }
}
