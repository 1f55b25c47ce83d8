/// Where the caret of the focused text field is. It belongs to the host, not the field's
/// view, and lasts while focus stays on the field: focus arriving puts it at the end.
package struct _FieldCaret {
  package weak var node: _ViewNode?
  /// Characters before the caret; `nil` for the end of the text, wherever that is now.
  package var offset: Int?
  /// The first character the field showed in the last frame.
  package var scrollStart = 0
}

extension HostCore {
  /// How to draw focus in the next frame; forgets the caret of a field that lost focus.
  func focusAppearance() -> _FocusAppearance {
    var appearance = _FocusAppearance(isShown: isActive)
    guard let node = graph.focusedNode, node.isAlive, case .textField(let text, _) = node.control
    else {
      fieldCaret = nil
      return appearance
    }
    if fieldCaret?.node !== node { fieldCaret = _FieldCaret(node: node) }
    appearance.caret = _LineEditor(text: text.wrappedValue, caret: fieldCaret?.offset).caret
    appearance.scrollStart = fieldCaret?.scrollStart ?? 0
    return appearance
  }

  /// The line being edited in `node`'s field: its text now, with the caret where the last
  /// edit left it (clamped, if the text has changed since), or at the end when `node` is
  /// not the field being edited.
  func line(in node: _ViewNode, text: String) -> _LineEditor {
    guard let caret = fieldCaret, caret.node === node, graph.focusedNode === node else {
      return _LineEditor(text: text)
    }
    return _LineEditor(text: text, caret: caret.offset)
  }

  /// Shows what a field's binding holds now, after a person changed it. A binding to
  /// something no view observes (a plain class's property) invalidates nothing, yet the field
  /// shows what was typed, as a platform's own field does: its view is made again with it.
  /// One that stored nothing new (a constant binding) updates nothing, as on Apple's.
  func showStoredText(_ stored: String, in node: _ViewNode) {
    guard !graph.hasPendingUpdates, node.fieldText != stored else { return }
    node.invalidate(because: "@text")
  }

  /// Applies `command` to `node`'s field, writing its binding at most once.
  ///
  /// The binding's setter may store something other than what it was given (a model that
  /// trims or lowercases); the caret then stays where the edit put it, within the text
  /// that was stored.
  package func edit(
    _ node: _ViewNode, text binding: Binding<String>, _ command: _LineEditor.Command
  ) {
    var line = line(in: node, text: binding.wrappedValue)
    if line.apply(command) {
      binding.wrappedValue = line.text
      showStoredText(binding.wrappedValue, in: node)
    }
    guard graph.focusedNode === node else { return }
    let stored = binding.wrappedValue
    let storedCount = stored == line.text ? line.count : stored.characterCount
    let offset = min(line.caret, storedCount)
    let before = fieldCaret
    fieldCaret = _FieldCaret(
      node: node, offset: offset == storedCount ? nil : offset,
      scrollStart: before?.node === node ? before?.scrollStart ?? 0 : 0)
    // A change to the text redraws with its update; a caret move alone redraws now.
    if !graph.hasPendingUpdates { layout() }
  }
}

extension _ViewNode {
  /// The text a field or text area showed when its view was last made; `nil` for other
  /// views.
  fileprivate var fieldText: String? {
    guard case .layout(let layout) = layout else { return nil }
    if let field = layout as? _TextFieldLayout { return field.stored }
    return (layout as? _TextAreaLayout)?.text
  }
}
