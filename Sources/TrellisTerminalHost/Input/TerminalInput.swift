internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

/// Acts on a `HostCore` for each event a terminal sends: focus moves, edits, control
/// actions, scrolling, resizes and window focus. It does no I/O, so it is tested without a
/// terminal; `_TerminalHost` reads the events and draws.
@MainActor
struct _TerminalInput {
  /// What the host must do itself after an event.
  enum Outcome: Equatable {
    case none
    /// The screen's size changed: the next frame must be drawn whole.
    case redrawAll
    /// Ctrl-C: give the terminal back and end.
    case quit
    /// Ctrl-Z: give the terminal back and stop.
    case suspend
  }

  let core: HostCore
  /// Counts clicks in a row on one cell, for double taps.
  let clicks = _ClickCounter()

  func handle(_ event: InputEvent) -> Outcome {
    switch event {
    case .key(let key):
      return handle(key)
    case .mouse(let mouse):
      handle(mouse)
    case .paste(let text):
      // One change for the whole paste, at the caret.
      if let field = core.focused, field.fieldText != nil {
        // A multi-line field keeps the paste's lines, whatever ends them in the terminal.
        let pasted = field.textAreaRole == nil ? text : _TextAreaPaste.normalizingNewlines(text)
        try? field.edit(.insert(pasted))
      } else if let row = core.focused, row.canInsertIntoRow {
        // A paste on a row of a `ForEach` with `onInsert` inserts what it holds after the
        // row, as a drop on the row's lower half does in GTK: the text, or the files whose
        // paths it lists. A row that accepts none of their types takes nothing.
        try? row.insertIntoRow(_InsertedItems.providers(forPaste: text), after: true)
      }
    case .resize(let size):
      core.resize(width: size.columns, height: size.rows)
      return .redrawAll
    case .resumed(let size):
      // Back from a stop: the terminal shows the shell's screen, maybe at another size.
      if core.cellSize != (size.columns, size.rows) {
        core.resize(width: size.columns, height: size.rows)
      }
      core.scenePhase = .active
      return .redrawAll
    case .focusIn:
      core.isActive = true
      core.scenePhase = .active
    case .focusOut:
      core.isActive = false
      core.scenePhase = .inactive
    }
    return .none
  }

  private func handle(_ key: KeyEvent) -> Outcome {
    // Escape ends a drag under way without a drop, as it does on the desktop.
    if core.isDragging, key.key == .escape {
      core.cancelPointer()
      return .none
    }
    // The focused view's `onKeyPress` actions, and those around it, go first; Ctrl-C and
    // Ctrl-Z stay the terminal's, and an open menu's list takes its keys.
    let isJobControl =
      key.modifiers == .control && (key.key == .character("c") || key.key == .character("z"))
    if !isJobControl, core.openMenu == nil, let press = _TerminalKeyPress.keyPress(for: key),
      core.pressKey(press)
    {
      return .none
    }
    if let outcome = handleCommandKeys(key) { return outcome }
    let focused = core.focused
    // An arrow the focused control does not use goes to its `onMoveCommand`.
    if key.modifiers.isEmpty, let direction = Self.moveDirection(key.key),
      !Self.usesArrows(focused?.kind), core.openMenu == nil, core.performMoveCommand(direction)
    {
      return .none
    }
    let key = Self.directed(key, on: focused)
    let command =
      core.openMenu != nil
      ? _TerminalCommand.openMenuCommand(for: key)
      : _TerminalCommand.command(
        for: key, focused: focused?.kind, textArea: focused?.textAreaRole,
        picker: focused.flatMap(Self.pickerState), search: focused.map(Self.searchRole) ?? .none)
    switch command {
    case .focusNext:
      focused?.closePickerMenu()
      moveFocus(backward: false)
    case .focusPrevious:
      focused?.closePickerMenu()
      moveFocus(backward: true)
    case .closeMenu: focused?.closePickerMenu()
    case .menu(let action): handleMenu(action, focused: focused)
    case .openContextMenu: try? focused?.openContextMenu()
    case .press: try? focused?.tap()
    case .submit: try? focused?.submit()
    case .edit(let command): try? focused?.edit(command)
    case .adjust(let steps): try? focused?.adjust(by: steps)
    case .moveFocusInContainer(let delta): moveFocusInContainer(by: delta)
    case .moveSelection(let steps, let extending):
      try? focused?.moveListSelection(by: steps, extending: extending)
    case .stepOutline(let forward):
      if (try? focused?.stepListOutline(forward: forward)) != true {
        scrollSideways(by: forward ? _TerminalCommand.sidewaysStep : -_TerminalCommand.sidewaysStep)
      }
    case .scroll(let amount): scroll(by: amount)
    case .scrollSideways(let amount): scrollSideways(by: amount)
    case .deleteRow: try? focused?.deleteRow()
    case .moveRow(let delta): try? focused?.moveRow(by: delta)
    case .scrollPage(let pages): try? scrollTarget?.scroll(pages: pages)
    case .scrollToEdge(let toEnd): try? scrollTarget?.scrollToEdge(end: toEnd)
    case .dismiss:
      // The frontmost sheet or alert first (its cancel button, if it has one); without one,
      // the view pushed on top of a navigation stack.
      if let front = core.presentations.last {
        front.cancel()
      } else if let front = core.frontPresentation {
        front.environment.dismiss()
      } else {
        core.navigateBack()
      }
    case .defaultAction:
      try? core.presentations.last?.defaultAction?.tap()
    case .moveCaretLine(let delta): try? focused?.moveCaretLine(by: delta)
    case .moveCaretToLineEdge(let toEnd): try? focused?.moveCaretToLineEdge(toEnd: toEnd)
    case .switchTab(let offset):
      focused?.closePickerMenu()
      try? core.tabViewAroundFocus?.selectAdjacentTab(by: offset)
    case .focusSearch: core.focusSearchField()
    case .dismissSearch: try? focused?.dismissSearch()
    case .refresh: core.refresh()
    case .quit: return .quit
    case .suspend: return .suspend
    case .ignore: break
    }
    return .none
  }

