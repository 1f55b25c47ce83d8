extension Publisher {
  /// Sends `output` when upstream finishes without having sent any value.
  ///
  /// ```swift
  /// Empty<Int, Never>().replaceEmpty(with: 42)  // 42, then finished
  /// ```
  ///
  /// A failure passes through unchanged. When upstream finishes empty before the downstream
  /// has asked for a value, `output` and the finish wait for the next request. As in Apple's
  /// Combine, the upstream is asked for everything (`.unlimited`) as soon as it is subscribed,
  /// whatever the subscriber's demand.
  ///
  /// - Parameter output: The value sent when upstream sends none.
  /// - Returns: A publisher that sends at least one value whenever it finishes normally.
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }
}

extension Publishers {
  /// A publisher that sends a given value when its upstream finishes without any.
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher that may finish empty.
    public let upstream: Upstream
    /// The value sent when upstream finishes empty.
    public let output: Upstream.Output

    /// Creates a publisher that sends `output` when `upstream` finishes without a value.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Subscribes `subscriber` to the upstream; if it finishes without a value, ``output``
    /// goes out before the completion.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _ReplaceEmptyInner(downstream: subscriber, output: output))
    }
  }
}

extension Publishers.ReplaceEmpty: Equatable
where Upstream: Equatable, Upstream.Output: Equatable {}

/// ReplaceEmpty's subscriber and subscription, following Apple's: it hands itself to the
/// downstream and then asks the upstream for everything (the downstream's own requests are
/// passed on too, so the upstream sees `.unlimited` after the first of them); if the upstream
/// finishes without a value, the replacement and `.finished` go out once the downstream has
/// asked for anything. A request for zero values traps. The downstream stays referenced until
/// this object goes away.
private final class _ReplaceEmptyInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let output: Input
  private let link = _UpstreamLink()
  // Guarded by `link`.
  private var receivedValue = false
  private var downstreamRequested = false
  private var finishedEmpty = false

  init(downstream: Downstream, output: Input) {
    self.downstream = downstream
    self.output = output
  }

  var description: String { "ReplaceEmpty" }
  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    guard link.accept(subscription) else { return }
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    link.lock()
    guard case .subscribed = link.status else {
      link.unlock()
      return .none
    }
    receivedValue = true
    link.unlock()
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    link.lock()
    guard case .subscribed = link.status else {
      link.unlock()
      return
    }
    link.endLocked()
    guard !receivedValue, case .finished = completion else {
      link.unlock()
      downstream.receive(completion: completion)
      return
    }
    guard downstreamRequested else {
      finishedEmpty = true
      link.unlock()
      return
    }
    link.unlock()
    _ = downstream.receive(output)
    downstream.receive(completion: .finished)
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    link.lock()
    downstreamRequested = true
    guard finishedEmpty else {
      let subscription = link.status.subscription
      link.unlock()
      subscription?.request(demand)
      return
    }
    finishedEmpty = false
    link.unlock()
    _ = downstream.receive(output)
    downstream.receive(completion: .finished)
  }

  func cancel() { link.cancel() }
}
