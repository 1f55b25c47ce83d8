extension Publisher {
  /// Shares one subscription to this publisher among many subscribers, through a subject made
  /// by `createSubject` when first needed.
  ///
  /// The result is a ``ConnectablePublisher``: subscribers attach to the subject, and nothing
  /// flows from this publisher until ``ConnectablePublisher/connect()`` is called. Attach
  /// every subscriber first, then connect, so that none misses the first values.
  ///
  /// ```swift
  /// let multicast = numbers.multicast { PassthroughSubject<Int, Never>() }
  /// let first = multicast.sink { print("first", $0) }
  /// let second = multicast.sink { print("second", $0) }
  /// let connection = multicast.connect()
  /// ```
  ///
  /// - Parameter createSubject: Makes the subject, once, on the first subscription or
  ///   connection.
  /// - Returns: A connectable publisher that relays this publisher's values through the subject.
  public func multicast<S: Subject>(
    _ createSubject: @escaping () -> S
  ) -> Publishers.Multicast<Self, S> where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// Shares one subscription to this publisher among many subscribers, through `subject`.
  ///
  /// Like ``multicast(_:)``, but with a subject you already hold, so that you can also send
  /// to it directly.
  ///
  /// - Returns: A connectable publisher that relays this publisher's values through `subject`.
  public func multicast<S: Subject>(
    subject: S
  ) -> Publishers.Multicast<Self, S> where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self, createSubject: { subject })
  }
}

extension Publishers {
  /// A connectable publisher that relays one upstream subscription to many subscribers
  /// through a subject.
  ///
  /// Subscribers attach to the subject. ``connect()`` subscribes the subject to the upstream;
  /// cancel what it returns to stop the flow (subscribers stay attached and receive no
  /// completion). Connecting again after that subscribes to the upstream again.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
  where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
    /// The kind of values this publisher emits.
    public typealias Output = Upstream.Output
    /// The kind of error this publisher can fail with.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are shared.
    public final let upstream: Upstream
    /// Makes the subject; called once, when the subject is first needed.
    public final let createSubject: () -> SubjectType

    private let lock = _Lock()
    // Guarded by `lock`.
    private var subject: SubjectType?

    /// Creates a multicast publisher of `upstream` through the subject `createSubject` makes.
    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    /// Attaches `subscriber` to the subject, through a subscription of its own that ignores
    /// anything the subject sends after the subscriber cancelled.
    public final func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      lazySubject.subscribe(_MulticastInner(downstream: subscriber))
    }

    /// Subscribes the subject to the upstream, starting the flow of values.
    ///
    /// - Returns: The ``AnyCancellable`` that `upstream.subscribe(subject)` returns, as in
    ///   Apple's Combine: keep it, since releasing it ends the connection. The connection does
    ///   not keep the subject alive.
    public final func connect() -> Cancellable {
      upstream.subscribe(lazySubject)
    }

    private var lazySubject: SubjectType {
      lock.lock()
      if let subject {
        lock.unlock()
        return subject
      }
      lock.unlock()
      // Made outside the lock; if two threads race, the first one stored wins.
      let made = createSubject()
      lock.lock()
      defer { lock.unlock() }
      if let subject { return subject }
      subject = made
      return made
    }
  }
}

/// One connection of a multicast's subject to the upstream. The subject is handed this object
/// as its upstream subscription (it asks it for demand), not the upstream's own, so that a
/// cancelled connection lets go of the upstream even if the subject keeps the reference.

/// The subscriber Multicast attaches to its subject for each downstream, and the
/// subscription that downstream holds.
///
/// As Apple's does, it passes on one subscription and one completion only, asks the subject
/// for the demand the downstream returns (so the subject sees `.none` returned), and ignores
/// everything after a cancel. It lets the downstream go when the stream ends.
final class _MulticastInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private enum Status {
    case awaitingSubscription(Downstream)
    case subscribed(Downstream, Subscription)
    case terminal
  }

  private let lock = _Lock()
  // Guarded by `lock`.
  private var status: Status

  init(downstream: Downstream) { status = .awaitingSubscription(downstream) }

  var description: String { "Multicast" }
  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription(let downstream) = status else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(downstream, subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed(let downstream, let subscription) = status else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    let more = downstream.receive(input)
    if more > 0 { subscription.request(more) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed(let downstream, _) = status else {
      lock.unlock()
      return
    }
    let released = status
    status = .terminal
    lock.unlock()
    downstream.receive(completion: completion)
    withExtendedLifetime(released) {}
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    guard case .subscribed(_, let subscription) = status else {
      lock.unlock()
      return
    }
    lock.unlock()
    subscription.request(demand)
  }

  func cancel() {
    lock.lock()
    guard case .subscribed(_, let subscription) = status else {
      lock.unlock()
      return
    }
    let released = status
    status = .terminal
    lock.unlock()
    subscription.cancel()
    withExtendedLifetime(released) {}
  }
}
