internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

/// What a key press asks the terminal host to do, decided from the key and the kind of
/// control that has focus; no terminal or graph involved, so it is tested on its own.
enum _TerminalCommand: Equatable {
  /// Tab: focus the next control in reading order.
  case focusNext
  /// Shift-Tab: focus the previous control.
  case focusPrevious
  /// Enter or Space on a button, toggle or stepper: press it.
  case press
  /// Enter in a text field: submit it.
  case submit
  /// An edit of the focused field at its caret: typing, deleting, moving the caret.
  case edit(_LineEditor.Command)
  /// Left/Right on a slider, arrows on a stepper: move it by this many steps. On a
  /// disclosure, Right (1) expands it and Left (-1) collapses it.
  case adjust(Int)
  /// Up/Down: focus the previous/next control in the list or scroll view around focus
  /// (scrolling to it), or scroll when focus is not in one.
  case moveFocusInContainer(Int)
  /// Scroll the list or scroll view under focus by this many steps (back when negative).
  case scroll(Int)
  /// Left/Right where focus does not use them: scroll the horizontal scroll view around
  /// focus (else the first on screen) by this many columns (left when negative).
  case scrollSideways(Int)
  /// Delete or Backspace outside a text field: delete the row around focus (`onDelete`).
  case deleteRow
  /// Alt-Up/Alt-Down: move the row around focus one place (`onMove`).
  case moveRow(Int)
  /// PageUp/PageDown: scroll the list or scroll view under focus by this many pages.
  case scrollPage(Int)
  /// Home/End outside a text field: scroll the list or scroll view under focus to its start
  /// (`false`) or its end (`true`).
  case scrollToEdge(Bool)
  /// Escape: cancel the frontmost sheet or alert (press its cancel button, or dismiss it);
  /// without one, pop the view pushed on top of a navigation stack.
  case dismiss
  /// Enter with no control focused: press the frontmost sheet's or alert's default button.
  case defaultAction
  /// Up/Down in a multi-line field: the caret to the line above or below, in its column.
  case moveCaretLine(Int)
  /// Home/End in a multi-line field: the caret to the start or end of its line.
  case moveCaretToLineEdge(toEnd: Bool)
  /// Ctrl-C: quit, restoring the terminal.
  case quit
  /// Ctrl-Z: give the terminal back and stop, until `fg`.
  case suspend
  /// Escape in a picker's open menu: close it without choosing.
  case closeMenu
  /// A key in an open `Menu`'s or context menu's list, which takes every key but Ctrl-C
  /// and Ctrl-Z.
  case menu(MenuAction)
  /// The Menu key or Shift-F10: open the context menu of the focused view (or of the
  /// nearest view around it with one).
  case openContextMenu
  /// Ctrl-PageDown (1) and Ctrl-PageUp (-1), wherever focus is: select the next or previous
  /// tab of the tab view around focus.
  case switchTab(Int)
  /// `/` or Ctrl-F: focus the search field (TerminalCommand+Search.swift).
  case focusSearch
  /// Escape in a search field or on a suggestion: end the search.
  case dismissSearch
  /// F5 or Ctrl-R: run the refresh of the refreshable view around focus.
  case refresh
  /// Up/Down on a focused list with a selection: move the selection this many rows;
  /// with Shift, extend it from the anchor.
  case moveSelection(Int, extending: Bool)
  /// Right (`true`) or Left on a selecting list: in an outline, expand or collapse the row
  /// the keyboard is on, or move into its children or out to its parent; elsewhere, scroll
  /// sideways as Left and Right do.
  case stepOutline(Bool)
  /// Nothing to do.
  case ignore

