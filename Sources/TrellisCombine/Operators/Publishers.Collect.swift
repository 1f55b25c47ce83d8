extension Publisher {
  /// Gathers every value into one array, published when the upstream finishes.
  ///
  /// ```swift
  /// [1, 2, 3].publisher.collect()  // publishes [1, 2, 3], then finishes
  /// ```
  ///
  /// An empty upstream publishes an empty array. A failure is passed on and the gathered
  /// values are dropped. The array grows without bound: for an endless upstream, prefer
  /// ``collect(_:)``.
  ///
  /// - Returns: A publisher of one array holding all the upstream's values, in order.
  public func collect() -> Publishers.Collect<Self> {
    Publishers.Collect(upstream: self)
  }
}

extension Publishers {
  /// A publisher that gathers all of its upstream's values into one array, published when
  /// the upstream finishes.
  public struct Collect<Upstream: Publisher>: Publisher {
    /// One array of all the upstream's values.
    public typealias Output = [Upstream.Output]
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are gathered.
    public let upstream: Upstream

    /// Creates a publisher that gathers `upstream`'s values.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the array goes out
    /// when the upstream finishes, and a failure is passed on without it.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "Collect", downstream: subscriber, initial: [], mapFailure: { $0 },
          children: { [("count", $0?.count ?? 0)] },
          step: { partial, value in
            partial!.append(value)
            return .proceed
          }))
    }
  }
}

extension Publishers.Collect: Equatable where Upstream: Equatable {}
