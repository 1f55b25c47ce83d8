import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// A key controller's `key-pressed` handler: keyval, keycode, modifier state, context.
typealias KeySignalHandler =
  @convention(c) (
    UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?
  ) -> gboolean

/// A key controller's `key-released` handler: keyval, keycode, modifier state, context.
typealias KeyReleasedHandler =
  @convention(c) (
    UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?
  ) -> Void

extension WidgetWindow {
  /// Tab and Shift-Tab go through every control of the window, as in the other hosts: those
  /// scrolled out of view and those in lazy rows not built yet too, which GTK's own focus
  /// chain (the widgets shown) cannot reach. PageUp and PageDown scroll the list or scroll
  /// view around focus by a page (nine tenths of it, as GTK pages); Home and End, outside a
  /// text entry, to its start and end (by points: a list's last row ends at its bottom);
  /// Up and Down, unless the focused control uses them (a field, slider or stepper), a list
  /// by a row (the next row's top to the top) and a scroll view by a line; Left and Right, unless the focused control uses them (a field's caret, a
  /// slider's value, a disclosure's expansion), sideways in a horizontal scroll view, else
  /// not at all. None of them
  /// moves focus (GTK's arrows would move it to a neighbour). On a control in a row of a
  /// `ForEach` with `onDelete`, Delete and Backspace delete the row; with `onMove`, Alt-Up
  /// and Alt-Down move it, as in the terminal. Ctrl+PageDown and Ctrl+PageUp select the next
  /// and previous tab of the tab view around focus (else the first in the window), wrapping
  /// around, as GTK's notebooks do; on a tab bar, Left and Right go to GTK (they move along
  /// its buttons, and Space or Return selects one). Other keys go to the widgets.
  func installKeys() -> OpaquePointer {
    let keys = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    connect(UnsafeMutableRawPointer(keys), "key-pressed", Self.onKey, context)
    connect(UnsafeMutableRawPointer(keys), "key-released", Self.onKeyReleased, context)
    gtk_widget_add_controller(popover ?? window, keys)
    return keys
  }

  private static let onKey: KeySignalHandler = { _, keyval, _, state, context in
    let window: WidgetWindow = object(from: context)
    return MainActor.assumeIsolated {
      guard let host = window.host else { return 0 }
      // The focused view's `onKeyPress` actions, and those around it, go first.
      if let press = KeyPressMapping.keyPress(keyval: keyval, state: state, phase: .down),
        host.core.pressKey(press)
      {
        host.runPendingUpdate()
        return 1
      }
      let handled = window.handleKey(Int32(bitPattern: keyval), state: state, host: host)
      if handled { host.runPendingUpdate() }
      return handled ? 1 : 0
    }
  }

  private static let onKeyReleased: KeyReleasedHandler = { _, keyval, _, state, context in
    let window: WidgetWindow = object(from: context)
    MainActor.assumeIsolated {
      guard let host = window.host,
        let press = KeyPressMapping.keyPress(keyval: keyval, state: state, phase: .up),
        host.core.pressKey(press)
      else { return }
      host.runPendingUpdate()
    }
  }

