/// Finding a view inside another: a control's label symbol and title, a style's parts.
extension _ViewNode {
  /// The first node below this one, depth first, that `matches`; the subtree of a node
  /// `skipsInside` says belongs to another view (a group box in a group box's body) is not
  /// looked in, though that node itself may match.
  func firstDescendant(
    where matches: (_ViewNode) -> Bool, skipsInside: (_ViewNode) -> Bool = { _ in false }
  ) -> _ViewNode? {
    for child in children {
      if matches(child) { return child }
      if skipsInside(child) { continue }
      if let found = child.firstDescendant(where: matches, skipsInside: skipsInside) {
        return found
      }
    }
    return nil
  }

  /// The text of the part `index` of a built-in look (its child of that index), or of the
  /// stand-in of type `part` a style's body shows, not one inside a view of the same family
  /// nested in that body (`isNested`).
  func partText(
    index: Int, styledAs part: any View.Type, isNested: (_ViewNode) -> Bool
  ) -> String? {
    if case .layout(let layout) = layout, !(layout is _StyledBodyLayout) {
      return children.first { $0.id == .index(index) }.map(\.textContent)
    }
    return firstDescendant(where: { $0.viewType == part }, skipsInside: isNested)?.textContent
  }
}
