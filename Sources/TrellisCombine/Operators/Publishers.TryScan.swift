extension Publisher {
  /// Sends each step of an accumulation whose combining closure may throw.
  ///
  /// An error thrown by `nextPartialResult` cancels the upstream and ends the stream with
  /// that error.
  ///
  /// - Parameters:
  ///   - initialResult: The result the first value is combined with.
  ///   - nextPartialResult: Combines the previous result with a new value, or throws.
  /// - Returns: A publisher of the running results whose failure type is `any Error`.
  public func tryScan<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryScan<Self, T> {
    Publishers.TryScan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}

extension Publishers {
  /// A publisher that sends the running result of combining each upstream value with the
  /// result before it, using a closure that may throw.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    /// Any error: the upstream's failure, or one the closure throws.
    public typealias Failure = any Error

    /// The publisher whose values are accumulated.
    public let upstream: Upstream
    /// The result the first value is combined with; each subscription starts from it.
    public let initialResult: Output
    /// Combines the previous result with a new value, or throws to end the stream.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Creates a publisher that accumulates the values of `upstream` from `initialResult`.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    /// Subscribes `subscriber` to the upstream, passing on each running result of
    /// ``nextPartialResult``, starting from ``initialResult``. If it throws, the upstream is
    /// cancelled and the error sent.
    ///
    /// As in Apple's Combine, values the upstream still sends after the closure threw, or
    /// after the upstream completed, are folded in and passed on too, and a second upstream
    /// completion is passed on again: only a thrown error or a cancel ends what it passes on.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _TryScanInner(
          downstream: subscriber, initialResult: initialResult,
          nextPartialResult: nextPartialResult))
    }
  }
}

/// TryScan's subscriber and subscription, following Apple's: values are folded and passed on
/// whatever state the stream is in, a completion is passed on while the subscription has not
/// failed or been cancelled, and a thrown error cancels the upstream and fails the stream
/// (once). The downstream, the closure and the running result stay referenced until this
/// object goes away.
private final class _TryScanInner<Input, UpstreamFailure: Error, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Failure == any Error {
  typealias Failure = UpstreamFailure
  typealias Output = Downstream.Input

  private let downstream: Downstream
  private let nextPartialResult: (Output, Input) throws -> Output
  private let link = _UpstreamLink()
  /// Touched by one value at a time (the upstream's contract); read by the mirror.
  private var result: Output

  init(
    downstream: Downstream, initialResult: Output,
    nextPartialResult: @escaping (Output, Input) throws -> Output
  ) {
    self.downstream = downstream
    self.result = initialResult
    self.nextPartialResult = nextPartialResult
  }

  var description: String { "TryScan" }

  var customMirror: Mirror {
    let status = link.withLock { link.status }
    let children: [Mirror.Child] = [
      ("downstream", downstream), ("status", status), ("result", result),
    ]
    return Mirror(self, children: children)
  }

  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    guard link.accept(subscription) else { return }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    do {
      result = try nextPartialResult(result, input)
    } catch {
      guard link.cancel() else { return .none }
      downstream.receive(completion: .failure(error))
      return .none
    }
    return downstream.receive(result)
  }

  /// Passes a completion on while the link is live, without ending it: Apple's passes a
  /// second completion on too.
  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard link.withLock({ link.status.subscription != nil }) else { return }
    downstream.receive(completion: completion.eraseError)
  }

  func request(_ demand: Subscribers.Demand) { link.request(demand) }

  func cancel() { link.cancel() }
}