  /// A key in an open menu's list, or Down on a focused menu.
  private func handleMenu(_ action: _TerminalCommand.MenuAction, focused: HostElement?) {
    if action == .open {
      try? focused?.openMenu()
      return
    }
    guard let menu = core.openMenu else { return }
    switch action {
    case .open: break
    case .move(let steps): menu.moveMenuHighlight(by: steps)
    case .enterSubmenu:
      // In the menu bar's list, Right past an item with no submenu opens the next menu.
      if !menu.enterMenuSubmenu(), menu.isCommandBar { core.moveCommandMenu(by: 1) }
    case .leaveSubmenu:
      // Left in a menu of the menu bar opens the menu before it, rather than going up to
      // the list of menus.
      if menu.isCommandBar, menu.openMenuPath?.count == 2 {
        core.moveCommandMenu(by: -1)
      } else {
        menu.leaveMenuSubmenu()
      }
    case .choose: try? menu.chooseHighlightedMenuItem()
    case .close: menu.closeMenu()
    case .closeAndFocus(let backward):
      menu.closeMenu()
      core.update()
      moveFocus(backward: backward)
    }
  }

  /// A click while a menu's list is open: on an item, chooses it (a submenu opens); on the
  /// list elsewhere, nothing; outside the list, closes it, the click going no further.
  private func clickOpenMenu(_ menu: HostElement, column: Int, row: Int) {
    guard let frame = core.openMenuListFrame, let path = menu.openMenuPath else { return }
    let list = core.grid.cells(frame)
    let inside =
      column >= list.x && column < list.x + list.width && row >= list.y
      && row < list.y + list.height
    guard inside else {
      menu.closeMenu()
      return
    }
    let entries = (menu.menuEntries ?? menu.contextMenuEntries) ?? []
    let item = _MenuListItem(entries: entries, path: path)
    if let chosen = _TerminalMenuGlyphs.path(at: column - list.x, row: row - list.y, in: item) {
      try? menu.chooseMenuItem(at: chosen)
    }
  }

  /// A right click: opens the context menu of the innermost view under it that has one (or
  /// is inside one), where the click was.
  private func rightClick(_ under: [HostElement], column: Int, row: Int) {
    let cell = _PixelGrid.terminal.pixel
    let point = CGPoint(x: CGFloat(column) * cell.width, y: CGFloat(row + 1) * cell.height)
    try? under.lazy.compactMap(\.contextMenuElement).first?.openContextMenu(at: point)
  }

  /// How a focused picker takes keys.
  private static func searchRole(_ element: HostElement) -> _TerminalCommand.SearchRole {
    element.isSearchField ? .field : element.isSearchSuggestion ? .suggestion : .none
  }

