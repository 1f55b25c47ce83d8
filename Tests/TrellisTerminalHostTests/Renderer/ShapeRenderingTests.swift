import Foundation
import Observation
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

  @Observable final class Shift {
    var isMoved = false
  }

  /// A shape moved down past its frame, over a label under the frame.
  private struct MovedSquare: View {
    let shift: Shift
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Rectangle().offset(y: shift.isMoved ? 32 : 16).fill(Color.red)
          .frame(width: 16, height: 16)
        Text("界")
        Spacer()
      }
    }
  }

  /// A shape's outline is not cut to its frame; where it was is drawn again when it moves,
  /// though nothing else changed there (the repaint follows the outline, not the frame).
  @Test func aShapeDrawnPastItsFrameIsRepaintedWhereItWas() throws {
    let shift = Shift()
    let frames = TerminalFrames(
      core: HostCore(root: MovedSquare(shift: shift), width: 4, height: 3),
      environment: ["TERM": "xterm-256color"])
    _ = frames.nextFrame()
    var screen = try #require(frames.core.screen)
    // The stack is centred in the window; the square, a row below its frame, under the label.
    #expect(backgrounds(screen) == ["....", ".rr.", "...."])
    #expect(glyphs(screen)[1] == " 界 ")
    shift.isMoved = true
    _ = frames.nextFrame()
    screen = try #require(frames.core.screen)
    #expect(backgrounds(screen) == ["....", "....", ".rr."])
    let fresh = try canvas(MovedSquare(shift: shift), width: 4, height: 3)
    #expect(screen.cells == fresh.cells)
  }

  @Test func aTrimmedRingDrawsOnlyItsPart() throws {
    // The first half of a ring: from its rightmost point clockwise, through its bottom, to
    // its leftmost; the whole ring reaches the top row too.
    func rows(_ shape: some Shape) throws -> [String] {
      let screen = try canvas(
        shape.stroke(Color.blue, lineWidth: 2).frame(width: 64, height: 64), width: 8, height: 4)
      return glyphs(screen).map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let half = try rows(Circle().trim(from: 0, to: 0.5))
    #expect(half[0].isEmpty && !half[3].isEmpty)
    let whole = try rows(Circle())
    #expect(!whole[0].isEmpty && whole[3] == half[3])
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

  @Test func aDashedBorderIsDrawnWithDashedLines() throws {
    let screen = try canvas(
      RoundedRectangle(cornerRadius: 6)
        .stroke(Color.blue, style: StrokeStyle(lineWidth: 1, dash: [4, 2])),
      width: 6, height: 4)
    #expect(
      glyphs(screen) == [
        "╭╌╌╌╌╮",
        "╎    ╎",
        "╎    ╎",
        "╰╌╌╌╌╯",
      ])
    // A dash pattern of zeros draws a solid line, as it does on Apple's platforms.
    let solid = try canvas(
      Rectangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 1, dash: [0, 0])),
      width: 4, height: 3)
    #expect(glyphs(solid) == ["┌──┐", "│  │", "└──┘"])
  }

  @Test func aDashedCurveMarksOnlyItsDashes() throws {
    // A ring dashed half on, half off marks about half the cells of the solid ring, and the
    // cells it marks are among the solid ring's.
    func marked(_ style: StrokeStyle) throws -> Set<Int> {
      let screen = try canvas(
        Circle().stroke(Color.blue, style: style).frame(width: 160, height: 160),
        width: 20, height: 10)
      let width = screen.size.width
      return Set(
        (0..<(width * screen.size.height)).filter {
          !(screen[$0 % width, $0 / width].grapheme ?? " ").trimmingCharacters(in: .whitespaces)
            .isEmpty
        })
    }
    let solid = try marked(StrokeStyle(lineWidth: 2))
    let dashed = try marked(StrokeStyle(lineWidth: 2, dash: [40, 40]))
    #expect(dashed.isSubset(of: solid))
    let share = Double(dashed.count) / Double(solid.count)
    #expect(share > 0.35 && share < 0.7, "\(dashed.count) of \(solid.count)")
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