  /// Performs what `key` does with `state` held, if it is one of the window's; returns
  /// whether it was.
  private func handleKey(_ key: Int32, state: GdkModifierType, host: GtkHost) -> Bool {
    if let action = ApplicationActions.action(forKey: key, state: state) {
      // Ctrl+W closes this window (a sheet's dismisses the sheet), Ctrl+Q quits the app.
      return gtk_widget_activate_action_variant(window, action, nil) != 0
    }
    let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
    // Alt+Left is the back shortcut, Ctrl+arrows the widgets' own (word moves).
    let chorded = state.rawValue & (GDK_ALT_MASK.rawValue | GDK_CONTROL_MASK.rawValue) != 0
    let core = host.core
    let focused = core.focused
    let inEntry = focused?.kind == .textField || focused?.kind == .secureField
    // A stepper shown as − and + buttons takes Up and Down here; a spin button its own.
    let buttonStepper =
      focused?.kind == .stepper && focused.flatMap { widget(for: $0) }?.isSpinButton == false
    // A picker's arrows are its own: a drop-down's go to GTK, segments and radio buttons
    // choose the option before or after the chosen one, as in the terminal.
    let isPicker = focused?.kind == .picker
    let stepsPicker = isPicker && focused?.pickerLook != .menu && !chorded
    // Right expands a focused disclosure and Left collapses it, as in the terminal.
    let isDisclosure = focused?.kind == .disclosure && !chorded
    // A focused selecting list moves its selection with Up and Down (Shift extends it) and
    // toggles the row the keyboard is on with Space, as in the terminal.
    let isList = focused?.kind == .list && !chorded
    let usesUpDown =
      inEntry || focused?.kind == .slider || focused?.kind == .stepper || isPicker || isList
    let usesLeftRight =
      inEntry || focused?.kind == .slider || (focused?.kind == .stepper && !buttonStepper)
      || isPicker || focused?.kind == .tabBar
    let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
    let target = focused?.scrollContainer() ?? core.scrollContainers.first
    let alt = state.rawValue & GDK_ALT_MASK.rawValue != 0
    // A field's Delete and Backspace are its own; a row's edit keys act on any other control.
    let deletesRow = !inEntry && focused?.canDeleteRow == true
    let movesRow = alt && focused?.canMoveRow == true
    // Without commands the window has no menu bar and no accelerators: the Edit menu's keys
    // still undo, redo, cut, copy and paste (an entry's own when there is nothing to undo).
    if control, core.commandsElement == nil,
      let press = KeyPressMapping.keyPress(
        keyval: guint(bitPattern: key), state: state, phase: .down),
      core.performCommandShortcut(press)
    {
      return true
    }
    // An arrow the focused control does not use goes to its `onMoveCommand` (or one around
    // it), before it scrolls.
    if !chorded, let direction = Self.moveDirection(key),
      !((direction == .up || direction == .down) ? usesUpDown : usesLeftRight),
      core.performMoveCommand(direction)
    {
      return true
    }
    switch key {
    case GDK_KEY_F5 where !chorded, GDK_KEY_r where control && !alt,
      GDK_KEY_R where control && !alt:
      // Refresh the refreshable view around focus (else the first on screen).
      return core.refresh() != nil
    case GDK_KEY_f where control && !alt, GDK_KEY_F where control && !alt:
      // Ctrl+F starts a search, as in GNOME's apps: the search field takes focus.
      guard core.focusSearchField() else { return false }
    case GDK_KEY_Menu where !chorded && !shift, GDK_KEY_F10 where shift && !chorded:
      // The desktop's keys for a context menu: the focused view's (or the nearest around
      // it), below it.
      guard let holder = focused?.contextMenuElement else { return false }
      let frame = focused?.frame ?? holder.frame
      return openContextMenu(of: holder, at: CGPoint(x: frame.minX, y: frame.maxY))
    case GDK_KEY_Delete where deletesRow, GDK_KEY_KP_Delete where deletesRow,
      GDK_KEY_BackSpace where deletesRow:
      try? focused?.deleteRow()
    case GDK_KEY_Up where movesRow, GDK_KEY_KP_Up where movesRow:
      try? focused?.moveRow(by: -1)
    case GDK_KEY_Down where movesRow, GDK_KEY_KP_Down where movesRow:
      try? focused?.moveRow(by: 1)
    case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab, GDK_KEY_KP_Tab:
      host.moveFocus(backward: shift || key == GDK_KEY_ISO_Left_Tab)
    case GDK_KEY_Page_Down where control, GDK_KEY_KP_Page_Down where control:
      guard let tabView = core.tabViewAroundFocus else { return false }
      try? tabView.selectAdjacentTab(by: 1)
    case GDK_KEY_Page_Up where control, GDK_KEY_KP_Page_Up where control:
      guard let tabView = core.tabViewAroundFocus else { return false }
      try? tabView.selectAdjacentTab(by: -1)
    case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down:
      try? target?.scroll(pagesOfPoints: 1)
    case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up:
      try? target?.scroll(pagesOfPoints: -1)
    case GDK_KEY_Home where !inEntry, GDK_KEY_KP_Home where !inEntry:
      try? target?.scroll(toPoints: 0)
    case GDK_KEY_End where !inEntry, GDK_KEY_KP_End where !inEntry:
      // Past the end, clamped: the last row's bottom at the viewport's.
      try? target.map { try $0.scroll(toPoints: ($0.scrollExtent()?.content ?? 0) * 2) }
    case GDK_KEY_Up where buttonStepper, GDK_KEY_KP_Up where buttonStepper:
      try? focused?.increment()
    case GDK_KEY_Down where buttonStepper, GDK_KEY_KP_Down where buttonStepper:
      try? focused?.decrement()
    case GDK_KEY_Left where stepsPicker, GDK_KEY_KP_Left where stepsPicker,
      GDK_KEY_Up where stepsPicker, GDK_KEY_KP_Up where stepsPicker:
      Self.stepPicker(focused, by: -1)
    case GDK_KEY_Right where stepsPicker, GDK_KEY_KP_Right where stepsPicker,
      GDK_KEY_Down where stepsPicker, GDK_KEY_KP_Down where stepsPicker:
      Self.stepPicker(focused, by: 1)
    case GDK_KEY_Up where isList, GDK_KEY_KP_Up where isList:
      try? focused?.moveListSelection(by: -1, extending: shift)
    case GDK_KEY_Down where isList, GDK_KEY_KP_Down where isList:
      try? focused?.moveListSelection(by: 1, extending: shift)
    case GDK_KEY_space where isList:
      try? focused?.tap()
    case GDK_KEY_Left where isList, GDK_KEY_KP_Left where isList, GDK_KEY_Right where isList,
      GDK_KEY_KP_Right where isList:
      // Right and Left move through an outline's levels, as in a file tree (and as in the
      // terminal); a flat list's scroll sideways.
      let forward = key == GDK_KEY_Right || key == GDK_KEY_KP_Right
      if (try? focused?.stepListOutline(forward: forward)) != true {
        scrollSideways(by: forward ? arrowStep : -arrowStep, around: focused, in: core)
      }
    case GDK_KEY_Left where isDisclosure, GDK_KEY_KP_Left where isDisclosure:
      try? focused?.setExpanded(false)
    case GDK_KEY_Right where isDisclosure, GDK_KEY_KP_Right where isDisclosure:
      try? focused?.setExpanded(true)
    case GDK_KEY_Down where !usesUpDown, GDK_KEY_KP_Down where !usesUpDown:
      try? target?.stepRow(forward: true, step: CGFloat(arrowStep))
    case GDK_KEY_Up where !usesUpDown, GDK_KEY_KP_Up where !usesUpDown:
      try? target?.stepRow(forward: false, step: CGFloat(arrowStep))
    case GDK_KEY_Left where !usesLeftRight && !chorded,
      GDK_KEY_KP_Left where !usesLeftRight && !chorded:
      scrollSideways(by: -arrowStep, around: focused, in: core)
    case GDK_KEY_Right where !usesLeftRight && !chorded,
      GDK_KEY_KP_Right where !usesLeftRight && !chorded:
      scrollSideways(by: arrowStep, around: focused, in: core)
    default:
      return false
    }
    return true
  }

