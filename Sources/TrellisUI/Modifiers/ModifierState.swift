extension _ViewNode {
  /// The storage slot of a primitive modifier's own state. Dynamic properties use their
  /// byte offsets (never negative), so this slot cannot clash with them.
  private static var modifierSlot: Int { Int.min }

  /// The state a primitive modifier keeps in its node between evaluations, created by `make`
  /// the first time. `isNew` is true on that first call, when the modifier's node was just
  /// created (an appearance).
  func modifierState<State: AnyObject>(_ make: () -> State) -> (state: State, isNew: Bool) {
    if let state = propertyStorage[Self.modifierSlot] as? State { return (state, false) }
    let state = make()
    propertyStorage[Self.modifierSlot] = state
    return (state, true)
  }

  /// The state a primitive modifier keeps in this node, if it made one.
  func existingModifierState<State: AnyObject>(_ type: State.Type) -> State? {
    propertyStorage[Self.modifierSlot] as? State
  }

  /// Whether this node is `ancestor` or lies in its subtree.
  package func isInSubtree(of ancestor: _ViewNode) -> Bool {
    var current: _ViewNode? = self
    while let node = current {
      if node === ancestor { return true }
      current = node.parent
    }
    return false
  }
}
