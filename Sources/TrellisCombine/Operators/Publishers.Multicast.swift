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

    /// Attaches `subscriber`; called by `subscribe(_:)`.
    public final func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      lazySubject.subscribe(subscriber)
    }

    /// Subscribes the subject to the upstream, starting the flow of values.
    ///
    /// - Returns: A cancellable that ends this connection. Unlike ``AnyCancellable``, it does
    ///   not cancel when it is released, so the connection lasts until you cancel it or the
    ///   upstream completes.
    public final func connect() -> Cancellable {
      let connection = _MulticastConnection(lazySubject)
      upstream.subscribe(connection)
      return connection
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
final class _MulticastConnection<SubjectType: Subject>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = SubjectType.Output
  typealias Failure = SubjectType.Failure

  private let lock = _Lock()
  // Guarded by `lock`; both are dropped when the connection is cancelled or completes.
  private var subject: SubjectType?
  private var upstream: Subscription?

  init(_ subject: SubjectType) { self.subject = subject }

  var description: String { "Multicast" }

  func receive(subscription: Subscription) {
    lock.lock()
    guard let subject, upstream == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    subject.send(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    let subject = self.subject
    lock.unlock()
    subject?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let subject = self.subject
    let upstream = self.upstream
    self.subject = nil
    self.upstream = nil
    lock.unlock()
    subject?.send(completion: completion)
    withExtendedLifetime(upstream) {}
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    lock.lock()
    let upstream = self.upstream
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    let upstream = self.upstream
    let subject = self.subject
    self.upstream = nil
    self.subject = nil
    lock.unlock()
    upstream?.cancel()
    // Released only now: the subject may go away here, and its deinit cancels its upstreams,
    // this connection among them, which takes the lock again.
    withExtendedLifetime(subject) {}
  }
}
