import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `onKeyPress` and `onExitCommand` as apps write them: on a focusable view, on a field,
/// results passing keys up to the views around, and the forms that pick keys.
@MainActor
@Suite struct KeyPressTests {
  @MainActor final class Log {
    var entries: [String] = []
  }

  /// A board whose cursor moves with the arrows; the view around it counts what it is left.
  struct Board: View {
    let log: Log
    @State var column = 0
    var body: some View {
      VStack {
        Text("Column \(column)")
          .focusable()
          .onKeyPress(.rightArrow) {
            column += 1
            return .handled
          }
          .onKeyPress(keys: [.leftArrow, .upArrow]) { press in
            guard press.key == .leftArrow, column > 0 else { return .ignored }
            column -= 1
            return .handled
          }
      }
      .onKeyPress { press in
        log.entries.append("outer \(press.characters)")
        return .handled
      }
    }
  }

  @Test func theFocusedViewHandlesItsKeysAndIgnoredOnesGoUp() throws {
    let log = Log()
    let host = ViewHost(Board(log: log), width: 20, height: 2)
    // Nothing is focused: no view gets keys.
    #expect(!host.pressKey(.rightArrow))
    // Tab reaches the focusable view.
    host.core.moveFocus(backward: false)
    #expect(host.pressKey(.rightArrow))
    #expect(host.pressKey(.rightArrow))
    host.update()
    #expect(host.contains(text: "Column 2"))
    #expect(host.pressKey(.leftArrow))
    host.update()
    #expect(host.contains(text: "Column 1"))
    #expect(log.entries.isEmpty)
    // Up is in the set but ignored: it goes on to the view around.
    #expect(host.pressKey(.upArrow))
    #expect(host.pressKey("x"))
    #expect(log.entries == ["outer \u{F700}", "outer x"])
  }

  @Test func phasesCharactersAndModifiersSelectThePresses() throws {
    let log = Log()
    let host = ViewHost(
      Text("Keys").focusable()
        .onKeyPress(characters: .decimalDigits) { press in
          log.entries.append("digit \(press.characters)")
          return .handled
        }
        .onKeyPress("s", phases: .up) { press in
          log.entries.append("up \(press.modifiers.contains(.command))")
          return .handled
        }, width: 20, height: 1)
    try host.text("Keys").focus()
    #expect(host.pressKey("7"))
    // Devanagari digits are decimal digits too.
    #expect(host.pressKey("७"))
    #expect(!host.pressKey("a"))
    // Down and repeat do not reach an action for up only.
    #expect(!host.pressKey("s", modifiers: .command))
    #expect(host.pressKey("s", modifiers: .command, phase: .up))
    #expect(log.entries == ["digit 7", "digit ७", "up true"])
  }

  @Test func aFieldsKeyActionRunsBeforeItsEditing() throws {
    struct Search: View {
      @State var text = ""
      @State var picked = 0
      var body: some View {
        VStack {
          TextField("Search", text: $text)
            .onKeyPress(.downArrow) {
              picked += 1
              return .handled
            }
          Text("Picked \(picked)")
        }
      }
    }
    let host = ViewHost(Search(), width: 30, height: 3)
    try host.textField("Search").type("क़")
    #expect(host.pressKey(.downArrow))
    host.update()
    #expect(host.contains(text: "Picked 1"))
    #expect(!host.pressKey(.return))
  }

  @Test func escapeRunsTheExitCommandOfTheFocusedViewOrAnAncestor() throws {
    let log = Log()
    let host = ViewHost(
      VStack {
        Text("Editor 編集").focusable()
      }
      .onExitCommand { log.entries.append("exit") }, width: 20, height: 1)
    #expect(!host.pressKey(.escape))
    try host.text("Editor 編集").focus()
    #expect(host.pressKey(.escape))
    #expect(log.entries == ["exit"])
  }

  @Test func anUnfocusableViewIsSkippedByTab() throws {
    let log = Log()
    let host = ViewHost(
      VStack {
        Text("Off").focusable(false).onKeyPress { _ in
          log.entries.append("off")
          return .handled
        }
        Text("On").focusable().onKeyPress { _ in
          log.entries.append("on")
          return .handled
        }
      }, width: 10, height: 2)
    host.core.moveFocus(backward: false)
    #expect(host.pressKey("a"))
    // Tab wraps around to the only focusable view.
    host.core.moveFocus(backward: false)
    #expect(host.pressKey("b"))
    #expect(log.entries == ["on", "on"])
  }
}
