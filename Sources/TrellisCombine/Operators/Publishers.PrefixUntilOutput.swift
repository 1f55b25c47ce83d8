extension Publisher {
  /// Publishes values until `publisher` produces a value, then finishes.
  ///
  /// ```swift
  /// let stop = PassthroughSubject<Void, Never>()
  /// let values = PassthroughSubject<Int, Never>()
  /// let cancellable = values.prefix(untilOutputFrom: stop).sink { print($0) }
  /// values.send(1)  // prints 1
  /// stop.send()     // finishes; the upstream is cancelled
  /// values.send(2)  // ignored
  /// ```
  ///
  /// Only one value is requested from `publisher`. If `publisher` completes (normally or
  /// with a failure) without producing a value, the upstream's values keep flowing.
  ///
  /// - Parameter publisher: The publisher whose first value ends the stream.
  /// - Returns: A publisher of the values that arrive before `publisher`'s first value.
  public func prefix<P: Publisher>(
    untilOutputFrom publisher: P
  ) -> Publishers.PrefixUntilOutput<Self, P> {
    Publishers.PrefixUntilOutput(upstream: self, other: publisher)
  }
}

extension Publishers {
  /// A publisher that publishes its upstream's values until a second publisher produces a
  /// value.
  public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are passed on until `other` produces a value.
    public let upstream: Upstream
    /// The publisher whose first value ends the stream.
    public let other: Other

    /// Creates a publisher of `upstream`'s values that come before `other`'s first value.
    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    /// Attaches `subscriber`, then subscribes to ``other`` and to the upstream; upstream
    /// values pass until ``other`` emits its first value, which finishes the stream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = _UntilOutputInner<Other.Output, Other.Failure, S>(
        role: .prefixUntil, downstream: subscriber)
      subscriber.receive(subscription: inner)
      other.subscribe(inner.trigger)
      upstream.subscribe(inner)
    }
  }
}
