extension Publisher {
  /// Sends on only the values for which `isIncluded` returns `true`.
  ///
  /// ```swift
  /// (1...6).publisher.filter { $0.isMultiple(of: 2) }  // 2, 4, 6
  /// ```
  ///
  /// - Parameter isIncluded: Decides whether a value is sent on.
  /// - Returns: A publisher of the values that pass the test.
  @inlinable public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self>
  {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }
}

extension Publishers {
  /// A publisher that sends on only the upstream values that pass a test.
  public struct Filter<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are tested.
    public let upstream: Upstream
    /// The test; values for which it returns `false` are dropped.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Creates a publisher that sends on the values of `upstream` that pass `isIncluded`.
    @inlinable public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Subscribes `subscriber` to the upstream, passing on the values ``isIncluded``
    /// accepts.
    @inlinable public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(_FilterInner(downstream: subscriber, isIncluded: isIncluded))
    }
  }
}

extension Publishers.Filter {
  /// Fuses two filters into one that sends on the values passing both tests.
  @inlinable public func filter(_ isIncluded: @escaping (Output) -> Bool)
    -> Publishers.Filter<Upstream>
  {
    let first = self.isIncluded
    return Publishers.Filter(upstream: upstream) { first($0) && isIncluded($0) }
  }

  /// Fuses this filter with a throwing filter that follows it.
  @inlinable public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool)
    -> Publishers.TryFilter<Upstream>
  {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }
}

/// Filter's subscriber: a value type that hands upstream's subscription straight to the
/// downstream. A dropped value used up one unit of the demand upstream was given without
/// reaching the downstream, so `receive(_:)` asks upstream for one more in its place.
@usableFromInline
struct _FilterInner<Downstream: Subscriber>: Subscriber, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible
{
  @usableFromInline typealias Input = Downstream.Input
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let isIncluded: (Input) -> Bool
  @usableFromInline let combineIdentifier = CombineIdentifier()

  @inlinable init(downstream: Downstream, isIncluded: @escaping (Input) -> Bool) {
    self.downstream = downstream
    self.isIncluded = isIncluded
  }

  @usableFromInline var description: String { "Filter" }

  @usableFromInline var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  @usableFromInline var playgroundDescription: Any { description }

  @inlinable func receive(subscription: Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inlinable func receive(_ input: Input) -> Subscribers.Demand {
    isIncluded(input) ? downstream.receive(input) : .max(1)
  }

  @inlinable func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
