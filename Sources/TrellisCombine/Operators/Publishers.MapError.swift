extension Publisher {
  /// Transforms a failure from upstream into a different error.
  ///
  /// ```swift
  /// urlStream.mapError { AppError.network($0) }
  /// ```
  ///
  /// - Parameter transform: Turns upstream's error into the new error.
  /// - Returns: A publisher with the same values and the new failure type.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<Self, E>
  {
    Publishers.MapError(upstream: self, transform: transform)
  }
}

extension Publishers {
  /// A publisher that transforms its upstream's failure into a different error.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output

    /// The publisher whose failure is transformed.
    public let upstream: Upstream
    /// The closure applied to upstream's error.
    public let transform: (Upstream.Failure) -> Failure

    /// Creates a publisher that applies `transform` to the failure of `upstream`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Creates a publisher that applies `map` to the failure of `upstream`.
    public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
      self.init(upstream: upstream, transform: map)
    }

    /// Subscribes `subscriber` to the upstream; values pass unchanged, and a failure is
    /// converted by ``transform``.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _MapErrorInner<S, Upstream.Failure>(downstream: subscriber, transform: transform))
    }
  }
}

/// MapError's subscriber: forwards upstream's subscription and values, and maps the error.
private struct _MapErrorInner<Downstream: Subscriber, Failure: Error>: Subscriber,
  CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible
{
  typealias Input = Downstream.Input

  let downstream: Downstream
  let transform: (Failure) -> Downstream.Failure
  let combineIdentifier = CombineIdentifier()

  var description: String { "MapError" }

  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion.mapError(transform))
  }
}
