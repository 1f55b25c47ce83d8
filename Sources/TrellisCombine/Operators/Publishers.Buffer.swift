extension Publisher {
  /// Keeps up to `size` values that arrive while the subscriber has no demand, and delivers
  /// them, oldest first, as demand arrives.
  ///
  /// With ``Publishers/PrefetchStrategy/keepFull`` the buffer asks the upstream for `size`
  /// values at once and for one more each time it delivers one. With
  /// ``Publishers/PrefetchStrategy/byRequest`` it asks the upstream for everything, and
  /// `whenFull` decides what happens to values that find the buffer full.
  ///
  /// When the upstream finishes, the buffered values are delivered first (as demand allows),
  /// then the completion. When it fails, the subscriber gets the values it has already asked
  /// for, then the failure at once; values still buffered are dropped.
  ///
  /// - Parameters:
  ///   - size: The most values to keep.
  ///   - prefetch: How values are requested from the upstream.
  ///   - whenFull: What to do with a value that arrives when the buffer is full.
  /// - Returns: A publisher that buffers this publisher's values.
  public func buffer(
    size: Int, prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) -> Publishers.Buffer<Self> {
    Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
  }
}

extension Publishers {
  /// How a buffer requests values from its upstream.
  public enum PrefetchStrategy: Equatable, Hashable, Sendable {
    /// Ask for as many values as the buffer holds when subscribing, then one more for each
    /// value delivered, to keep the buffer full.
    case keepFull
    /// Ask for no values ahead of time: the upstream is asked for everything, and the buffer
    /// only stores what the subscriber has not asked for yet.
    case byRequest
  }

  /// What a buffer does with a value that arrives when it is full.
  public enum BufferingStrategy<Failure: Error> {
    /// Discard the value that just arrived.
    case dropNewest
    /// Discard the oldest buffered value to make room for the new one.
    case dropOldest
    /// Cancel the upstream and fail with the error the closure makes.
    case customError(() -> Failure)
  }

  /// A publisher that buffers the values its subscriber has not asked for yet.
  public struct Buffer<Upstream: Publisher>: Publisher {
    /// The kind of values this publisher emits.
    public typealias Output = Upstream.Output
    /// The kind of error this publisher can fail with.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are buffered.
    public let upstream: Upstream
    /// The most values the buffer keeps.
    public let size: Int
    /// How values are requested from the upstream.
    public let prefetch: PrefetchStrategy
    /// What happens to a value that arrives when the buffer is full.
    public let whenFull: BufferingStrategy<Failure>

    /// Creates a publisher that buffers up to `size` of `upstream`'s values.
    public init(
      upstream: Upstream, size: Int, prefetch: PrefetchStrategy,
      whenFull: BufferingStrategy<Failure>
    ) {
      self.upstream = upstream
      self.size = size
      self.prefetch = prefetch
      self.whenFull = whenFull
    }

    /// Attaches `subscriber`; called by `subscribe(_:)`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _BufferSubscription(
          downstream: subscriber, size: size, prefetch: prefetch, whenFull: whenFull))
    }
  }
}

