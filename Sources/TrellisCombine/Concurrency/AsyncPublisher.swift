extension Publisher where Failure == Never {
  /// The publisher's values as an asynchronous sequence, for use with `for await`.
  ///
  /// Each iteration subscribes anew and asks for one value at a time; the loop ends when the
  /// publisher finishes, and cancelling the iterating task cancels the subscription.
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
  /// The publisher's values as a throwing asynchronous sequence, for use with
  /// `for try await`.
  ///
  /// Each iteration subscribes anew and asks for one value at a time; the loop ends when the
  /// publisher finishes, throws its failure, and cancelling the iterating task cancels the
  /// subscription.
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// An asynchronous sequence of the values of a publisher that cannot fail.
///
/// Making an iterator subscribes to the publisher; each call of `next()` requests one value.
/// `next()` returns `nil` once the publisher finishes, or once the iterating task is
/// cancelled, which also cancels the subscription.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  /// The kind of values the sequence produces.
  public typealias Element = P.Output

  private let publisher: P

  /// Wraps `publisher`.
  public init(_ publisher: P) { self.publisher = publisher }

  /// Subscribes to the publisher and returns an iterator over its values.
  public func makeAsyncIterator() -> Iterator { Iterator(publisher) }

  /// The iterator over an ``AsyncPublisher``'s values.
  public struct Iterator: AsyncIteratorProtocol {
    /// The kind of values the sequence produces.
    public typealias Element = P.Output

    private let lifetime: _AsyncPublisherLifetime<P.Output, Never>

    init(_ publisher: P) {
      lifetime = _AsyncPublisherLifetime(publisher)
    }

    /// Waits for the next value; `nil` when the publisher has finished or the task is
    /// cancelled.
    public mutating func next() async -> P.Output? {
      switch await lifetime.inner.next() {
      case .success(let value): return value
      }
    }
  }
}

/// An asynchronous sequence of the values of a publisher that can fail.
///
/// Making an iterator subscribes to the publisher; each call of `next()` requests one value.
/// `next()` returns `nil` once the publisher finishes or the iterating task is cancelled
/// (which also cancels the subscription), and throws the publisher's failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  /// The kind of values the sequence produces.
  public typealias Element = P.Output

  private let publisher: P

  /// Wraps `publisher`.
  public init(_ publisher: P) { self.publisher = publisher }

  /// Subscribes to the publisher and returns an iterator over its values.
  public func makeAsyncIterator() -> Iterator { Iterator(publisher) }

  /// The iterator over an ``AsyncThrowingPublisher``'s values.
  public struct Iterator: AsyncIteratorProtocol {
    /// The kind of values the sequence produces.
    public typealias Element = P.Output

    private let lifetime: _AsyncPublisherLifetime<P.Output, P.Failure>

    init(_ publisher: P) {
      lifetime = _AsyncPublisherLifetime(publisher)
    }

    /// Waits for the next value; `nil` when the publisher has finished or the task is
    /// cancelled. Throws the publisher's failure, once; after it, returns `nil`.
    public mutating func next() async throws -> P.Output? {
      try await lifetime.inner.next().get()
    }
  }
}

/// Owned by an iterator and its copies: when the last of them goes away, the subscription is
/// cancelled, which breaks the cycle between the subscriber and the publisher's subscription.
final class _AsyncPublisherLifetime<Input, Failure: Error> {
  let inner = _AsyncPublisherSubscriber<Input, Failure>()

  init<P: Publisher>(_ publisher: P) where P.Output == Input, P.Failure == Failure {
    publisher.subscribe(inner)
  }

  deinit { inner.cancel() }
}

