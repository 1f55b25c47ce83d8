import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

@Suite struct TerminalCommandTests {
  typealias Command = _TerminalCommand

  private func command(_ key: Key, _ modifiers: KeyModifiers = [], on kind: HostElement.Kind?)
    -> Command
  {
    Command.command(for: KeyEvent(key, modifiers: modifiers), focused: kind)
  }

  private func field(_ key: Key, _ modifiers: KeyModifiers = []) -> Command {
    command(key, modifiers, on: .textField)
  }

  @Test func editingKeysInAField() {
    #expect(field(.character("a")) == .edit(.insert("a")))
    #expect(field(.character("👩‍👩‍👧")) == .edit(.insert("👩‍👩‍👧")))
    #expect(field(.backspace) == .edit(.deleteBackward))
    #expect(field(.delete) == .edit(.deleteForward))
    #expect(field(.left) == .edit(.move(.left)))
    #expect(field(.right) == .edit(.move(.right)))
    #expect(field(.home) == .edit(.move(.home)))
    #expect(field(.end) == .edit(.move(.end)))
  }

  @Test func readlineChordsInAField() {
    #expect(field(.character("a"), .control) == .edit(.move(.home)))
    #expect(field(.character("e"), .control) == .edit(.move(.end)))
    #expect(field(.character("b"), .control) == .edit(.move(.left)))
    #expect(field(.character("f"), .control) == .edit(.move(.right)))
    #expect(field(.character("d"), .control) == .edit(.deleteForward))
    #expect(field(.character("k"), .control) == .edit(.deleteToEnd))
    #expect(field(.character("u"), .control) == .edit(.deleteToStart))
    #expect(field(.character("w"), .control) == .edit(.deleteWordBackward))
    #expect(field(.backspace, .alt) == .edit(.deleteWordBackward))
    #expect(field(.character("b"), .alt) == .edit(.move(.wordLeft)))
    #expect(field(.character("f"), .alt) == .edit(.move(.wordRight)))
    #expect(field(.character("f"), .meta) == .edit(.move(.wordRight)))
    #expect(field(.left, .control) == .edit(.move(.wordLeft)))
    #expect(field(.right, .control) == .edit(.move(.wordRight)))
    #expect(field(.left, .alt) == .edit(.move(.wordLeft)))
    #expect(field(.right, .alt) == .edit(.move(.wordRight)))
    // Secure fields edit the same way.
    #expect(command(.character("w"), .control, on: .secureField) == .edit(.deleteWordBackward))
    // Chords with no meaning in a field do nothing, rather than type their letter.
    #expect(field(.character("x"), .control) == .ignore)
    #expect(field(.character("x"), .alt) == .ignore)
  }

  @Test func keysThatLeaveTheField() {
    #expect(field(.character("c"), .control) == .quit)
    #expect(field(.tab) == .focusNext)
    #expect(field(.tab, .shift) == .focusPrevious)
    #expect(field(.enter) == .submit)
    #expect(field(.escape) == .dismiss)
    #expect(field(.up) == .moveFocusInContainer(-1))
    #expect(field(.down) == .moveFocusInContainer(1))
    #expect(field(.pageDown) == .scrollPage(1))
    #expect(field(.home) == .edit(.move(.home)))
    #expect(field(.end) == .edit(.move(.end)))
  }

  @Test func editingKeysElsewhereDoNothing() {
    #expect(command(.character("a"), .control, on: .toggle) == .ignore)
    #expect(command(.left, .control, on: .button) == .ignore)
    #expect(command(.right, .alt, on: nil) == .ignore)
  }

  // Left and Right, where focus does not use them, scroll a horizontal scroll view by three
  // columns, as GTK's arrows scroll it sideways.
  @Test func leftAndRightElsewhereScrollSideways() {
    #expect(command(.left, on: .button) == .scrollSideways(-3))
    #expect(command(.right, on: nil) == .scrollSideways(3))
    #expect(command(.right, on: .toggle) == .scrollSideways(3))
    #expect(command(.left, on: .slider) == .adjust(-1))
  }

  @Test func deleteAndAltArrowsEditTheRowAroundFocusOutsideFields() {
    #expect(command(.delete, on: .button) == .deleteRow)
    #expect(command(.backspace, on: nil) == .deleteRow)
    #expect(command(.backspace, on: .toggle) == .deleteRow)
    #expect(command(.up, .alt, on: .button) == .moveRow(-1))
    #expect(command(.down, .alt, on: nil) == .moveRow(1))
    #expect(command(.down, .meta, on: .toggle) == .moveRow(1))
    // In a field they edit its text, or move focus, as before.
    #expect(command(.delete, on: .textField) == .edit(.deleteForward))
    #expect(command(.backspace, on: .secureField) == .edit(.deleteBackward))
    #expect(command(.up, .alt, on: .textField) == .moveRow(-1))
    // Plain arrows still move through the list.
    #expect(command(.up, on: .button) == .moveFocusInContainer(-1))
  }

  @Test func arrowsAdjustSlidersAndSteppers() {
    #expect(command(.left, on: .slider) == .adjust(-1))
    #expect(command(.right, on: .slider) == .adjust(1))
    #expect(command(.up, on: .slider) == .moveFocusInContainer(-1))
    #expect(command(.down, on: .slider) == .moveFocusInContainer(1))
    #expect(command(.up, on: .stepper) == .adjust(1))
    #expect(command(.right, on: .stepper) == .adjust(1))
    #expect(command(.down, on: .stepper) == .adjust(-1))
    #expect(command(.left, on: .stepper) == .adjust(-1))
    #expect(command(.enter, on: .slider) == .ignore)
  }

  @Test func upAndDownMoveThroughListsElsewhere() {
    #expect(command(.up, on: .toggle) == .moveFocusInContainer(-1))
    #expect(command(.down, on: .button) == .moveFocusInContainer(1))
    #expect(command(.down, on: nil) == .moveFocusInContainer(1))
    #expect(command(.pageUp, on: .toggle) == .scrollPage(-1))
  }

  // Outside a text field, Home and End scroll to the start and the end.
  @Test func homeAndEndScrollOutsideAField() {
    #expect(command(.home, on: nil) == .scrollToEdge(false))
    #expect(command(.end, on: .button) == .scrollToEdge(true))
  }
}
