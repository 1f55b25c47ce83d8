extension Publisher {
  /// Replaces a failure with `output`: when upstream fails, `output` is sent and the
  /// stream finishes normally.
  ///
  /// ```swift
  /// Fail<Int, MyError>(error: .broken).replaceError(with: 0)  // 0, then finished
  /// ```
  ///
  /// When the failure arrives before the downstream has asked for a value, `output` waits
  /// for the next request.
  ///
  /// - Parameter output: The value sent in place of the error.
  /// - Returns: A publisher that cannot fail.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }
}

extension Publishers {
  /// A publisher that turns an upstream failure into one last value and a normal finish.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// This publisher cannot fail: an upstream failure is replaced by ``output``.
    public typealias Failure = Never

    /// The publisher whose failure is replaced.
    public let upstream: Upstream
    /// The value sent in place of the failure.
    public let output: Upstream.Output

    /// Creates a publisher that sends `output` and finishes when `upstream` fails.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Subscribes `subscriber` to the upstream; if it fails, ``output`` goes out and the
    /// stream finishes instead.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _ReplacingInner<Upstream.Failure, S>(
          "ReplaceError", downstream: subscriber, output: output, replacesOnlyWhenEmpty: false,
          ending: { completion in
            if case .failure = completion { return (true, .finished) }
            return (false, .finished)
          }))
    }
  }
}

extension Publishers.ReplaceError: Equatable
where Upstream: Equatable, Upstream.Output: Equatable {}
