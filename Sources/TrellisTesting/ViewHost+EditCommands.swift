@_spi(TrellisHost) import TrellisUI

/// Undo, redo and the Edit menu's pasteboard commands, as a person runs them from the Edit
/// menu or its keys, and the arrows of `onMoveCommand`.
///
/// ```swift
/// try host.textField("Title").focus()
/// host.cut()
/// #expect(host.clipboardText == "Grüße")
/// host.undo()
/// ```
extension ViewHost {
  /// The window's undo manager, which its views read as `@Environment(\.undoManager)`.
  public var undoManager: UndoManager { core.undoManager }

  /// Undoes the latest action of the window's undo manager, as the Edit menu's Undo does.
  public func undo() {
    core.update()
    core.undoManager.undo()
    core.update()
  }

  /// Redoes the latest action undone, as the Edit menu's Redo does.
  public func redo() {
    core.update()
    core.undoManager.redo()
    core.update()
  }

  /// Runs Cut: the focused text field's text goes to the clipboard, else what the focused
  /// view's `onCutCommand` (or one around it) returns. Returns whether something cut.
  @discardableResult
  public func cut() -> Bool { core.performEditCommand(.cut) }

  /// Runs Copy: the focused text field's text, else what the focused view's
  /// `onCopyCommand` (or one around it) returns, goes to the clipboard. Returns whether
  /// something copied.
  @discardableResult
  public func copy() -> Bool { core.performEditCommand(.copy) }

  /// Runs Paste: the clipboard's text goes into the focused text field at its caret, else
  /// the clipboard's items to the focused view's `onPasteCommand` (or one around it) that
  /// takes one of their types. Returns whether something pasted.
  @discardableResult
  public func paste() -> Bool { core.performEditCommand(.paste) }

  /// Puts `text` on the clipboard, then runs Paste.
  @discardableResult
  public func paste(_ text: String) -> Bool {
    core.clipboard.setText(text)
    return paste()
  }

  /// Puts `items` on the clipboard, then runs Paste.
  @discardableResult
  public func paste(_ items: [NSItemProvider]) -> Bool {
    core.clipboard.setItems(items)
    return paste()
  }

  /// Runs Delete: the focused text field is cleared, else the focused view's
  /// `onDeleteCommand` (or one around it) runs. Returns whether something deleted.
  @discardableResult
  public func delete() -> Bool { core.performEditCommand(.delete) }

  /// Runs `onMoveCommand` of the focused view (or one around it), as an arrow key the
  /// focused control does not use does. Returns whether one ran.
  @discardableResult
  public func move(_ direction: MoveCommandDirection) -> Bool {
    core.performMoveCommand(direction)
  }

  /// The clipboard's text, when it is known (a text field's copy, `paste(_:)` with text).
  public var clipboardText: String? { core.clipboard.text }

  /// The items on the clipboard.
  public var clipboardItems: [NSItemProvider] { core.clipboard.items }
}
