/// What hosts and tests read from an outline's rows, and the keys a selecting outline list
/// takes: Right and Left expand, collapse and move between levels, as file trees do.
extension HostElement {
  /// How deep in an outline group this view's row is: 0 for a root, 1 for its children, and
  /// so on; `nil` for a view outside an outline group.
  @_spi(TrellisHost) public var outlineDepth: Int? { node.environment.outlineDepth }

  /// Right (`forward`) or Left on a focused selecting list whose rows are an outline, on
  /// the row the keyboard is on: Right expands a collapsed row and moves into an expanded
  /// one's first child; Left collapses an expanded row and moves from any other to its
  /// parent. Returns whether the key did something (a list of flat rows does nothing).
  @discardableResult
  @_spi(TrellisHost) public func stepListOutline(forward: Bool) throws -> Bool {
    guard let selection = node.listSelection, let rows = node.lazyRows else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a list with a selection")
    }
    try checkUsable("List")
    guard let index = cursorIndex(selection), let row = outlineRow(at: index) else {
      return false
    }
    if let expansion = row.expansion, expansion.wrappedValue != forward {
      expansion.wrappedValue = forward
      return true
    }
    if forward {
      // Into an expanded row's first child.
      guard row.expansion != nil, index + 1 < rows.rowCount,
        let child = outlineRow(at: index + 1), child.depth > row.depth,
        selectableTag(at: index + 1) != nil
      else { return false }
      select(index + 1, .replace)
      return true
    }
    // Out to the parent: the nearest row above one level up.
    guard row.depth > 0 else { return false }
    var candidate = index - 1
    while candidate >= 0 {
      if let above = outlineRow(at: candidate), above.depth < row.depth {
        guard selectableTag(at: candidate) != nil else { return false }
        select(candidate, .replace)
        return true
      }
      candidate -= 1
    }
    return false
  }

  /// The depth of the outline row at `index` and, for an element with children, its
  /// expansion; `nil` for a row outside an outline. A row not built is built to read it,
  /// and goes again at once.
  private func outlineRow(at index: Int) -> (depth: Int, expansion: Binding<Bool>?)? {
    guard let rows = node.lazyRows else { return nil }
    var found: (depth: Int, expansion: Binding<Bool>?)?
    _ = rows.probe(at: index) { row in
      guard let depth = row.environment.outlineDepth else { return false }
      let header =
        row.control.map { _ in row } ?? row.firstDescendant(where: { $0.control != nil })
      if case .disclosure(let isExpanded)? = header?.control {
        found = (depth, isExpanded)
      } else {
        found = (depth, nil)
      }
      return false
    }
    return found
  }
}
