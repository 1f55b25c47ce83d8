extension Sequence {
  /// A publisher that emits the elements of this sequence, then finishes.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publishers {
  /// A publisher that emits the elements of a sequence, honouring demand, then finishes.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    /// The sequence's elements.
    public typealias Output = Elements.Element

    /// The elements emitted.
    public let sequence: Elements

    /// Creates a publisher of `sequence`'s elements.
    public init(sequence: Elements) { self.sequence = sequence }

    /// Attaches `subscriber`; it receives the elements as it asks for them, then the
    /// completion. An empty sequence finishes it at once, without waiting for demand.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var iterator = sequence.makeIterator()
      guard let first = iterator.next() else {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
        return
      }
      subscriber.receive(subscription: _SequenceSubscription(first, iterator, subscriber))
    }
  }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}
extension Publishers.Sequence: Sendable where Elements: Sendable {}

/// Walks the iterator as demand arrives. A request made from inside `receive(_:)` only adds
/// to the demand; the loop already running delivers it, so re-entrancy never recurses.
final class _SequenceSubscription<Downstream: Subscriber, Iterator: IteratorProtocol>:
  Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Iterator.Element {
  private let lock = _Lock()
  // Guarded by `lock`.
  private var downstream: Downstream?
  private var iterator: Iterator
  private var next: Iterator.Element?
  private var demand = Subscribers.Demand.none
  private var delivering = false

  init(_ first: Iterator.Element, _ iterator: Iterator, _ downstream: Downstream) {
    self.next = first
    self.iterator = iterator
    self.downstream = downstream
  }

  var description: String { "Sequence" }

  func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.lock()
    guard downstream != nil else {
      lock.unlock()
      return
    }
    demand += more
    if delivering {
      lock.unlock()
      return
    }
    delivering = true
    while let downstream, demand > 0, let value = next {
      demand -= 1
      next = iterator.next()
      let isLast = next == nil
      if isLast { self.downstream = nil }
      lock.unlock()
      let extra = downstream.receive(value)
      if isLast {
        downstream.receive(completion: .finished)
        lock.lock()
        break
      }
      lock.lock()
      demand += extra
    }
    delivering = false
    lock.unlock()
  }

  func cancel() {
    // The downstream and the rest of the sequence are released after unlocking: a deinit
    // may call back in.
    let dropped = lock.withLock {
      defer {
        downstream = nil
        next = nil
      }
      return (downstream, next)
    }
    withExtendedLifetime(dropped) {}
  }
}
