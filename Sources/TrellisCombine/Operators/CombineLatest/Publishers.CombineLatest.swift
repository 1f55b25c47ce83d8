// `CombineLatest`, `CombineLatest3` and `CombineLatest4` describe their upstreams; the shared
// `_CombineLatestCore` does the work for all three.

extension Publisher {
  /// Combines this publisher with `other`, publishing a tuple of both latest values whenever
  /// either publishes, once each has published at least once.
  ///
  /// The combined stream finishes when both upstreams have finished and fails as soon as one
  /// fails. Demand is passed on to both upstreams; a combination made without downstream demand
  /// is held (only the newest one) until demand arrives.
  ///
  ///     let width = PassthroughSubject<Int, Never>()
  ///     let height = PassthroughSubject<Int, Never>()
  ///     let area = width.combineLatest(height).sink { print($0 * $1) }
  ///     width.send(2)   // nothing yet: height has no value
  ///     height.send(3)  // prints 6
  ///     width.send(5)   // prints 15
  ///
  /// - Parameter other: Another publisher with the same failure type.
  /// - Returns: A publisher of `(Output, P.Output)` tuples.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Combines this publisher with two others, publishing a tuple of the latest value of each
  /// whenever any of them publishes, once all have published at least once.
  ///
  /// - Returns: A publisher of `(Output, P.Output, Q.Output)` tuples.
  public func combineLatest<P: Publisher, Q: Publisher>(
    _ publisher1: P, _ publisher2: Q
  ) -> Publishers.CombineLatest3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2)
  }

  /// Combines this publisher with three others, publishing a tuple of the latest value of each
  /// whenever any of them publishes, once all have published at least once.
  ///
  /// - Returns: A publisher of `(Output, P.Output, Q.Output, R.Output)` tuples.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R
  ) -> Publishers.CombineLatest4<Self, P, Q, R>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
  }
}

extension Publisher {
  /// Combines this publisher with `other` like ``combineLatest(_:)``, publishing what
  /// `transform` makes of each pair of latest values.
  ///
  /// - Parameters:
  ///   - other: Another publisher with the same failure type.
  ///   - transform: Makes one value from the latest value of each upstream.
  /// - Returns: A ``Publishers/Map`` over a ``Publishers/CombineLatest``.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.Map(upstream: Publishers.CombineLatest(self, other)) { transform($0.0, $0.1) }
  }

  /// Combines this publisher with two others like `combineLatest(_:_:)`, publishing what
  /// `transform` makes of each set of latest values.
  ///
  /// - Returns: A ``Publishers/Map`` over a ``Publishers/CombineLatest3``.
  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Map(upstream: Publishers.CombineLatest3(self, publisher1, publisher2)) {
      transform($0.0, $0.1, $0.2)
    }
  }

  /// Combines this publisher with three others like `combineLatest(_:_:_:)`, publishing
  /// what `transform` makes of each set of latest values.
  ///
  /// - Returns: A ``Publishers/Map`` over a ``Publishers/CombineLatest4``.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Map(
      upstream: Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    ) { transform($0.0, $0.1, $0.2, $0.3) }
  }
}

extension Publishers {
  /// A publisher of tuples of the latest values of two upstreams.
  ///
  /// Created by ``Publisher/combineLatest(_:)``. It publishes once both upstreams have
  /// published, then again on every new value from either; it finishes when both have
  /// finished and fails on the first failure, cancelling the other upstream.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    /// A tuple of the latest value from each upstream.
    public typealias Output = (A.Output, B.Output)
    /// The failure of any upstream, which all share one failure type.
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B

    /// Creates a publisher that combines the latest values of two upstreams.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber` and subscribes to ``a`` and ``b``; once each has sent a
    /// value, every new value goes out with the latest value of the others.
    @inlinable public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = _CombineLatestCore(
        downstream: subscriber, count: 2, empty: (A.Output?.none, B.Output?.none),
        description: "CombineLatest", combine: { ($0.0!, $0.1!) })
      subscriber.receive(subscription: core)
      core.subscribe(a, slot: 0) { $0.0 = $1 }
      core.subscribe(b, slot: 1) { $0.1 = $1 }
    }
  }

  /// A publisher of tuples of the latest values of three upstreams.
  ///
  /// Created by `combineLatest(_:_:)`. It publishes once every upstream has
  /// published, then again on every new value; it finishes when all have finished and fails
  /// on the first failure, cancelling the other upstreams.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// A tuple of the latest value from each upstream.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The failure of any upstream, which all share one failure type.
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C

    /// Creates a publisher that combines the latest values of three upstreams.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Attaches `subscriber` and subscribes to the three upstreams; once each has sent a
    /// value, every new value goes out with the latest value of the others.
    @inlinable public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = _CombineLatestCore(
        downstream: subscriber, count: 3,
        empty: (A.Output?.none, B.Output?.none, C.Output?.none),
        description: "CombineLatest3", combine: { ($0.0!, $0.1!, $0.2!) })
      subscriber.receive(subscription: core)
      core.subscribe(a, slot: 0) { $0.0 = $1 }
      core.subscribe(b, slot: 1) { $0.1 = $1 }
      core.subscribe(c, slot: 2) { $0.2 = $1 }
    }
  }

  /// A publisher of tuples of the latest values of four upstreams.
  ///
  /// Created by `combineLatest(_:_:_:)`. It publishes once every upstream has
  /// published, then again on every new value; it finishes when all have finished and fails
  /// on the first failure, cancelling the other upstreams.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>:
    Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    /// A tuple of the latest value from each upstream.
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    /// The failure of any upstream, which all share one failure type.
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C
    /// The fourth upstream publisher.
    public let d: D

    /// Creates a publisher that combines the latest values of four upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    /// Attaches `subscriber` and subscribes to the four upstreams; once each has sent a
    /// value, every new value goes out with the latest value of the others.
    @inlinable public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = _CombineLatestCore(
        downstream: subscriber, count: 4,
        empty: (A.Output?.none, B.Output?.none, C.Output?.none, D.Output?.none),
        description: "CombineLatest4", combine: { ($0.0!, $0.1!, $0.2!, $0.3!) })
      subscriber.receive(subscription: core)
      core.subscribe(a, slot: 0) { $0.0 = $1 }
      core.subscribe(b, slot: 1) { $0.1 = $1 }
      core.subscribe(c, slot: 2) { $0.2 = $1 }
      core.subscribe(d, slot: 3) { $0.3 = $1 }
    }
  }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}
extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.CombineLatest4: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
