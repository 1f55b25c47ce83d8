extension View {
  /// Ties this view's focus to a `@FocusState` value: while the first control in this view
  /// is focused, the state equals `value`; setting the state to `value` focuses that control.
  ///
  /// - Parameters:
  ///   - binding: The focus state, as `$focus`.
  ///   - value: The value that means "this view".
  /// - Returns: A view whose focus follows `binding`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(_FocusedModifier(box: binding.box, value: value))
  }

  /// Ties this view's focus to a `Bool` `@FocusState`: `true` while the first control in
  /// this view is focused; setting it to `true` focuses that control, `false` unfocuses it.
  ///
  /// - Parameter condition: The focus state, as `$isFocused`.
  /// - Returns: A view whose focus follows `condition`.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(_FocusedModifier(box: condition.box, value: true))
  }
}

/// Registers the modified view with the graph's focus bindings for as long as it lives.
struct _FocusedModifier<Value: Hashable>: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let box: _FocusStateBox<Value>
  let value: Value

  func _attach(to node: _ViewNode) {
    let (registration, isNew) = node.modifierState { _FocusRegistration(node: node) }
    let box = self.box
    let value = self.value
    registration.box = ObjectIdentifier(box)
    registration.value = AnyHashable(value)
    registration.reflect = { [weak box] focused in box?.reflect(focused ? value : nil) }
    guard isNew else { return }
    let graph = node.graph
    graph.focusBindings.add(registration, in: graph)
    node.teardownActions.append { [weak graph] in graph?.focusBindings.remove(registration) }
  }
}

/// One `.focused` modifier: the view it marks, the focus state and the value it stands for.
@MainActor
final class _FocusRegistration {
  weak var node: _ViewNode?
  var box: ObjectIdentifier?
  var value: AnyHashable?
  /// Sets the focus state to this registration's value (`true`) or to none (`false`).
  var reflect: (Bool) -> Void = { _ in }

  init(node: _ViewNode) { self.node = node }
}

/// A write to a `@FocusState` that focus must follow.
struct _FocusRequest {
  let box: ObjectIdentifier
  let value: AnyHashable
  let isEmpty: Bool
  /// Sets the state back to "none" (when no view answers to the value).
  let reset: @MainActor () -> Void
}

/// Keeps `@FocusState` values and the graph's focused control in step, both ways.
@MainActor
final class _FocusBindings {
  private var registrations: [_FocusRegistration] = []

  func add(_ registration: _FocusRegistration, in graph: _ViewGraph) {
    registrations.append(registration)
  }

  func remove(_ registration: _FocusRegistration) {
    registrations.removeAll { $0 === registration }
  }

  /// The graph's focus moved: each focus state takes the value of the registration that
  /// contains the focused control (the innermost one), or none.
  func focusDidChange(in graph: _ViewGraph) {
    guard !registrations.isEmpty else { return }
    let focused = graph.focusedNode.flatMap { $0.isAlive ? $0 : nil }
    var holder: [ObjectIdentifier: (registration: _FocusRegistration, depth: Int)] = [:]
    var boxes: [ObjectIdentifier: _FocusRegistration] = [:]
    for registration in registrations {
      guard let box = registration.box else { continue }
      boxes[box] = boxes[box] ?? registration
      guard let focused, let node = registration.node, node.isAlive,
        focused.isInSubtree(of: node)
      else { continue }
      if (holder[box]?.depth ?? -1) < node.depth { holder[box] = (registration, node.depth) }
    }
    for (box, any) in boxes {
      if let found = holder[box] {
        found.registration.reflect(true)
      } else {
        any.reflect(false)
      }
    }
  }

  /// The app set a focus state: after the update (when a newly shown field exists), focus
  /// the first control of the view registered with that value, or unfocus on `false`/`nil`.
  func request(_ request: _FocusRequest, in graph: _ViewGraph) {
    // After the update's other actions, so that a field shown by the same change exists.
    graph.enqueue(.afterUpdate, depth: Int.min) { [weak graph, weak self] in
      guard let graph, let self else { return }
      self.apply(request, in: graph)
    }
  }

  /// The requests no view answered to, one per focus state (a later write to the state
  /// replaces its request), kept for one more try after the next layout: the view may be a
  /// row of a lazy container (a `Form`, a `List`) that layout has not built yet.
  private var unanswered: [_FocusRequest] = []

  /// Tries the requests no view answered to again, now that layout has built the rows it
  /// shows; a state none answers still goes back to none. Returns whether there were any.
  func retryUnanswered(in graph: _ViewGraph) -> Bool {
    guard !unanswered.isEmpty else { return false }
    let requests = unanswered
    unanswered = []
    for request in requests { apply(request, in: graph, isRetry: true) }
    return true
  }

  private func apply(_ request: _FocusRequest, in graph: _ViewGraph, isRetry: Bool = false) {
    unanswered.removeAll { $0.box == request.box }
    let mine = registrations.filter { $0.box == request.box && $0.node?.isAlive == true }
    if request.isEmpty {
      if let focused = graph.focusedNode,
        mine.contains(where: { focused.isInSubtree(of: $0.node!) })
      {
        graph.focusedNode = nil
      }
      return
    }
    if let target = mine.first(where: { $0.value == request.value }),
      let control = target.node?.firstControl
    {
      if graph.focusedNode === control {
        focusDidChange(in: graph)
      } else {
        graph.focusedNode = control
      }
    } else if !isRetry {
      unanswered.append(request)
    } else {
      // No view answers to that value: focus stays where it is, and the state says so.
      request.reset()
      focusDidChange(in: graph)
    }
  }
}

extension _ViewNode {
  /// The first control or view made focusable (`focusable()`) in this subtree, in child
  /// order: what `.focused` focuses, as Apple's does.
  var firstControl: _ViewNode? {
    if control != nil || existingModifierState(_FocusableRegistration.self)?.isFocusable == true {
      return self
    }
    for child in children {
      if let found = child.firstControl { return found }
    }
    for row in lazyRows?.realizedInOrder ?? [] {
      if let found = row.firstControl { return found }
    }
    return nil
  }
}
