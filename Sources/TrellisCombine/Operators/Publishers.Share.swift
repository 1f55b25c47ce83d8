extension Publisher {
  /// Shares one subscription to this publisher among all of its subscribers.
  ///
  /// The first subscriber starts the upstream; later ones join it and see only the values
  /// sent after they attach. When every subscriber has cancelled, the upstream subscription is
  /// cancelled, and the next subscriber starts it again. After the upstream completes, new
  /// subscribers receive the completion at once. It behaves as
  /// `multicast { PassthroughSubject() }.autoconnect()`.
  ///
  /// Use it when a publisher does expensive work per subscription, such as a network request,
  /// and several subscribers want its result.
  ///
  /// - Returns: A class instance that shares this publisher; keep it and subscribe to it.
  public func share() -> Publishers.Share<Self> {
    Publishers.Share(upstream: self)
  }
}

extension Publishers {
  /// A publisher that shares one upstream subscription among its subscribers.
  ///
  /// A class, so that every subscriber reaches the same shared subscription; two shares are
  /// equal only when they are the same instance.
  public final class Share<Upstream: Publisher>: Publisher, Equatable {
    /// The kind of values this publisher emits.
    public typealias Output = Upstream.Output
    /// The kind of error this publisher can fail with.
    public typealias Failure = Upstream.Failure

    /// The publisher whose subscription is shared.
    public final let upstream: Upstream

    private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

    /// Creates a publisher that shares `upstream`.
    public init(upstream: Upstream) {
      self.upstream = upstream
      inner = Multicast(upstream: upstream, createSubject: { PassthroughSubject() }).autoconnect()
    }

    /// Attaches `subscriber`; called by `subscribe(_:)`.
    public final func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      inner.subscribe(subscriber)
    }

    /// Whether the two are the same instance.
    public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
  }
}

// Every mutable field of the classes behind it is guarded by a lock; `upstream` never changes,
// and the subject factory (`PassthroughSubject.init`) is safe to call from any thread.
extension Publishers.Share: @unchecked Sendable where Upstream: Sendable {}
