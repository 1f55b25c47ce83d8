extension Publishers {
  /// A publisher that interleaves the values of three upstreams of the same output and
  /// failure types, finishing when all of them have finished.
  ///
  /// Created by `merge(with:)`. The first failure of any upstream is delivered at once and
  /// cancels the others. Demand is honoured: with a finite demand each upstream has at most
  /// one value requested at a time.
  public struct Merge3<A, B, C>: Publisher
  where
    A: Publisher, B: Publisher, C: Publisher, A.Failure == B.Failure, A.Output == B.Output,
    B.Failure == C.Failure, B.Output == C.Output
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

    /// Creates a publisher that merges the values of three upstreams.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Attaches `subscriber` and subscribes to the three upstreams in order; it finishes
    /// once all of them have finished, and fails as soon as one fails.
    @inlinable public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = _MergeCore(downstream: subscriber, count: 3, description: "Merge3")
      subscriber.receive(subscription: core)
      core.subscribe(a, slot: 0)
      core.subscribe(b, slot: 1)
      core.subscribe(c, slot: 2)
    }

    /// Adds `other` to the merged upstreams.
    public func merge<P>(with other: P) -> Publishers.Merge4<A, B, C, P>
    where P: Publisher, C.Failure == P.Failure, C.Output == P.Output {
      Publishers.Merge4(a, b, c, other)
    }

    /// Adds 2 more publishers to the merged upstreams.
    public func merge<Z, Y>(with z: Z, _ y: Y)
      -> Publishers.Merge5<A, B, C, Z, Y>
    where
      Z: Publisher, Y: Publisher, C.Failure == Z.Failure, C.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output
    {
      Publishers.Merge5(a, b, c, z, y)
    }

    /// Adds 3 more publishers to the merged upstreams.
    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X)
      -> Publishers.Merge6<A, B, C, Z, Y, X>
    where
      Z: Publisher, Y: Publisher, X: Publisher, C.Failure == Z.Failure, C.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
    {
      Publishers.Merge6(a, b, c, z, y, x)
    }

    /// Adds 4 more publishers to the merged upstreams.
    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W)
      -> Publishers.Merge7<A, B, C, Z, Y, X, W>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, C.Failure == Z.Failure,
      C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
      Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
    {
      Publishers.Merge7(a, b, c, z, y, x, w)
    }

    /// Adds 5 more publishers to the merged upstreams.
    public func merge<Z, Y, X, W, V>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V)
      -> Publishers.Merge8<A, B, C, Z, Y, X, W, V>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, C.Failure == Z.Failure,
      C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
      Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output, W.Failure == V.Failure,
      W.Output == V.Output
    {
      Publishers.Merge8(a, b, c, z, y, x, w, v)
    }
  }
}

extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
