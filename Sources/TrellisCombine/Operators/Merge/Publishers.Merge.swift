// The fixed-arity merges. Each is a thin description of its upstreams; the work is done by
// the shared `_MergeCore`, so `Merge3` and `Merge8` behave exactly like `Merge`.

extension Publisher {
  /// Interleaves this publisher's values with `other`'s, in the order they arrive.
  ///
  /// The merged stream finishes when both upstreams have finished, and fails as soon as
  /// either fails (cancelling the other).
  /// - Parameter other: Another publisher of the same output and failure types.
  /// - Returns: A publisher of the values of both upstreams.
  public func merge<P>(with other: P) -> Publishers.Merge<Self, P>
  where P: Publisher, Failure == P.Failure, Output == P.Output {
    Publishers.Merge(self, other)
  }

  /// Interleaves this publisher's values with those of 2 others, in the order they arrive.
  ///
  /// The merged stream finishes when every upstream has finished, and fails as soon as
  /// any of them fails (cancelling the rest).
  /// - Returns: A publisher of the values of all three upstreams.
  public func merge<B, C>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where
    B: Publisher, C: Publisher, Failure == B.Failure, Output == B.Output, B.Failure == C.Failure,
    B.Output == C.Output
  {
    Publishers.Merge3(self, b, c)
  }

  /// Interleaves this publisher's values with those of 3 others, in the order they arrive.
  ///
  /// The merged stream finishes when every upstream has finished, and fails as soon as
  /// any of them fails (cancelling the rest).
  /// - Returns: A publisher of the values of all four upstreams.
  public func merge<B, C, D>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
  where
    B: Publisher, C: Publisher, D: Publisher, Failure == B.Failure, Output == B.Output,
    B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output
  {
    Publishers.Merge4(self, b, c, d)
  }

  /// Interleaves this publisher's values with those of 4 others, in the order they arrive.
  ///
  /// The merged stream finishes when every upstream has finished, and fails as soon as
  /// any of them fails (cancelling the rest).
  /// - Returns: A publisher of the values of all five upstreams.
  public func merge<B, C, D, E>(with b: B, _ c: C, _ d: D, _ e: E)
    -> Publishers.Merge5<Self, B, C, D, E>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, Failure == B.Failure,
    Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
    C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output
  {
    Publishers.Merge5(self, b, c, d, e)
  }

  /// Interleaves this publisher's values with those of 5 others, in the order they arrive.
  ///
  /// The merged stream finishes when every upstream has finished, and fails as soon as
  /// any of them fails (cancelling the rest).
  /// - Returns: A publisher of the values of all six upstreams.
  public func merge<B, C, D, E, F>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F)
    -> Publishers.Merge6<Self, B, C, D, E, F>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, Failure == B.Failure,
    Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
    C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure,
    E.Output == F.Output
  {
    Publishers.Merge6(self, b, c, d, e, f)
  }

  /// Interleaves this publisher's values with those of 6 others, in the order they arrive.
  ///
  /// The merged stream finishes when every upstream has finished, and fails as soon as
  /// any of them fails (cancelling the rest).
  /// - Returns: A publisher of the values of all seven upstreams.
  public func merge<B, C, D, E, F, G>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G)
    -> Publishers.Merge7<Self, B, C, D, E, F, G>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher,
    Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output
  {
    Publishers.Merge7(self, b, c, d, e, f, g)
  }

  /// Interleaves this publisher's values with those of 7 others, in the order they arrive.
  ///
  /// The merged stream finishes when every upstream has finished, and fails as soon as
  /// any of them fails (cancelling the rest).
  /// - Returns: A publisher of the values of all eight upstreams.
  public func merge<B, C, D, E, F, G, H>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H)
    -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher,
    H: Publisher, Failure == B.Failure, Output == B.Output, B.Failure == C.Failure,
    B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure,
    D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure,
    F.Output == G.Output, G.Failure == H.Failure, G.Output == H.Output
  {
    Publishers.Merge8(self, b, c, d, e, f, g, h)
  }
}

extension Publishers {
  /// A publisher that interleaves the values of two upstreams of the same output and
  /// failure types, finishing when all of them have finished.
  ///
  /// Created by `merge(with:)`. The first failure of any upstream is delivered at once and
  /// cancels the others. Demand is honoured: with a finite demand each upstream has at most
  /// one value requested at a time.
  public struct Merge<A, B>: Publisher
  where A: Publisher, B: Publisher, A.Failure == B.Failure, A.Output == B.Output {
    /// The values of all the upstreams, which share one output type.
    public typealias Output = A.Output
    /// The failure of any upstream, which all share one failure type.
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B

    /// Creates a publisher that merges the values of two upstreams.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber` and subscribes to the two upstreams in order; it finishes
    /// once all of them have finished, and fails as soon as one fails.
    @inlinable public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = _MergeCore(downstream: subscriber, count: 2, description: "Merge")
      subscriber.receive(subscription: core)
      core.subscribe(a, slot: 0)
      core.subscribe(b, slot: 1)
    }

    /// Adds `other` to the merged upstreams.
    public func merge<P>(with other: P) -> Publishers.Merge3<A, B, P>
    where P: Publisher, B.Failure == P.Failure, B.Output == P.Output {
      Publishers.Merge3(a, b, other)
    }

    /// Adds 2 more publishers to the merged upstreams.
    public func merge<Z, Y>(with z: Z, _ y: Y)
      -> Publishers.Merge4<A, B, Z, Y>
    where
      Z: Publisher, Y: Publisher, B.Failure == Z.Failure, B.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output
    {
      Publishers.Merge4(a, b, z, y)
    }

    /// Adds 3 more publishers to the merged upstreams.
    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X)
      -> Publishers.Merge5<A, B, Z, Y, X>
    where
      Z: Publisher, Y: Publisher, X: Publisher, B.Failure == Z.Failure, B.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
    {
      Publishers.Merge5(a, b, z, y, x)
    }

    /// Adds 4 more publishers to the merged upstreams.
    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W)
      -> Publishers.Merge6<A, B, Z, Y, X, W>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, B.Failure == Z.Failure,
      B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
      Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
    {
      Publishers.Merge6(a, b, z, y, x, w)
    }

    /// Adds 5 more publishers to the merged upstreams.
    public func merge<Z, Y, X, W, V>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V)
      -> Publishers.Merge7<A, B, Z, Y, X, W, V>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, B.Failure == Z.Failure,
      B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
      Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output, W.Failure == V.Failure,
      W.Output == V.Output
    {
      Publishers.Merge7(a, b, z, y, x, w, v)
    }

    /// Adds 6 more publishers to the merged upstreams.
    public func merge<Z, Y, X, W, V, U>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V, _ u: U)
      -> Publishers.Merge8<A, B, Z, Y, X, W, V, U>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, U: Publisher,
      B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
      Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output,
      W.Failure == V.Failure, W.Output == V.Output, V.Failure == U.Failure, V.Output == U.Output
    {
      Publishers.Merge8(a, b, z, y, x, w, v, u)
    }
  }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}
