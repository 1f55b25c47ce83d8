extension Publisher {
  /// Transforms each value with `transform` and sends on the results that are not `nil`.
  ///
  /// ```swift
  /// ["1", "x", "3"].publisher.compactMap { Int($0) }  // 1, 3
  /// ```
  ///
  /// - Parameter transform: Turns a value into a new value, or `nil` to drop it.
  /// - Returns: A publisher of the non-`nil` results.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T>
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
}

extension Publishers {
  /// A publisher that transforms each upstream value and drops the `nil` results.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The closure applied to each value; a `nil` result is dropped.
    public let transform: (Upstream.Output) -> Output?

    /// Creates a publisher that applies `transform` to each value of `upstream`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes `subscriber` to the upstream, passing on each non-`nil` result of
    /// ``transform``.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(_CompactMapInner(downstream: subscriber, transform: transform))
    }
  }
}

extension Publishers.CompactMap {
  /// Fuses two compacting maps into one.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<Upstream, T>
  {
    let first = self.transform
    return Publishers.CompactMap(upstream: upstream) { first($0).flatMap(transform) }
  }

  /// Fuses this compacting map with a map that follows it.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
    let first = self.transform
    return Publishers.CompactMap(upstream: upstream) { first($0).map(transform) }
  }
}

/// CompactMap's subscriber: forwards upstream's subscription, and asks upstream for one
/// more value in place of each `nil` result, as filter does for a dropped value.
private struct _CompactMapInner<Downstream: Subscriber, Input>: Subscriber,
  CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible
{
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  let transform: (Input) -> Downstream.Input?
  let combineIdentifier = CombineIdentifier()

  var description: String { "CompactMap" }

  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let output = transform(input) else { return .max(1) }
    return downstream.receive(output)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
