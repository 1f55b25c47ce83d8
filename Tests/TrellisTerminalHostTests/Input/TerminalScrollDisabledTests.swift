import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// `scrollDisabled(true)` in the terminal: the wheel, PageDown and End leave the scroll view
/// where it is, while a button's `scrollTo` still moves it.
@MainActor
@Suite struct TerminalScrollDisabledTests {
  struct Log: View {
    let disabled: Bool
    var body: some View {
      ScrollViewReader { proxy in
        VStack(alignment: .leading, spacing: 0) {
          Button("Last") { proxy.scrollTo(39, anchor: .bottom) }
          ScrollView(showsIndicators: false) {
            VStack(alignment: .leading, spacing: 0) {
              ForEach(0..<40, id: \.self) { Text("Line \($0) Ligne 行").id($0) }
            }
          }
          .scrollDisabled(disabled)
        }
      }
    }
  }

  private func screen(_ core: HostCore) -> [String] {
    core.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  private func wheelDown(_ input: _TerminalInput) {
    _ = input.handle(.mouse(MouseEvent(.scrollDown, column: 8, row: 3)))
    input.core.update()
  }

  private func press(_ input: _TerminalInput, _ key: Key) {
    _ = input.handle(.key(KeyEvent(key)))
    input.core.update()
  }

  @Test func theWheelAndThePagingKeysLeaveItAlone() {
    let input = _TerminalInput(core: HostCore(root: Log(disabled: true), width: 24, height: 5))
    defer { input.core.close() }
    let start = screen(input.core)
    #expect(start[1] == "Line 0 Ligne 行")
    wheelDown(input)
    press(input, .pageDown)
    press(input, .end)
    #expect(screen(input.core) == start)
  }

  @Test func withoutTheModifierTheyScroll() {
    let input = _TerminalInput(core: HostCore(root: Log(disabled: false), width: 24, height: 5))
    defer { input.core.close() }
    wheelDown(input)
    #expect(screen(input.core)[1] == "Line 3 Ligne 行")
    press(input, .pageDown)
    #expect(screen(input.core)[1] != "Line 3 Ligne 行")
  }

  @Test func aButtonsScrollToStillMovesIt() throws {
    let input = _TerminalInput(core: HostCore(root: Log(disabled: true), width: 24, height: 5))
    defer { input.core.close() }
    try #require(input.core.elements.first { $0.text == "Last" }).tap()
    input.core.update()
    #expect(screen(input.core).last == "Line 39 Ligne 行")
  }
}
