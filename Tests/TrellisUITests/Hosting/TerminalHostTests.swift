import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI
@testable import label_editor

#if canImport(Glibc)
  import Glibc
#endif

@MainActor
@Suite struct TerminalHostTests {
  typealias Command = _TerminalCommand

  private func command(_ key: Key, _ modifiers: KeyModifiers = [], on kind: HostElement.Kind?)
    -> Command
  {
    Command.command(for: KeyEvent(key, modifiers: modifiers), focused: kind)
  }

  @Test func keysMapToCommandsByTheFocusedControl() {
    #expect(command(.tab, on: nil) == .focusNext)
    #expect(command(.tab, .shift, on: .button) == .focusPrevious)
    #expect(command(.enter, on: .button) == .press)
    #expect(command(.enter, on: .toggle) == .press)
    #expect(command(.enter, on: .textField) == .submit)
    #expect(command(.enter, on: .secureField) == .submit)
    // With nothing focused, Enter presses a sheet's or alert's default button (if one is shown).
    #expect(command(.enter, on: nil) == .defaultAction)
    #expect(command(.character(" "), on: .toggle) == .press)
    #expect(command(.character(" "), on: .textField) == .edit(.insert(" ")))
    #expect(command(.character("é"), on: .textField) == .edit(.insert("é")))
    #expect(command(.character("a"), on: .button) == .ignore)
    #expect(command(.character("a"), on: nil) == .ignore)
    #expect(command(.backspace, on: .textField) == .edit(.deleteBackward))
    // Outside a field, Backspace deletes the row around focus (when it has `onDelete`).
    #expect(command(.backspace, on: .button) == .deleteRow)
    #expect(command(.up, on: nil) == .moveFocusInContainer(-1))
    #expect(command(.down, on: .button) == .moveFocusInContainer(1))
    #expect(command(.pageUp, on: nil) == .scrollPage(-1))
    #expect(command(.pageDown, on: nil) == .scrollPage(1))
    #expect(command(.escape, on: .textField) == .dismiss)
    // Ctrl-C quits wherever focus is, even in a field.
    #expect(command(.character("c"), .control, on: .textField) == .quit)
    #expect(command(.character("c"), .control, on: nil) == .quit)
    // Ctrl-Z suspends likewise, as the signal keys of a cooked terminal do.
    #expect(command(.character("z"), .control, on: .textField) == .suspend)
    #expect(command(.character("Z"), .control, on: .button) == .suspend)
    #expect(command(.character("z"), on: .textField) == .edit(.insert("z")))
    #expect(command(.character("x"), .control, on: .textField) == .ignore)
  }

  @Test func focusMovesInReadingOrderAndWraps() {
    #expect(_FocusOrder.next(count: 0, current: nil, backward: false) == nil)
    #expect(_FocusOrder.next(count: 3, current: nil, backward: false) == 0)
    #expect(_FocusOrder.next(count: 3, current: nil, backward: true) == 2)
    #expect(_FocusOrder.next(count: 3, current: 0, backward: false) == 1)
    #expect(_FocusOrder.next(count: 3, current: 2, backward: false) == 0)
    #expect(_FocusOrder.next(count: 3, current: 0, backward: true) == 2)
  }

  @Test func canvasBecomesAScreenWithWidthsStylesAndColours() {
    var canvas = _Canvas(size: _CellSize(width: 8, height: 2))
    canvas.draw("a中", x: 0, y: 0, style: _Canvas.Style(bold: true))
    canvas.draw("e\u{301}", x: 4, y: 0, style: _Canvas.Style(dim: true))
    canvas.draw("\u{1B}x", x: 0, y: 1, style: _Canvas.Style(inverse: true, foreground: .red))
    let screen = _CanvasScreen.screen(from: canvas)
    #expect(screen.columns == 8 && screen.rows == 2)
    #expect(screen[0, 0].grapheme == "a")
    #expect(screen[0, 0].style.attributes == .bold)
    #expect(screen[1, 0].grapheme == "中" && screen[1, 0].width == 2)
    #expect(screen[2, 0].isContinuation)
    #expect(screen[4, 0].grapheme == "e\u{301}")
    #expect(screen[4, 0].style.attributes == .dim)
    #expect(screen[0, 1].grapheme == "␛")
    #expect(screen[0, 1].style == CellStyle(attributes: .inverse, foreground: .red))
    #expect(screen.plainText.split(separator: "\n").first.map(String.init) == "a中 é")
    #expect(_CanvasScreen.color(Color(red: 1, green: 0.5, blue: 0)) == .rgb(255, 128, 0))
  }

