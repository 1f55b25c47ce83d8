extension Publisher {
  /// Sends `output` when upstream finishes without having sent any value.
  ///
  /// ```swift
  /// Empty<Int, Never>().replaceEmpty(with: 42)  // 42, then finished
  /// ```
  ///
  /// A failure passes through unchanged. When upstream finishes empty before the downstream
  /// has asked for a value, `output` and the finish wait for the next request.
  ///
  /// - Parameter output: The value sent when upstream sends none.
  /// - Returns: A publisher that sends at least one value whenever it finishes normally.
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }
}

extension Publishers {
  /// A publisher that sends a given value when its upstream finishes without any.
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher that may finish empty.
    public let upstream: Upstream
    /// The value sent when upstream finishes empty.
    public let output: Upstream.Output

    /// Creates a publisher that sends `output` when `upstream` finishes without a value.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Subscribes `subscriber` to the upstream; if it finishes without a value, ``output``
    /// goes out before the completion.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _ReplacingInner<Failure, S>(
          "ReplaceEmpty", downstream: subscriber, output: output, replacesOnlyWhenEmpty: true,
          ending: { completion in
            if case .finished = completion { return (true, completion) }
            return (false, completion)
          }))
    }
  }
}

extension Publishers.ReplaceEmpty: Equatable
where Upstream: Equatable, Upstream.Output: Equatable {}
