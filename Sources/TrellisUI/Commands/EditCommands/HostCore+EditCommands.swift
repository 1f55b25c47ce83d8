import Foundation

/// A command of the Edit menu's pasteboard group, as a host runs it.
@_spi(TrellisHost) public enum _EditCommand: Hashable, Sendable {
  /// Cut: the selection goes to the clipboard and is removed.
  case cut
  /// Copy: the selection goes to the clipboard.
  case copy
  /// Paste: the clipboard's items go in.
  case paste
  /// Delete: the selection is removed.
  case delete
  /// Select All.
  case selectAll
}

/// How the Edit menu's commands reach the views: a focused text field takes them itself,
/// else they go to the `onCopyCommand`, `onCutCommand`, `onPasteCommand` and
/// `onDeleteCommand` of the focused view and the views around it, the innermost first; an
/// arrow a focused view does not use goes to their `onMoveCommand`.
extension HostCore {
  /// The clipboard Cut, Copy and Paste use: the app's, which its windows share, or the
  /// window's own when it is not an app's.
  @_spi(TrellisHost) public var clipboard: _Clipboard { app?.clipboard ?? window.clipboard }

  /// The window's undo manager (the views' `\.undoManager`).
  @_spi(TrellisHost) public var undoManager: UndoManager { window.undoManager }

  /// Ends the undo group of the event just handled, for a host that handles several events
  /// before the window updates: each is then an action of its own.
  @_spi(TrellisHost) public func closeUndoEventGroup() { window.closeUndoEventGroup() }

  /// Runs an Edit menu command on the focused text field's own widget, for a host whose
  /// fields are the platform's; returning `false` leaves the command to the core's field.
  @_spi(TrellisHost) public var nativeFieldEditing: ((_EditCommand) -> Bool)? {
    get { window.nativeFieldEditing }
    set { window.nativeFieldEditing = newValue }
  }

  /// Runs `command` on the focused text field, or on the first view from the focused one
  /// outwards that answers it. Returns whether something did.
  @_spi(TrellisHost) @discardableResult
  public func performEditCommand(_ command: _EditCommand) -> Bool {
    update()
    defer { update() }
    if let node = graph.focusedNode, node.isAlive,
      case .textField(let text, let isSecure) = node.control
    {
      if let native = nativeFieldEditing, native(command) { return true }
      return editField(node, text: text, isSecure: isSecure, command)
    }
    switch command {
    case .copy, .cut:
      let handler = focusedEditHandler { handler in
        switch (handler, command) {
        case (.copy, .copy), (.cut, .cut): return true
        default: return false
        }
      }
      switch handler {
      case .copy(let action), .cut(let action):
        clipboard.setItems(action())
        return true
      default: return false
      }
    case .paste:
      var pasted = false
      _ = focusedEditHandler { handler in
        guard case .paste(let types, let action) = handler else { return false }
        let items = clipboard.items(conformingTo: types)
        guard !items.isEmpty, action(items) else { return false }
        pasted = true
        return true
      }
      return pasted
    case .delete:
      let handler = focusedEditHandler { handler in
        if case .delete = handler { return true }
        return false
      }
      guard case .delete(let action) = handler else { return false }
      action()
      return true
    case .selectAll:
      return false
    }
  }

  /// Runs the `onMoveCommand` of the focused view or the nearest view around it that has
  /// one. Returns whether there was one.
  @_spi(TrellisHost) @discardableResult
  public func performMoveCommand(_ direction: MoveCommandDirection) -> Bool {
    update()
    let handler = focusedEditHandler { handler in
      if case .move = handler { return true }
      return false
    }
    guard case .move(let action) = handler else { return false }
    action(direction)
    update()
    return true
  }

  /// The first handler `accepts`, from the focused view outwards; a sheet's commands stay in
  /// it.
  private func focusedEditHandler(_ accepts: (_EditCommandHandler) -> Bool)
    -> _EditCommandHandler?
  {
    guard var current = graph.focusedNode, current.isAlive else { return nil }
    let front = frontPresentation
    while true {
      if let handler = current.existingModifierState(_EditCommandRegistration.self)?.handler,
        accepts(handler)
      {
        return handler
      }
      guard current !== front, let parent = current.parent else { return nil }
      current = parent
    }
  }
}
