extension Publisher {
  /// Interleaves this publisher's values with those of another publisher of the same type.
  ///
  /// - Parameter other: A publisher of the same type as this one.
  /// - Returns: A ``Publishers/MergeMany`` of the two.
  public func merge(with other: Self) -> Publishers.MergeMany<Self> {
    Publishers.MergeMany(self, other)
  }
}

extension Publishers {
  /// A publisher that interleaves the values of any number of upstreams of one type.
  ///
  /// It finishes when every upstream has finished (at once when there are none), and fails as
  /// soon as one fails, cancelling the rest. It behaves exactly like ``Merge`` and the other
  /// fixed-arity merges.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The merged upstreams, in the order they are subscribed.
    public let publishers: [Upstream]

    /// Creates a publisher that merges the given upstreams.
    public init(_ upstream: Upstream...) {
      publishers = upstream
    }

    /// Creates a publisher that merges the upstreams of a sequence.
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
      publishers = Array(upstream)
    }

    /// Attaches `subscriber` and subscribes to each of ``publishers`` in order; it finishes
    /// once all have finished (at once for an empty list), and fails as soon as one fails.
    @inlinable public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = _MergeCore(
        downstream: subscriber, count: publishers.count, description: "MergeMany")
      subscriber.receive(subscription: core)
      if publishers.isEmpty {
        core.sourceFinished()
        return
      }
      for (index, publisher) in publishers.enumerated() {
        core.subscribe(publisher, slot: index)
      }
    }

    /// Adds `other` to the merged upstreams.
    public func merge(with other: Upstream) -> MergeMany<Upstream> {
      MergeMany(publishers + [other])
    }
  }
}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {}
