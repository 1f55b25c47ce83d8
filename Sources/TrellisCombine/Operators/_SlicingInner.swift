/// The subscription shared by the operators that pass a slice of their upstream's values
/// through unchanged or in groups (`dropFirst`, `prefix`, `output(in:)`, `drop(while:)`,
/// `prefix(while:)`, `collect(_:)`).
///
/// It stands between one upstream subscription and one downstream subscriber: it hands
/// itself to the downstream, forwards demand (after ``adjustDemandLocked(_:)``), forwards the
/// completion, and releases the downstream once the stream ends. Subclasses decide what to
/// do with each value in ``receive(_:)`` and may end the stream early with ``terminate(_:)``.
///
/// Every stored property of this class and its subclasses is guarded by `lock`, which is never
/// held while calling the upstream, the downstream or a user closure.
class _SlicingInner<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  let lock = _Lock()
  private let mapFailure: (Failure) -> Downstream.Failure
  // Guarded by `lock`.
  var upstream = _SubscriberStatus.awaitingSubscription
  var downstream: Downstream?

  let description: String

  init(
    _ description: String, downstream: Downstream,
    mapFailure: @escaping (Failure) -> Downstream.Failure
  ) {
    self.description = description
    self.downstream = downstream
    self.mapFailure = mapFailure
  }

  final func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = upstream, let downstream else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  /// Handles one upstream value; subclasses override it.
  func receive(_ input: Input) -> Subscribers.Demand {
    fatalError("\(Self.self) must override receive(_:)")
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = upstream else {
      lock.unlock()
      return
    }
    upstream = .terminal
    let downstream = self.downstream
    releaseLocked()
    lock.unlock()
    downstream?.receive(completion: completion.mapError(mapFailure))
  }

  final func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    lock.lock()
    guard let subscription = upstream.subscription else {
      lock.unlock()
      return
    }
    let upstreamDemand = adjustDemandLocked(demand)
    lock.unlock()
    subscription.request(upstreamDemand)
  }

  final func cancel() {
    lock.lock()
    let subscription = upstream.subscription
    upstream = .terminal
    releaseLocked()
    lock.unlock()
    subscription?.cancel()
  }

  // MARK: For subclasses

  /// The demand to ask the upstream for when the downstream asks for `demand`.
  /// Called with `lock` held.
  func adjustDemandLocked(_ demand: Subscribers.Demand) -> Subscribers.Demand { demand }

  /// Drops everything the stream holds on to; overrides drop their own state and call
  /// `super`. Called with `lock` held once the stream has ended or been cancelled.
  func releaseLocked() { downstream = nil }

  /// The downstream, while the upstream is live. Called with `lock` held.
  final var liveDownstreamLocked: Downstream? {
    guard case .subscribed = upstream else { return nil }
    return downstream
  }

  /// Ends the stream early: cancels the upstream, then sends `completion` downstream.
  final func terminate(_ completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    guard case .subscribed(let subscription) = upstream else {
      lock.unlock()
      return
    }
    upstream = .terminal
    let downstream = self.downstream
    releaseLocked()
    lock.unlock()
    subscription.cancel()
    downstream?.receive(completion: completion)
  }
}
