import Foundation

/// The Edit menu's commands on a focused text field. Fields here have no selection, so the
/// commands take the field's whole text as selected: Copy copies it, Cut copies and clears
/// it, Delete clears it; Paste inserts the clipboard's text at the caret. A secure field's
/// text is never copied. Each change registers its undo with the window's undo manager.
extension HostCore {
  func editField(
    _ node: _ViewNode, text binding: Binding<String>, isSecure: Bool, _ command: _EditCommand
  ) -> Bool {
    let text = binding.wrappedValue
    switch command {
    case .copy:
      guard !isSecure, !text.isEmpty else { return false }
      clipboard.setText(text)
      return true
    case .cut:
      guard !isSecure, !text.isEmpty else { return false }
      clipboard.setText(text)
      replaceFieldText(node, binding, with: "", actionName: "Cut")
      return true
    case .delete:
      guard !text.isEmpty else { return false }
      replaceFieldText(node, binding, with: "", actionName: "Delete")
      return true
    case .paste:
      guard let pasted = clipboard.text, !pasted.isEmpty else { return false }
      edit(node, text: binding, .insert(pasted))
      registerFieldUndo(node, binding, restoring: text, actionName: "Paste")
      return true
    case .selectAll:
      return false
    }
  }

  /// Stores `text` in the field and registers the undo that stores what it held.
  private func replaceFieldText(
    _ node: _ViewNode, _ binding: Binding<String>, with text: String, actionName: String
  ) {
    let before = binding.wrappedValue
    binding.wrappedValue = text
    showStoredText(binding.wrappedValue, in: node)
    registerFieldUndo(node, binding, restoring: before, actionName: actionName)
  }

  /// Registers an undo that puts `text` back in the field, and registers in turn the redo
  /// that puts back what the field holds when it runs.
  private func registerFieldUndo(
    _ node: _ViewNode, _ binding: Binding<String>, restoring text: String, actionName: String
  ) {
    guard binding.wrappedValue != text else { return }
    undoManager.registerUndo(withTarget: node) { [weak self] node in
      self?.replaceFieldText(node, binding, with: text, actionName: actionName)
    }
    undoManager.setActionName(actionName)
  }
}
