/// A publisher that eventually produces a single value, or fails, and hands that one outcome
/// to every subscriber, early or late.
///
/// The closure passed to ``init(_:)`` runs at once, on the thread that creates the future,
/// and receives a ``Promise``. Call the promise, now or later and from any thread, with the
/// outcome: the future keeps it and replays it to each subscriber. Only the first call
/// counts; later calls are ignored.
///
/// A subscriber receives the value (then `.finished`) once it has asked for at least one
/// value; a failure is delivered as soon as it is known, demand or not.
///
/// ```swift
/// let answer = Future<Int, Never> { promise in
///   DispatchQueue.global().async { promise(.success(42)) }
/// }
/// let cancellable = answer.sink { print($0) }
/// ```
public final class Future<Output, Failure: Error>: Publisher {
  /// The closure that settles a future with its outcome.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let lock = _Lock()
  // Guarded by `lock`. `waiting` is emptied when the result arrives; nobody waits after that.
  private var result: Result<Output, Failure>?
  private var waiting: [_FutureWaiter<Output, Failure>] = []

  /// Creates a future and runs `attemptToFulfill` at once with its promise.
  ///
  /// The promise holds the future weakly: a future that nobody holds, subscribes to or
  /// awaits goes away even if its promise is kept, and calling the promise then does nothing.
  ///
  /// - Parameter attemptToFulfill: Starts the work, and calls the promise with its outcome.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [weak self] outcome in self?.fulfill(outcome) }
  }

  /// Attaches `subscriber`; called by `subscribe(_:)`.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = _FutureSubscription(parent: self, downstream: subscriber)
    lock.lock()
    if let result {
      lock.unlock()
      subscription.settle(result)
    } else {
      waiting.append(subscription)
      lock.unlock()
    }
    subscriber.receive(subscription: subscription)
    subscription.didHandOut()
  }

  /// Calls `body` with the outcome, at once if it is known, else when the promise is called.
  func whenSettled(_ body: @escaping (Result<Output, Failure>) -> Void) {
    lock.lock()
    if let result {
      lock.unlock()
      body(result)
      return
    }
    waiting.append(_FutureCallback(body))
    lock.unlock()
  }

  /// Forgets a subscription that was cancelled before the outcome arrived.
  func detach(_ waiter: _FutureWaiter<Output, Failure>) {
    lock.lock()
    if let index = waiting.firstIndex(where: { $0 === waiter }) { waiting.remove(at: index) }
    lock.unlock()
  }

  private func fulfill(_ outcome: Result<Output, Failure>) {
    lock.lock()
    guard result == nil else {
      lock.unlock()
      return
    }
    result = outcome
    let settled = waiting
    waiting = []
    lock.unlock()
    for waiter in settled { waiter.settle(outcome) }
  }
}

// Every mutable field is guarded by `lock`; the shared outcome is only read after it is set.
extension Future: @unchecked Sendable where Output: Sendable {}

/// Something waiting for a future's outcome.
class _FutureWaiter<Output, Failure: Error>: @unchecked Sendable {
  func settle(_ result: Result<Output, Failure>) { fatalError("abstract") }
}

/// A closure waiting for a future's outcome; used by `Future.value`.
final class _FutureCallback<Output, Failure: Error>: _FutureWaiter<Output, Failure>,
  @unchecked Sendable
{
  // Set once in `init` and called once, by the single `settle` the future makes.
  private let body: (Result<Output, Failure>) -> Void
  init(_ body: @escaping (Result<Output, Failure>) -> Void) { self.body = body }
  override func settle(_ result: Result<Output, Failure>) { body(result) }
}

/// One subscriber's view of a future: delivers the outcome once it is known and, for a value,
/// once the subscriber has asked for one.
///
/// It keeps its future until the outcome has been delivered (see `deliverIfReady`), or until
/// it is cancelled, as Apple's does; its mirror shows the future (`parent`, `subject`), the subscriber and
/// whether any demand arrived.
final class _FutureSubscription<Downstream: Subscriber>:
  _FutureWaiter<Downstream.Input, Downstream.Failure>, Subscription, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
  typealias Parent = Future<Downstream.Input, Downstream.Failure>

  private let lock = _Lock()
  // Guarded by `lock`. `downstream` is taken out (set to nil) by whoever delivers, so the
  // outcome is delivered at most once; `parent` goes with it.
  private var downstream: Downstream?
  private var parent: Parent?
  private var result: Result<Downstream.Input, Downstream.Failure>?
  private var demanded = false
  /// The subscriber has returned from `receive(subscription:)`; a failure may now be sent
  /// without demand.
  private var handedOut = false

  init(parent: Parent, downstream: Downstream) {
    self.parent = parent
    self.downstream = downstream
  }

  var description: String { "Future" }

  var customMirror: Mirror {
    lock.lock()
    let children: [Mirror.Child] = [
      ("parent", parent as Any), ("downstream", downstream as Any),
      ("hasAnyDemand", demanded), ("subject", parent as Any),
    ]
    lock.unlock()
    return Mirror(self, children: children)
  }

  var playgroundDescription: Any { description }

  override func settle(_ result: Result<Downstream.Input, Downstream.Failure>) {
    lock.lock()
    self.result = result
    deliverIfReady(thenDropParent: true)
  }

  func didHandOut() {
    lock.lock()
    handedOut = true
    deliverIfReady(thenDropParent: true)
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Future subscription: request(\(demand)): demand must be above zero")
    lock.lock()
    demanded = true
    deliverIfReady(thenDropParent: false)
  }

  func cancel() {
    lock.lock()
    let downstream = self.downstream
    self.downstream = nil
    let parent = self.parent
    self.parent = nil
    lock.unlock()
    parent?.detach(self)
    withExtendedLifetime(downstream) {}
  }

  /// Called with `lock` held; releases it.
  ///
  /// As Apple's, the subscription lets go of its future after a delivery that the promise
  /// (or the subscription itself, for a future already settled) set off, and keeps it after
  /// one that a request set off. The future is released after the delivery, outside the lock,
  /// as everything dropped in this file: a deinit run by the release must be free to call in.
  private func deliverIfReady(thenDropParent dropsParent: Bool) {
    guard let downstream, let result else {
      lock.unlock()
      return
    }
    switch result {
    case .success(let value):
      guard demanded else {
        lock.unlock()
        return
      }
      self.downstream = nil
      lock.unlock()
      _ = downstream.receive(value)
      downstream.receive(completion: .finished)
    case .failure(let error):
      guard demanded || handedOut else {
        lock.unlock()
        return
      }
      self.downstream = nil
      lock.unlock()
      downstream.receive(completion: .failure(error))
    }
    guard dropsParent else { return }
    let parent = lock.withLock {
      defer { self.parent = nil }
      return self.parent
    }
    withExtendedLifetime(parent) {}
  }
}
