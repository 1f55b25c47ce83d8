import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Shapes, colours as views and backgrounds in the terminal's cells: fills as background
/// colours and half blocks, strokes as box-drawing lines, text over a fill keeping it.
@MainActor
@Suite struct ShapeRenderingTests {
  /// The screen's graphemes, row by row, trailing blanks kept to the screen's width.
  private func glyphs(_ canvas: _Canvas) -> [String] {
    (0..<canvas.size.height).map { y in
      (0..<canvas.size.width).map { canvas[$0, y].grapheme ?? "" }.joined()
    }
  }

  /// The screen's backgrounds, a letter a cell: the colour's initial, `.` for none.
  private func backgrounds(_ canvas: _Canvas) -> [String] {
    let letters: [Color: String] = [
      .red: "r", .green: "g", .blue: "b", .yellow: "y", .primary: "p", .gray: "a",
    ]
    return (0..<canvas.size.height).map { y in
      (0..<canvas.size.width).map { x in
        canvas[x, y].style.background.map { letters[$0] ?? "?" } ?? "."
      }.joined()
    }
  }

  private func canvas<V: View>(_ view: V, width: Int, height: Int) throws -> _Canvas {
    try #require(HostCore(root: view, width: width, height: height).screen)
  }

  @Test func aSmallRoundedRectangleIsStrokedWithRoundedCorners() throws {
    let screen = try canvas(
      RoundedRectangle(cornerRadius: 6).stroke(Color.blue, lineWidth: 1), width: 6, height: 3)
    #expect(
      glyphs(screen) == [
        "╭────╮",
        "│    │",
        "╰────╯",
      ])
    #expect(screen[0, 0].style.foreground == .blue && screen[3, 2].style.foreground == .blue)
    #expect(backgrounds(screen) == ["......", "......", "......"])
  }

  @Test func aRectangleBorderIsSquareAndStaysInsideItsFrame() throws {
    let screen = try canvas(
      Rectangle().strokeBorder(Color.red, lineWidth: 2).frame(width: 32, height: 32),
      width: 6, height: 3)
    #expect(
      glyphs(screen) == [
        " ┌──┐ ",
        " └──┘ ",
        "      ",
      ])
  }

  @Test func aFilledCapsuleHasHalfCellEnds() throws {
    let screen = try canvas(
      Capsule().fill(Color.green).frame(width: 80, height: 32), width: 10, height: 2)
    #expect(
      glyphs(screen) == [
        "▄        ▄",
        "▀        ▀",
      ])
    #expect(
      backgrounds(screen) == [
        ".gggggggg.",
        ".gggggggg.",
      ])
    #expect(screen[0, 0].style.foreground == .green)
  }

  @Test func aCircleInAWideFrameIsCentredAtItsHeight() throws {
    let screen = try canvas(
      Circle().fill(Color.red).frame(width: 80, height: 32), width: 10, height: 2)
    #expect(
      glyphs(screen) == [
        "   ▄  ▄   ",
        "   ▀  ▀   ",
      ])
    #expect(backgrounds(screen) == ["....rr....", "....rr...."])
  }

  @Test func textOnAColouredBackgroundKeepsItsTextAndTakesTheColour() throws {
    let screen = try canvas(
      Text("Draft").padding(.horizontal, 8).background(Color.yellow), width: 9, height: 1)
    // Centred in the screen: the padded text is 7 cells of 9.
    #expect(glyphs(screen) == ["  Draft  "])
    #expect(backgrounds(screen) == [".yyyyyyy."])
    #expect(screen[2, 0].grapheme == "D" && screen[2, 0].style.foreground == nil)
  }

  @Test func wideTextOnABackgroundKeepsItsWidth() throws {
    let screen = try canvas(
      HStack(spacing: 0) {
        Text("日本😀").background(.red)
        Text("|")
      }, width: 8, height: 1)
    #expect(screen.text == "日本😀|")
    #expect(backgrounds(screen) == ["rrrrrr.."])
    // The continuation cells of the wide graphemes carry the fill too.
    #expect(screen[1, 0].grapheme == nil && screen[1, 0].style.background == .red)
    #expect(screen[5, 0].grapheme == nil && screen[5, 0].style.background == .red)
  }

  @Test func anOverlayStrokeDrawsOverWhatIsBehindButKeepsItsFill() throws {
    let screen = try canvas(
      Color.blue.frame(width: 48, height: 48).overlay(
        RoundedRectangle(cornerRadius: 4).stroke(.white)),
      width: 6, height: 3)
    #expect(glyphs(screen) == ["╭────╮", "│    │", "╰────╯"])
    #expect(backgrounds(screen) == ["bbbbbb", "bbbbbb", "bbbbbb"])
    #expect(screen[0, 0].style.foreground == .white)
  }

  @Test func aPrimaryFillIsDrawnInReverseVideo() throws {
    let screen = try canvas(Rectangle().frame(width: 16, height: 16), width: 2, height: 1)
    #expect(backgrounds(screen) == ["pp"])
    let style = _CanvasScreen.style(screen[0, 0].style)
    #expect(style.attributes.contains(.inverse))
  }
}
