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
  var receiveSubscription: ((Subscription) -> Void)? = nil
  var receiveOutput: ((Output) -> Void)? = nil
  var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  var receiveCancel: (() -> Void)? = nil
  var receiveRequest: ((Subscribers.Demand) -> Void)? = nil
}

/// HandleEvents' subscriber and subscription: it stands between upstream and downstream so
/// that it sees requests and cancellation too.
///
/// It is a pure pass-through, as Apple's is: values and completions reach the downstream
/// whatever came before (a cancel included), a second upstream subscription is shown to
/// `receiveSubscription` before it is cancelled, and the closures are dropped only when the
/// stream completes or is cancelled. The downstream stays referenced until this object goes
/// away.
private final class _HandleEventsInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let link = _UpstreamLink()
  // Guarded by `link`.
  private var hooks: _EventHooks<Input, Failure>

  init(downstream: Downstream, hooks: _EventHooks<Input, Failure>) {
    self.downstream = downstream
    self.hooks = hooks
  }

  var description: String { "HandleEvents" }
  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    let hook = link.withLock { hooks.receiveSubscription }
    hook?(subscription)
    guard link.accept(subscription) else { return }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let hook = link.withLock { hooks.receiveOutput }
    hook?(input)
    let more = downstream.receive(input)
    guard more > 0 else { return .none }
    let requestHook = link.withLock { hooks.receiveRequest }
    requestHook?(more)
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let hook = link.withLock { hooks.receiveCompletion }
    hook?(completion)
    let released = link.withLock {
      link.endLocked()
      return takeHooks()
    }
    withExtendedLifetime(released) {}
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    let hook = link.withLock { hooks.receiveRequest }
    hook?(demand)
    link.request(demand)
  }

  func cancel() {
    let hook = link.withLock { hooks.receiveCancel }
    hook?()
    link.cancel(dropping: takeHooks)
  }

  /// Hands back the closures, which the ended stream no longer calls, for release after
  /// unlocking; call with the lock held.
  private func takeHooks() -> _EventHooks<Input, Failure> {
    let released = hooks
    hooks = _EventHooks()
    return released
  }
}
