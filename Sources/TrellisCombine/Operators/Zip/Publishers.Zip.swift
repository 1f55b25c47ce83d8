// `Zip`, `Zip3` and `Zip4` describe their upstreams; the shared `_ZipInner` does the work for
// all three.

extension Publisher {
  /// Pairs this publisher's values with `other`'s in order: the first with the first, the
  /// second with the second, and so on.
  ///
  /// Values wait until their partner arrives. The zipped stream finishes as soon as an upstream
  /// has finished and every value it sent has been paired (no further pair can be made), and
  /// fails as soon as either upstream fails.
  ///
  /// Demand is passed on to both upstreams. As in Apple's Combine, a pair is delivered as soon
  /// as it is complete, even when the subscriber has no demand left: an upstream that sends
  /// more than was asked for makes the zip send more too.
  ///
  ///     let letters = PassthroughSubject<String, Never>()
  ///     let numbers = PassthroughSubject<Int, Never>()
  ///     let pairs = letters.zip(numbers).sink { print($0, $1) }
  ///     letters.send("a")
  ///     letters.send("b")
  ///     numbers.send(1)  // prints "a 1"
  ///     numbers.send(2)  // prints "b 2"
  ///
  /// - Parameter other: Another publisher with the same failure type.
  /// - Returns: A publisher of `(Output, P.Output)` pairs.
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P>
  where Failure == P.Failure {
    Publishers.Zip(self, other)
  }

  /// Combines the values of this publisher and two others in order, one from each per tuple.
  ///
  /// - Returns: A publisher of `(Output, P.Output, Q.Output)` tuples.
  public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.Zip3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, publisher1, publisher2)
  }

  /// Combines the values of this publisher and three others in order, one from each per tuple.
  ///
  /// - Returns: A publisher of `(Output, P.Output, Q.Output, R.Output)` tuples.
  public func zip<P: Publisher, Q: Publisher, R: Publisher>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R
  ) -> Publishers.Zip4<Self, P, Q, R>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Zip4(self, publisher1, publisher2, publisher3)
  }
}

extension Publisher {
  /// Pairs this publisher's values with `other`'s in order like ``zip(_:)``, publishing what
  /// `transform` makes of each pair.
  ///
  /// - Parameters:
  ///   - other: Another publisher with the same failure type.
  ///   - transform: Makes one value from a value of each upstream.
  /// - Returns: A ``Publishers/Map`` over a ``Publishers/Zip``.
  public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.Zip<Self, P>, T>
  where Failure == P.Failure {
    Publishers.Map(upstream: Publishers.Zip(self, other)) { transform($0.0, $0.1) }
  }

  /// Combines the values of this publisher and two others in order like `zip(_:_:)`,
  /// publishing what `transform` makes of each set.
  ///
  /// - Returns: A ``Publishers/Map`` over a ``Publishers/Zip3``.
  public func zip<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Map(upstream: Publishers.Zip3(self, publisher1, publisher2)) {
      transform($0.0, $0.1, $0.2)
    }
  }

  /// Combines the values of this publisher and three others in order like `zip(_:_:_:)`,
  /// publishing what `transform` makes of each set.
  ///
  /// - Returns: A ``Publishers/Map`` over a ``Publishers/Zip4``.
  public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Map(upstream: Publishers.Zip4(self, publisher1, publisher2, publisher3)) {
      transform($0.0, $0.1, $0.2, $0.3)
    }
  }
}

extension Publishers {
  /// A publisher that combines the values of two upstreams in order, one from each per
  /// tuple.
  ///
  /// Created by ``Publisher/zip(_:)``. Values wait in a queue per upstream until each upstream has one;
  /// the stream finishes once an upstream has finished and its queue is empty, cancelling the
  /// others, and fails on the first failure.
  public struct Zip<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    /// A tuple of one value from each upstream, matched by position.
    public typealias Output = (A.Output, B.Output)
    /// The failure of any upstream, which all share one failure type.
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B

    /// Creates a publisher that zips two upstreams.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber` and subscribes to ``a`` and ``b``; each tuple pairs the
    /// oldest unused value of every upstream.
    @inlinable public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = _ZipInner(
        downstream: subscriber, count: 2,
        queues: (_CombiningFifo<A.Output>(), _CombiningFifo<B.Output>()),
        dequeue: { ($0.0.removeFirst(), $0.1.removeFirst()) })
      core.subscribe(a, slot: 0) { $0.0.append($1) }
      core.subscribe(b, slot: 1) { $0.1.append($1) }
    }
  }

  /// A publisher that combines the values of three upstreams in order, one from each per
  /// tuple.
  ///
  /// Created by `zip(_:_:)`. Values wait in a queue per upstream until each upstream has one;
  /// the stream finishes once an upstream has finished and its queue is empty, cancelling the
  /// others, and fails on the first failure.
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// A tuple of one value from each upstream, matched by position.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The failure of any upstream, which all share one failure type.
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C

    /// Creates a publisher that zips three upstreams.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Attaches `subscriber` and subscribes to the three upstreams; each tuple pairs the
    /// oldest unused value of every upstream.
    @inlinable public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = _ZipInner(
        downstream: subscriber, count: 3,
        queues: (
          _CombiningFifo<A.Output>(), _CombiningFifo<B.Output>(), _CombiningFifo<C.Output>()
        ),
        dequeue: { ($0.0.removeFirst(), $0.1.removeFirst(), $0.2.removeFirst()) })
      core.subscribe(a, slot: 0) { $0.0.append($1) }
      core.subscribe(b, slot: 1) { $0.1.append($1) }
      core.subscribe(c, slot: 2) { $0.2.append($1) }
    }
  }

  /// A publisher that combines the values of four upstreams in order, one from each per
  /// tuple.
  ///
  /// Created by `zip(_:_:_:)`. Values wait in a queue per upstream until each upstream has one;
  /// the stream finishes once an upstream has finished and its queue is empty, cancelling the
  /// others, and fails on the first failure.
  public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    /// A tuple of one value from each upstream, matched by position.
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

    /// Creates a publisher that zips four upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    /// Attaches `subscriber` and subscribes to the four upstreams; each tuple pairs the
    /// oldest unused value of every upstream.
    @inlinable public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = _ZipInner(
        downstream: subscriber, count: 4,
        queues: (
          _CombiningFifo<A.Output>(), _CombiningFifo<B.Output>(), _CombiningFifo<C.Output>(),
          _CombiningFifo<D.Output>()
        ),
        dequeue: {
          ($0.0.removeFirst(), $0.1.removeFirst(), $0.2.removeFirst(), $0.3.removeFirst())
        })
      core.subscribe(a, slot: 0) { $0.0.append($1) }
      core.subscribe(b, slot: 1) { $0.1.append($1) }
      core.subscribe(c, slot: 2) { $0.2.append($1) }
      core.subscribe(d, slot: 3) { $0.3.append($1) }
    }
  }
}

extension Publishers.Zip: Equatable where A: Equatable, B: Equatable {}
extension Publishers.Zip3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.Zip4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
