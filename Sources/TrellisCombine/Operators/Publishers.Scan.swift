extension Publisher {
  /// Sends each step of an accumulation: the result of combining the previous result with
  /// each new value, starting from `initialResult`.
  ///
  /// ```swift
  /// (1...4).publisher.scan(0, +)  // 1, 3, 6, 10
  /// ```
  ///
  /// - Parameters:
  ///   - initialResult: The result the first value is combined with.
  ///   - nextPartialResult: Combines the previous result with a new value.
  /// - Returns: A publisher of the running results.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}

extension Publishers {
  /// A publisher that sends the running result of combining each upstream value with the
  /// result before it.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are accumulated.
    public let upstream: Upstream
    /// The result the first value is combined with; each subscription starts from it.
    public let initialResult: Output
    /// Combines the previous result with a new value.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a publisher that accumulates the values of `upstream` from `initialResult`.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    /// Subscribes `subscriber` to the upstream, passing on each running result of
    /// ``nextPartialResult``, starting from ``initialResult``.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _ScanInner(
          downstream: subscriber, initialResult: initialResult,
          nextPartialResult: nextPartialResult))
    }
  }
}

/// Scan's subscriber: forwards upstream's subscription and keeps the running result.
///
/// Upstream delivers values one at a time (the `Subscriber` contract), which is what makes
/// `result` safe without a lock; the class is not `Sendable` and shares it with no one else.
private final class _ScanInner<Downstream: Subscriber, Input>: Subscriber,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
{
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let nextPartialResult: (Downstream.Input, Input) -> Downstream.Input
  private var result: Downstream.Input

  init(
    downstream: Downstream, initialResult: Downstream.Input,
    nextPartialResult: @escaping (Downstream.Input, Input) -> Downstream.Input
  ) {
    self.downstream = downstream
    self.result = initialResult
    self.nextPartialResult = nextPartialResult
  }

  var description: String { "Scan" }

  var customMirror: Mirror {
    let children: [Mirror.Child] = [("downstream", downstream), ("result", result)]
    return Mirror(self, children: children)
  }

  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    result = nextPartialResult(result, input)
    return downstream.receive(result)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