  /// The command for `event` while a control of `focused` kind (or none) has focus.
  static func command(
    for event: KeyEvent, focused: HostElement.Kind?, textArea: _TextAreaRole? = nil,
    picker: PickerState? = nil, search: SearchRole = .none
  ) -> _TerminalCommand {
    let modifiers = event.modifiers
    if case .character(let character) = event.key, modifiers.contains(.control) {
      // The signal keys of a cooked terminal, wherever focus is.
      switch character {
      case "c", "C": return .quit
      case "z", "Z": return .suspend
      default: break
      }
    }
    if isContextMenuKey(event) { return .openContextMenu }
    if let command = searchCommand(for: event, focused: focused, search: search) {
      return command
    }
    if focused == .menu, event.key == .down, modifiers.isEmpty { return .menu(.open) }
    if focused == .picker, let picker, let command = pickerCommand(for: event, picker) {
      return command
    }
    if focused == .list, let command = listCommand(for: event) { return command }
    if focused == .textField, let textArea, let command = textAreaCommand(for: event, textArea) {
      return command
    }
    if focused == .textField || focused == .secureField, let edit = fieldEdit(for: event) {
      return .edit(edit)
    }
    switch event.key {
    case .character(let character):
      if !modifiers.isDisjoint(with: [.control, .alt, .meta]) { return .ignore }
      if character == " ", let focused, focused != .other { return .press }
      return .ignore
    case .tab:
      return modifiers.contains(.shift) ? .focusPrevious : .focusNext
    case .enter:
      if focused == .textField || focused == .secureField { return .submit }
      if let focused, focused != .other, focused != .slider { return .press }
      return focused == .slider ? .ignore : .defaultAction
    case .escape:
      return .dismiss
    case .delete, .backspace:
      return .deleteRow
    case .up where !modifiers.isDisjoint(with: [.alt, .meta]):
      return .moveRow(-1)
    case .down where !modifiers.isDisjoint(with: [.alt, .meta]):
      return .moveRow(1)
    case .left where !modifiers.isDisjoint(with: [.control, .alt, .meta]),
      .right where !modifiers.isDisjoint(with: [.control, .alt, .meta]):
      return .ignore
    case .left, .right, .up, .down:
      return arrow(event.key, focused: focused)
    case .pageUp where modifiers.contains(.control): return .switchTab(-1)
    case .pageDown where modifiers.contains(.control): return .switchTab(1)
    case .pageUp: return .scrollPage(-1)
    case .pageDown: return .scrollPage(1)
    case .home: return .scrollToEdge(false)
    case .end: return .scrollToEdge(true)
    default:
      return .ignore
    }
  }

  /// Arrows adjust sliders (sideways) and steppers (any way), move along a tab bar
  /// (sideways), and expand (Right) or collapse (Left) a disclosure; up and down otherwise
  /// move through the list around focus, and left and right scroll a horizontal scroll view.
  private static func arrow(_ key: Key, focused: HostElement.Kind?) -> _TerminalCommand {
    let forward = key == .right || key == .up
    switch (focused, key) {
    case (.stepper, _), (.slider, .left), (.slider, .right), (.tabBar, .left), (.tabBar, .right):
      return .adjust(forward ? 1 : -1)
    case (.disclosure, .left), (.disclosure, .right):
      // Right expands a disclosure, Left collapses it, as in an outline.
      return .adjust(forward ? 1 : -1)
    case (_, .up): return .moveFocusInContainer(-1)
    case (_, .down): return .moveFocusInContainer(1)
    case (_, .left): return .scrollSideways(-sidewaysStep)
    case (_, .right): return .scrollSideways(sidewaysStep)
    default: return .ignore
    }
  }

  /// What a key does in an open menu's list.
  enum MenuAction: Equatable {
    /// Down on a focused menu: open its list (a menu with a primary action runs that on
    /// Return).
    case open
    /// Up/Down: the previous or next item that can be chosen.
    case move(Int)
    /// Right: open the submenu the keyboard is on.
    case enterSubmenu
    /// Left: close the deepest open submenu.
    case leaveSubmenu
    /// Return or Space: choose the item the keyboard is on.
    case choose
    /// Escape: close the list without choosing.
    case close
    /// Tab and Shift-Tab: close the list, then move focus.
    case closeAndFocus(backward: Bool)
  }

