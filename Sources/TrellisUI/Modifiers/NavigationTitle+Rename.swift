/// A renamable title (`navigationTitle(_: Binding<String>)`) is a field in the entry's bar:
/// the entry gains it as a child while the title it shows is renamable, and the bar's
/// layout puts it where the title would be drawn.
extension _NavigationLevel {
  /// A title modifier in the entry changed (or came or went): the entry gains or loses its
  /// field, or the field shows the new title.
  func titleDidChange() {
    let renamable = renamableTitle != nil
    if renamable != hasRenameField {
      entryNode?.invalidate(because: "renamable title")
    } else if renamable {
      renameField?.invalidate(because: "navigation title")
    }
  }

  /// The entry's rename field, when its title is renamable (the entry's third child).
  func renameFieldChild(of entry: _ViewNode) -> _Child? {
    entryNode = entry
    hasRenameField = renamableTitle != nil
    guard hasRenameField else { return nil }
    return _Child(id: .index(2), view: _RenamableTitleField(level: self))
  }
}

/// The field that shows and renames an entry's title. It reads the binding from the entry
/// each time it is made, so it writes to the binding the view declared last.
struct _RenamableTitleField: View {
  typealias Body = Never
  let level: _NavigationLevel
}

extension _RenamableTitleField: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    level.renameField = context.node
    let title = level.renamableTitle ?? .constant("")
    return .list([_Child(id: .index(0), view: TextField("Title", text: title).bold())])
  }

  // A layout of its own, so the entry's layout finds this node among its subviews.
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_StackLayout.column) }
}

extension _ViewNode {
  /// Whether this node is an entry's rename field.
  var isRenameField: Bool { view is _RenamableTitleField }

  /// The entry whose title a navigation stack shows (that on top), or a stack entry's own.
  var shownNavigationLevel: _NavigationLevel? {
    if view is _NavigationStackMarker { return children.last?.shownNavigationLevel }
    guard let entry = view as? _NavigationEntry else { return nil }
    return entry.state.existingLevel(for: entry.key)
  }
}
