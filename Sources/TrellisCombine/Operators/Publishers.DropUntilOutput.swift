extension Publisher {
  /// Skips values until `publisher` produces a value, then publishes everything that
  /// follows.
  ///
  /// ```swift
  /// let start = PassthroughSubject<Void, Never>()
  /// let values = PassthroughSubject<Int, Never>()
  /// let cancellable = values.drop(untilOutputFrom: start).sink { print($0) }
  /// values.send(1)  // skipped
  /// start.send()
  /// values.send(2)  // prints 2
  /// ```
  ///
  /// Only one value is requested from `publisher`; after it arrives, `publisher` is
  /// cancelled. If `publisher` completes before producing a value, this publisher completes
  /// the same way and the upstream is cancelled. As in Apple's Combine, the upstream values
  /// skipped before the trigger use up the downstream's demand.
  ///
  /// - Parameter publisher: The publisher whose first value starts the flow.
  /// - Returns: A publisher of the values that arrive after `publisher`'s first value.
  public func drop<P: Publisher>(
    untilOutputFrom publisher: P
  ) -> Publishers.DropUntilOutput<Self, P> where P.Failure == Failure {
    Publishers.DropUntilOutput(upstream: self, other: publisher)
  }
}

extension Publishers {
  /// A publisher that skips its upstream's values until a second publisher produces a value.
  public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
  where Upstream.Failure == Other.Failure {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are passed on once `other` has produced a value.
    public let upstream: Upstream
    /// The publisher whose first value opens the flow.
    public let other: Other

    /// Creates a publisher of `upstream`'s values that follow `other`'s first value.
    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    /// Attaches `subscriber`, then subscribes to ``other`` and to the upstream; upstream
    /// values are dropped until ``other`` emits its first value.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = _UntilOutputInner<Other.Output, Failure, S>(
        role: .dropUntil(completion: { $0 }), downstream: subscriber)
      subscriber.receive(subscription: inner)
      other.subscribe(inner.trigger)
      upstream.subscribe(inner)
    }
  }
}

extension Publishers.DropUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {}
