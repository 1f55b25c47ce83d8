import Foundation
import Observation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Undo and the move command in the terminal, driven by keys as a terminal sends them.
@MainActor
@Suite struct EditCommandsTerminalTests {
  @MainActor @Observable final class Steps {
    var count = 0
    var moves: [MoveCommandDirection] = []

    func add(undoManager: UndoManager?) {
      count += 1
      undoManager?.registerUndo(withTarget: self) { steps in steps.count -= 1 }
    }
  }

  struct StepsView: View {
    let steps: Steps
    @Environment(\.undoManager) private var undoManager

    var body: some View {
      VStack {
        Button("Step ステップ") { steps.add(undoManager: undoManager) }
        Text("Count: \(steps.count)")
          .focusable()
          .onMoveCommand { steps.moves.append($0) }
        Slider(value: .constant(0.5))
        TextField("Name", text: .constant("Zoë"))
      }
    }
  }

  /// Sends each key as the terminal host does: the window updates after each.
  private func send(_ input: _TerminalInput, _ keys: KeyEvent...) -> [_TerminalInput.Outcome] {
    keys.map { key in
      let outcome = input.handle(.key(key))
      input.core.update()
      return outcome
    }
  }

  @Test func ctrlZUndoesWhenThereIsSomethingToUndoAndSuspendsOtherwise() throws {
    let steps = Steps()
    let input = _TerminalInput(core: HostCore(root: StepsView(steps: steps), width: 40, height: 12))
    _ = send(input, KeyEvent(.tab), KeyEvent(.enter), KeyEvent(.enter))
    #expect(steps.count == 2)
    // Each press was an action of its own.
    #expect(send(input, KeyEvent(.character("z"), modifiers: .control)) == [.none])
    #expect(steps.count == 1)
    _ = send(input, KeyEvent(.character("z"), modifiers: .control))
    #expect(steps.count == 0)
    #expect(input.core.text.contains("Count: 0"))
    // Nothing left to undo: Ctrl+Z is the terminal's suspend again.
    #expect(send(input, KeyEvent(.character("z"), modifiers: .control)) == [.suspend])
  }

  @Test func ctrlCInAFieldStillQuitsRatherThanCopying() throws {
    let steps = Steps()
    let core = HostCore(root: StepsView(steps: steps), width: 40, height: 12)
    let input = _TerminalInput(core: core)
    _ = send(input, KeyEvent(.tab), KeyEvent(.tab), KeyEvent(.tab), KeyEvent(.tab))
    #expect(core.focused?.kind == .textField)
    #expect(send(input, KeyEvent(.character("c"), modifiers: .control)) == [.quit])
    #expect(core.clipboard.text == nil)
  }

  @Test func arrowsTheFocusedViewDoesNotUseGoToItsMoveCommand() throws {
    let steps = Steps()
    let input = _TerminalInput(core: HostCore(root: StepsView(steps: steps), width: 40, height: 12))
    _ = send(input, KeyEvent(.tab), KeyEvent(.tab))
    #expect(input.core.focused?.text.contains("Count") == true)
    _ = send(input, KeyEvent(.up), KeyEvent(.right), KeyEvent(.down), KeyEvent(.left))
    #expect(steps.moves == [.up, .right, .down, .left])
    // The slider takes its own arrows.
    _ = send(input, KeyEvent(.tab), KeyEvent(.left))
    #expect(input.core.focused?.kind == .slider)
    #expect(steps.moves.count == 4)
  }
}
