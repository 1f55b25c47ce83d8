extension Publisher {
  /// Sends `output` when upstream finishes without having sent any value.
  ///
  /// ```swift
  /// Empty<Int, Never>().replaceEmpty(with: 42)  // 42, then finished
  /// ```
  ///
  /// A failure passes through unchanged. When upstream finishes empty before the downstream
  /// has asked for a value, `output` and the finish wait for the next request.
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
    public typealias Output = Upstream.Output
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

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(_ReplaceEmptyInner(downstream: subscriber, output: output))
    }
  }
}

extension Publishers.ReplaceEmpty: Equatable
where Upstream: Equatable, Upstream.Output: Equatable {}

/// ReplaceEmpty's subscriber and subscription. It counts the downstream's demand so that
/// the replacement value is sent only when the downstream has asked for one.
private final class _ReplaceEmptyInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = _Lock()
  // Guarded by `lock`.
  private var status = _SubscriberStatus.awaitingSubscription
  private var downstream: Downstream?
  private var output: Input?
  private var receivedValue = false
  /// Values the downstream asked for that it has not received yet.
  private var demand = Subscribers.Demand.none
  /// Upstream finished empty while the downstream had no demand: the replacement waits.
  private var owesReplacement = false

  init(downstream: Downstream, output: Input) {
    self.downstream = downstream
    self.output = output
  }

  var description: String { "ReplaceEmpty" }

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
    receivedValue = true
    output = nil
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

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = status, let downstream else {
      lock.unlock()
      return
    }
    status = .terminal
    let replacing = !receivedValue && completion.isFinished
    if replacing && demand == .none {
      owesReplacement = true
      lock.unlock()
      return
    }
    let replacement = output
    self.downstream = nil
    output = nil
    lock.unlock()
    if replacing, let replacement { _ = downstream.receive(replacement) }
    downstream.receive(completion: completion)
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

extension Subscribers.Completion {
  fileprivate var isFinished: Bool {
    if case .finished = self { return true }
    return false
  }
}
