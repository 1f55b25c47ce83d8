extension Publisher {
  /// Transforms each value from upstream with a closure that may throw.
  ///
  /// An error thrown by `transform` cancels the upstream and ends the stream with that error.
  ///
  /// - Parameter transform: Turns one upstream value into one downstream value, or throws.
  /// - Returns: A publisher of the transformed values whose failure type is `any Error`.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }
}

extension Publishers {
  /// A publisher that transforms each upstream value with a closure that may throw.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    /// Any error: the upstream's failure, or one the closure throws.
    public typealias Failure = any Error

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The closure applied to each value; a thrown error ends the stream.
    public let transform: (Upstream.Output) throws -> Output

    /// Creates a publisher that applies `transform` to each value of `upstream`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes `subscriber` to the upstream, passing on the result of ``transform`` for
    /// each value. If it throws, the upstream is cancelled and the error sent.
    ///
    /// As in Apple's Combine, a value the upstream still sends after that is transformed and
    /// passed on too: the subscription keeps no state that would stop it.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(_TryMapInner(downstream: subscriber, transform: transform))
    }
  }
}

extension Publishers.TryMap {
  /// Fuses this throwing map with a map that follows it.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { transform(try first($0)) }
  }

  /// Fuses two throwing maps into one.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T)
    -> Publishers.TryMap<Upstream, T>
  {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { try transform(try first($0)) }
  }
}

/// TryMap's subscriber and subscription, a pass-through like Apple's: a thrown error cancels
/// the upstream and fails the stream, but values are transformed and passed on whatever state
/// the stream is in; completions only while subscribed. The downstream and the closure stay
/// referenced until this object goes away.
private final class _TryMapInner<Input, UpstreamFailure: Error, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Failure == any Error {
  typealias Failure = UpstreamFailure

  private let downstream: Downstream
  private let transform: (Input) throws -> Downstream.Input
  private let link = _UpstreamLink()

  init(downstream: Downstream, transform: @escaping (Input) throws -> Downstream.Input) {
    self.downstream = downstream
    self.transform = transform
  }

  var description: String { "TryMap" }
  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    guard link.accept(subscription) else { return }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let output: Downstream.Input
    do {
      output = try transform(input)
    } catch {
      link.end()?.cancel()
      downstream.receive(completion: .failure(error))
      return .none
    }
    return downstream.receive(output)
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard link.finish() else { return }
    downstream.receive(completion: completion.eraseError)
  }

  func request(_ demand: Subscribers.Demand) { link.request(demand) }

  func cancel() { link.cancel() }
}
