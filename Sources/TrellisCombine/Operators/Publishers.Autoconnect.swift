extension ConnectablePublisher {
  /// Connects this publisher when the first subscriber attaches, and disconnects it when the
  /// last one cancels.
  ///
  /// ```swift
  /// let shared = numbers.makeConnectable().autoconnect()
  /// ```
  ///
  /// - Returns: A publisher that manages the connection of this one.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publishers {
  /// A publisher that connects its connectable upstream on the first subscriber and cancels
  /// the connection when the last subscriber cancels.
  ///
  /// Subscribers are counted from when they attach until they cancel; a subscriber that
  /// received a completion stays counted, so a completed upstream is not connected again. After
  /// the last subscriber cancels, the next one connects anew.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    /// The kind of values this publisher emits.
    public typealias Output = Upstream.Output
    /// The kind of error this publisher can fail with.
    public typealias Failure = Upstream.Failure

    /// The connectable publisher this one connects.
    public final let upstream: Upstream

    private enum Connection {
      case idle
      /// `connect()` is being called for this round, outside the lock.
      case connecting(round: UInt64)
      case connected(Cancellable)
    }

    private let lock = _Lock()
    // Guarded by `lock`.
    private var connection = Connection.idle
    private var subscribers = 0
    private var round: UInt64 = 0

    /// Creates a publisher that connects `upstream` when needed.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches `subscriber`; called by `subscribe(_:)`.
    public final func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      lock.lock()
      subscribers += 1
      var connectRound: UInt64?
      if case .idle = connection {
        round &+= 1
        connection = .connecting(round: round)
        connectRound = round
      }
      lock.unlock()

      upstream.subscribe(_AutoconnectInner(parent: self, downstream: subscriber))

      guard let connectRound, isConnecting(connectRound) else { return }
      let made = upstream.connect()
      lock.lock()
      guard case .connecting(connectRound) = connection else {
        // Every subscriber left while connecting: this connection is not wanted any more.
        lock.unlock()
        made.cancel()
        return
      }
      connection = .connected(made)
      lock.unlock()
    }

    private func isConnecting(_ expected: UInt64) -> Bool {
      lock.withLock {
        if case .connecting(expected) = connection { return true }
        return false
      }
    }

    /// A counted subscriber cancelled; the last one takes the connection down.
    func release() {
      lock.lock()
      subscribers -= 1
      guard subscribers == 0 else {
        lock.unlock()
        return
      }
      let old = connection
      connection = .idle
      lock.unlock()
      if case .connected(let made) = old { made.cancel() }
    }
  }
}

// Every mutable field is guarded by `lock`; `upstream` never changes.
extension Publishers.Autoconnect: @unchecked Sendable where Upstream: Sendable {}

/// Sits between the upstream's subscription and one subscriber, to learn when it cancels.
final class _AutoconnectInner<Upstream: ConnectablePublisher, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  private let lock = _Lock()
  // Guarded by `lock`. `parent` is dropped on cancel (after releasing the count once) and on
  // completion (a completed subscriber stays counted).
  private var status = _SubscriberStatus.awaitingSubscription
  private var downstream: Downstream?
  private var parent: Publishers.Autoconnect<Upstream>?

  init(parent: Publishers.Autoconnect<Upstream>, downstream: Downstream) {
    self.parent = parent
    self.downstream = downstream
  }

  var description: String { "Autoconnect" }

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = status, let downstream else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    let downstream = self.downstream
    lock.unlock()
    return downstream?.receive(input) ?? .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let downstream = self.downstream
    let parent = self.parent
    let upstream = status.subscription
    self.downstream = nil
    self.parent = nil
    status = .terminal
    lock.unlock()
    downstream?.receive(completion: completion)
    // Released outside the lock: a deinit run by the release must be free to call back in.
    withExtendedLifetime((parent, upstream)) {}
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    lock.lock()
    let upstream = status.subscription
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    let upstream = status.subscription
    let parent = self.parent
    let downstream = self.downstream
    status = .terminal
    self.downstream = nil
    self.parent = nil
    lock.unlock()
    upstream?.cancel()
    parent?.release()
    withExtendedLifetime(downstream) {}
  }
}
