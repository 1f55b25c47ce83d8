/// When a view's default focus (``View/defaultFocus(_:_:priority:)``) is given focus.
public struct DefaultFocusEvaluationPriority: Sendable, Equatable {
  let followsTab: Bool

  /// When the view appears while nothing in its window has focus.
  public static let automatic = DefaultFocusEvaluationPriority(followsTab: false)
  /// As ``automatic``, and also when a person moves focus into the window from nowhere
  /// (the first Tab): focus goes to the default view rather than the first control.
  public static let userInitiated = DefaultFocusEvaluationPriority(followsTab: true)
}

extension View {
  /// Gives focus to the view marked `.focused(binding, equals: value)` when this view
  /// appears while nothing in its window has focus: the field a window opens with the caret
  /// in. Focus that is already somewhere stays there. With `.userInitiated`, the first Tab
  /// into a window with nothing focused goes there too.
  ///
  /// ```swift
  /// Form {
  ///   TextField("Name", text: $name).focused($field, equals: .name)
  ///   TextField("Email", text: $email).focused($field, equals: .email)
  /// }
  /// .defaultFocus($field, .email)
  /// ```
  ///
  /// - Parameters:
  ///   - binding: The focus state, as `$field`.
  ///   - value: The value of the view to focus.
  ///   - priority: When the default applies.
  /// - Returns: A view that focuses its default view when it appears.
  public func defaultFocus<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, _ value: Value,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    modifier(_DefaultFocusModifier(box: binding.box, value: value, priority: priority))
  }
}

struct _DefaultFocusModifier<Value: Hashable>: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let box: _FocusStateBox<Value>
  let value: Value
  let priority: DefaultFocusEvaluationPriority

  func _attach(to node: _ViewNode) {
    let (target, isNew) = node.modifierState { _DefaultFocusTarget(node: node) }
    let value = self.value
    target.apply = { [weak box] in box?.request(value) }
    target.isUnset = { [weak box] in box.map { $0.value == $0.empty } ?? false }
    target.followsTab = priority.followsTab
    guard isNew else { return }
    let graph = node.graph
    graph.defaultFocusTargets.append(target)
    node.teardownActions.append { [weak graph] in
      graph?.defaultFocusTargets.removeAll { $0 === target }
    }
    // After the update that built the view and its fields: with no focus yet, and no value
    // written to the state (an `onAppear` that sets it wins), focus it.
    graph.enqueue(.afterUpdate, depth: Int.min) { [weak graph, weak target] in
      guard let graph, let target, graph.focusedNode?.isAlive != true, target.isUnset()
      else { return }
      target.apply()
    }
  }
}

/// One `defaultFocus` in the graph: its view, and how to set its focus state.
@MainActor final class _DefaultFocusTarget {
  weak var node: _ViewNode?
  var apply: () -> Void = {}
  /// Whether the focus state holds no value (nothing written to it, nothing focused).
  var isUnset: () -> Bool = { true }
  var followsTab = false

  init(node: _ViewNode) { self.node = node }
}
