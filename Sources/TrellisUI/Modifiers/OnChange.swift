extension View {
  /// Runs `action` with the old and the new value after an update in which `value` changed.
  ///
  /// The value is compared with the one this view saw at its previous evaluation; the action
  /// runs once the update has finished, never while a `body` runs. With `initial: true` it
  /// also runs when the view appears, with the first value as both arguments.
  ///
  /// ```swift
  /// TextField("Name", text: $name)
  ///   .onChange(of: name) { oldName, newName in
  ///     history.append(oldName)
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to watch.
  ///   - initial: Whether to run `action` when the view first appears.
  ///   - action: Receives the previous and the new value.
  /// - Returns: A view that runs `action` when `value` changes.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(_ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` after an update in which `value` changed (and, with `initial: true`, when
  /// the view appears).
  ///
  /// - Parameters:
  ///   - value: The value to watch.
  ///   - initial: Whether to run `action` when the view first appears.
  ///   - action: What to do on a change.
  /// - Returns: A view that runs `action` when `value` changes.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(_ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value after an update in which `value` changed.
  ///
  /// - Parameters:
  ///   - value: The value to watch.
  ///   - action: Receives the new value.
  /// - Returns: A view that runs `action` when `value` changes.
  @available(
    *, deprecated,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View {
    modifier(_ChangeModifier(value: value, initial: false) { _, newValue in action(newValue) })
  }
}

/// Compares the watched value with the one seen at the modified view's previous evaluation
/// (kept in its node) and queues the action to run after the update.
struct _ChangeModifier<Value: Equatable>: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  final class State {
    var value: Value
    /// The settle (an update pass, or geometry taken in) in which the action last ran, to
    /// notice it running again in the same one: an action that keeps changing what it
    /// watches.
    var lastPass = -1
    init(value: Value) { self.value = value }
  }

  func _attach(to node: _ViewNode) {
    let (state, isNew) = node.modifierState { State(value: value) }
    let action = self.action
    if isNew {
      guard initial else { return }
      let value = self.value
      node.graph.enqueue(.afterUpdate, depth: node.depth) { [weak node] in
        guard let node, node.isAlive else { return }
        action(value, value)
      }
    } else if state.value != value {
      let (old, new) = (state.value, value)
      state.value = new
      let pass = node.graph.settles
      if state.lastPass == pass {
        _RuntimeWarnings.warn("onChange-\(Value.self)") {
          "[Trellis] onChange(of: \(Value.self)) action tried to update multiple times per "
            + "frame: it changes what it watches, so it runs again in the same update."
        }
      }
      state.lastPass = pass
      node.graph.enqueue(.afterUpdate, depth: node.depth) { [weak node] in
        guard let node, node.isAlive else { return }
        action(old, new)
      }
    }
  }
}