  /// The Menu key (which terminals send as F16) or Shift-F10, as desktops take them.
  static func isContextMenuKey(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .function(16): return event.modifiers.isEmpty
    case .function(10): return event.modifiers == [.shift]
    default: return false
    }
  }

  /// The command for `event` while a menu's list is open: it takes every key but the
  /// signal keys.
  static func openMenuCommand(for event: KeyEvent) -> _TerminalCommand {
    if case .character(let character) = event.key, event.modifiers.contains(.control) {
      switch character {
      case "c", "C": return .quit
      case "z", "Z": return .suspend
      default: return .ignore
      }
    }
    switch event.key {
    case .up: return .menu(.move(-1))
    case .down: return .menu(.move(1))
    case .right: return .menu(.enterSubmenu)
    case .left: return .menu(.leaveSubmenu)
    case .enter, .character(" "): return .menu(.choose)
    case .escape: return .menu(.close)
    case .tab: return .menu(.closeAndFocus(backward: event.modifiers.contains(.shift)))
    default: return isContextMenuKey(event) ? .menu(.close) : .ignore
    }
  }

  /// The columns Left, Right and a tilt of the wheel scroll a horizontal scroll view by.
  static let sidewaysStep = 3

  /// How a focused picker takes keys: by its look, and whether its menu is open.
  enum PickerState: Equatable {
    case closedMenu, openMenu, segmented, inline
  }

  /// The keys a picker takes: in an open menu, Up/Down move through the options, Enter or
  /// Space chooses, Escape closes; on segments Left/Right, and on radio buttons any arrow,
  /// choose the neighbouring option. A closed menu opens with Enter or Space, as a button.
  static func pickerCommand(for event: KeyEvent, _ picker: PickerState) -> _TerminalCommand? {
    guard event.modifiers.isDisjoint(with: [.control, .alt, .meta]) else { return nil }
    let isSpace = event.key == .character(" ")
    switch (picker, event.key) {
    case (.openMenu, .up), (.segmented, .left), (.inline, .left), (.inline, .up):
      return .adjust(-1)
    case (.openMenu, .down), (.segmented, .right), (.inline, .right), (.inline, .down):
      return .adjust(1)
    case (.openMenu, .escape): return .closeMenu
    case (.openMenu, .left), (.openMenu, .right): return .ignore
    case (.segmented, .enter), (.inline, .enter): return .ignore
    case (.segmented, _) where isSpace, (.inline, _) where isSpace: return .ignore
    default: return nil
    }
  }

  /// The keys a list with a selection takes: Up/Down move the selection (Shift extends it
  /// in a multiple selection); Space, as on any control, toggles the row the keyboard is on
  /// (selects it in a single selection). Return does nothing there. Right and Left move
  /// through an outline's levels, as in a file tree.
  static func listCommand(for event: KeyEvent) -> _TerminalCommand? {
    guard event.modifiers.isDisjoint(with: [.control, .alt, .meta]) else { return nil }
    let extending = event.modifiers.contains(.shift)
    switch event.key {
    case .up: return .moveSelection(-1, extending: extending)
    case .down: return .moveSelection(1, extending: extending)
    case .right where !extending: return .stepOutline(true)
    case .left where !extending: return .stepOutline(false)
    case .enter: return .ignore
    default: return nil
    }
  }

  /// The keys a multi-line field takes beyond a one-line field's: Return starts a new line
  /// in an editor and submits a vertical field (Alt-Return starts one there, as Option-Return
  /// does on a Mac); Up/Down move between the lines shown, Home/End to their ends (with
  /// Ctrl, to the ends of the text). Tab still moves focus on.
  static func textAreaCommand(for event: KeyEvent, _ role: _TextAreaRole) -> _TerminalCommand? {
    let modifiers = event.modifiers
    let alt = modifiers.contains(.alt) || modifiers.contains(.meta)
    let control = modifiers.contains(.control)
    switch event.key {
    case .enter:
      return role == .editor || alt ? .edit(.insert("\n")) : .submit
    case .up where !alt && !control: return .moveCaretLine(-1)
    case .down where !alt && !control: return .moveCaretLine(1)
    case .home where !control: return .moveCaretToLineEdge(toEnd: false)
    case .end where !control: return .moveCaretToLineEdge(toEnd: true)
    default: return nil
    }
  }

  /// The edit a key makes in a text field, as in readline and macOS fields; `nil` for keys
  /// that do something else there (Tab, Enter, Escape, Up/Down).
  static func fieldEdit(for event: KeyEvent) -> _LineEditor.Command? {
    let modifiers = event.modifiers
    let control = modifiers.contains(.control)
    let alt = modifiers.contains(.alt) || modifiers.contains(.meta)
    switch event.key {
    case .character(let character):
      if control {
        switch character.lowercased() {
        case "a": return .move(.home)
        case "e": return .move(.end)
        case "b": return .move(.left)
        case "f": return .move(.right)
        case "d": return .deleteForward
        case "k": return .deleteToEnd
        case "u": return .deleteToStart
        case "w": return .deleteWordBackward
        default: return nil
        }
      }
      if alt {
        switch character.lowercased() {
        case "b": return .move(.wordLeft)
        case "f": return .move(.wordRight)
        default: return nil
        }
      }
      return .insert(String(character))
    case .backspace: return alt || control ? .deleteWordBackward : .deleteBackward
    case .delete: return .deleteForward
    case .left: return .move(alt || control ? .wordLeft : .left)
    case .right: return .move(alt || control ? .wordRight : .right)
    case .home: return .move(.home)
    case .end: return .move(.end)
    default: return nil
    }
  }
}

/// Moving focus through the controls in reading order.
enum _FocusOrder {
  /// The index to focus among `count` controls after the one at `current` (or before it,
  /// `backward`), wrapping around; `nil` when there are none. With nothing focused, Tab
  /// starts at the first control and Shift-Tab at the last.
  static func next(count: Int, current: Int?, backward: Bool) -> Int? {
    guard count > 0 else { return nil }
    guard let current, current >= 0, current < count else { return backward ? count - 1 : 0 }
    return backward ? (current - 1 + count) % count : (current + 1) % count
  }

  /// Whether an element takes keyboard focus: an enabled control.
  @MainActor static func isFocusable(_ element: HostElement) -> Bool {
    element.kind != .other && element.isEnabled
  }
}
