/// The subscription shared by `drop(untilOutputFrom:)` and `prefix(untilOutputFrom:)`.
///
/// It is subscribed to both publishers: to the upstream as itself, and to the trigger through
/// its ``Trigger``. Only one value is requested from the trigger; what that value (or a
/// completion before it) does depends on the ``Role``.
final class _UntilOutputInner<TriggerOutput, TriggerFailure: Error, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  /// What the trigger does to the stream.
  enum Role {
    /// Upstream values are dropped until the trigger's first value, which is when the trigger
    /// is cancelled. A trigger that completes first ends the stream with its completion,
    /// passed through `completion`, and cancels the upstream.
    case dropUntil(
      completion: (Subscribers.Completion<TriggerFailure>) -> Subscribers.Completion<Failure>)
    /// Upstream values pass until the trigger's first value, which cancels both publishers
    /// and finishes. A trigger that completes first leaves the values flowing.
    case prefixUntil
  }

  /// The subscriber attached to the trigger publisher; it shares the inner's identity.
  struct Trigger: Subscriber {
    typealias Input = TriggerOutput
    typealias Failure = TriggerFailure
    let inner: _UntilOutputInner
    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    func receive(subscription: Subscription) { inner.triggerReceive(subscription: subscription) }
    func receive(_ input: TriggerOutput) -> Subscribers.Demand {
      inner.triggerReceiveValue()
      return .none
    }
    func receive(completion: Subscribers.Completion<TriggerFailure>) {
      inner.triggerReceive(completion: completion)
    }
  }

  private let role: Role
  private let lock = _Lock()
  // Guarded by `lock`.
  private var downstream: Downstream?
  private var upstream = _SubscriberStatus.awaitingSubscription
  private var other = _SubscriberStatus.awaitingSubscription
  private var pendingDemand = Subscribers.Demand.none
  /// Whether upstream values are passed on (rather than dropped).
  private var isOpen: Bool
  private var isTerminal = false

  init(role: Role, downstream: Downstream) {
    self.role = role
    self.downstream = downstream
    if case .prefixUntil = role { isOpen = true } else { isOpen = false }
  }

  var description: String {
    if case .prefixUntil = role { return "PrefixUntilOutput" }
    return "DropUntilOutput"
  }

  var trigger: Trigger { Trigger(inner: self) }

  // MARK: Upstream

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = upstream, !isTerminal else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = .subscribed(subscription)
    let demand = pendingDemand
    pendingDemand = .none
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard isOpen, !isTerminal, let downstream else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = upstream, !isTerminal else {
      lock.unlock()
      return
    }
    let otherSubscription = other.subscription
    let downstream = endLocked()
    lock.unlock()
    otherSubscription?.cancel()
    downstream?.receive(completion: completion)
  }

  // MARK: Trigger

  fileprivate func triggerReceive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = other, !isTerminal else {
      lock.unlock()
      subscription.cancel()
      return
    }
    other = .subscribed(subscription)
    lock.unlock()
    subscription.request(.max(1))
  }

  fileprivate func triggerReceiveValue() {
    lock.lock()
    guard case .subscribed(let otherSubscription) = other, !isTerminal else {
      lock.unlock()
      return
    }
    guard case .prefixUntil = role else {
      other = .terminal
      isOpen = true
      lock.unlock()
      // One value is all the trigger is for.
      otherSubscription.cancel()
      return
    }
    let upstreamSubscription = upstream.subscription
    let downstream = endLocked()
    lock.unlock()
    upstreamSubscription?.cancel()
    otherSubscription.cancel()
    downstream?.receive(completion: .finished)
  }

  fileprivate func triggerReceive(completion: Subscribers.Completion<TriggerFailure>) {
    // After the trigger's first value, `other` is terminal and its completion is ignored.
    lock.lock()
    guard case .subscribed = other, !isTerminal else {
      lock.unlock()
      return
    }
    guard case .dropUntil(let passOn) = role else {
      other = .terminal
      lock.unlock()
      return
    }
    let upstreamSubscription = upstream.subscription
    let downstream = endLocked()
    lock.unlock()
    upstreamSubscription?.cancel()
    downstream?.receive(completion: passOn(completion))
  }

  // MARK: Subscription

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    lock.lock()
    guard !isTerminal else {
      lock.unlock()
      return
    }
    guard let subscription = upstream.subscription else {
      pendingDemand += demand
      lock.unlock()
      return
    }
    lock.unlock()
    subscription.request(demand)
  }

  func cancel() {
    lock.lock()
    let upstreamSubscription = upstream.subscription
    let otherSubscription = other.subscription
    _ = endLocked()
    lock.unlock()
    upstreamSubscription?.cancel()
    otherSubscription?.cancel()
  }

  // MARK: Private

  /// Marks the stream ended and hands back the downstream, released from this object.
  /// Called with `lock` held.
  private func endLocked() -> Downstream? {
    isTerminal = true
    upstream = .terminal
    other = .terminal
    let downstream = self.downstream
    self.downstream = nil
    return downstream
  }
}
