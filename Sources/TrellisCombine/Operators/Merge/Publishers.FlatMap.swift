extension Publisher {
  /// Turns each value into a publisher and merges the values of all those publishers into one
  /// stream.
  ///
  /// At most `maxPublishers` inner publishers are subscribed at a time: the upstream is asked
  /// for that many values at first, and for one more each time an inner publisher finishes.
  /// The stream finishes when the upstream and every inner publisher have finished, and fails
  /// as soon as any of them fails, cancelling the rest.
  ///
  ///     let ids = [1, 2, 3].publisher
  ///     let names = ids.flatMap { id in Just("user \(id)") }
  ///
  /// - Parameters:
  ///   - maxPublishers: How many inner publishers may run at once; unlimited by default.
  ///   - transform: Makes the publisher for one upstream value.
  /// - Returns: A publisher of the values of every inner publisher.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Failure == Never {
  /// Flattens the publishers made from this never-failing publisher's values, taking on
  /// their failure type.
  ///
  /// - Parameters:
  ///   - maxPublishers: How many inner publishers may run at once; unlimited by default.
  ///   - transform: Makes the publisher for one upstream value.
  /// - Returns: A ``Publishers/FlatMap`` over this publisher with its failure type set.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: Publishers.SetFailureType(upstream: self), maxPublishers: maxPublishers,
      transform: transform)
  }

  /// Flattens the publishers made from this publisher's values, where neither can fail.
  ///
  /// - Parameters:
  ///   - maxPublishers: How many inner publishers may run at once; unlimited by default.
  ///   - transform: Makes the publisher for one upstream value.
  /// - Returns: A ``Publishers/FlatMap`` that cannot fail.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher {
  /// Flattens never-failing publishers made from this publisher's values, giving them this
  /// publisher's failure type.
  ///
  /// - Parameters:
  ///   - maxPublishers: How many inner publishers may run at once; unlimited by default.
  ///   - transform: Makes the publisher for one upstream value.
  /// - Returns: A ``Publishers/FlatMap`` whose inner publishers have their failure type set.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
      Publishers.SetFailureType(upstream: transform($0))
    }
  }
}

extension Publishers {
  /// A publisher that turns each upstream value into a publisher and merges their values.
  ///
  /// Created by `flatMap(maxPublishers:_:)`. The inner publishers are merged exactly as
  /// ``Merge`` merges its upstreams, so demand is honoured the same way.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    /// The values of the publishers ``transform`` makes.
    public typealias Output = NewPublisher.Output
    /// The failure of the upstream, which the inner publishers share.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are turned into publishers.
    public let upstream: Upstream
    /// How many inner publishers may be subscribed at the same time.
    public let maxPublishers: Subscribers.Demand
    /// Makes the publisher for one upstream value.
    public let transform: (Upstream.Output) -> NewPublisher

    /// Creates a publisher that flattens the publishers `transform` makes from `upstream`'s
    /// values, running at most `maxPublishers` of them at once.
    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    /// Attaches `subscriber` and subscribes to the upstream; the publishers ``transform``
    /// makes are subscribed, at most ``maxPublishers`` at a time, and their values merged.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = _MergeCore(
        downstream: subscriber, replenishesSource: maxPublishers != .unlimited,
        description: "FlatMap")
      let outer = _FlatMapOuter<Upstream, NewPublisher, S>(
        core: core, maxPublishers: maxPublishers, transform: transform)
      subscriber.receive(subscription: core)
      guard !core.isTerminated else { return }
      upstream.subscribe(outer)
    }
  }
}

/// Subscribes to `FlatMap`'s upstream and opens a merge slot for each publisher it makes.
///
/// It is also the merge core's source subscription, so that cancelling the core cancels the
/// upstream and lets go of the transform.
final class _FlatMapOuter<Upstream: Publisher, NewPublisher: Publisher, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
where
  NewPublisher.Output == Downstream.Input, NewPublisher.Failure == Downstream.Failure,
  Upstream.Failure == Downstream.Failure
{
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  private let maxPublishers: Subscribers.Demand
  private let lock = _Lock()
  // Guarded by `lock`; all three are dropped on completion and on cancel.
  private var core: _MergeCore<Downstream>?
  private var transform: ((Upstream.Output) -> NewPublisher)?
  private var status = _SubscriberStatus.awaitingSubscription

  init(
    core: _MergeCore<Downstream>, maxPublishers: Subscribers.Demand,
    transform: @escaping (Upstream.Output) -> NewPublisher
  ) {
    self.core = core
    self.maxPublishers = maxPublishers
    self.transform = transform
  }

  var description: String { "FlatMap" }

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = status, let core else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    guard core.attachSource(self) else {
      cancel()
      return
    }
    if maxPublishers > 0 { subscription.request(maxPublishers) }
  }

  func receive(_ input: Upstream.Output) -> Subscribers.Demand {
    lock.lock()
    let transform = self.transform
    let core = self.core
    lock.unlock()
    guard let transform, let core else { return .none }
    let publisher = transform(input)
    guard let slot = core.addSlot() else { return .none }
    publisher.subscribe(_MergeInner(core: core, slot: slot))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let core = self.core
    self.core = nil
    transform = nil
    status = .terminal
    lock.unlock()
    switch completion {
    case .finished: core?.sourceFinished()
    case .failure(let error): core?.sourceFailed(error)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    let subscription = lock.withLock { status.subscription }
    subscription?.request(demand)
  }

  func cancel() {
    lock.lock()
    let subscription = status.subscription
    status = .terminal
    let released = (core, transform)
    core = nil
    transform = nil
    lock.unlock()
    subscription?.cancel()
    withExtendedLifetime(released) {}
  }
}
