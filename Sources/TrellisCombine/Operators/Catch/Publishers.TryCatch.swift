extension Publisher {
  /// Replaces a failed stream with the publisher `handler` makes from the error, or fails with
  /// the error `handler` throws.
  ///
  /// Values pass through until the upstream fails; then `handler` is called once. If it
  /// returns a publisher, the stream continues with that publisher's values and completion
  /// (its error erased to `any Error`); if it throws, the stream fails with the thrown error.
  ///
  /// - Parameter handler: Makes the replacement publisher from the upstream's error, or throws.
  /// - Returns: A publisher that recovers from, or rethrows, the upstream's failure.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P)
    -> Publishers.TryCatch<Self, P>
  where Output == P.Output {
    Publishers.TryCatch(upstream: self, handler: handler)
  }
}

extension Publishers {
  /// A publisher that replaces its upstream, once it fails, with a publisher made from the
  /// error by a closure that may throw.
  ///
  /// Created by ``Publisher/tryCatch(_:)``. Its failure type is `any Error`.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The upstream's values, then those of the replacement publisher.
    public typealias Output = Upstream.Output
    /// Any error: one ``handler`` throws, or the replacement publisher's failure.
    public typealias Failure = any Error

    /// The publisher whose failure is caught.
    public let upstream: Upstream
    /// Makes the replacement publisher from the upstream's error, or throws.
    public let handler: (Upstream.Failure) throws -> NewPublisher

    /// Creates a publisher that replaces `upstream`, once it fails, with `handler`'s publisher,
    /// or fails with the error `handler` throws.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    /// Attaches `subscriber` and subscribes to the upstream; if it fails, the publisher
    /// ``handler`` makes from the error takes its place. If ``handler`` throws, that error is
    /// sent.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let handler = self.handler
      let subscription = _CatchSubscription<Upstream, NewPublisher, S>(
        downstream: subscriber, description: "TryCatch",
        handler: { error in Result { try handler(error) } }, mapFailure: { $0 })
      upstream.subscribe(_CatchSubscription.Head(inner: subscription))
    }
  }
}
