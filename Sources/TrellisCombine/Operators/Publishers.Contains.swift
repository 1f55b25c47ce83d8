extension Publisher where Output: Equatable {
  /// Publishes `true` as soon as the upstream produces a value equal to `output`, and `false`
  /// if it finishes without one.
  ///
  /// ```swift
  /// [1, 5, 9].publisher.contains(5)  // publishes true, then finishes
  /// ```
  ///
  /// The upstream is cancelled once the value is found. A failure is passed on and nothing
  /// is published.
  ///
  /// - Parameter output: The value to look for.
  /// - Returns: A publisher of one Boolean.
  public func contains(_ output: Output) -> Publishers.Contains<Self> {
    Publishers.Contains(upstream: self, output: output)
  }
}

extension Publishers {
  /// A publisher that publishes whether its upstream produced a given value.
  public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
    /// Whether the value was found.
    public typealias Output = Bool
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher searched.
    public let upstream: Upstream
    /// The value looked for.
    public let output: Upstream.Output

    /// Creates a publisher that looks for `output` among `upstream`'s values.
    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the answer goes out
    /// when the value is found or the upstream finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let wanted = output
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "Contains", downstream: subscriber, initial: false, mapFailure: { $0 },
          step: { found, value in
            guard value == wanted else { return .proceed }
            found = true
            return .finish
          }))
    }
  }
}

extension Publishers.Contains: Equatable where Upstream: Equatable {}
