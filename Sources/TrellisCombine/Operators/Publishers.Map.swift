extension Publisher {
  /// Transforms each value from upstream with `transform`.
  ///
  /// ```swift
  /// [1, 2, 3].publisher.map { $0 * 10 }  // 10, 20, 30
  /// ```
  ///
  /// - Parameter transform: Turns one upstream value into one downstream value.
  /// - Returns: A publisher of the transformed values, with upstream's failure type.
  @inlinable public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Replaces each `nil` from upstream with `output`, unwrapping the other values.
  ///
  /// - Parameter output: The value sent in place of `nil`.
  /// - Returns: A publisher of non-optional values.
  @inlinable public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T>
  where Output == T? {
    Publishers.Map(upstream: self) { $0 ?? output }
  }
}

extension Publishers {
  /// A publisher that transforms each upstream value with a closure.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The closure applied to each value.
    public let transform: (Upstream.Output) -> Output

    /// Creates a publisher that applies `transform` to each value of `upstream`.
    @inlinable public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes `subscriber` to the upstream, passing on the result of ``transform`` for
    /// each value.
    @inlinable public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(_MapInner(downstream: subscriber, transform: transform))
    }
  }
}

extension Publishers.Map {
  /// Fuses two maps into one that applies both closures in turn.
  @inlinable public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Upstream, T>
  {
    let first = self.transform
    return Publishers.Map(upstream: upstream) { transform(first($0)) }
  }

  /// Fuses this map with a throwing map that follows it.
  @inlinable public func tryMap<T>(_ transform: @escaping (Output) throws -> T)
    -> Publishers.TryMap<Upstream, T>
  {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { try transform(first($0)) }
  }
}

/// Map's subscriber: a value type that hands upstream's subscription straight to the
/// downstream, since mapping never changes how many values are asked for.
@usableFromInline
struct _MapInner<Downstream: Subscriber, Input>: Subscriber, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible
{
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let transform: (Input) -> Downstream.Input
  @usableFromInline let combineIdentifier = CombineIdentifier()

  @inlinable init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input) {
    self.downstream = downstream
    self.transform = transform
  }

  @usableFromInline var description: String { "Map" }

  @usableFromInline var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  @usableFromInline var playgroundDescription: Any { description }

  @inlinable func receive(subscription: Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(transform(input))
  }

  @inlinable func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
