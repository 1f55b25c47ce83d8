/// The subscription behind `Catch` and `TryCatch`: it relays the upstream, and when the
/// upstream fails, relays the publisher the handler makes from the error instead.
///
/// The downstream keeps this one subscription throughout; it gets it when the upstream's
/// subscription arrives. Its outstanding demand is tracked so that the replacement publisher
/// is asked for exactly what the downstream still wants. The upstream and the replacement
/// each get their own subscriber (``Head`` and ``Tail``), sharing this object's identity.
///
/// Apple's rules, kept here:
/// - a value sent without demand, a failure sent before the subscription or while the
///   replacement is already in charge, and a request before the subscription are broken
///   contracts and trap;
/// - values are passed on whatever the state (after a cancel too), while completions from a
///   source no longer in charge are ignored;
/// - a cancel while the replacement is being subscribed is ignored, so the replacement is
///   still asked for the demand and its completion passed on;
/// - the downstream and the handler stay referenced until this object goes away.
final class _CatchSubscription<
  Upstream: Publisher, NewPublisher: Publisher, Downstream: Subscriber
>: Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Upstream.Output == Downstream.Input, NewPublisher.Output == Downstream.Input {
  typealias Output = Downstream.Input
  typealias Handler = (Upstream.Failure) -> Result<NewPublisher, Downstream.Failure>

  /// The subscriber attached to the upstream.
  struct Head: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
  {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure
    let inner: _CatchSubscription
    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    var description: String { inner.description }
    var customMirror: Mirror { inner.customMirror }
    var playgroundDescription: Any { inner.playgroundDescription }
    func receive(subscription: Subscription) { inner.headReceive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { inner.headReceive(input) }
    func receive(completion: Subscribers.Completion<Failure>) {
      inner.headReceive(completion: completion)
    }
  }

  /// The subscriber attached to the replacement publisher.
  struct Tail: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
  {
    typealias Input = NewPublisher.Output
    typealias Failure = NewPublisher.Failure
    let inner: _CatchSubscription
    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    var description: String { inner.description }
    var customMirror: Mirror { inner.customMirror }
    var playgroundDescription: Any { inner.playgroundDescription }
    func receive(subscription: Subscription) { inner.tailReceive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { inner.downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) {
      inner.tailReceive(completion: completion)
    }
  }

  private enum State {
    case awaitingUpstream
    case upstream(Subscription)
    /// The upstream failed; the replacement's subscription has not arrived yet.
    case awaitingReplacement
    case replacement(Subscription)
    case done
  }

  let description: String
  fileprivate let downstream: Downstream
  private let handler: Handler
  private let mapFailure: (NewPublisher.Failure) -> Downstream.Failure
  private let lock = _Lock()
  // Guarded by `lock`.
  private var state = State.awaitingUpstream
  private var demand = Subscribers.Demand.none

  init(
    downstream: Downstream, description: String, handler: @escaping Handler,
    mapFailure: @escaping (NewPublisher.Failure) -> Downstream.Failure
  ) {
    self.downstream = downstream
    self.description = description
    self.handler = handler
    self.mapFailure = mapFailure
  }

  var customMirror: Mirror {
    let demand = lock.withLock { self.demand }
    let children: [Mirror.Child] = [("downstream", downstream), ("demand", demand)]
    return Mirror(self, children: children)
  }

  var playgroundDescription: Any { description }

  // MARK: Downstream side

  func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.lock()
    switch state {
    case .awaitingUpstream:
      lock.unlock()
      preconditionFailure("\(description): request(_:) was called before the subscription")
    case .upstream(let subscription):
      demand += more
      lock.unlock()
      subscription.request(more)
    case .awaitingReplacement:
      demand += more
      lock.unlock()
    case .replacement(let subscription):
      lock.unlock()
      subscription.request(more)
    case .done:
      lock.unlock()
    }
  }

  func cancel() {
    lock.lock()
    switch state {
    case .upstream(let subscription), .replacement(let subscription):
      state = .done
      lock.unlock()
      subscription.cancel()
    case .awaitingUpstream, .awaitingReplacement, .done:
      lock.unlock()
    }
  }

  // MARK: Upstream

  fileprivate func headReceive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingUpstream = state else {
      lock.unlock()
      subscription.cancel()
      return
    }
    state = .upstream(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  fileprivate func headReceive(_ input: Output) -> Subscribers.Demand {
    lock.lock()
    precondition(demand > 0, "\(description): the upstream sent a value that was not requested")
    demand -= 1
    lock.unlock()
    let more = downstream.receive(input)
    lock.withLock { demand += more }
    return more
  }

  fileprivate func headReceive(completion: Subscribers.Completion<Upstream.Failure>) {
    lock.lock()
    switch (completion, state) {
    case (.finished, .upstream):
      state = .done
      lock.unlock()
      downstream.receive(completion: .finished)
    case (.finished, _), (.failure, .done):
      lock.unlock()
    case (.failure(let error), .upstream):
      state = .awaitingReplacement
      lock.unlock()
      switch handler(error) {
      case .success(let replacement):
        replacement.subscribe(Tail(inner: self))
      case .failure(let thrown):
        lock.withLock { state = .done }
        downstream.receive(completion: .failure(thrown))
      }
    case (.failure, _):
      lock.unlock()
      preconditionFailure(
        "\(description): the upstream failed again, or before its subscription arrived")
    }
  }

  // MARK: Replacement

  fileprivate func tailReceive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingReplacement = state else {
      lock.unlock()
      subscription.cancel()
      return
    }
    state = .replacement(subscription)
    let demand = self.demand
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  fileprivate func tailReceive(completion: Subscribers.Completion<NewPublisher.Failure>) {
    lock.lock()
    guard case .replacement = state else {
      lock.unlock()
      return
    }
    state = .done
    lock.unlock()
    downstream.receive(completion: completion.mapError(mapFailure))
  }
}
