import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A canvas context's blur and shadow filters, driven headlessly: each drawing made after
/// the filter carries it as a render effect in the display list (as the `blur` and `shadow`
/// modifiers put theirs on a view's items), the drawings before it do not, and a copy's
/// filters stay in the copy.
@MainActor @Suite struct CanvasShadowAndBlurTests {
  private let square = Path(CGRect(x: 8, y: 8, width: 16, height: 16))
  private let pureRed = Color(red: 1, green: 0, blue: 0)

  private func host(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> ViewHost {
    ViewHost(Canvas(renderer: renderer).frame(width: 160, height: 64), width: 40, height: 10)
  }

  private func drawing(
    _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) throws -> [ViewHost.Element.CanvasDrawing] {
    try #require(host(renderer).canvases.first?.canvasDrawing)
  }

  @Test func aBlurSoftensOnlyWhatIsDrawnAfterIt() throws {
    let drawn = try drawing { context, _ in
      context.fill(square, with: .color(pureRed))
      context.addFilter(.blur(radius: 4))
      context.fill(square, with: .color(pureRed))
      context.addFilter(.blur(radius: 2))
      context.draw(Text("Soft 柔らか नरम"), at: CGPoint(x: 80, y: 32))
    }
    #expect(drawn.count == 3)
    #expect(drawn.map(\.blurRadius) == [0, 4, 6])
  }

  @Test func aShadowIsCastByEachLaterDrawingInItsColourAndOffset() throws {
    let drawn = try drawing { context, _ in
      context.fill(square, with: .color(.yellow))
      var lifted = context
      lifted.addFilter(.shadow(color: .blue, radius: 3, x: 5, y: 7))
      lifted.fill(square, with: .color(pureRed))
      lifted.stroke(square, with: .color(.green), lineWidth: 2)
      context.fill(square, with: .color(.yellow))
    }
    #expect(drawn.count == 4)
    #expect(drawn[0].shadows.isEmpty && drawn[3].shadows.isEmpty)
    for shadowed in drawn[1...2] {
      let shadow = try #require(shadowed.shadows.first)
      #expect(shadowed.shadows.count == 1)
      #expect(shadow.color == .blue && shadow.radius == 3)
      #expect(shadow.offset == CGSize(width: 5, height: 7))
      #expect(!shadow.isAbove && !shadow.invertsAlpha && shadow.blendMode == .normal)
      #expect(shadowed.isDrawn)
    }
  }

  @Test func theShadowsOptionsAndBlendModeAreKept() throws {
    let drawn = try drawing { context, _ in
      var inner = context
      inner.addFilter(
        .shadow(
          color: .black, radius: 2, blendMode: .sourceAtop,
          options: [.shadowAbove, .invertsAlpha]))
      inner.fill(square, with: .color(pureRed))
      var alone = context
      alone.addFilter(.shadow(color: .black, radius: 2, x: 4, options: .shadowOnly))
      alone.fill(square, with: .color(pureRed))
    }
    let inner = try #require(drawn.first?.shadows.first)
    #expect(inner.isAbove && inner.invertsAlpha && inner.blendMode == .sourceAtop)
    #expect(drawn[0].isDrawn)
    // `.shadowOnly` leaves the drawing out: only its shadow is drawn.
    #expect(!drawn[1].isDrawn)
    #expect(drawn[1].shadows.first?.offset == CGSize(width: 4, height: 0))
  }

  @Test func theFiltersComposeWithTheModifiersAroundTheCanvas() throws {
    let host = ViewHost(
      Canvas { context, _ in
        context.addFilter(.shadow(color: .blue, radius: 1, x: 2, y: 2))
        context.addFilter(.blur(radius: 1))
        context.fill(Path(CGRect(x: 0, y: 0, width: 16, height: 16)), with: .color(.red))
      }
      .frame(width: 160, height: 64)
      .shadow(color: .black, radius: 5, x: 0, y: 9)
      .blur(radius: 2), width: 40, height: 10)
    let drawn = try #require(host.canvases.first?.canvasDrawing?.first)
    // The canvas's own shadow is the innermost, then the modifier's.
    #expect(drawn.shadows.map(\.color) == [.blue, .black])
    #expect(drawn.blurRadius == 3)
    // The canvas element itself carries only the modifiers' effects.
    let canvas = try #require(host.canvases.first)
    #expect(canvas.shadows.map(\.color) == [.black])
    #expect(canvas.blurRadius == 2)
  }

  @Test func aShadowsItemReachesPastTheCanvasWhereItFalls() throws {
    let host = host { context, _ in
      context.addFilter(.shadow(color: .blue, radius: 2, x: 30, y: 0))
      context.fill(Path(CGRect(x: 120, y: 0, width: 40, height: 16)), with: .color(.red))
    }
    let canvas = try #require(host.core.elements.first { $0.canvasDrawing != nil })
    let item = try #require(host.core.displayList.items.first { $0.id.node == canvas.identity })
    // The square ends at the canvas's right edge; its shadow 30 points and its blur past it.
    #expect(item.drawnFrame.maxX >= canvas.frame.maxX + 30)
    #expect(item.effects?.shadows.first?.offset == CGSize(width: 30, height: 0))
  }

  @Test func withoutFiltersTheItemsCarryTheViewsEffectsAlone() throws {
    let host = ViewHost(
      Canvas { context, _ in
        context.fill(Path(CGRect(x: 0, y: 0, width: 16, height: 16)), with: .color(.red))
      }
      .frame(width: 160, height: 64).opacity(0.5), width: 40, height: 10)
    let canvas = try #require(host.core.elements.first { $0.canvasDrawing != nil })
    let item = try #require(host.core.displayList.items.first { $0.id.node == canvas.identity })
    // The same effects object as the element's: nothing was composed for the item.
    #expect(item.effects != nil && item.effects === canvas.effects)
  }
}
