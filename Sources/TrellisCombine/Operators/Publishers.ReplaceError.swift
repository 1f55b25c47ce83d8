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
    public typealias Output = Upstream.Output
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

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _ReplaceErrorInner<Upstream.Failure, S>(downstream: subscriber, output: output))
    }
  }
}

extension Publishers.ReplaceError: Equatable
where Upstream: Equatable, Upstream.Output: Equatable {}

/// ReplaceError's subscriber and subscription. It counts the downstream's demand so that
/// the replacement value is sent only when the downstream has asked for one.
private final class _ReplaceErrorInner<UpstreamFailure: Error, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Failure == Never {
  typealias Input = Downstream.Input
  typealias Failure = UpstreamFailure

  private let lock = _Lock()
  // Guarded by `lock`.
  private var status = _SubscriberStatus.awaitingSubscription
  private var downstream: Downstream?
  private var output: Input?
  /// Values the downstream asked for that it has not received yet.
  private var demand = Subscribers.Demand.none
  /// Upstream failed while the downstream had no demand: the replacement waits for it.
  private var owesReplacement = false

  init(downstream: Downstream, output: Input) {
    self.downstream = downstream
    self.output = output
  }

  var description: String { "ReplaceError" }

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = status, let downstream else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = status, let downstream else {
      lock.unlock()
      return .none
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(input)
    if more > 0 {
      lock.lock()
      if self.downstream != nil { demand += more }
      lock.unlock()
    }
    return more
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    lock.lock()
    guard case .subscribed = status, let downstream else {
      lock.unlock()
      return
    }
    status = .terminal
    if case .failure = completion, demand == .none {
      owesReplacement = true
      lock.unlock()
      return
    }
    let replacement = output
    self.downstream = nil
    output = nil
    lock.unlock()
    if case .failure = completion, let replacement {
      _ = downstream.receive(replacement)
    }
    downstream.receive(completion: .finished)
  }

  func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.lock()
    if owesReplacement, let downstream, let replacement = output {
      owesReplacement = false
      self.downstream = nil
      output = nil
      lock.unlock()
      _ = downstream.receive(replacement)
      downstream.receive(completion: .finished)
      return
    }
    demand += more
    let upstream = status.subscription
    lock.unlock()
    upstream?.request(more)
  }

  func cancel() {
    lock.lock()
    let upstream = status.subscription
    status = .terminal
    downstream = nil
    output = nil
    owesReplacement = false
    lock.unlock()
    upstream?.cancel()
  }
}