/// The subscriber behind the async sequences: requests one value per `next()` call and hands
/// it to the waiting task through a continuation.
///
/// As Apple's, several tasks may wait at once on one iterator: each call asks for one more
/// value (calls made before the subscription arrives are asked for together when it does),
/// and values go to the waiting calls in the order they were made. A value that arrives
/// before the subscription ends every waiting call with `nil`; a value nobody asked for is a
/// broken publisher and traps.
final class _AsyncPublisherSubscriber<Input, Failure: Error>: Subscriber, Cancellable,
  @unchecked Sendable
{
  // Why `_UncheckedSendable`: a value travels from the publisher's `receive(_:)` to the single
  // task that asked for it; it is handed over once and never touched again on the sending
  // side, so no two threads use it at the same time.
  typealias Outcome = _UncheckedSendable<Result<Input?, Failure>>
  private typealias Waiter = CheckedContinuation<Outcome, Never>

  private let lock = _Lock()
  // Guarded by `lock`.
  private var status = _SubscriberStatus.awaitingSubscription
  /// The calls of `next()` waiting for a value, oldest first.
  private var waiters: [Waiter] = []
  /// Values asked for before the subscription arrived.
  private var demandBeforeSubscription = Subscribers.Demand.none
  /// A failure that ended the stream while nobody was waiting, for the next call of `next()`;
  /// after it has been reported once, `next()` returns `nil`.
  private var unreportedFailure: Failure?

  func next() async -> Result<Input?, Failure> {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: Waiter) in
        wait(continuation)
      }.value
    } onCancel: {
      cancel()
    }
  }

  private func wait(_ continuation: Waiter) {
    lock.lock()
    switch status {
    case .terminal:
      let failure = unreportedFailure
      unreportedFailure = nil
      lock.unlock()
      continuation.resume(
        returning: _UncheckedSendable(failure.map { .failure($0) } ?? .success(nil)))
    case .awaitingSubscription:
      waiters.append(continuation)
      demandBeforeSubscription += 1
      lock.unlock()
    case .subscribed(let subscription):
      waiters.append(continuation)
      lock.unlock()
      subscription.request(.max(1))
    }
  }

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = status else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    let demand = demandBeforeSubscription
    demandBeforeSubscription = .none
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = status else {
      // Before the subscription (or after the end): every waiting call ends with nil, as
      // with Apple's.
      let ended = takeWaitersLocked()
      lock.unlock()
      resume(ended, with: .success(nil))
      return .none
    }
    precondition(
      !waiters.isEmpty,
      "Publisher.values: the publisher sent a value that no call of next() asked for")
    let waiter = waiters.removeFirst()
    lock.unlock()
    waiter.resume(returning: _UncheckedSendable(.success(input)))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    if case .terminal = status {
      let ended = takeWaitersLocked()
      lock.unlock()
      resume(ended, with: .success(nil))
      return
    }
    let subscription = status.subscription
    status = .terminal
    var ended = takeWaitersLocked()
    // The first waiting call learns how the stream ended; the others, and later calls, get
    // nil. A failure nobody waited for is kept for the next call.
    let first = ended.isEmpty ? nil : ended.removeFirst()
    if first == nil, case .failure(let error) = completion { unreportedFailure = error }
    lock.unlock()
    // Released outside the lock: a deinit run by the release must be free to call back in.
    withExtendedLifetime(subscription) {}
    switch completion {
    case .finished: first?.resume(returning: _UncheckedSendable(.success(nil)))
    case .failure(let error): first?.resume(returning: _UncheckedSendable(.failure(error)))
    }
    resume(ended, with: .success(nil))
  }

  /// Ends the stream: every waiting call gets nil, the subscription is cancelled.
  func cancel() {
    lock.lock()
    let subscription = status.subscription
    status = .terminal
    unreportedFailure = nil
    let ended = takeWaitersLocked()
    lock.unlock()
    subscription?.cancel()
    resume(ended, with: .success(nil))
  }

  private func takeWaitersLocked() -> [Waiter] {
    defer { waiters = [] }
    return waiters
  }

  private func resume(_ waiters: [Waiter], with outcome: Result<Input?, Failure>) {
    for waiter in waiters { waiter.resume(returning: _UncheckedSendable(outcome)) }
  }
}
