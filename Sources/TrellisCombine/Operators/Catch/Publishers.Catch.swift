extension Publisher {
  /// Replaces a failed stream with the publisher `handler` makes from the error.
  ///
  /// Values pass through until the upstream fails; then `handler` is called once with the
  /// error and the stream continues with the values and completion of the publisher it
  /// returns, which is asked for the downstream's remaining demand.
  ///
  ///     let safe = loadNumbers().catch { _ in Just([]) }
  ///
  /// - Parameter handler: Makes the replacement publisher from the upstream's error.
  /// - Returns: A publisher that recovers from the upstream's failure.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<
      Self, P
    > where Output == P.Output
  {
    Publishers.Catch(upstream: self, handler: handler)
  }
}

extension Publishers {
  /// A publisher that replaces its upstream, once it fails, with a publisher made from the
  /// error.
  ///
  /// Created by ``Publisher/catch(_:)``.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The upstream's values, then those of the replacement publisher.
    public typealias Output = Upstream.Output
    /// The replacement publisher's failure; the upstream's is caught.
    public typealias Failure = NewPublisher.Failure

    /// The publisher whose failure is caught.
    public let upstream: Upstream
    /// Makes the replacement publisher from the upstream's error.
    public let handler: (Upstream.Failure) -> NewPublisher

    /// Creates a publisher that replaces `upstream`, once it fails, with `handler`'s publisher.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    /// Attaches `subscriber` and subscribes to the upstream; if it fails, the publisher
    /// ``handler`` makes from the error takes its place.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let handler = self.handler
      let subscription = _CatchSubscription<Upstream, NewPublisher, S>(
        downstream: subscriber, description: "Catch",
        handler: { .success(handler($0)) }, mapFailure: { $0 })
      upstream.subscribe(_CatchSubscription.Head(inner: subscription))
    }
  }
}
