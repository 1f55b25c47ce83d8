extension Publishers {
  /// A publisher that interleaves the values of four upstreams of the same output and
  /// failure types, finishing when all of them have finished.
  ///
  /// Created by `merge(with:)`. The first failure of any upstream is delivered at once and
  /// cancels the others. Demand is honoured: with a finite demand each upstream has at most
  /// one value requested at a time.
  public struct Merge4<A, B, C, D>: Publisher
  where
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, A.Failure == B.Failure,
    A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
    C.Output == D.Output
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

    /// Creates a publisher that merges the values of four upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    /// Attaches `subscriber` and subscribes to the four upstreams in order; it finishes
    /// once all of them have finished, and fails as soon as one fails.
    @inlinable public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = _MergeCore(downstream: subscriber, count: 4, description: "Merge4")
      subscriber.receive(subscription: core)
      core.subscribe(a, slot: 0)
      core.subscribe(b, slot: 1)
      core.subscribe(c, slot: 2)
      core.subscribe(d, slot: 3)
    }

    /// Adds `other` to the merged upstreams.
    public func merge<P>(with other: P) -> Publishers.Merge5<A, B, C, D, P>
    where P: Publisher, D.Failure == P.Failure, D.Output == P.Output {
      Publishers.Merge5(a, b, c, d, other)
    }

    /// Adds 2 more publishers to the merged upstreams.
    public func merge<Z, Y>(with z: Z, _ y: Y)
      -> Publishers.Merge6<A, B, C, D, Z, Y>
    where
      Z: Publisher, Y: Publisher, D.Failure == Z.Failure, D.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output
    {
      Publishers.Merge6(a, b, c, d, z, y)
    }

    /// Adds 3 more publishers to the merged upstreams.
    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X)
      -> Publishers.Merge7<A, B, C, D, Z, Y, X>
    where
      Z: Publisher, Y: Publisher, X: Publisher, D.Failure == Z.Failure, D.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
    {
      Publishers.Merge7(a, b, c, d, z, y, x)
    }

    /// Adds 4 more publishers to the merged upstreams.
    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W)
      -> Publishers.Merge8<A, B, C, D, Z, Y, X, W>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, D.Failure == Z.Failure,
      D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
      Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
    {
      Publishers.Merge8(a, b, c, d, z, y, x, w)
    }
  }
}

extension Publishers.Merge4: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
