/// The focused values of one graph: worked out from the focused view and the scene's
/// publishers when read, and a version that readers depend on, moved when focus moves or a
/// published value changes, so that they update.
@MainActor
final class _FocusedValuesCenter {
  private weak var graph: _ViewGraph?
  private let version = _StateBox(0, keepsRow: false)
  private var scenePublishers: [_WeakNode] = []
  private var bumpQueued = false

  init(graph: _ViewGraph) { self.graph = graph }

  /// The focused values now: those published around the focused view, innermost first,
  /// then the scene's. Reading them makes the view being evaluated depend on them.
  func values() -> FocusedValues {
    _ = version.get()
    var values = FocusedValues()
    var current = graph?.focusedNode.flatMap { $0.isAlive ? $0 : nil }
    while let node = current {
      if let publication = node.existingModifierState(_FocusedValuePublication.self),
        !publication.isSceneValue
      {
        publication.apply(&values)
      }
      current = node.parent
    }
    scenePublishers.removeAll { $0.node?.isAlive != true }
    for handle in scenePublishers {
      guard let node = handle.node,
        let publication = node.existingModifierState(_FocusedValuePublication.self)
      else { continue }
      publication.apply(&values)
    }
    return values
  }

  /// What `node` publishes is new or changed: the readers update, and again when the node
  /// leaves the graph (a publisher that goes takes its values with it).
  func publicationChanged(at node: _ViewNode, isNew: Bool, isSceneValue: Bool) {
    if isSceneValue { addScenePublisher(node) }
    if isNew {
      node.teardownActions.append { [weak self] in self?.valuesMayHaveChanged() }
    }
    valuesMayHaveChanged()
  }

  /// Keeps `node` among the views that publish values for the whole scene.
  private func addScenePublisher(_ node: _ViewNode) {
    guard !scenePublishers.contains(where: { $0.node === node }) else { return }
    scenePublishers.append(node.handle)
  }

  /// Focus moved, or a published value changed: the readers update, after the current
  /// update when one is running.
  func valuesMayHaveChanged() {
    guard let graph else { return }
    guard graph.isUpdating else {
      version.set(version.get() + 1)
      return
    }
    guard !bumpQueued else { return }
    bumpQueued = true
    graph.enqueue(.afterUpdate, depth: Int.min) { [weak self] in
      guard let self else { return }
      self.bumpQueued = false
      self.version.set(self.version.get() + 1)
    }
  }
}