  @Test func theSeedsScreenIsTheCanvasCellForCell() throws {
    let core = HostCore(app: LabelRowsSeed.LabelRowsApp(), width: 80, height: 24)
    let screen = _CanvasScreen.screen(from: try #require(core.screen))
    var canvasText = core.text
    while canvasText.hasSuffix("\n") { canvasText.removeLast() }
    #expect(screen.plainText == canvasText)
    #expect(screen.plainText.contains("Rows: 2"))
  }

  /// A host on a session that is never started, writing to /dev/null: input is handled as
  /// in a terminal, without one.
  private func makeHost(width: Int = 80, height: Int = 24) -> _TerminalHost {
    let output = open("/dev/null", O_WRONLY)
    let session = TerminalSession(input: output, output: output, options: [])
    let core = HostCore(app: LabelRowsSeed.LabelRowsApp(), width: width, height: height)
    return _TerminalHost(core: core, session: session, colorSupport: .none)
  }

  private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers))
  }

  @Test func tabFocusesControlsAndEnterPressesThem() {
    let host = makeHost()
    host.handle([key(.tab)])
    #expect(host.core.focused?.text == "Change first label")
    host.handle([key(.tab)])
    #expect(host.core.focused?.text == "Add label")
    host.handle([key(.enter)])
    #expect(host.core.text.contains("Rows: 3"))
    host.handle([key(.tab, .shift), key(.tab, .shift)])
    // Wrapped around to the last control: the third row's toggle.
    #expect(host.core.focused?.kind == .toggle)
    #expect(host.core.focused?.isOn == true)
    host.handle([key(.character(" "))])
    #expect(host.core.focused?.isOn == false)
  }

  @Test func typingEditsTheFocusedField() {
    let host = makeHost()
    host.handle([key(.tab), key(.tab), key(.tab), key(.tab)])
    #expect(host.core.focused?.kind == .textField)
    host.handle([key(.character("x")), key(.character("y")), key(.backspace), .paste("!?")])
    #expect(host.core.focused?.fieldText == "Amberx!?")
    #expect(host.core.text.contains("Amberx!?"))
  }

  @Test func aClickFocusesAndPresses() throws {
    let host = makeHost()
    let add = try #require(
      host.core.elements.first { $0.text == "Add label" && $0.kind == .button })
    // A click is a press, then a release over the same button: the action runs on the
    // release, as on Apple's platforms.
    host.handle([
      .mouse(MouseEvent(.press(.left), column: add.cellFrame.x + 1, row: add.cellFrame.y))
    ])
    #expect(host.core.text.contains("Rows: 2"))
    host.handle([
      .mouse(MouseEvent(.release(.left), column: add.cellFrame.x + 1, row: add.cellFrame.y))
    ])
    #expect(host.core.text.contains("Rows: 3"))
    #expect(host.core.focused?.text == "Add label")
  }

  @Test func aResumeRedrawsTheWholeScreenAtTheTerminalsSize() {
    let core = HostCore(app: LabelRowsSeed.LabelRowsApp(), width: 80, height: 24)
    let input = _TerminalInput(core: core)
    #expect(input.handle(.key(KeyEvent(.character("z"), modifiers: .control))) == .suspend)
    // Back at the same size: laid out as it was, but the terminal shows something else.
    #expect(input.handle(.resumed(TerminalSize(columns: 80, rows: 24))) == .redrawAll)
    #expect(core.cellSize == (80, 24))
    // Resized while stopped: laid out for the new size.
    #expect(input.handle(.resumed(TerminalSize(columns: 60, rows: 12))) == .redrawAll)
    #expect(core.screen?.size == _CellSize(width: 60, height: 12))
  }

  @Test func aResumedHostDrawsEverythingAgain() throws {
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    _ = fcntl(descriptors[0], F_SETFL, fcntl(descriptors[0], F_GETFL) | O_NONBLOCK)
    func written() -> String {
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65536)
      while case let count = read(descriptors[0], &buffer, buffer.count), count > 0 {
        bytes += buffer[..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    let session = TerminalSession(input: descriptors[1], output: descriptors[1], options: [])
    let host = _TerminalHost(
      core: HostCore(app: LabelRowsSeed.LabelRowsApp(), width: 80, height: 24), session: session,
      colorSupport: .none)
    host.draw()
    #expect(written().contains("Rows: 2"))
    host.draw()
    #expect(written().isEmpty, "an unchanged screen is drawn again")
    host.handle([.resumed(TerminalSize(columns: 80, rows: 24))])
    host.draw()
    let redrawn = written()
    #expect(redrawn.hasPrefix("\u{1B}[m\u{1B}[H\u{1B}[2J"), "\(redrawn.debugDescription)")
    #expect(redrawn.contains("Rows: 2") && redrawn.contains("Cobalt"))
  }

  @Test func aResizeLaysOutAgain() {
    let host = makeHost()
    host.handle([.resize(TerminalSize(columns: 60, rows: 10))])
    #expect(host.core.cellSize == (60, 10))
    #expect(host.core.size == CGSize(width: 60 * 8, height: 10 * 16))
    #expect(host.core.screen?.size == _CellSize(width: 60, height: 10))
  }

  struct SheetScreen: View {
    @State var isPresented = false
    var body: some View {
      Button("Show") { isPresented = true }
        .sheet(isPresented: $isPresented) { Text("In the sheet") }
    }
  }

  @Test func escapeDismissesAPresentedSheet() {
    let output = open("/dev/null", O_WRONLY)
    let session = TerminalSession(input: output, output: output, options: [])
    let host = _TerminalHost(
      core: HostCore(root: SheetScreen(), width: 40, height: 12), session: session,
      colorSupport: .none)
    host.handle([key(.tab), key(.enter)])
    #expect(host.core.text.contains("In the sheet"))
    host.handle([key(.escape)])
    #expect(!host.core.text.contains("In the sheet"))
    #expect(host.core.text.contains("Show"))
  }
}
