import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Gradients in the terminal's cells: each cell takes the gradient's colour at its centre, as
/// a fill's background, a half block's or an outline's foreground, or a glyph's colour.
@MainActor
@Suite struct GradientRenderingTests {
  private let red = Color(red: 1, green: 0, blue: 0)
  private let blue = Color(red: 0, green: 0, blue: 1)

  private func canvas<V: View>(_ view: V, width: Int, height: Int) throws -> _Canvas {
    try #require(HostCore(root: view, width: width, height: height).screen)
  }

  /// The red and blue of a colour, to two places.
  private func redBlue(_ color: Color?) -> [Double] {
    guard case .rgb(let r, _, let b, _) = color?.kind else { return [] }
    return [(r * 100).rounded() / 100, (b * 100).rounded() / 100]
  }

  @Test func aFillTakesTheGradientAtEachCellsCentre() throws {
    let screen = try canvas(
      Rectangle().fill(
        .linearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)),
      width: 10, height: 2)
    // Cell i's centre is (i + 0.5) tenths across.
    for x in 0..<10 {
      let t = (Double(x) + 0.5) / 10
      let expected = [((1 - t) * 100).rounded() / 100, (t * 100).rounded() / 100]
      #expect(redBlue(screen[x, 0].style.background) == expected)
      #expect(redBlue(screen[x, 1].style.background) == expected)
    }
    // Written in true colour (the writer maps it to the palette where there is none).
    let first = try #require(screen[0, 0].style.background)
    #expect(_CanvasScreen.color(first) == .rgb(242, 0, 13))
  }

  @Test func aTopToBottomGradientShadesHalfBlocksByTheirHalf() throws {
    // A circle's top and bottom rows are half blocks; their colour is sampled at their half.
    let screen = try canvas(
      Circle()
        .fill(.linearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
        .frame(width: 32, height: 32),
      width: 4, height: 2)
    let top = (0..<4).compactMap {
      screen[$0, 0].style.background ?? screen[$0, 0].style.foreground
    }
    let bottom = (0..<4).compactMap {
      screen[$0, 1].style.background ?? screen[$0, 1].style.foreground
    }
    #expect(!top.isEmpty && !bottom.isEmpty)
    for color in top { #expect(redBlue(color)[0] > 0.5) }
    for color in bottom { #expect(redBlue(color)[1] > 0.5) }
  }

  @Test func aStrokedBoxColoursItsLinesAlongTheGradient() throws {
    let screen = try canvas(
      RoundedRectangle(cornerRadius: 6)
        .strokeBorder(
          LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing),
          lineWidth: 1),
      width: 8, height: 3)
    #expect(screen[0, 0].grapheme == "╭" && screen[7, 2].grapheme == "╯")
    #expect(redBlue(screen[0, 1].style.foreground) == [0.94, 0.06])
    #expect(redBlue(screen[7, 1].style.foreground) == [0.06, 0.94])
  }

  @Test func textWithAGradientStyleColoursEachGlyphCell() throws {
    let screen = try canvas(
      Text("漢字 क्ष 👩‍👩‍👧 AB")
        .foregroundStyle(
          .linearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)
        )
        .frame(width: 160, alignment: .leading),
      width: 20, height: 1)
    // The text's frame is its own width; its first cell is nearly red, its last nearly blue.
    let first = redBlue(screen[0, 0].style.foreground)
    #expect(first.count == 2 && first[0] > 0.9)
    let lastColumn = try #require(
      (0..<20).last { screen[$0, 0].grapheme == "B" })
    let last = redBlue(screen[lastColumn, 0].style.foreground)
    #expect(last.count == 2 && last[1] > 0.9)
    // In between the colours go from red to blue.
    let reds = (0...lastColumn).compactMap { redBlue(screen[$0, 0].style.foreground).first }
    #expect(reds == reds.sorted(by: >))
  }
}
