extension Publishers {
  /// A publisher that interleaves the values of six upstreams of the same output and
  /// failure types, finishing when all of them have finished.
  ///
  /// Created by `merge(with:)`. The first failure of any upstream is delivered at once and
  /// cancels the others. Demand is honoured: with a finite demand each upstream has at most
  /// one value requested at a time.
  public struct Merge6<A, B, C, D, E, F>: Publisher
  where
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher,
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output
  {
    /// The values of all the upstreams, which share one output type.
    public typealias Output = A.Output
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
    /// The fifth upstream publisher.
    public let e: E
    /// The sixth upstream publisher.
    public let f: F

    /// Creates a publisher that merges the values of six upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
    }

    /// Attaches `subscriber` and subscribes to the six upstreams in order; it finishes
    /// once all of them have finished, and fails as soon as one fails.
    @inlinable public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = _MergeCore(downstream: subscriber, count: 6, description: "Merge6")
      subscriber.receive(subscription: core)
      core.subscribe(a, slot: 0)
      core.subscribe(b, slot: 1)
      core.subscribe(c, slot: 2)
      core.subscribe(d, slot: 3)
      core.subscribe(e, slot: 4)
      core.subscribe(f, slot: 5)
    }

    /// Adds `other` to the merged upstreams.
    public func merge<P>(with other: P) -> Publishers.Merge7<A, B, C, D, E, F, P>
    where P: Publisher, F.Failure == P.Failure, F.Output == P.Output {
      Publishers.Merge7(a, b, c, d, e, f, other)
    }

    /// Adds 2 more publishers to the merged upstreams.
    public func merge<Z, Y>(with z: Z, _ y: Y)
      -> Publishers.Merge8<A, B, C, D, E, F, Z, Y>
    where
      Z: Publisher, Y: Publisher, F.Failure == Z.Failure, F.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output
    {
      Publishers.Merge8(a, b, c, d, e, f, z, y)
    }
  }
}

extension Publishers.Merge6: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {}
