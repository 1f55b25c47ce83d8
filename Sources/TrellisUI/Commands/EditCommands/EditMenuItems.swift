import Foundation

/// The Edit menu's Undo and Redo: titled with the window's undo manager's action names and
/// disabled when it has nothing to undo or redo. They follow the manager as it changes.
struct _UndoRedoItems: View {
  @Environment(\.undoManager) private var undoManager

  var body: some View {
    let manager = undoManager
    Button(manager?.undoMenuItemTitle ?? "Undo") { manager?.undo() }
      .keyboardShortcut("z")
      .disabled(manager?.canUndo != true)
    Button(manager?.redoMenuItemTitle ?? "Redo") { manager?.redo() }
      .keyboardShortcut("z", modifiers: [.command, .shift])
      .disabled(manager?.canRedo != true)
  }
}

/// The Edit menu's Cut, Copy, Paste, Delete and Select All, which act on the focused text
/// field, else on the focused view's `onCutCommand`, `onCopyCommand`, `onPasteCommand` and
/// `onDeleteCommand` (or those of the views around it).
struct _PasteboardItems: View {
  @Environment(\._window) private var window

  var body: some View {
    let window = self.window
    Button("Cut") { _ = window?.core?.performEditCommand(.cut) }
      .keyboardShortcut("x")
    Button("Copy") { _ = window?.core?.performEditCommand(.copy) }
      .keyboardShortcut("c")
    Button("Paste") { _ = window?.core?.performEditCommand(.paste) }
      .keyboardShortcut("v")
    Button("Delete") { _ = window?.core?.performEditCommand(.delete) }
    Button("Select All") { _ = window?.core?.performEditCommand(.selectAll) }
      .keyboardShortcut("a")
  }
}