/// The buffer between one upstream subscription and one subscriber. One drain loop at a time
/// delivers buffered values; a value, request or completion that arrives while it runs only
/// updates the state, and the running loop picks it up, so re-entrancy never recurses.
final class _BufferSubscription<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let size: Int
  private let prefetch: Publishers.PrefetchStrategy
  private let whenFull: Publishers.BufferingStrategy<Failure>

  private let lock = _Lock()
  // Guarded by `lock`.
  private var status = _SubscriberStatus.awaitingSubscription
  private var downstream: Downstream?
  private var values = _BufferQueue<Input>()
  private var demand = Subscribers.Demand.none
  /// The upstream's completion, or the custom error, waiting for the buffer to drain.
  private var ending: Subscribers.Completion<Failure>?
  private var draining = false

  init(
    downstream: Downstream, size: Int, prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) {
    self.downstream = downstream
    self.size = Swift.max(size, 0)
    self.prefetch = prefetch
    self.whenFull = whenFull
  }

  var description: String { "Buffer" }

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = status, let downstream else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    // The subscriber gets its subscription before anything can reach it.
    downstream.receive(subscription: self)
    let initial: Subscribers.Demand
    switch prefetch {
    case .keepFull: initial = .max(size)
    case .byRequest: initial = .unlimited
    }
    lock.lock()
    let upstream = status.subscription
    lock.unlock()
    if initial > 0 { upstream?.request(initial) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard let upstream = status.subscription else {
      lock.unlock()
      return .none
    }
    if hasRoom {
      values.append(input)
    } else {
      switch whenFull {
      case .dropNewest:
        break
      case .dropOldest:
        if size > 0 {
          let dropped = values.popFirst()
          values.append(input)
          lock.unlock()
          withExtendedLifetime(dropped) {}
          return drain()
        }
      case .customError(let makeError):
        status = .terminal
        lock.unlock()
        upstream.cancel()
        let error = makeError()
        lock.lock()
        if downstream != nil { ending = .failure(error) }
        lock.unlock()
        _ = drain()
        return .none
      }
    }
    lock.unlock()
    return drain()
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard let upstream = status.subscription else {
      lock.unlock()
      return
    }
    status = .terminal
    ending = completion
    lock.unlock()
    withExtendedLifetime(upstream) {}
    _ = drain()
  }

  func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.lock()
    guard downstream != nil else {
      lock.unlock()
      return
    }
    demand += more
    lock.unlock()
    let refill = drain()
    guard refill > 0 else { return }
    lock.lock()
    let upstream = status.subscription
    lock.unlock()
    upstream?.request(refill)
  }

  func cancel() {
    var released = _BufferQueue<Input>()
    lock.lock()
    let upstream = status.subscription
    let downstream = self.downstream
    status = .terminal
    self.downstream = nil
    swap(&released, &values)
    ending = nil
    lock.unlock()
    upstream?.cancel()
    // Released outside the lock: a deinit run by the release must be free to call back in.
    withExtendedLifetime((downstream, released)) {}
  }

  /// Whether another value fits, read with `lock` held: values the subscriber has already
  /// asked for are on their way out and do not take up room.
  private var hasRoom: Bool {
    if values.count < size { return true }
    guard let finite = demand.max else { return true }
    return values.count - size < finite
  }

  /// Delivers what demand allows, then the ending if it is due. Returns how many values to
  /// ask the upstream for to refill the buffer (for `.keepFull`); the caller asks for them.
  private func drain() -> Subscribers.Demand {
    lock.lock()
    if draining {
      lock.unlock()
      return .none
    }
    draining = true
    var refill = Subscribers.Demand.none
    while let downstream = self.downstream {
      if demand > 0, let value = values.popFirst() {
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        demand += more
        if prefetch == .keepFull { refill += 1 }
        continue
      }
      guard let ending else { break }
      if case .finished = ending, !values.isEmpty { break }
      // Finished with an empty buffer, or failed: end now; unrequested values are dropped.
      var released = _BufferQueue<Input>()
      self.downstream = nil
      self.ending = nil
      swap(&released, &values)
      draining = false
      lock.unlock()
      withExtendedLifetime(released) {}
      downstream.receive(completion: ending)
      return .none
    }
    draining = false
    let upstreamActive = status.subscription != nil
    lock.unlock()
    return upstreamActive ? refill : .none
  }
}

/// A first-in first-out queue that lets go of each value as soon as it is taken out.
private struct _BufferQueue<Element> {
  private var slots: [Element?] = []
  private var head = 0

  var count: Int { slots.count - head }
  var isEmpty: Bool { head == slots.count }

  mutating func append(_ element: Element) { slots.append(element) }

  mutating func popFirst() -> Element? {
    guard head < slots.count else { return nil }
    let element = slots[head]
    slots[head] = nil
    head += 1
    if head == slots.count {
      slots.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 64 && head * 2 >= slots.count {
      slots.removeFirst(head)
      head = 0
    }
    return element
  }
}