  private static func pickerState(_ element: HostElement) -> _TerminalCommand.PickerState? {
    switch element.pickerLook {
    case .menu: return element.isPickerMenuOpen ? .openMenu : .closedMenu
    case .segmented: return .segmented
    case .inline: return .inline
    case nil: return nil
    }
  }

  /// Tab and Shift-Tab: the next control in the window, built or not, on screen or not.
  private func moveFocus(backward: Bool) {
    core.moveFocus(backward: backward)
  }

  /// The vertical container around focus, or the first one on screen: what scrolling keys
  /// scroll (a horizontal scroll view above it is passed over).
  private var scrollTarget: HostElement? {
    core.focused?.scrollContainer()
      ?? core.scrollContainers.lazy.compactMap { $0.scrollContainer(along: .vertical) }.first
  }

  /// Scrolls the container around focus, or the first one on screen.
  private func scroll(by amount: Int) {
    try? scrollTarget?.scroll(by: amount)
  }

  /// Scrolls the horizontal scroll view around focus, or the first one on screen, by
  /// `amount` columns; with none, nothing happens.
  private func scrollSideways(by amount: Int) {
    let target =
      core.focused?.scrollContainer(along: .horizontal)
      ?? core.scrollContainers.first { $0.scrollContainer(along: .horizontal) != nil }
    try? target?.scroll(by: amount, along: .horizontal)
  }

  /// Focuses the next (or, for a negative `delta`, previous) control in reading order
  /// within the scroll container around focus. When it is not on screen yet, the container
  /// scrolls a step at a time until one comes into view or the content ends.
  private func moveFocusInContainer(by delta: Int) {
    guard let focused = core.focused, let container = focused.scrollContainer() else {
      scroll(by: delta)
      return
    }
    let node = focused.node
    for _ in 0..<1_000 {
      // Where focus is now (scrolling moves it); a row scrolled away is no longer placed,
      // and then every control on screen lies beyond it.
      let frame = core.element(for: node)?.cellFrame
      let origin = frame.map { ($0.y, $0.x) } ?? (delta > 0 ? (Int.min, 0) : (Int.max, 0))
      let controls = core.elements.filter {
        _FocusOrder.isFocusable($0) && $0.node !== container.node
          && $0.node.isInSubtree(of: container.node)
      }
      // Placed on screen by position, so this works while focus is scrolled out of view.
      let candidate =
        delta > 0
        ? controls.first { ($0.cellFrame.y, $0.cellFrame.x) > origin }
        : controls.last { ($0.cellFrame.y, $0.cellFrame.x) < origin }
      if let candidate {
        core.focus(candidate.node)
        candidate.scrollIntoView()
        return
      }
      guard let before = container.scrollOffset() else { return }
      try? container.scroll(by: delta.signum())
      guard let after = container.scrollOffset(), after != before else { return }
    }
  }

  /// A click on a picker: on a radio button or a segment, chooses it; on a menu's button,
  /// opens (or closes) its list; on a row of the open list, chooses that option.
  private func clickPicker(_ picker: HostElement, column: Int, row: Int) {
    guard let options = picker.pickerOptions, let look = picker.pickerLook else { return }
    let frame = picker.cellFrame
    switch look {
    case .inline:
      // The radio buttons are the rows of the picker, from its top.
      let index = row - frame.y
      if options.indices.contains(index) { try? picker.choosePickerOption(at: index) }
    case .segmented:
      // The segments end at the picker's trailing edge.
      let ranges = _TerminalPickerGlyphs.segmentColumns(options)
      let width = (ranges.last?.upperBound ?? 0) + 1
      let x = column - (frame.x + frame.width - width)
      if let index = ranges.firstIndex(where: { $0.contains(x) }) {
        try? picker.choosePickerOption(at: index)
      }
    case .menu:
      let index = row - frame.y - 1
      if picker.isPickerMenuOpen, options.indices.contains(index) {
        try? picker.choosePickerOption(at: index)
      } else if picker.isPickerMenuOpen {
        picker.closePickerMenu()
      } else {
        try? picker.openPickerMenu()
      }
    }
  }

  /// A click on a tab bar: the tab under it is selected; on the rule after the tabs,
  /// nothing changes.
  private func clickTabBar(_ bar: HostElement, column: Int) {
    guard let tabs = bar.tabs else { return }
    let measured = _MeasuredTabBar(
      tabs: tabs.map {
        _MeasuredTabBar.Tab(title: $0.title, glyph: $0.glyph, icon: $0.icon, badge: $0.badge)
      })
    let x = column - bar.cellFrame.x
    if let index = _TerminalTabBarGlyphs.tabColumns(measured).firstIndex(where: { $0.contains(x) })
    {
      try? bar.selectTab(at: index)
    }
  }

