import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A popover in the terminal: a bordered panel beside its view, drawn over the screen, that
/// takes the keys (Tab within it, Escape closes it) and closes on a click outside it.
@MainActor
@Suite struct TerminalPopoverTests {
  @Observable final class Model {
    var isShowing = false
    var taps = 0
  }

  struct Screen: View {
    @Bindable var model: Model
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Button("Info") { model.isShowing = true }
          .popover(isPresented: $model.isShowing) {
            VStack(alignment: .leading, spacing: 0) {
              Text("चाय 🍵 お茶")
              Button("Tap") { model.taps += 1 }
              Button("Again") { model.taps += 10 }
            }
          }
        Text("Behind the popover")
        Text("Second line behind")
        Text("Third line behind")
        Text("Fourth line behind")
        Spacer()
      }
    }
  }

  private func glyphs(_ canvas: _Canvas) -> [String] {
    (0..<canvas.size.height).map { y in
      (0..<canvas.size.width).map { canvas[$0, y].grapheme ?? "" }.joined()
    }
  }

  private func press(_ input: _TerminalInput, _ key: Key) {
    _ = input.handle(.key(KeyEvent(key, modifiers: [])))
    input.core.update()
  }

  private func click(_ input: _TerminalInput, column: Int, row: Int) {
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: column, row: row)))
    _ = input.handle(.mouse(MouseEvent(.release(.left), column: column, row: row)))
    input.core.update()
  }

  @Test func aPanelIsDrawnBelowItsViewOverWhatFollows() throws {
    let model = Model()
    let core = HostCore(root: Screen(model: model), width: 24, height: 8)
    model.isShowing = true
    core.update()
    let screen = try #require(core.screen)
    let lines = glyphs(screen)
    // Below the button (row 0), over the lines behind; the widths of the Devanagari, the
    // emoji and the kana are the terminal's (a panel 2 columns wider than its widest line).
    #expect(lines[1].contains("┌"))
    #expect(lines[2].contains("│चाय 🍵 お茶│"))
    #expect(lines[5].contains("└"))
    #expect(lines[1].hasPrefix("Behind") == false)
    #expect(lines[6].hasPrefix("Fourth line behind") == false)
    #expect(lines[7].trimmingCharacters(in: .whitespaces).isEmpty)
  }

  @Test func keysGoToThePopoverAndEscapeClosesIt() throws {
    let model = Model()
    let input = _TerminalInput(core: HostCore(root: Screen(model: model), width: 24, height: 8))
    input.core.update()
    press(input, .tab)
    press(input, .enter)
    #expect(model.isShowing)
    // The focus is inside: Return presses its first button, Tab moves to the next and
    // wraps within the popover.
    #expect(input.core.focused?.text == "Tap")
    press(input, .enter)
    #expect(model.taps == 1)
    press(input, .tab)
    #expect(input.core.focused?.text == "Again")
    press(input, .tab)
    #expect(input.core.focused?.text == "Tap")
    press(input, .escape)
    #expect(!model.isShowing)
    #expect(input.core.presentations.isEmpty)
  }

  @Test func aClickOutsideClosesItAndGoesNoFurtherAndAClickInsideActs() throws {
    let model = Model()
    let input = _TerminalInput(core: HostCore(root: Screen(model: model), width: 24, height: 8))
    model.isShowing = true
    input.core.update()
    let box = try #require(input.core.presentations.last?.box.cellFrame)
    // On its "Tap" button (the row after the text, inside the border).
    click(input, column: box.x + 2, row: box.y + 2)
    #expect(model.taps == 1)
    #expect(model.isShowing)
    // On the "Info" button behind it: it closes, and the button is not pressed.
    click(input, column: 1, row: 0)
    #expect(!model.isShowing)
    #expect(input.core.presentations.isEmpty)
    #expect(model.taps == 1)
  }
}
