import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Gestures, hover and keys from a terminal's mouse and keyboard: a drag is a press, moves
/// with the button held and a release (SGR mouse); a long press is a press held on the
/// host's clock; hovering is the moves with no button held; keys go to `onKeyPress` first.
@MainActor
@Suite struct TerminalGestureTests {
  @MainActor final class Log {
    var entries: [String] = []
  }

  struct Slider: View {
    @State var offset = 0
    @GestureState var dragged = 0
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("Offset \(offset) dragging \(dragged)")
        Text("◀ स्लाइड 滑る ▶")
          .gesture(
            DragGesture()
              .updating($dragged) { value, state, _ in state = Int(value.translation.width) }
              .onEnded { offset += Int($0.translation.width) })
      }
      // At the screen's top left, so that the test's columns are the views'.
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  private func mouse(_ input: _TerminalInput, _ kind: MouseEvent.Kind, _ column: Int, _ row: Int) {
    _ = input.handle(.mouse(MouseEvent(kind, column: column, row: row)))
    input.core.update()
  }

  private func screen(_ core: HostCore) -> String { core.text }

  @Test func aMouseDragMovesByCellsAndItsGestureStateGoesBack() throws {
    let input = _TerminalInput(core: HostCore(root: Slider(), width: 30, height: 2))
    input.core.update()
    mouse(input, .press(.left), 2, 1)
    mouse(input, .drag(.left), 4, 1)
    // Two cells are 16 points: past the drag's 10.
    #expect(screen(input.core).contains("Offset 0 dragging 16"))
    mouse(input, .drag(.left), 6, 1)
    #expect(screen(input.core).contains("Offset 0 dragging 32"))
    mouse(input, .release(.left), 7, 1)
    #expect(screen(input.core).contains("Offset 40 dragging 0"))
  }

  @Test func aPressHeldPastItsDurationIsALongPress() throws {
    let log = Log()
    let view = Text("Hold ⏳").onLongPressGesture(minimumDuration: 0.8) {
      log.entries.append("held")
    } onPressingChanged: {
      log.entries.append("pressing \($0)")
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    let core = HostCore(root: view, width: 12, height: 1)
    // A pinned clock: the test moves time instead of waiting for it.
    let start = Date(timeIntervalSinceReferenceDate: 0)
    core.pinnedDate = start
    let input = _TerminalInput(core: core)
    core.update()
    mouse(input, .press(.left), 1, 0)
    #expect(log.entries == ["pressing true"])
    core.pointerTick(time: Date().addingTimeInterval(1))
    #expect(log.entries == ["pressing true", "pressing false", "held"])
    mouse(input, .release(.left), 1, 0)
    #expect(log.entries == ["pressing true", "pressing false", "held"])
  }

  @Test func theMouseMovingWithNoButtonHovers() throws {
    struct Row: View {
      @State var over = false
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Text(over ? "Over" : "Away").onHover { over = $0 }
          Text("Below")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }
    let core = HostCore(root: Row(), width: 10, height: 2)
    let input = _TerminalInput(core: core)
    core.update()
    #expect(core.wantsHover)
    mouse(input, .move, 1, 0)
    #expect(screen(core).contains("Over"))
    mouse(input, .move, 1, 1)
    #expect(screen(core).contains("Away"))
  }

  @Test func keysGoToOnKeyPressFirstAndIgnoredOnesToTheTerminalsKeys() throws {
    let log = Log()
    let view = VStack {
      Text("Grid").focusable()
        .onKeyPress(.rightArrow) {
          log.entries.append("right")
          return .handled
        }
        .onKeyPress(.tab) {
          log.entries.append("tab seen")
          return .ignored
        }
      Button("Next") { log.entries.append("next") }
    }
    .onExitCommand { log.entries.append("exit") }
    let core = HostCore(root: view, width: 20, height: 2)
    let input = _TerminalInput(core: core)
    core.update()
    core.moveFocus(backward: false)
    _ = input.handle(.key(KeyEvent(.right)))
    _ = input.handle(.key(KeyEvent(.escape)))
    // Ignored, Tab goes on to move focus to the button, which Enter presses.
    _ = input.handle(.key(KeyEvent(.tab)))
    _ = input.handle(.key(KeyEvent(.enter)))
    #expect(log.entries == ["right", "exit", "tab seen", "next"])
    #expect(
      _TerminalKeyPress.keyPress(for: KeyEvent(.character("a"), modifiers: .control))?
        .modifiers == .control)
    #expect(
      _TerminalKeyPress.keyPress(for: KeyEvent(.function(1)))?.key == KeyEquivalent("\u{F704}"))
  }
}
