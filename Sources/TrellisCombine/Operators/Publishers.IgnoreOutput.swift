extension Publisher {
  /// Drops every value and passes on only the completion.
  ///
  /// Use it to learn when a stream ends, or whether it failed, when its values don't matter.
  ///
  /// - Returns: A publisher whose output type is `Never`.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
    Publishers.IgnoreOutput(upstream: self)
  }
}

extension Publishers {
  /// A publisher that drops all of its upstream's values and forwards its completion.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    /// This publisher emits no values, only the completion.
    public typealias Output = Never
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are dropped.
    public let upstream: Upstream

    /// Creates a publisher that forwards only the completion of `upstream`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Subscribes `subscriber` to the upstream, asking it for everything and passing on only
    /// the completion.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(_IgnoreOutputInner<S, Upstream.Output>(downstream: subscriber))
    }
  }
}

extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {}

/// IgnoreOutput's subscriber. The downstream can never receive a value, so its demand
/// means nothing: the upstream is asked for everything at once, and the downstream's own
/// requests and cancellation go straight to the upstream.
private struct _IgnoreOutputInner<Downstream: Subscriber, Input>: Subscriber,
  CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible
where Downstream.Input == Never {
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  let combineIdentifier = CombineIdentifier()

  var description: String { "IgnoreOutput" }

  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    downstream.receive(subscription: subscription)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand { .none }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
