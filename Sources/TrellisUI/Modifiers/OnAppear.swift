extension View {
  /// Runs `action` when this view appears: once each time its identity enters the graph,
  /// after the update that inserted it has finished (never while a `body` runs).
  ///
  /// A view that leaves and comes back (an `if` that turns false, then true again, or a row
  /// of a lazy list scrolled out of view and back) appears again, and the action runs
  /// again. Updates of a view that stays do not run it.
  ///
  /// Within one update, the actions of inner views run before those of the views around
  /// them, and a chain of `onAppear` and `onChange(of:initial:)` modifiers runs in the order
  /// written; `task` modifiers start after all of them.
  ///
  /// ```swift
  /// Text(model.title)
  ///   .onAppear { model.load() }
  /// ```
  ///
  /// - Parameter action: What to do when the view appears; `nil` does nothing.
  /// - Returns: A view that runs `action` on appearance.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearModifier(action: action))
  }
}

/// Runs an action after the update in which the modified view's node was created, and after
/// each one that brought it back into view (a lazy row scrolled away and back).
struct _AppearModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let action: (() -> Void)?

  final class State {
    var action: (() -> Void)?
  }

  func _attach(to node: _ViewNode) {
    let (state, isNew) = node.modifierState(State.init)
    state.action = action
    guard isNew else { return }
    let appear: @MainActor (_ViewNode) -> Void = { node in
      node.graph.enqueue(.afterUpdate, depth: node.depth) { [weak node] in
        // A view inserted and removed (or hidden) within one update never appeared.
        guard let node, node.isAlive, !node.isHidden else { return }
        state.action?()
      }
    }
    appear(node)
    node.visibilityHandlers.append { [unowned node] shown in
      if shown { appear(node) }
    }
  }
}
