extension Publisher {
  /// Replaces a failure with `output`: when upstream fails, `output` is sent and the
  /// stream finishes normally.
  ///
  /// ```swift
  /// Fail<Int, MyError>(error: .broken).replaceError(with: 0)  // 0, then finished
  /// ```
  ///
  /// When the failure arrives before the downstream has asked for a value, `output` waits
  /// for the next request.
  ///
  /// - Parameter output: The value sent in place of the error.
  /// - Returns: A publisher that cannot fail.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }
}

extension Publishers {
  /// A publisher that turns an upstream failure into one last value and a normal finish.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// This publisher cannot fail: an upstream failure is replaced by ``output``.
    public typealias Failure = Never

    /// The publisher whose failure is replaced.
    public let upstream: Upstream
    /// The value sent in place of the failure.
    public let output: Upstream.Output

    /// Creates a publisher that sends `output` and finishes when `upstream` fails.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Subscribes `subscriber` to the upstream; if it fails, ``output`` goes out and the
    /// stream finishes instead.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _ReplaceErrorInner<Upstream.Failure, S>(downstream: subscriber, output: output))
    }
  }
}

extension Publishers.ReplaceError: Equatable
where Upstream: Equatable, Upstream.Output: Equatable {}

/// ReplaceError's subscriber and subscription, following Apple's: it counts the downstream's
/// demand, and on an upstream failure sends the replacement and `.finished`, or, with no
/// demand outstanding, waits for the next request to send them. A value the upstream sends
/// without demand is a broken contract and traps, as in Apple; so does a request for zero
/// values. A cancel before the upstream's subscription is ignored. The downstream stays
/// referenced until this object goes away.
private final class _ReplaceErrorInner<UpstreamFailure: Error, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = UpstreamFailure

  private let downstream: Downstream
  private let output: Input
  private let link = _UpstreamLink()
  // Guarded by `link`.
  private var pendingDemand = Subscribers.Demand.none
  /// The upstream failed with no demand outstanding: the replacement waits for a request.
  private var owesReplacement = false

  init(downstream: Downstream, output: Input) {
    self.downstream = downstream
    self.output = output
  }

  var description: String { "ReplaceError" }
  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    guard link.accept(subscription) else { return }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    link.lock()
    guard case .subscribed = link.status else {
      link.unlock()
      return .none
    }
    precondition(
      pendingDemand > 0, "replaceError(with:): the upstream sent a value that was not requested")
    pendingDemand -= 1
    link.unlock()
    let more = downstream.receive(input)
    guard more > 0 else { return .none }
    link.withLock { pendingDemand += more }
    return more
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    link.lock()
    guard case .subscribed = link.status, !owesReplacement else {
      link.unlock()
      return
    }
    switch completion {
    case .finished:
      link.endLocked()
      link.unlock()
      downstream.receive(completion: .finished)
    case .failure:
      guard pendingDemand > 0 else {
        owesReplacement = true
        link.unlock()
        return
      }
      link.endLocked()
      link.unlock()
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    link.lock()
    if owesReplacement {
      owesReplacement = false
      link.endLocked()
      link.unlock()
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
      return
    }
    pendingDemand += demand
    let subscription = link.status.subscription
    link.unlock()
    subscription?.request(demand)
  }

  func cancel() { link.cancel() }
}