  /// Scrolls the innermost horizontal scroll view around the elements `under` the pointer
  /// (smallest first) by `amount` columns.
  private func scrollSideways(under: [HostElement], by amount: Int) {
    try? under.lazy.compactMap { $0.scrollContainer(along: .horizontal) }.first?
      .scroll(by: amount, along: .horizontal)
  }

  /// How a click selects a list's row: Ctrl adds or takes it out, Shift selects the range.
  private static func rowGesture(_ mouse: MouseEvent) -> _RowSelectionGesture {
    mouse.modifiers.contains(.control)
      ? .toggle : mouse.modifiers.contains(.shift) ? .extend : .replace
  }

  /// `key` as the focused control laid out right to left takes it: Left and Right swap on a
  /// control drawn mirrored (a slider's Left raises it, an outline's or a disclosure's Left
  /// expands), so that the arrow moves what it points at the way it points. Text keeps them
  /// (a field's text is drawn left to right in cells), and so do the tab bar and segmented
  /// pickers, whose segments the terminal draws left to right.
  private static func directed(_ key: KeyEvent, on focused: HostElement?) -> KeyEvent {
    guard let focused, focused.layoutDirection == .rightToLeft else { return key }
    switch focused.kind {
    case .slider, .disclosure, .list: break
    default: return key
    }
    switch key.key {
    case .left: return KeyEvent(.right, modifiers: key.modifiers)
    case .right: return KeyEvent(.left, modifiers: key.modifiers)
    default: return key
    }
  }

  /// How far along its track the knob is when it is on screen `column`: the terminal draws
  /// the track as `├`, a cell for each knob position, and `┤`, from the right end when the
  /// slider is laid out right to left.
  private static func sliderFraction(_ slider: HostElement, column: Int) -> Double {
    guard let frame = slider.sliderTrackFrame else { return 0 }
    let track = _PixelGrid.terminal.cells(frame)
    let positions = track.width - 2
    guard positions > 1 else { return 0 }
    let fromLeft = Double(column - track.x - 1) / Double(positions - 1)
    return slider.layoutDirection == .rightToLeft ? 1 - fromLeft : fromLeft
  }

  /// The centre of the cell under the mouse, in points.
  private static func point(_ mouse: MouseEvent) -> CGPoint {
    let cell = _PixelGrid.terminal.pixel
    return CGPoint(
      x: (CGFloat(mouse.column) + 0.5) * cell.width, y: (CGFloat(mouse.row) + 0.5) * cell.height)
  }

