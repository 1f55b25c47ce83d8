/// How an outline group shows its elements: inside a lazy container (`List`, `Form`) each
/// element is a row of its own, flattened as disclosure groups' rows are; elsewhere a column
/// of disclosure groups and leaves.
extension OutlineGroup: _RowFlattening where Parent: View, Leaf: View, Subgroup: View {
  /// The rows of each root and, while it is expanded, of its children, indented a level
  /// deeper. A row is identified by its element's id under its parent's (so a list's
  /// selection sees the id); an element's expansion is kept by the list, at that path.
  func _appendRows(to list: inout _RowList, context: _RowContext) {
    let depth = depth
    forEachRoot { element in
      let row = context.child(.explicit(AnyHashable(element[keyPath: id])))
        .transformingEnvironment { $0.outlineDepth = depth }
      guard let children = element[keyPath: self.children] else {
        // A leaf lines up with its siblings' labels, after their indicators' room.
        list.appendRow(_DisclosureIndent.indenting(content(element)), context: row)
        return
      }
      let expanded = list.expansion(nil, at: row.containerPath)
      list.appendRow(
        _DisclosureHeader(label: content(element), isExpanded: expanded), context: row)
      guard expanded.wrappedValue else { return }
      list.append(
        subgroup(children), context: row.wrapping { _DisclosureIndent.indenting($0) })
    }
  }
}

extension OutlineGroup: _PrimitiveView where Parent: View, Leaf: View, Subgroup: View {
  /// Outside a lazy container: a disclosure group for each element with children (its
  /// content the next level, built only while expanded) and the element's view, indented
  /// as its siblings' labels are, for each leaf.
  func _children(in context: _ChildContext) -> _Children {
    var rows: [_Child] = []
    let depth = depth
    let setDepth: (inout EnvironmentValues) -> Void = { $0.outlineDepth = depth }
    forEachRoot { element in
      let identity = _ChildID.explicit(AnyHashable(element[keyPath: self.id]))
      guard let children = element[keyPath: self.children] else {
        rows.append(
          _Child(
            id: identity, view: _DisclosureIndent.indenting(content(element)), environment: setDepth
          ))
        return
      }
      let nested = subgroup(children)
      let group = DisclosureGroup(
        content: { OutlineSubgroupChildren(rows: nested) }, label: { content(element) })
      rows.append(_Child(id: identity, view: group, environment: setDepth))
    }
    return .list(rows)
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0))
  }
}

private struct OutlineDepthKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}

extension EnvironmentValues {
  /// How deep in an outline group the rows here are (0 for its roots); `nil` outside one.
  var outlineDepth: Int? {
    get { self[OutlineDepthKey.self] }
    set { self[OutlineDepthKey.self] = newValue }
  }
}
