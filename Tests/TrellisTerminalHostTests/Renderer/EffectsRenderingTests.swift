import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Render effects in the terminal's cells: faint views dim, invisible ones not drawn, colour
/// filters on the colours drawn, scaled and rotated shapes redrawn where they land, text
/// moved whole, shadows as dim shade; and a change of an effect repaints as a full redraw.
@MainActor
@Suite struct EffectsRenderingTests {
  private func canvas(_ view: some View, width: Int, height: Int) throws -> _Canvas {
    try #require(HostCore(root: view, width: width, height: height).screen)
  }

  private func cell(of text: String, in canvas: _Canvas) throws -> (x: Int, y: Int) {
    let lines = canvas.text.components(separatedBy: "\n")
    for (y, line) in lines.enumerated() {
      if let range = line.range(of: text) {
        return (_DisplayWidth.of(line[..<range.lowerBound]), y)
      }
    }
    Issue.record("\(text) is not on the screen:\n\(canvas.text)")
    throw CancellationError()
  }

  @Test func faintTextIsDimAndInvisibleTextIsNotDrawn() throws {
    let canvas = try canvas(
      VStack(alignment: .leading) {
        Text("Faint हल्का").opacity(0.4)
        Text("Half 半分").opacity(0.6)
        Text("Gone 👻").opacity(0)
        Text("Nested").opacity(0.7).opacity(0.7)
      }, width: 20, height: 4)
    #expect(!canvas.text.contains("Gone"))
    let faint = try cell(of: "Faint", in: canvas)
    #expect(canvas[faint.x, faint.y].style.dim)
    let half = try cell(of: "Half", in: canvas)
    #expect(!canvas[half.x, half.y].style.dim)
    // 0.7 × 0.7 is below one half.
    let nested = try cell(of: "Nested", in: canvas)
    #expect(canvas[nested.x, nested.y].style.dim)
    // The invisible view still takes its row: the one after it is on the fourth line.
    #expect(nested.y == 3)
  }

