import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A canvas's drawing in the terminal's cells: its paths as shapes are (half blocks,
/// Braille, box lines), its text as text cells in every script, its material backgrounds as
/// plain cell colours.
@MainActor
@Suite struct CanvasRenderingTests {
  private func glyphs(_ canvas: _Canvas) -> [String] {
    (0..<canvas.size.height).map { y in
      (0..<canvas.size.width).map { canvas[$0, y].grapheme ?? "" }.joined()
    }
  }

  private func screen<V: View>(_ view: V, width: Int, height: Int) throws -> _Canvas {
    try #require(HostCore(root: view, width: width, height: height).screen)
  }

  /// A circle filled by a canvas is drawn in the same cells as a `Circle` view of its size.
  @Test func aCanvasCircleIsApproximatedAsACircleShapeIs() throws {
    let drawn = try screen(
      Canvas { context, size in
        let side = min(size.width, size.height)
        let rect = CGRect(x: (size.width - side) / 2, y: 0, width: side, height: side)
        context.fill(Path(ellipseIn: rect), with: .color(.red))
      }
      .frame(width: 80, height: 32), width: 10, height: 2)
    let shape = try screen(
      Circle().fill(Color.red).frame(width: 80, height: 32), width: 10, height: 2)
    #expect(glyphs(drawn) == ["   ▄  ▄   ", "   ▀  ▀   "])
    #expect(drawn.cells == shape.cells)
    #expect(drawn[4, 0].style.background == .red)
  }

  @Test func textInEveryScriptIsDrawnAsTextCells() throws {
    let drawn = try screen(
      Canvas { context, _ in
        context.draw(Text("नमस्ते 世界"), at: .zero, anchor: .topLeading)
        context.draw(Text("👋🏽 👩‍👩‍👧"), at: CGPoint(x: 0, y: 16), anchor: .topLeading)
      }, width: 12, height: 2)
    let rows = glyphs(drawn)
    #expect(rows[0].hasPrefix("नमस्ते 世界"))
    #expect(rows[1].hasPrefix("👋🏽 👩‍👩‍👧"))
  }

  @Test func aMaterialBackgroundIsAPlainCellColour() throws {
    let drawn = try screen(
      Text("Pane").padding(.horizontal, 8).background(.thickMaterial), width: 8, height: 1)
    #expect(glyphs(drawn)[0].contains("Pane"))
    let background = try #require(drawn[2, 0].style.background)
    // Opaque in cells (a terminal has no translucency), in the scheme's material colour.
    #expect(
      [Color(white: 0.97, opacity: 0.75), Color(white: 0.11, opacity: 0.75)].contains(background))
  }
}
