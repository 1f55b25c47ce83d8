extension Publisher where Failure == Never {
  /// Wraps this publisher in a ``ConnectablePublisher`` that starts producing only when
  /// ``ConnectablePublisher/connect()`` is called.
  ///
  /// Use it to attach several subscribers before any value flows, so that all of them see the
  /// same values.
  ///
  /// - Returns: A connectable publisher sharing this publisher among its subscribers.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> {
    Publishers.MakeConnectable(upstream: self)
  }
}

extension Publishers {
  /// A connectable publisher that shares its upstream among its subscribers once connected.
  ///
  /// Copies of one value share one connection and one set of subscribers.
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    /// The kind of values this publisher emits.
    public typealias Output = Upstream.Output
    /// The kind of error this publisher can fail with.
    public typealias Failure = Upstream.Failure

    private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    /// Creates a connectable publisher of `upstream`.
    public init(upstream: Upstream) {
      inner = Multicast(upstream: upstream, createSubject: { PassthroughSubject() })
    }

    /// Attaches `subscriber`; called by `subscribe(_:)`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      inner.subscribe(subscriber)
    }

    /// Subscribes to the upstream, starting the flow of values to the subscribers.
    ///
    /// - Returns: A cancellable that ends the connection; it does not cancel on release.
    public func connect() -> Cancellable { inner.connect() }
  }
}
