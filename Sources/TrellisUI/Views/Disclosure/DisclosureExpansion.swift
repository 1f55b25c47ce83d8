/// Where a disclosure group keeps whether it is expanded when it is given no binding: in its
/// node, as `@State` would be, or (for a group whose header and content are rows of a list)
/// in the list's node, by the group's identity among the rows. Either way it lives exactly
/// as long as the group's identity, and a change updates the views that read it.
extension _ViewNode {
  /// The binding a disclosure group in this node shows: `given`, or one to its own state,
  /// collapsed at first.
  func disclosureExpansion(_ given: Binding<Bool>?) -> Binding<Bool> {
    if let given { return given }
    let box = modifierState { _StateBox(false) }.state
    return Binding(location: box)
  }

  /// The expansions of the disclosure groups among this lazy container's rows.
  var rowExpansions: _RowExpansions { modifierState { _RowExpansions() }.state }
}

/// The expansion of each disclosure group without a binding among a lazy container's rows,
/// by the group's identity path. Each rebuild of the rows keeps only the groups it met: a
/// group that left the data, or whose enclosing group collapsed (its content, nested
/// groups included, is then not in the hierarchy), starts collapsed when it comes back.
@MainActor
final class _RowExpansions {
  private var boxes: [[_ChildID]: _StateBox<Bool>] = [:]
  private var met: Set<[_ChildID]> = []

  /// The rows are being built again: only the groups met from now on are kept.
  func beginBuilding() { met.removeAll(keepingCapacity: true) }

  /// The rows are built: the groups not met go.
  func endBuilding() {
    guard boxes.count != met.count else { return }
    boxes = boxes.filter { met.contains($0.key) }
  }

  /// A binding to the expansion of the group at `path`, collapsed the first time.
  func binding(at path: [_ChildID]) -> Binding<Bool> {
    met.insert(path)
    if let box = boxes[path] { return Binding(location: box) }
    let box = _StateBox(false)
    boxes[path] = box
    return Binding(location: box)
  }
}
