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
final class _AsyncPublisherSubscriber<Input, Failure: Error>: Subscriber, Cancellable,
  @unchecked Sendable
{
  // Why `_UncheckedSendable`: a value travels from the publisher's `receive(_:)` to the single
  // task that asked for it; it is handed over once and never touched again on the sending
  // side, so no two threads use it at the same time.
  typealias Outcome = _UncheckedSendable<Result<Input?, Failure>>

  private let lock = _Lock()
  // Guarded by `lock`.
  private var status = _SubscriberStatus.awaitingSubscription
  /// The task waiting in `next()`, if any.
  private var waiter: CheckedContinuation<Outcome, Never>?
  /// How the stream ended, kept for the next call of `next()` when nobody was waiting; after
  /// it has been reported once, `next()` returns `nil`.
  private var ending: Result<Input?, Failure>?

  func next() async -> Result<Input?, Failure> {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
        wait(continuation)
      }.value
    } onCancel: {
      cancel()
    }
  }

  private func wait(_ continuation: CheckedContinuation<Outcome, Never>) {
    lock.lock()
    guard waiter == nil else {
      // Two tasks iterating copies of one iterator at once: a misuse; the newcomer gets `nil`
      // rather than taking the value the first one is waiting for.
      lock.unlock()
      continuation.resume(returning: _UncheckedSendable(.success(nil)))
      return
    }
    switch status {
    case .terminal:
      let result = ending ?? .success(nil)
      ending = .success(nil)
      lock.unlock()
      continuation.resume(returning: _UncheckedSendable(result))
    case .awaitingSubscription:
      // The request is made when the subscription arrives.
      waiter = continuation
      lock.unlock()
    case .subscribed(let subscription):
      waiter = continuation
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
    let someoneWaits = waiter != nil
    lock.unlock()
    if someoneWaits { subscription.request(.max(1)) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    let waiter = self.waiter
    self.waiter = nil
    lock.unlock()
    // A value nobody asked for (a publisher that ignores demand) is dropped.
    waiter?.resume(returning: _UncheckedSendable(.success(input)))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let result: Result<Input?, Failure>
    switch completion {
    case .finished: result = .success(nil)
    case .failure(let error): result = .failure(error)
    }
    lock.lock()
    guard !isTerminal else {
      lock.unlock()
      return
    }
    let subscription = status.subscription
    status = .terminal
    let waiter = self.waiter
    self.waiter = nil
    ending = waiter == nil ? result : .success(nil)
    lock.unlock()
    // Released outside the lock: a deinit run by the release must be free to call back in.
    withExtendedLifetime(subscription) {}
    waiter?.resume(returning: _UncheckedSendable(result))
  }

  func cancel() {
    lock.lock()
    let subscription = status.subscription
    if !isTerminal { ending = .success(nil) }
    status = .terminal
    let waiter = self.waiter
    self.waiter = nil
    lock.unlock()
    subscription?.cancel()
    waiter?.resume(returning: _UncheckedSendable(.success(nil)))
  }

  /// Read with `lock` held.
  private var isTerminal: Bool {
    if case .terminal = status { return true }
    return false
  }
}
