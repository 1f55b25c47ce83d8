import Foundation

extension View {
  /// Runs `action` when the value `transform` makes from this scroll view's geometry
  /// changes: as a person or code scrolls it, as its content grows or shrinks, or as it is
  /// resized.
  ///
  /// ```swift
  /// ScrollView { Feed() }
  ///   .onScrollGeometryChange(for: Bool.self) { geometry in
  ///     geometry.contentOffset.y > 40
  ///   } action: { _, scrolled in
  ///     showsBackToTop = scrolled
  ///   }
  /// ```
  ///
  /// The first layout gives the value later ones are compared with; the action runs from the
  /// next change on, after the update that laid the change out. Apply it to a scroll view,
  /// or around one: the scroll views inside with no other scroll view between are followed.
  ///
  /// - Parameters:
  ///   - type: The type of the value compared.
  ///   - transform: Makes the value from the geometry.
  ///   - action: Runs with the old and the new value.
  /// - Returns: A view that follows its scroll view's geometry.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(_ScrollGeometryChangeModifier(transform: transform, action: action))
  }
}

/// Keeps the latest transform and action in the node's state, where scroll views below find
/// them after each layout.
struct _ScrollGeometryChangeModifier<T: Equatable>: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let transform: (ScrollGeometry) -> T
  let action: (T, T) -> Void

  func _attach(to node: _ViewNode) {
    let (observer, isNew) = node.modifierState(_ScrollGeometryObserver.init)
    if isNew {
      let graph = node.graph
      graph.scrollGeometryObservers += 1
      node.teardownActions.append { [weak graph] in graph?.scrollGeometryObservers -= 1 }
    }
    let transform = self.transform
    let action = self.action
    observer.compare = { [unowned observer] geometry in
      let new = transform(geometry)
      guard let old = observer.value as? T else {
        observer.value = new
        return nil
      }
      guard old != new else { return nil }
      observer.value = new
      return { action(old, new) }
    }
  }
}

/// What an `onScrollGeometryChange` compares: the value it made last.
@MainActor
final class _ScrollGeometryObserver {
  var value: Any?
  /// The geometry the value was last made from: a layout that leaves it as it was asks
  /// nothing of the observer (and so runs no geometry update, which would lay out again).
  var geometry: ScrollGeometry?
  /// Makes the value for `geometry`, keeps it, and returns the action to run when it is not
  /// the last one.
  var compare: (ScrollGeometry) -> (() -> Void)? = { _ in nil }
}

extension _ScrollLayout {
  /// After a layout of the scroll view `node` that is kept: tells the geometry observers
  /// around it what it is now.
  func reportGeometry(
    of node: _ViewNode, content: CGSize, viewport: CGRect, engine: _LayoutEngine
  ) {
    guard node.graph.scrollGeometryObservers > 0 else { return }
    let found = node.scrollGeometryObservers
    guard !found.isEmpty else { return }
    let margins = self.margins
    let geometry = ScrollGeometry(
      contentOffset: CGPoint(
        x: node.scrollOffset.x - margins.leading, y: node.scrollOffset.y - margins.top),
      contentSize: CGSize(
        width: max(0, content.width - margins.total(along: .horizontal)),
        height: max(0, content.height - margins.total(along: .vertical))),
      contentInsets: margins, containerSize: viewport.size)
    let observers = found.filter { $0.geometry != geometry }
    guard !observers.isEmpty else { return }
    engine.geometryUpdates.append { [weak node] in
      guard let node, node.isAlive else { return }
      for observer in observers where observer.geometry != geometry {
        observer.geometry = geometry
        guard let action = observer.compare(geometry) else { continue }
        node.graph.enqueue(.afterUpdate, depth: node.depth) { action() }
      }
    }
  }
}

extension _ViewNode {
  /// The `onScrollGeometryChange` observers around this scroll view, with no other scroll
  /// view between.
  fileprivate var scrollGeometryObservers: [_ScrollGeometryObserver] {
    ancestorsOutToScrollContainer.compactMap {
      $0.existingModifierState(_ScrollGeometryObserver.self)
    }
  }

}
