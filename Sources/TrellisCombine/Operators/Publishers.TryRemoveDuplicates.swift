extension Publisher {
  /// Drops each value that `predicate` calls a duplicate of the last value sent on; the
  /// predicate may throw.
  ///
  /// An error thrown by `predicate` cancels the upstream and ends the stream with that error.
  ///
  /// - Parameter predicate: Given the last value sent on and a new value, returns `true`
  ///   when the new one should be dropped, or throws.
  /// - Returns: A publisher without consecutive duplicates whose failure type is `any Error`.
  public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryRemoveDuplicates<Self>
  {
    Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that drops values that duplicate the last value it sent on, using a
  /// predicate that may throw.
  public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// Any error: the upstream's failure, or one the closure throws.
    public typealias Failure = any Error

    /// The publisher whose values are compared.
    public let upstream: Upstream
    /// Returns `true` when its second argument duplicates its first, or throws to end the
    /// stream.
    public let predicate: (Output, Output) throws -> Bool

    /// Creates a publisher that drops the values of `upstream` that `predicate` calls
    /// duplicates.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream, passing on each value that ``predicate``
    /// does not find a duplicate of the last one passed on. If it throws, the upstream is
    /// cancelled and the error sent.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _RemoveDuplicatesInner<Upstream.Failure, S>(
          "TryRemoveDuplicates", downstream: subscriber, mapFailure: { $0 },
          isDuplicate: { [predicate] previous, value in
            Result { try predicate(previous, value) }
          }))
    }
  }
}
