/// The state every subject shares: its subscribers, its upstream subscriptions, and whether
/// it has completed. Subjects delegate to it so the rules live in one place.
final class _SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  private let lock = _Lock()
  // Guarded by `lock`.
  private var conduits = _ConduitList<Output, Failure>()
  private var completion: Subscribers.Completion<Failure>?
  private var upstreams: [Subscription] = []
  private var value: Output?

  init(value: Output? = nil) { self.value = value }

  var currentValue: Output? {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  /// Attaches `subscriber`, or completes it at once when the subject has already completed.
  func attach<S: Subscriber, Parent: _ConduitParent>(
    _ subscriber: S, parent: Parent, replaysCurrentValue: Bool
  )
  where S.Input == Output, S.Failure == Failure, Parent.Output == Output, Parent.Failure == Failure
  {
    lock.lock()
    if let completion {
      lock.unlock()
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let conduit = _ConduitSubscription(
      parent: parent, downstream: subscriber, replaysCurrentValue: replaysCurrentValue)
    conduits.insert(conduit)
    lock.unlock()
    subscriber.receive(subscription: conduit)
  }

  func detach(_ conduit: _Conduit<Output, Failure>) {
    lock.lock()
    conduits.remove(conduit)
    lock.unlock()
  }

  /// Stores `newValue` (for replaying subjects) and offers it to every subscriber.
  @inline(__always) func send(_ newValue: Output, storing: Bool) {
    lock.lock()
    guard completion == nil else {
      lock.unlock()
      return
    }
    if storing { value = newValue }
    let receivers = conduits
    lock.unlock()
    receivers.forEachConduit { $0.offer(newValue) }
  }

  func send(completion newCompletion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard completion == nil else {
      lock.unlock()
      return
    }
    completion = newCompletion
    let receivers = conduits
    conduits = _ConduitList()
    upstreams = []
    lock.unlock()
    receivers.forEachConduit { $0.finish(newCompletion) }
  }

  func send(subscription: Subscription) {
    lock.lock()
    let completed = completion != nil
    if !completed { upstreams.append(subscription) }
    lock.unlock()
    if completed { subscription.cancel() } else { subscription.request(.unlimited) }
  }

  deinit {
    // A subject that goes away stops the upstreams it was subscribed to.
    for upstream in upstreams { upstream.cancel() }
  }
}
