import Foundation
import Testing
import TrellisTerminal

/// The TrellisTerminal landing page's example: a program that owns the terminal. It is
/// compiled here; running it would take over the test's terminal, so the test checks the
/// drawing half on a screen in memory instead.
enum TerminalDeviceExample {
  static func run() throws {
    let session = TerminalSession()
    try session.start()
    defer { session.restore() }

    var writer = ScreenWriter(
      colorSupport: .detect(environment: ProcessInfo.processInfo.environment))
    var reader = session.makeReader()
    var size = session.size ?? TerminalSize(columns: 80, rows: 24)
    while let events = reader.next(timeoutMilliseconds: -1) {
      for event in events {
        switch event {
        case .resize(let newSize), .resumed(let newSize):
          size = newSize
          writer.invalidate()  // a new size, or back from a stop: draw everything
        default:
          break
        }
      }
      var screen = Screen(columns: size.columns, rows: size.rows)
      screen.draw("Hello, 世界", column: 0, row: 0, style: CellStyle(attributes: .bold))
      session.write(writer.update(to: screen))
    }
  }
}

@Suite struct TerminalDeviceExampleTests {
  @Test func theExampleFrameShowsItsGreetingInBold() {
    var writer = ScreenWriter(colorSupport: .none)
    var screen = Screen(columns: 20, rows: 2)
    screen.draw("Hello, 世界", column: 0, row: 0, style: CellStyle(attributes: .bold))
    let output = String(decoding: writer.update(to: screen), as: UTF8.self)
    #expect(output.contains("Hello, 世界"))
    #expect(output.contains("\u{1B}[1m") || output.contains(";1m"))
  }
}

/// The landing page's widths example: measuring the terminal, then drawing with its widths.
enum TerminalWidthsExample {
  static func run() throws -> Screen {
    let session = TerminalSession()
    try session.start()
    defer { session.restore() }
    let widths = session.measureWidths()  // before the first frame and the first reader
    var screen = Screen(columns: 80, rows: 24, widths: widths)
    screen.draw("👍🏽 क्षत्रिय", column: 0, row: 0)
    return screen
  }
}

@Suite struct TerminalWidthsExampleTests {
  @Test func aMeasuredProfileSizesTheCells() {
    // What tmux answers for the thumb: a glyph and a colour swatch, 4 columns.
    let widths = WidthProfile(measurements: ["👍🏽": 4])
    var screen = Screen(columns: 80, rows: 24, widths: widths)
    screen.draw("👍🏽 क्षत्रिय", column: 0, row: 0)
    #expect(screen[0, 0].width == 4)
    #expect(screen[4, 0].grapheme == " ")
    #expect(screen.text(ofRow: 0).hasPrefix("👍🏽 क्षत्रिय "))
  }
}