  private func handle(_ mouse: MouseEvent) {
    // Views with `allowsHitTesting(false)` are passed through, as if they were not there.
    let under = core.elements.filter {
      $0.allowsHitTesting
        && mouse.column >= $0.cellFrame.x && mouse.column < $0.cellFrame.x + $0.cellFrame.width
        && mouse.row >= $0.cellFrame.y && mouse.row < $0.cellFrame.y + $0.cellFrame.height
    }
    // The innermost element under the pointer: the smallest.
    let smallest = under.sorted {
      $0.cellFrame.width * $0.cellFrame.height < $1.cellFrame.width * $1.cellFrame.height
    }
    if let menu = core.openMenu {
      if case .press = mouse.kind { clickOpenMenu(menu, column: mouse.column, row: mouse.row) }
      return
    }
    // A press outside the popover in front closes it, and goes no further.
    if case .press = mouse.kind, core.pressOutsidePopover(at: Self.point(mouse)) { return }
    switch mouse.kind {
    case .press(.right):
      rightClick(smallest, column: mouse.column, row: mouse.row)
    case .press(.left):
      // The control drawn in front takes the click (the innermost is drawn after what holds
      // it; a higher `zIndex` after its siblings).
      let order = core.drawingOrder
      guard
        let control = under.filter(_FocusOrder.isFocusable).max(by: {
          (order[$0.identity] ?? -1) < (order[$1.identity] ?? -1)
        })
      else {
        // A link in a text opens through the environment's `openURL`, as a click does;
        // elsewhere the view under the click may have a tap gesture.
        if let link = core.link(atColumn: mouse.column, row: mouse.row) {
          try? link.text.openLink(link.url)
        } else {
          // The gestures under the press follow it: a tap ends with the release, a drag
          // moves with the mouse, a long press is timed on the host's clock.
          let count = clicks.press(atColumn: mouse.column, row: mouse.row)
          core.pointerDown(at: Self.point(mouse), count: count)
        }
        return
      }
      // A field focuses itself as it places the caret: a text area reads its lines as
      // shown before focus arrived (focus scrolls it to the caret, at the end).
      if control.textAreaRole != nil {
        try? control.placeCaret(atColumn: mouse.column, row: mouse.row)
        return
      } else if control.kind == .textField || control.kind == .secureField {
        try? control.placeCaret(atColumn: mouse.column)
        return
      }
      core.focus(control.node)
      if control.kind == .picker {
        clickPicker(control, column: mouse.column, row: mouse.row)
      } else if control.kind == .tabBar {
        clickTabBar(control, column: mouse.column)
      } else if control.kind == .list {
        // A click on a row selects it: Ctrl adds or takes it out, Shift selects the range.
        let cell = _PixelGrid.terminal.pixel
        control.selectListRow(
          at: CGPoint(
            x: (CGFloat(mouse.column) + 0.5) * cell.width,
            y: (CGFloat(mouse.row) + 0.5) * cell.height), Self.rowGesture(mouse))
        // A row that is a drag source (`draggable`, `onDrag`) starts a drag if the press
        // moves.
        core.pressDragSource(at: Self.point(mouse))
      } else if control.kind == .slider {
        // A press on the track moves the knob under it and starts a drag that follows the
        // mouse until release: one editing session for `onEditingChanged`.
        try? control.beginSliderDrag()
        try? control.setSliderFraction(Self.sliderFraction(control, column: mouse.column))
      } else if control.kind == .button {
        // A button acts when the press ends over it, as a click does; its style draws it
        // pressed meanwhile.
        try? control.beginPress()
      } else if control.kind == .disclosure, mouse.column >= control.cellFrame.x + 2,
        (try? control.selectRow(Self.rowGesture(mouse))) != nil
      {
        // An outline's folder in a selecting list: a click on its label selects the row,
        // one on its `▸` (the first two columns) toggles it, as in a file manager.
      } else {
        try? control.tap()
      }
    case .drag(.left):
      if let slider = core.draggedSliderElement {
        try? slider.setSliderFraction(Self.sliderFraction(slider, column: mouse.column))
      } else if core.isFollowingPointer {
        core.pointerMoved(to: Self.point(mouse))
      }
    case .move:
      core.hover(at: Self.point(mouse))
    case .release:
      _ = clicks.release(atColumn: mouse.column, row: mouse.row)
      if core.isFollowingPointer { core.pointerUp(at: Self.point(mouse)) }
      core.draggedSliderElement?.endSliderDrag()
      guard let pressed = core.pressedElement else { return }
      try? pressed.endPress(activating: under.contains { $0.node === pressed.node })
    case .scrollLeft, .scrollRight:
      scrollSideways(under: smallest, by: mouse.kind == .scrollLeft ? -3 : 3)
    case .scrollUp where mouse.modifiers.contains(.shift),
      .scrollDown where mouse.modifiers.contains(.shift):
      // Shift turns the wheel sideways, as terminals and desktops do.
      scrollSideways(under: smallest, by: mouse.kind == .scrollUp ? -3 : 3)
    case .scrollUp, .scrollDown:
      let amount = mouse.kind == .scrollUp ? -3 : 3
      // Over the text area being edited, the wheel moves its caret three lines and its lines
      // follow, as terminal editors scroll; elsewhere it scrolls the container under it.
      if let area = smallest.first(where: { $0.textAreaRole != nil }),
        area.node === core.focused?.node
      {
        try? area.moveCaretLine(by: amount)
        return
      }
      try? smallest.first { $0.scrollContainer() != nil }?.scroll(by: amount)
    default:
      break
    }
  }

  /// The direction of an arrow key, for `onMoveCommand`.
  static func moveDirection(_ key: Key) -> MoveCommandDirection? {
    switch key {
    case .up: return .up
    case .down: return .down
    case .left: return .left
    case .right: return .right
    default: return nil
    }
  }

  /// Whether a focused control of `kind` takes the arrows itself (a caret, a value, a
  /// selection, a menu's list).
  static func usesArrows(_ kind: HostElement.Kind?) -> Bool {
    switch kind {
    case .textField, .secureField, .slider, .stepper, .picker, .tabBar, .disclosure, .menu,
      .list:
      return true
    default: return false
    }
  }
}
