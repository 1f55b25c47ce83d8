extension Publisher {
  /// Transforms each value from upstream with `transform`.
  ///
  /// ```swift
  /// [1, 2, 3].publisher.map { $0 * 10 }  // 10, 20, 30
  /// ```
  ///
  /// - Parameter transform: Turns one upstream value into one downstream value.
  /// - Returns: A publisher of the transformed values, with upstream's failure type.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Replaces each `nil` from upstream with `output`, unwrapping the other values.
  ///
  /// - Parameter output: The value sent in place of `nil`.
  /// - Returns: A publisher of non-optional values.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    Publishers.Map(upstream: self) { $0 ?? output }
  }
}

extension Publishers {
  /// A publisher that transforms each upstream value with a closure.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The closure applied to each value.
    public let transform: (Upstream.Output) -> Output

    /// Creates a publisher that applies `transform` to each value of `upstream`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(_MapInner(downstream: subscriber, transform: transform))
    }
  }
}

extension Publishers.Map {
  /// Fuses two maps into one that applies both closures in turn.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Upstream, T> {
    let first = self.transform
    return Publishers.Map(upstream: upstream) { transform(first($0)) }
  }

  /// Fuses this map with a throwing map that follows it.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T)
    -> Publishers.TryMap<Upstream, T>
  {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { try transform(first($0)) }
  }
}

/// Map's subscriber: a value type that hands upstream's subscription straight to the
/// downstream, since mapping never changes how many values are asked for.
private struct _MapInner<Downstream: Subscriber, Input>: Subscriber, CustomStringConvertible {
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  let transform: (Input) -> Downstream.Input
  let combineIdentifier = CombineIdentifier()

  var description: String { "Map" }

  func receive(subscription: Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(transform(input))
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