  /// Scrolls the horizontal scroll view around `focused` (else the first on screen) by
  /// `amount` points; with none, the arrow does nothing, as on Apple's platforms.
  private func scrollSideways(by amount: Int, around focused: HostElement?, in core: HostCore) {
    let target =
      focused?.scrollContainer(along: .horizontal)
      ?? core.scrollContainers.first { $0.scrollContainer(along: .horizontal) != nil }
    try? target?.scroll(by: amount, along: .horizontal)
  }
}

/// How far Up or Down scrolls a scroll view, in points: about a line of body text.
let arrowStep = scrollStep / 3

extension WidgetWindow {
  /// Chooses the option `offset` places after the picker's chosen one (the first when none
  /// is), stopping at either end.
  fileprivate static func stepPicker(_ picker: HostElement?, by offset: Int) {
    guard let picker, let count = picker.pickerOptions?.count, count > 0 else { return }
    let current = picker.pickerSelection.first ?? (offset > 0 ? -1 : count)
    let next = min(max(0, current + offset), count - 1)
    guard next != picker.pickerSelection.first else { return }
    try? picker.choosePickerOption(at: next)
  }

  /// The direction of an arrow key, for `onMoveCommand`.
  static func moveDirection(_ key: Int32) -> MoveCommandDirection? {
    switch key {
    case GDK_KEY_Up, GDK_KEY_KP_Up: return .up
    case GDK_KEY_Down, GDK_KEY_KP_Down: return .down
    case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
    case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
    default: return nil
    }
  }
}
