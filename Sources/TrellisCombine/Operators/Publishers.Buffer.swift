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
  /// then the completion once the subscriber asks for more. When the upstream fails, the
  /// failure is delivered as soon as the subscriber has no outstanding demand, and values still
  /// buffered are dropped, as in Apple's Combine. With `whenFull: .customError`, the error
  /// waits behind the values already buffered.
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

/// The buffer between one upstream subscription and one subscriber.
///
/// It follows Apple's algorithm step by step, since apps can see each step:
/// - it asks the upstream for its prefetch before handing itself to the subscriber;
/// - a value that arrives when `size` values are waiting is handled by `whenFull`; with
///   `.customError` the upstream is cancelled and the error waits behind the buffered values;
/// - `.finished` waits until the buffer is empty and the subscriber has demand, while an
///   upstream failure is delivered as soon as the subscriber has no demand left, even with
///   values still buffered (Apple's behaviour; those values can still be delivered after the
///   failure if a delivery loop is already running);
/// - values that arrive after `.finished` are still buffered and delivered;
/// - a cancel before the upstream's subscription arrives is ignored, so the late subscription
///   is still asked for the prefetch;
/// - the subscriber stays referenced until this object goes away.
final class _BufferSubscription<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let size: Int
  private let prefetch: Publishers.PrefetchStrategy
  private let whenFull: Publishers.BufferingStrategy<Failure>
  private let downstream: Downstream

  private let link = _UpstreamLink()
  // Guarded by `link`.
  private var values = _BufferQueue<Input>()
  private var demand = Subscribers.Demand.none
  /// The upstream's completion, or the custom error, waiting for its turn.
  private var terminal: Subscribers.Completion<Failure>?
  /// A delivery loop is calling the subscriber; requests it makes only add demand.
  private var delivering = false
  /// The `.customError` closure is running; a value it sends back in would deadlock Apple's
  /// lock, which traps, and traps here too.
  private var makingError = false

  init(
    downstream: Downstream, size: Int, prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) {
    self.downstream = downstream
    self.size = size
    self.prefetch = prefetch
    self.whenFull = whenFull
  }

  var description: String { "Buffer" }

  var customMirror: Mirror {
    link.lock()
    let children: [Mirror.Child] = [
      ("values", values.elements), ("state", link.status), ("downstreamDemand", demand),
      ("terminal", terminal as Any),
    ]
    link.unlock()
    return Mirror(self, children: children)
  }

  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    guard link.accept(subscription) else { return }
    switch prefetch {
    case .keepFull: subscription.request(.max(size))
    case .byRequest: subscription.request(.unlimited)
    }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    link.lock()
    precondition(
      !makingError,
      "buffer(whenFull: .customError): the closure making the error sent a value into the "
        + "same buffer")
    guard case .subscribed(let subscription) = link.status else {
      link.unlock()
      return .none
    }
    if case .failure = terminal {
      link.unlock()
      return .none
    }
    if values.count >= size {
      switch whenFull {
      case .dropNewest:
        link.unlock()
        return drain()
      case .dropOldest:
        let dropped = values.popFirst()
        values.append(input)
        link.unlock()
        withExtendedLifetime(dropped) {}
        return drain()
      case .customError(let makeError):
        makingError = true
        link.unlock()
        let error = makeError()
        link.lock()
        makingError = false
        terminal = .failure(error)
        link.unlock()
        subscription.cancel()
        return .none
      }
    }
    values.append(input)
    link.unlock()
    return drain()
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    link.lock()
    guard case .subscribed = link.status, terminal == nil else {
      link.unlock()
      return
    }
    terminal = completion
    link.unlock()
    _ = drain()
  }

  func request(_ more: Subscribers.Demand) {
    link.lock()
    guard case .subscribed(let subscription) = link.status else {
      link.unlock()
      return
    }
    demand += more
    if delivering {
      link.unlock()
      return
    }
    link.unlock()
    let refill = drain()
    if refill > 0 { subscription.request(refill) }
  }

  func cancel() {
    var released = _BufferQueue<Input>()
    link.lock()
    guard case .subscribed(let subscription) = link.status else {
      link.unlock()
      return
    }
    link.endLocked()
    swap(&released, &values)
    link.unlock()
    subscription.cancel()
    // Released outside the lock: a deinit run by the release must be free to call back in.
    withExtendedLifetime(released) {}
  }

  /// Delivers what demand allows, then the completion when it is due. Returns how many
  /// values to ask the upstream for to refill the buffer (for `.keepFull`).
  private func drain() -> Subscribers.Demand {
    var refill = Subscribers.Demand.none
    link.lock()
    while case .subscribed = link.status {
      if demand == .none || values.isEmpty {
        let due: Subscribers.Completion<Failure>?
        switch terminal {
        case .failure where demand == .none: due = terminal
        case .some where demand > 0: due = terminal
        default: due = nil
        }
        guard let due else { break }
        link.endLocked()
        link.unlock()
        downstream.receive(completion: due)
        return refill
      }
      var batch: [Input] = []
      while demand > 0, let value = values.popFirst() {
        batch.append(value)
        demand -= 1
      }
      delivering = true
      link.unlock()
      var more = Subscribers.Demand.none
      for value in batch { more += downstream.receive(value) }
      if prefetch == .keepFull { refill += batch.count }
      link.lock()
      delivering = false
      demand += more
    }
    link.unlock()
    return refill
  }
}

/// A first-in first-out queue that lets go of each value as soon as it is taken out.
private struct _BufferQueue<Element> {
  private var slots: [Element?] = []
  private var head = 0

  var count: Int { slots.count - head }
  var isEmpty: Bool { head == slots.count }
  /// The waiting values, oldest first (for reflection).
  var elements: [Element] { slots[head...].map { $0! } }

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