  @Test func colourFiltersChangeTheColoursDrawn() throws {
    let canvas = try canvas(
      VStack(alignment: .leading) {
        Text("Inverted").foregroundStyle(.red).colorInvert()
        Text("Grey").foregroundStyle(.blue).grayscale(1)
        Text("Plain").foregroundStyle(.blue)
        Color(red: 1, green: 0, blue: 0).frame(width: 32, height: 16)
          .colorMultiply(Color(red: 0, green: 1, blue: 1))
      }, width: 20, height: 4)
    let inverted = try cell(of: "Inverted", in: canvas)
    let expected = HostColorFilter.invert.apply(to: HostColor(.red)!)
    #expect(
      canvas[inverted.x, inverted.y].style.foreground
        == Color(red: expected.red, green: expected.green, blue: expected.blue, opacity: 1))
    let grey = try cell(of: "Grey", in: canvas)
    let greyColor = try #require(canvas[grey.x, grey.y].style.foreground.flatMap(HostColor.init))
    #expect(
      abs(greyColor.red - greyColor.green) < 1e-9 && abs(greyColor.green - greyColor.blue) < 1e-9)
    let plain = try cell(of: "Plain", in: canvas)
    #expect(canvas[plain.x, plain.y].style.foreground == .blue)
    // Red times cyan is black.
    let fill = try #require(
      (0..<canvas.size.width).lazy.map { canvas[$0, 3].style.background }.first { $0 != nil })
    #expect(fill == Color(red: 0, green: 0, blue: 0, opacity: 1))
  }

  @Test func aRotatedBarStandsOnItsEndAndTextMovesWhole() throws {
    let canvas = try canvas(
      ZStack {
        Color.green.frame(width: 64, height: 16).rotationEffect(.degrees(90))
      }
      .frame(width: 160, height: 96), width: 20, height: 6)
    // Upright, the bar is 8 cells wide and 1 high (laid out on a cell's edge, rows 2 to 3);
    // turned, it is 2 cells wide and 4 rows high, from half way through row 0 to half way
    // through row 4: whole cells between, half blocks at its ends.
    var green: [(Int, Int)] = []
    for y in 0..<canvas.size.height {
      for x in 0..<canvas.size.width
      where canvas[x, y].style.background == .green || canvas[x, y].style.foreground == .green {
        green.append((x, y))
      }
    }
    #expect(Set(green.map(\.1)) == [0, 1, 2, 3, 4])
    #expect(Set(green.map(\.0)).count == 2)
    #expect(canvas[green[0].0, 0].grapheme == "▄" && canvas[green[0].0, 4].grapheme == "▀")

    let moved = try self.canvas(
      VStack(alignment: .leading) {
        Text("漢字").scaleEffect(3, anchor: .leading).offset(x: 0)
        Text("Up 上").rotationEffect(.degrees(180), anchor: .bottom)
        Text("Base")
      }
      .frame(width: 160, alignment: .leading), width: 20, height: 4)
    // Scaled around its leading edge, the text keeps its size and moves its centre out.
    let scaled = try cell(of: "漢字", in: moved)
    #expect(scaled.x > 0)
    // Turned over its bottom edge, the second line lands on the third's row, where it is
    // drawn before "Base", which covers it.
    #expect(!moved.text.contains("Up 上"))
    _ = try cell(of: "Base", in: moved)
  }

  @Test func aShapesShadowIsDrawnDimWhereItFalls() throws {
    let canvas = try canvas(
      HStack(alignment: .top, spacing: 0) {
        Color.blue.frame(width: 32, height: 32).shadow(color: .black, radius: 0, x: 16, y: 16)
        Spacer()
      }
      .frame(width: 160, height: 80, alignment: .topLeading), width: 20, height: 5)
    var blue: [(Int, Int)] = []
    var shade: [(Int, Int)] = []
    for y in 0..<canvas.size.height {
      for x in 0..<canvas.size.width {
        if canvas[x, y].style.background == .blue { blue.append((x, y)) }
        if canvas[x, y].style.dim, canvas[x, y].grapheme != " " { shade.append((x, y)) }
      }
    }
    #expect(blue.count == 4 * 2)
    // The shadow shows past the square's right and bottom edges only.
    #expect(!shade.isEmpty)
    let right = blue.map(\.0).max()!
    let bottom = blue.map(\.1).max()!
    #expect(shade.allSatisfy { $0.0 > right || $0.1 > bottom })
  }

  struct Fader: View {
    @State var level = 1.0
    var body: some View {
      VStack(alignment: .leading) {
        Button("Fade") { level = level == 1 ? 0.3 : level == 0.3 ? 0 : 1 }
        Text("नमस्ते 漢字 👍🏽").opacity(level).scaleEffect(level == 1 ? 1 : 1.5)
        Color.orange.frame(width: 48, height: 16).opacity(level).rotationEffect(
          .degrees(level * 90))
        ForEach(0..<6) { index in Text("Row \(index) — पंक्ति") }
      }
    }
  }

  @Test func changingAnEffectRepaintsAsAFullRedrawDoes() throws {
    let frames = TerminalFrames(
      core: HostCore(root: Fader(), width: 30, height: 12),
      environment: ["TERM": "xterm-256color"])
    _ = frames.nextFrame()
    let core = frames.core
    let firstUntouched = try cell(of: "Row 3", in: #require(core.terminalCanvas.canvas)).y
    for step in ["faint", "gone", "back"] {
      try core.elements.first { $0.kind == .button }!.tap()
      core.update()
      _ = frames.nextFrame()
      let drawn = try #require(core.terminalCanvas.canvas)
      let (full, _) = _DisplayWidth.$widths.withValue(core.widths) {
        _TerminalRenderer(grid: .terminal).render(core.displayList)
      }
      #expect(drawn.cells == full.cells, "canvas after \(step)")
      #expect(
        frames.screen == _CanvasScreen.screen(from: full, widths: core.widths),
        "terminal screen after \(step)")
      // The rows below the bar's reach were not repainted.
      let repainted = try #require(core.terminalCanvas.lastRepaint)
      #expect(!repainted.isEmpty)
      #expect(repainted.allSatisfy { $0.row < firstUntouched }, "repainted rows after \(step)")
    }
  }
}
