import Synchronization

/// A node's subscription to one object's `objectWillChange`, kept in the node's property
/// storage: it ends when the property points at another object or the node goes away.
final class _ObjectSubscription {
  private(set) weak var object: AnyObject?
  private var cancellable: AnyCancellable?

  init(object: AnyObject, cancellable: AnyCancellable?) {
    self.object = object
    self.cancellable = cancellable
    if cancellable != nil { Self.counter.add(1, ordering: .relaxed) }
  }

  deinit {
    if cancellable != nil { Self.counter.subtract(1, ordering: .relaxed) }
  }

  private static let counter = Atomic<Int>(0)

  /// How many `objectWillChange` subscriptions nodes hold now, across all graphs (for tests).
  package static var live: Int { counter.load(ordering: .relaxed) }

  /// Makes `node` re-evaluate, naming `name` as the cause, on every `objectWillChange` of
  /// `object` if it is an `ObservableObject`. `@Observable` objects need no subscription:
  /// their reads in `body` are tracked.
  @MainActor static func link(
    _ object: AnyObject, in node: _ViewNode, slot: Int, name: String
  ) {
    if let existing = node.propertyStorage[slot] as? _ObjectSubscription,
      existing.object === object
    {
      return
    }
    var cancellable: AnyCancellable?
    if let observable = object as? any ObservableObject {
      cancellable = subscribe(observable, node: _WeakNode(node), name: name)
    }
    node.propertyStorage[slot] = _ObjectSubscription(object: object, cancellable: cancellable)
  }

  private static func subscribe<Object: ObservableObject>(
    _ object: Object, node: _WeakNode, name: String
  ) -> AnyCancellable {
    let typeName = _typeName(Object.self, qualified: false)
    let cause = "\(name) (\(typeName))"
    return object.objectWillChange.sink { _ in
      if _RuntimeWarnings.isInViewUpdate { _RuntimeWarnings.publishingDuringUpdate(typeName) }
      _ViewNode.invalidate(node, generation: nil, because: cause)
    }
  }
}
