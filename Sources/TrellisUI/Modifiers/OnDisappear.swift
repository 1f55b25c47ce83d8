extension View {
  /// Runs `action` when this view disappears: when its identity leaves the graph (an `if`
  /// that turns false, a row removed or scrolled out of a lazy list, a dismissed sheet, the
  /// host closing), after the update that removed it.
  ///
  /// The `onDisappear` actions of one update run before its `onAppear` actions. A view that
  /// never appeared (inserted and removed in the same update) does not disappear either.
  ///
  /// - Parameter action: What to do when the view disappears; `nil` does nothing.
  /// - Returns: A view that runs `action` on disappearance.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_DisappearModifier(action: action))
  }
}

/// Runs an action after the update in which the modified view's node was torn down.
struct _DisappearModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let action: (() -> Void)?

  final class State {
    var action: (() -> Void)?
    var hasAppeared = false
  }

  func _attach(to node: _ViewNode) {
    let (state, isNew) = node.modifierState(State.init)
    state.action = action
    guard isNew else { return }
    let graph = node.graph
    let depth = node.depth
    let appear: @MainActor () -> Void = { [weak graph, weak node] in
      graph?.enqueue(.afterUpdate, depth: depth) { [weak node] in
        guard let node, node.isAlive, !node.isHidden else { return }
        state.hasAppeared = true
      }
    }
    let disappear: @MainActor () -> Void = { [weak graph] in
      guard state.hasAppeared else { return }
      state.hasAppeared = false
      graph?.enqueue(.disappear, depth: depth) { state.action?() }
    }
    appear()
    node.teardownActions.append(disappear)
    // A lazy row scrolled out of view, its state kept, disappears; back in view, it appears.
    node.visibilityHandlers.append { shown in shown ? appear() : disappear() }
  }
}
