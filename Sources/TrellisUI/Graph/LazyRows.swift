/// The realised rows of a lazy container (`List`, `LazyVStack`): only those its viewport
/// shows have nodes, so opening or editing a list costs the same for 100 rows as for a
/// million. A row keeps its node, and so its state, while it stays realised.
@MainActor
final class _LazyRows {
  unowned let owner: _ViewNode
  var source: (any _LazyChildren)? {
    didSet { sourceChanged = true }
  }
  private var sourceChanged = true
  private var rows: [_RowKey: _ViewNode] = [:]
  private(set) var realizedInOrder: [_ViewNode] = []
  /// Indices of `realizedInOrder` in the source.
  private(set) var realizedRange: Range<Int> = 0..<0
  /// The index of the first row shown.
  var firstVisibleIndex = 0
  /// The height of a row (in cells, at least 1) assumed for rows that are not realised, so
  /// that a lazy stack in a scroll view knows its height without building every row. Set
  /// from the average height of the rows last placed.
  var estimatedRowHeight = 1

  init(owner: _ViewNode) { self.owner = owner }

  var count: Int { source?.count ?? 0 }

  /// Realises the rows at `indices`, reusing the nodes of rows already realised (by
  /// identity) and tearing down the rest.
  func realize(_ indices: Range<Int>) -> [_ViewNode] {
    guard let source else { return [] }
    let clamped = indices.clamped(to: 0..<source.count)
    var next: [_RowKey: _ViewNode] = [:]
    var ordered: [_ViewNode] = []
    ordered.reserveCapacity(clamped.count)
    for index in clamped {
      let id = source.id(at: index)
      var key = _RowKey(id: id)
      if next[key] != nil {
        // Duplicate identity: as in a stack, every element still gets a row; the repeats
        // are told apart by their order among the realised rows.
        if case .explicit(let raw) = id { _RuntimeWarnings.duplicateID(raw, in: owner.typeName) }
        repeat { key.occurrence += 1 } while next[key] != nil
      }
      let node: _ViewNode
      let existing = rows.removeValue(forKey: key)
      if let existing, !sourceChanged || sameType(existing, source, index) {
        node = existing
        if sourceChanged {
          node.update(with: source.child(at: index).view, environment: owner.environment)
        }
      } else {
        // A row whose view type changed is a new identity: the old node leaves the graph.
        existing?.tearDown()
        let child = source.child(at: index)
        node = _ViewNode(
          graph: owner.graph, parent: owner, id: id, view: child.view,
          environment: owner.environment)
        node.update(with: child.view, environment: owner.environment)
      }
      next[key] = node
      ordered.append(node)
    }
    for leftover in rows.values { leftover.tearDown() }
    rows = next
    realizedInOrder = ordered
    realizedRange = clamped
    sourceChanged = false
    return ordered
  }

  private func sameType(_ node: _ViewNode, _ source: any _LazyChildren, _ index: Int) -> Bool {
    node.viewType == type(of: source.child(at: index).view)
  }

  func environmentChanged() {
    for row in realizedInOrder { row.propagate(environment: owner.environment) }
  }

  func tearDownAll() {
    for row in rows.values { row.tearDown() }
    rows.removeAll()
    realizedInOrder.removeAll()
  }
}

/// A realised row's key: its identity, and which repeat of that identity it is (0 unless the
/// data has duplicate ids).
private struct _RowKey: Hashable {
  let id: _ChildID
  var occurrence = 0
}
