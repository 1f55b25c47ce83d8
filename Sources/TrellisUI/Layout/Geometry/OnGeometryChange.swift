import Foundation

extension View {
  /// Runs `action` with a value made from this view's geometry when it is first laid out,
  /// and again each time that value changes.
  ///
  /// Only the value `transform` makes is compared, so the action runs as seldom as the value
  /// changes: a view that moves but keeps its width does not run an action made from its
  /// width.
  ///
  /// ```swift
  /// Text(title)
  ///   .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { titleWidth = $0 }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of the value made from the geometry.
  ///   - transform: Makes the value from the view's ``GeometryProxy``.
  ///   - action: Runs with the new value, after the update that laid the view out.
  /// - Returns: A view that runs `action` when the value changes.
  public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    modifier(_GeometryChangeModifier(transform: transform) { _, newValue in action(newValue) })
  }

  /// Runs `action` with the previous and the new value made from this view's geometry each
  /// time that value changes (and when the view is first laid out, with the first value as
  /// both).
  ///
  /// ```swift
  /// Text(title)
  ///   .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in
  ///     grew = new > old
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of the value made from the geometry.
  ///   - transform: Makes the value from the view's ``GeometryProxy``.
  ///   - action: Runs with the previous and the new value, after the update that laid the
  ///     view out.
  /// - Returns: A view that runs `action` when the value changes.
  public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(
      _GeometryChangeModifier(transform: transform) { oldValue, newValue in
        action(oldValue ?? newValue, newValue)
      })
  }
}

struct _GeometryChangeModifier<Value: Equatable>: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let transform: (GeometryProxy) -> Value
  /// Given the value handed over before (`nil` the first time) and the new one.
  let action: (Value?, Value) -> Void

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    node.modifierState { _GeometryChangeState<Value>() }.state.action = action
    return .layout(_GeometryChangeLayout(transform: transform))
  }
}

/// The value last handed to the action, and the latest action.
final class _GeometryChangeState<Value> {
  var value: Value?
  var action: ((Value?, Value) -> Void)?
}

/// Lays its content out as its own, then makes the value from the geometry it was placed
/// with; a changed value is handed to the action once layout is over.
struct _GeometryChangeLayout<Value: Equatable>: _ContentLayout {
  let transform: (GeometryProxy) -> Value

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    _PassThroughLayout().placeSubviews(
      in: bounds, proposal: proposal, subviews: subviews, context: context)
    let node = context.node
    let state = node.modifierState { _GeometryChangeState<Value>() }.state
    let value = transform(GeometryProxy(geometry: context.engine.geometry(of: node, in: bounds)))
    guard state.value != value else { return }
    context.engine.geometryUpdates.append { [weak node] in
      guard let node, node.isAlive, state.value != value else { return }
      let old = state.value
      state.value = value
      node.graph.enqueue(.afterUpdate, depth: node.depth) { [weak node] in
        guard node?.isAlive == true else { return }
        state.action?(old, value)
      }
    }
  }
}

extension _ViewGraph {
  /// Applies what layout learnt of geometry (a reader's new size, a changed value for
  /// `onGeometryChange`, preference readers made stale by the rows it built), then evaluates
  /// what that invalidated and runs the actions it queued, as an update pass would. Returns
  /// whether anything was applied, so that layout must run again.
  func applyGeometry(_ updates: [() -> Void]) -> Bool {
    // Lazy rows built by the layout may give preference values: their readers act on them
    // before the frame is shown too.
    guard !updates.isEmpty || hasStalePreferenceReaders else { return false }
    guard !isUpdating else {
      // Inside an update (a layout asked for by a lifecycle action): the pass under way
      // evaluates what these invalidate.
      for update in updates { update() }
      return false
    }
    realizing {
      for update in updates { update() }
      settle()
    }
    return true
  }
}
