extension Publisher {
  /// Calls the given closures as events pass through, without changing the stream.
  ///
  /// ```swift
  /// feed.handleEvents(receiveOutput: { log("got \($0)") }, receiveCancel: { log("gone") })
  /// ```
  ///
  /// Each closure runs just before the event is passed on. `receiveRequest` sees both the
  /// downstream's requests and the extra demand it returns when it receives a value.
  ///
  /// - Parameters:
  ///   - receiveSubscription: Called with upstream's subscription when it arrives.
  ///   - receiveOutput: Called with each value.
  ///   - receiveCompletion: Called with the completion.
  ///   - receiveCancel: Called when the downstream cancels.
  ///   - receiveRequest: Called with each demand the downstream asks for.
  /// - Returns: A publisher that republishes upstream.
  public func handleEvents(
    receiveSubscription: ((Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }
}

extension Publishers {
  /// A publisher that calls closures as the events of its stream pass through.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are watched.
    public let upstream: Upstream
    /// Called with upstream's subscription when it arrives.
    public var receiveSubscription: ((Subscription) -> Void)?
    /// Called with each value.
    public var receiveOutput: ((Upstream.Output) -> Void)?
    /// Called with the completion.
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    /// Called when the downstream cancels.
    public var receiveCancel: (() -> Void)?
    /// Called with each demand the downstream asks for.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Creates a publisher that calls the given closures as the events of `upstream` pass.
    public init(
      upstream: Upstream,
      receiveSubscription: ((Subscription) -> Void)? = nil,
      receiveOutput: ((Upstream.Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil,
      receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    /// Subscribes `subscriber` to the upstream, calling the closures as events and requests
    /// pass through, then passing each one on.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _HandleEventsInner(
          downstream: subscriber,
          hooks: _EventHooks(
            receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
            receiveRequest: receiveRequest)))
    }
  }
}

/// The closures of one handleEvents subscription.
private struct _EventHooks<Output, Failure: Error> {
  var receiveSubscription: ((Subscription) -> Void)?
  var receiveOutput: ((Output) -> Void)?
  var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
  var receiveCancel: (() -> Void)?
  var receiveRequest: ((Subscribers.Demand) -> Void)?
}

/// HandleEvents' subscriber and subscription: it stands between upstream and downstream so
/// that it sees requests and cancellation too. The closures are dropped when the stream
/// ends or is cancelled.
private final class _HandleEventsInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = _Lock()
  // Guarded by `lock`.
  private var status = _SubscriberStatus.awaitingSubscription
  private var downstream: Downstream?
  private var hooks: _EventHooks<Input, Failure>?

  init(downstream: Downstream, hooks: _EventHooks<Input, Failure>) {
    self.downstream = downstream
    self.hooks = hooks
  }

  var description: String { "HandleEvents" }

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = status, let downstream else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    let hook = hooks?.receiveSubscription
    lock.unlock()
    hook?(subscription)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard let downstream, let hooks else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    hooks.receiveOutput?(input)
    let more = downstream.receive(input)
    if more > 0 { hooks.receiveRequest?(more) }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    let hook = hooks?.receiveCompletion
    status = .terminal
    self.downstream = nil
    hooks = nil
    lock.unlock()
    hook?(completion)
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    lock.lock()
    let hook = hooks?.receiveRequest
    let upstream = status.subscription
    lock.unlock()
    hook?(demand)
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    let hook = hooks?.receiveCancel
    let upstream = status.subscription
    status = .terminal
    downstream = nil
    hooks = nil
    lock.unlock()
    hook?()
    upstream?.cancel()
  }
}
