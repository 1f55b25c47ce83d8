extension Publisher where Output: Equatable {
  /// Drops each value that equals the last value sent on.
  ///
  /// ```swift
  /// [1, 1, 2, 2, 2, 1].publisher.removeDuplicates()  // 1, 2, 1
  /// ```
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}

extension Publisher {
  /// Drops each value that `predicate` calls a duplicate of the last value sent on.
  ///
  /// The first value always passes. Each later value is compared with the most recent value
  /// that passed, not with the one just before it.
  ///
  /// - Parameter predicate: Given the last value sent on and a new value, returns `true`
  ///   when the new one is a duplicate and should be dropped.
  /// - Returns: A publisher without consecutive duplicates.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that drops values that duplicate the last value it sent on.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are compared.
    public let upstream: Upstream
    /// Returns `true` when its second argument duplicates its first, the last value sent on.
    public let predicate: (Output, Output) -> Bool

    /// Creates a publisher that drops the values of `upstream` that `predicate` calls
    /// duplicates.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream, passing on each value that ``predicate``
    /// does not find a duplicate of the last one passed on.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(_RemoveDuplicatesInner(downstream: subscriber, predicate: predicate))
    }
  }
}

/// RemoveDuplicates' subscriber: forwards upstream's subscription, remembers the last value
/// sent on, and asks upstream for one more in place of each dropped duplicate.
///
/// Upstream delivers values one at a time (the `Subscriber` contract), which is what makes
/// `last` safe without a lock; the class is not `Sendable` and shares it with no one else.
private final class _RemoveDuplicatesInner<Downstream: Subscriber>: Subscriber,
  CustomStringConvertible
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let predicate: (Input, Input) -> Bool
  private var last: Input?

  init(downstream: Downstream, predicate: @escaping (Input, Input) -> Bool) {
    self.downstream = downstream
    self.predicate = predicate
  }

  var description: String { "RemoveDuplicates" }

  func receive(subscription: Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    if let last, predicate(last, input) { return .max(1) }
    last = input
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    last = nil
    downstream.receive(completion: completion)
  }
}
