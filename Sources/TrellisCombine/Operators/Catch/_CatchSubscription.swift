/// The subscription behind `Catch` and `TryCatch`: it relays the upstream, and when the
/// upstream fails, relays the publisher the handler makes from the error instead.
///
/// The downstream keeps this one subscription throughout. Its outstanding demand is tracked so
/// that the replacement publisher is asked for exactly what the downstream still wants.
final class _CatchSubscription<
  Upstream: Publisher, NewPublisher: Publisher, Downstream: Subscriber
>:
  Subscription, CustomStringConvertible, @unchecked Sendable
where Upstream.Output == Downstream.Input, NewPublisher.Output == Downstream.Input {
  typealias Output = Downstream.Input

  /// Which source events are taken from.
  enum Phase {
    case upstream
    /// The upstream failed; the replacement's subscription has not arrived yet.
    case catching
    case replacement
    case done
  }

  let description: String
  private let mapFailure: (NewPublisher.Failure) -> Downstream.Failure
  private let lock = _Lock()
  // Everything below is guarded by `lock`.
  private var downstream: Downstream?
  private var handler: ((Upstream.Failure) -> Result<NewPublisher, Downstream.Failure>)?
  private var phase = Phase.upstream
  private var current: Subscription?
  private var demand = Subscribers.Demand.none

  init(
    downstream: Downstream, description: String,
    handler: @escaping (Upstream.Failure) -> Result<NewPublisher, Downstream.Failure>,
    mapFailure: @escaping (NewPublisher.Failure) -> Downstream.Failure
  ) {
    self.downstream = downstream
    self.description = description
    self.handler = handler
    self.mapFailure = mapFailure
  }

  func start(_ upstream: Upstream) {
    let active = lock.withLock { downstream != nil }
    guard active else { return }
    upstream.subscribe(_CatchUpstreamInner(parent: self))
  }

  // MARK: Downstream side

  func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.lock()
    guard downstream != nil else {
      lock.unlock()
      return
    }
    demand += more
    let current = self.current
    lock.unlock()
    current?.request(more)
  }

  func cancel() {
    lock.lock()
    let current = self.current
    let released = (downstream, handler)
    phase = .done
    self.current = nil
    downstream = nil
    handler = nil
    lock.unlock()
    current?.cancel()
    withExtendedLifetime(released) {}
  }

  // MARK: Both sources

  func receive(subscription: Subscription, from source: Phase) {
    lock.lock()
    let expected: Phase = source == .upstream ? .upstream : .catching
    guard phase == expected, current == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    current = subscription
    phase = source
    let amount = demand
    lock.unlock()
    if amount > 0 { subscription.request(amount) }
  }

  func receive(_ value: Output, from source: Phase) -> Subscribers.Demand {
    lock.lock()
    guard phase == source, let downstream else {
      lock.unlock()
      return .none
    }
    demand -= 1
    lock.unlock()
    let extra = downstream.receive(value)
    guard extra > 0 else { return .none }
    lock.lock()
    guard phase == source else {
      // The source changed during delivery; pass the new demand to the one now current.
      if self.downstream != nil { demand += extra }
      let current = self.current
      lock.unlock()
      current?.request(extra)
      return .none
    }
    demand += extra
    lock.unlock()
    return extra
  }

  func receiveUpstream(completion: Subscribers.Completion<Upstream.Failure>) {
    lock.lock()
    guard phase == .upstream, let downstream else {
      lock.unlock()
      return
    }
    current = nil
    switch completion {
    case .finished:
      phase = .done
      self.downstream = nil
      handler = nil
      lock.unlock()
      downstream.receive(completion: .finished)
    case .failure(let error):
      phase = .catching
      let handler = self.handler
      self.handler = nil
      lock.unlock()
      switch handler?(error) {
      case .success(let replacement):
        replacement.subscribe(_CatchReplacementInner(parent: self))
      case .failure(let error):
        finish(.failure(error))
      case nil:
        break
      }
    }
  }

  func receiveReplacement(completion: Subscribers.Completion<NewPublisher.Failure>) {
    lock.lock()
    guard phase == .replacement else {
      lock.unlock()
      return
    }
    lock.unlock()
    switch completion {
    case .finished: finish(.finished)
    case .failure(let error): finish(.failure(mapFailure(error)))
    }
  }

  private func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    let downstream = self.downstream
    phase = .done
    current = nil
    self.downstream = nil
    lock.unlock()
    downstream?.receive(completion: completion)
  }
}

/// Subscribes to `Catch`'s upstream.
struct _CatchUpstreamInner<Upstream: Publisher, NewPublisher: Publisher, Downstream: Subscriber>:
  Subscriber
where Upstream.Output == Downstream.Input, NewPublisher.Output == Downstream.Input {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  let parent: _CatchSubscription<Upstream, NewPublisher, Downstream>
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: Subscription) {
    parent.receive(subscription: subscription, from: .upstream)
  }

  func receive(_ input: Input) -> Subscribers.Demand { parent.receive(input, from: .upstream) }

  func receive(completion: Subscribers.Completion<Failure>) {
    parent.receiveUpstream(completion: completion)
  }
}

/// Subscribes to the publisher `Catch`'s handler made.
struct _CatchReplacementInner<
  Upstream: Publisher, NewPublisher: Publisher, Downstream: Subscriber
>: Subscriber
where Upstream.Output == Downstream.Input, NewPublisher.Output == Downstream.Input {
  typealias Input = NewPublisher.Output
  typealias Failure = NewPublisher.Failure

  let parent: _CatchSubscription<Upstream, NewPublisher, Downstream>
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: Subscription) {
    parent.receive(subscription: subscription, from: .replacement)
  }

  func receive(_ input: Input) -> Subscribers.Demand { parent.receive(input, from: .replacement) }

  func receive(completion: Subscribers.Completion<Failure>) {
    parent.receiveReplacement(completion: completion)
  }
}
