import Testing
import TrellisTerminal
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// The cell canvas holds graphemes of any width whole: an Indic conjunct of three or four
/// columns takes all its cells, and the plain text (what `ViewHost.text` shows) has each
/// grapheme once, in its columns.
@MainActor
@Suite struct CanvasTests {
  private func canvas(_ width: Int = 12) -> _Canvas {
    _Canvas(size: _CellSize(width: width, height: 1))
  }

  @Test func aGraphemeTakesAsManyCellsAsItIsWide() {
    var canvas = canvas()
    // "न्दी" is three columns, "স্কা" three, "த" one, "中" two.
    let drawn = canvas.draw("न्दीস্কাத中x", x: 0, y: 0)
    #expect(drawn == 10)
    #expect(canvas[0, 0].grapheme == "न्दी")
    #expect(canvas[1, 0].grapheme == nil && canvas[2, 0].grapheme == nil)
    #expect(canvas[3, 0].grapheme == "স্কা")
    #expect(canvas[4, 0].grapheme == nil && canvas[5, 0].grapheme == nil)
    #expect(canvas[6, 0].grapheme == "த")
    #expect(canvas[7, 0].grapheme == "中" && canvas[8, 0].grapheme == nil)
    #expect(canvas[9, 0].grapheme == "x")
    #expect(canvas.text == "न्दीস্কাத中x")
  }

  @Test func drawingOverPartOfAWideGraphemeBlanksTheRestOfIt() {
    var middle = canvas(6)
    middle.draw("न्दीab", x: 0, y: 0)
    middle.draw("x", x: 1, y: 0)
    #expect(middle.text == " x ab")
    var start = canvas(6)
    start.draw("न्दीab", x: 0, y: 0)
    start.draw("x", x: 0, y: 0)
    #expect(start.text == "x  ab")
    // A wide grapheme drawn over the tail of another blanks that one's start.
    var overlap = canvas(6)
    overlap.draw("a中", x: 0, y: 0)
    overlap.draw("न्दी", x: 2, y: 0)
    #expect(overlap.text == "a न्दी")
    #expect(DisplayWidth.of(overlap.text) == 5)
  }

  @Test func aGraphemeThatDoesNotFitIsLeftOut() {
    var canvas = canvas(5)
    #expect(canvas.draw("abन्दी", x: 0, y: 0, maxWidth: 4) == 2)
    #expect(canvas.text == "ab")
  }

  @Test func aZeroWidthCharacterJoinsTheGraphemeBeforeIt() {
    var canvas = canvas(6)
    // U+200B is a grapheme of its own, of no width: it goes with "中", not its second half.
    canvas.draw("中\u{200B}x", x: 0, y: 0)
    #expect(canvas[0, 0].grapheme == "中\u{200B}")
    #expect(canvas[1, 0].grapheme == nil)
    #expect(canvas[2, 0].grapheme == "x")
  }

  @Test func theTerminalScreenHasTheCanvasCellsWidthsAndAll() {
    var canvas = canvas()
    canvas.draw("क्षत्रिय|", x: 0, y: 0)
    let screen = _CanvasScreen.screen(from: canvas)
    #expect(screen.plainText == "क्षत्रिय|")
    #expect(screen[0, 0].width == 2 && screen[2, 0].width == 3 && screen[5, 0].width == 1)
    #expect(screen[6, 0].grapheme == "|")
  }

  struct Fields: View {
    @State var labels = ["Amber", "हिन्दी", "क्षत्रिय", "নমস্কার", "தமிழ்", "中文字", "👩‍💻x", "Ünïcödé"]
    var body: some View {
      VStack(alignment: .leading) {
        ForEach(labels.indices, id: \.self) { index in
          HStack {
            TextField("Label", text: $labels[index])
            Text(labels[index]).frame(width: 96, alignment: .leading)
            Text("|")
          }
        }
      }
    }
  }

  @Test func headlessTextShowsEveryScriptWholeInItsColumns() throws {
    let host = ViewHost(Fields(), width: 60, height: 10)
    let lines = host.text.split(separator: "\n")
    /// Where the field ends and where the bar is, in display columns, on `label`'s row.
    func columns(of label: String) -> (fieldEnd: Int, bar: Int)? {
      guard let line = lines.first(where: { $0.hasPrefix("[\(label) ") }),
        let end = line.firstIndex(of: "]"), let bar = line.firstIndex(of: "|")
      else { return nil }
      // The text after the field is the label, whole.
      #expect(line[end...].hasPrefix("] \(label) "), "\(line)")
      return (DisplayWidth.of(String(line[..<end])), DisplayWidth.of(String(line[..<bar])))
    }
    let amber = try #require(columns(of: "Amber"), "\(host.text)")
    for label in ["हिन्दी", "क्षत्रिय", "নমস্কার", "தமிழ்", "中文字", "👩‍💻x", "Ünïcödé"] {
      let shown = columns(of: label)
      #expect(shown != nil, "no row for \(label):\n\(host.text)")
      #expect(shown?.fieldEnd == amber.fieldEnd, "\(label)'s field ends elsewhere:\n\(host.text)")
      #expect(shown?.bar == amber.bar, "\(label)'s row is misaligned:\n\(host.text)")
    }
  }
}
