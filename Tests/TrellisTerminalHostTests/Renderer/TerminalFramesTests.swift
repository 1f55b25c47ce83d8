import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

@MainActor
@Suite struct TerminalFramesTests {
  private struct Panel: View {
    @State var name = ""
    @State var enabled = false
    var body: some View {
      VStack(alignment: .leading) {
        Text("Title line")
        TextField("Name", text: $name)
        Toggle("Enabled", isOn: $enabled)
        Text("Last line")
      }
    }
  }

  private let clear = Array("\u{1B}[H\u{1B}[2J".utf8)
  private let showCursor = Array("\u{1B}[?25h".utf8)
  private let hideCursor = Array("\u{1B}[?25l".utf8)

  private func frames(width: Int = 30, height: Int = 6) -> TerminalFrames {
    TerminalFrames(
      core: HostCore(root: Panel(), width: width, height: height),
      environment: ["TERM": "xterm-256color"])
  }

  private func element(_ kind: HostElement.Kind, in frames: TerminalFrames) throws -> HostElement {
    try #require(frames.core.elements.first { $0.kind == kind })
  }

  @Test func theFirstFrameClearsAndDrawsEverything() {
    let bytes = frames().nextFrame()
    #expect(bytes.starts(with: Array("\u{1B}[m".utf8) + clear))
    for text in ["Title line", "Name", "[ ] Enabled", "Last line"] {
      #expect(bytes.contains(Array(text.utf8)), "missing \(text)")
    }
    // No field is focused, so there is no caret to show.
    #expect(bytes.contains(hideCursor))
  }

  // The host's clock (pinned here) moves; the frame rewrites the timer's changed digits and
  // nothing else, and says when the next change is due.
  @Test func aRunningTimerRewritesOnlyItsChangedDigitsAsTheClockTicks() {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let core = HostCore(
      root: VStack(alignment: .leading) {
        Text("चाय 🍵 お茶")
        Text("Ready in \(start.addingTimeInterval(125), style: .timer)")
      }, width: 30, height: 3)
    core.pinnedDate = start
    let frames = TerminalFrames(core: core, environment: ["TERM": "xterm-256color"])
    let first = frames.nextFrame()
    #expect(first.contains(Array("Ready in 2:05".utf8)))
    // The host places each grapheme of the Devanagari at the column the terminal measured, so
    // its bytes come in pieces; the screen reads whole.
    #expect(first.contains(Array("🍵 お茶".utf8)))
    #expect(core.text.contains("चाय 🍵 お茶"))
    #expect(core.nextTextChange == start.addingTimeInterval(1))
    #expect(frames.nextFrame().isEmpty)

    core.pinnedDate = start.addingTimeInterval(1)
    let tick = frames.nextFrame()
    #expect(!tick.isEmpty)
    #expect(tick.contains(Array("4".utf8)))
    #expect(!tick.contains(Array("Ready".utf8)))
    #expect(!tick.contains(Array("चा".utf8)))
    #expect(!tick.contains(Array("お茶".utf8)))
    #expect(core.text.contains("Ready in 2:04"))
    #expect(core.nextTextChange == start.addingTimeInterval(2))

    core.pinnedDate = start.addingTimeInterval(65)
    let minute = frames.nextFrame()
    #expect(minute.contains(Array("1:00".utf8)))
    #expect(!minute.contains(Array("Ready".utf8)))
    // Past the date the timer counts up again.
    core.pinnedDate = start.addingTimeInterval(130)
    _ = frames.nextFrame()
    #expect(core.text.contains("Ready in 0:05"))
  }

  @Test func anUnchangedScreenWritesNothing() {
    let frames = frames()
    _ = frames.nextFrame()
    #expect(frames.nextFrame().isEmpty)
  }

  @Test func typingOneCharacterWritesItAndMovesTheCaret() throws {
    let frames = frames()
    let field = try element(.textField, in: frames)
    try field.type("A")
    _ = frames.nextFrame()
    try element(.textField, in: frames).type("b")
    let bytes = frames.nextFrame()
    #expect(bytes.contains(Array("b".utf8)))
    #expect(!bytes.contains(clear))
    #expect(bytes.count <= 64)
    // The caret now sits after "Ab": the field starts at column 0, its text at column 1.
    #expect(frames.caret?.column == 3)
    #expect(frames.caret?.row == field.cellFrame.y)
  }

