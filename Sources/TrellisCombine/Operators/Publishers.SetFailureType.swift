extension Publisher where Failure == Never {
  /// Gives a publisher that cannot fail the failure type that a downstream API expects.
  ///
  /// ```swift
  /// Just(1).setFailureType(to: URLError.self)  // AnyPublisher<Int, URLError> after erasing
  /// ```
  ///
  /// - Parameter failureType: The failure type to declare; no error is ever sent.
  /// - Returns: A publisher with the same values and the given failure type.
  public func setFailureType<E: Error>(to failureType: E.Type)
    -> Publishers.SetFailureType<
      Self, E
    >
  {
    Publishers.SetFailureType(upstream: self)
  }
}

extension Publishers {
  /// A publisher that cannot fail, typed with a failure type of the caller's choosing.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output

    /// The publisher that cannot fail.
    public let upstream: Upstream

    /// Creates a publisher that republishes `upstream` with the failure type `Failure`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Subscribes `subscriber` to the upstream, passing values and the finish on unchanged.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(_SetFailureTypeInner(downstream: subscriber))
    }

    /// Changes the declared failure type again, without adding a layer.
    public func setFailureType<E: Error>(to failure: E.Type)
      -> Publishers.SetFailureType<
        Upstream, E
      >
    {
      Publishers.SetFailureType(upstream: upstream)
    }
  }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {}

/// SetFailureType's subscriber: forwards everything; a `finished` is the only completion
/// that can arrive.
private struct _SetFailureTypeInner<Downstream: Subscriber>: Subscriber, CustomStringConvertible,
  CustomReflectable,
  CustomPlaygroundDisplayConvertible
{
  typealias Input = Downstream.Input
  typealias Failure = Never

  let downstream: Downstream
  let combineIdentifier = CombineIdentifier()

  var description: String { "SetFailureType" }

  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Never>) {
    downstream.receive(completion: .finished)
  }
}
