import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A canvas context's shadow and blur filters in the terminal's cells, approximated as the
/// `shadow` and `blur` modifiers are: a shadow as dim shade where it falls (only past the
/// drawing that casts it), a blurred drawing dim, a `.shadowOnly` drawing left out.
@MainActor
@Suite struct CanvasShadowRenderingTests {
  private func screen(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws
    -> _Canvas
  {
    try #require(
      HostCore(
        root: Canvas(renderer: renderer).frame(width: 160, height: 80, alignment: .topLeading),
        width: 20, height: 5
      ).screen)
  }

  /// The cells filled in `color`, and the dim shade cells.
  private func cells(_ screen: _Canvas, filledIn color: Color) -> (
    filled: [(x: Int, y: Int)], shade: [(x: Int, y: Int)]
  ) {
    var filled: [(x: Int, y: Int)] = []
    var shade: [(x: Int, y: Int)] = []
    for y in 0..<screen.size.height {
      for x in 0..<screen.size.width {
        if screen[x, y].style.background == color, !screen[x, y].style.dim {
          filled.append((x, y))
        }
        if screen[x, y].style.dim, screen[x, y].grapheme != " " { shade.append((x, y)) }
      }
    }
    return (filled, shade)
  }

  private let square = Path(CGRect(x: 0, y: 0, width: 32, height: 32))

  @Test func aShadowFilterIsDrawnDimPastTheDrawingThatCastsIt() throws {
    let drawn = try screen { context, _ in
      context.addFilter(.shadow(color: .black, radius: 0, x: 16, y: 16))
      context.fill(square, with: .color(.blue))
    }
    let (blue, shade) = cells(drawn, filledIn: .blue)
    #expect(blue.count == 4 * 2)
    #expect(!shade.isEmpty)
    let right = blue.map(\.x).max()!
    let bottom = blue.map(\.y).max()!
    #expect(shade.allSatisfy { $0.x > right || $0.y > bottom })
  }

  @Test func withoutTheFilterNoShadeIsDrawn() throws {
    let drawn = try screen { context, _ in
      context.fill(square, with: .color(.blue))
    }
    #expect(cells(drawn, filledIn: .blue).shade.isEmpty)
  }

  @Test func aShadowOnlyDrawingLeavesItselfOut() throws {
    let drawn = try screen { context, _ in
      context.addFilter(.shadow(color: .black, radius: 0, x: 64, y: 0, options: .shadowOnly))
      context.fill(square, with: .color(.blue))
    }
    let (blue, shade) = cells(drawn, filledIn: .blue)
    #expect(blue.isEmpty)
    // The shade is where the shadow falls: 64 points (8 columns) right.
    #expect(!shade.isEmpty && shade.allSatisfy { $0.x >= 8 })
  }

  @Test func aBlurredDrawingIsDrawnDimAndTheOneBeforeItIsNot() throws {
    let drawn = try screen { context, _ in
      context.fill(square, with: .color(.blue))
      context.addFilter(.blur(radius: 3))
      context.fill(Path(CGRect(x: 96, y: 0, width: 32, height: 32)), with: .color(.blue))
    }
    // The first square is drawn plain; the blurred one as a faint shade.
    let (blue, shade) = cells(drawn, filledIn: .blue)
    #expect(blue.count == 4 * 2 && blue.allSatisfy { $0.x < 4 })
    #expect(!shade.isEmpty && shade.allSatisfy { $0.x >= 12 })
  }
}