  @Test func focusingAFieldShowsTheCaretAndLeavingItHidesIt() throws {
    let frames = frames()
    _ = frames.nextFrame()
    try element(.textField, in: frames).focus()
    let focused = frames.nextFrame()
    #expect(focused.contains(showCursor))
    frames.core.focus(nil)
    #expect(frames.caret == nil)
    #expect(frames.nextFrame().contains(hideCursor))
  }

  @Test func togglingWritesOnlyTheMark() throws {
    let frames = frames()
    _ = frames.nextFrame()
    try element(.toggle, in: frames).tap()
    let bytes = frames.nextFrame()
    #expect(bytes.contains(Array("x".utf8)))
    #expect(!bytes.contains(Array("Enabled".utf8)))
    #expect(bytes.count < 16)
  }

  @Test func redrawAllClearsAndDrawsTheWholeScreenAgain() throws {
    let frames = frames()
    let first = frames.nextFrame()
    try element(.toggle, in: frames).tap()
    let redraw = frames.redrawAll()
    #expect(redraw.starts(with: Array("\u{1B}[m".utf8) + clear))
    for text in ["Title line", "Name", "[x] Enabled", "Last line"] {
      #expect(redraw.contains(Array(text.utf8)), "missing \(text)")
    }
    #expect(redraw.count >= first.count - 2)
    // Redrawn, the terminal is up to date again.
    #expect(frames.nextFrame().isEmpty)
  }

  @Test func aResizedScreenIsRedrawnWhole() {
    let frames = frames()
    _ = frames.nextFrame()
    frames.core.resize(width: 40, height: 8)
    let bytes = frames.nextFrame()
    #expect(bytes.contains(clear))
    #expect(bytes.contains(Array("Last line".utf8)))
  }

  @Test func theTerminalsMeasuredWidthsLayOutTheScreenAndThePrinting() throws {
    struct Rows: View {
      var body: some View {
        VStack(alignment: .leading) {
          Text("👍🏽|")
          Text("❤️|")
        }
      }
    }
    let frames = TerminalFrames(
      core: HostCore(root: Rows(), width: 5, height: 2), environment: [:])
    // A terminal that draws the modifier apart and keeps the heart narrow, as tmux does.
    frames.core.widths = WidthProfile(measurements: ["👍🏽": 4, "❤️": 1])
    let canvas = try #require(frames.core.screen)
    #expect(canvas.text == "👍🏽|\n❤️|")
    #expect(canvas[4, 0].grapheme == "|" && canvas[1, 1].grapheme == "|")
    // Measured, each is printed with the bar right after it, no cursor move between.
    let bytes = String(decoding: frames.nextFrame(), as: UTF8.self)
    #expect(bytes.contains("👍🏽|") && bytes.contains("❤️|"), "\(bytes.debugDescription)")
  }

  @Test func lazyRowsRealisedByScrollingAreLaidOutAtTheMeasuredWidths() throws {
    struct Rows: View {
      var body: some View {
        List(0..<100, id: \.self) { number in Text("👍🏽|\(number)") }
      }
    }
    let frames = TerminalFrames(
      core: HostCore(root: Rows(), width: 10, height: 3), environment: [:])
    frames.core.widths = WidthProfile(measurements: ["👍🏽": 4])
    try #require(frames.core.scrollContainers.first).scroll(by: 50)
    let canvas = try #require(frames.core.screen)
    // The rows shown now were built by this scroll's layout, measured with the terminal's
    // widths: the bar after the four-column grapheme, where the terminal will print it.
    let first = try #require(canvas.text.split(separator: "\n").first)
    #expect(first.hasPrefix("👍🏽|50"), "\(canvas.text.debugDescription)")
    #expect(canvas[0, 0].grapheme == "👍🏽" && canvas[4, 0].grapheme == "|")
  }
}
