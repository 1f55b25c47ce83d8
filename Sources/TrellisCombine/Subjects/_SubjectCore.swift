/// The state every subject shares: its subscribers, its upstream subscriptions, and whether
/// it has completed. Subjects delegate to it so the rules live in one place.
@usableFromInline
final class _SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  @usableFromInline struct State {
    @usableFromInline var conduits = _ConduitList<Output, Failure>()
    @usableFromInline var completion: Subscribers.Completion<Failure>?
    @usableFromInline var upstreams: [Subscription] = []
    /// A subscriber has asked for values; the upstreams have been asked for everything.
    @usableFromInline var hasAnyDownstreamDemand = false
    @usableFromInline var value: Output?
    @inlinable init(value: Output?) { self.value = value }
  }

  @usableFromInline let guarded: _LockedState<State>

  @inlinable init(value: Output? = nil) { guarded = _LockedState(State(value: value)) }

  @inlinable var currentValue: Output? { guarded.withLock { $0.value } }

  /// Attaches `subscriber`, or completes it at once when the subject has already completed.
  @inlinable func attach<S: Subscriber, Parent: _ConduitParent>(
    _ subscriber: S, parent: Parent, replaysCurrentValue: Bool
  )
  where S.Input == Output, S.Failure == Failure, Parent.Output == Output, Parent.Failure == Failure
  {
    guarded.lock()
    if let completion = guarded.state.pointee.completion {
      guarded.unlock()
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let conduit = _ConduitSubscription(
      parent: parent, downstream: subscriber, replaysCurrentValue: replaysCurrentValue)
    guarded.state.pointee.conduits.append(_ConduitEntry(conduit))
    guarded.unlock()
    subscriber.receive(subscription: conduit)
  }

  @usableFromInline func detach(_ conduit: AnyObject) {
    let removed = guarded.withLock { $0.conduits.removeConduit(conduit) }
    withExtendedLifetime(removed) {}
  }

  /// Stores `newValue` (for replaying subjects) and offers it to every subscriber.
  @inlinable func send(_ newValue: Output, storing: Bool) {
    guarded.lock()
    let state = guarded.state
    guard state.pointee.completion == nil else {
      guarded.unlock()
      return
    }
    if storing { state.pointee.value = newValue }
    let receivers = state.pointee.conduits
    guarded.unlock()
    receivers.offerToConduits(newValue)
  }

  @usableFromInline func send(completion newCompletion: Subscribers.Completion<Failure>) {
    guarded.lock()
    let state = guarded.state
    guard state.pointee.completion == nil else {
      guarded.unlock()
      return
    }
    state.pointee.completion = newCompletion
    let receivers = state.pointee.conduits
    state.pointee.conduits = _ConduitList()
    // Released after unlocking: an upstream's deinit may call back into this subject.
    let finishedUpstreams = state.pointee.upstreams
    state.pointee.upstreams = []
    guarded.unlock()
    withExtendedLifetime(finishedUpstreams) { receivers.finishConduits(newCompletion) }
  }

  /// Stores `newValue` as the current value even after completion (Apple's
  /// `CurrentValueSubject.value` setter does), and offers it to the subscribers.
  @usableFromInline func setValue(_ newValue: Output) {
    guarded.lock()
    let state = guarded.state
    state.pointee.value = newValue
    guard state.pointee.completion == nil else {
      guarded.unlock()
      return
    }
    let receivers = state.pointee.conduits
    guarded.unlock()
    receivers.offerToConduits(newValue)
  }

  /// Keeps `subscription`, the subject's link to a publisher it is subscribed to, and asks it
  /// for everything: at once when `requestsAtOnce`, else once a subscriber of the subject has
  /// asked for values. After completion it is cancelled instead.
  @usableFromInline func send(subscription: Subscription, requestsAtOnce: Bool) {
    let (completed, requests) = guarded.withLock { state in
      if state.completion == nil { state.upstreams.append(subscription) }
      return (state.completion != nil, requestsAtOnce || state.hasAnyDownstreamDemand)
    }
    if completed {
      subscription.cancel()
    } else if requests {
      subscription.request(.unlimited)
    }
  }

  /// A subscriber asked for values: the first time, every upstream is asked for everything.
  @usableFromInline func acknowledgeDownstreamDemand() {
    let upstreams: [Subscription] = guarded.withLock { state in
      guard !state.hasAnyDownstreamDemand else { return [] }
      state.hasAnyDownstreamDemand = true
      return state.upstreams
    }
    for upstream in upstreams { upstream.request(.unlimited) }
  }

  deinit {
    // A subject that goes away stops the upstreams it was subscribed to.
    for upstream in guarded.state.pointee.upstreams { upstream.cancel() }
  }
}
