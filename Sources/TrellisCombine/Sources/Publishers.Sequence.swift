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
      subscriber.receive(
        subscription: _SequenceSubscription(sequence, first, iterator, subscriber))
    }
  }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}
extension Publishers.Sequence: Sendable where Elements: Sendable {}

/// Walks the iterator as demand arrives. A request made from inside `receive(_:)` only adds
/// to the demand; the loop already running delivers it, so re-entrancy never recurses.
///
/// As Apple's, it is described by its sequence while it delivers and as `"Sequence"` once it
/// has finished or was cancelled, and it accepts zero demand.
final class _SequenceSubscription<Downstream: Subscriber, Elements: Sequence>:
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Downstream.Input == Elements.Element {
  private let lock = _Lock()
  // Guarded by `lock`. `sequence` is kept for the description only, and dropped with the
  // downstream.
  private var downstream: Downstream?
  private var sequence: Elements?
  private var iterator: Elements.Iterator
  private var next: Elements.Element?
  private var demand = Subscribers.Demand.none
  private var delivering = false

  init(
    _ sequence: Elements, _ first: Elements.Element, _ iterator: Elements.Iterator,
    _ downstream: Downstream
  ) {
    self.sequence = sequence
    self.next = first
    self.iterator = iterator
    self.downstream = downstream
  }

  var description: String {
    lock.withLock { sequence.map { String(describing: $0) } ?? "Sequence" }
  }

  var customMirror: Mirror {
    let sequence = lock.withLock { self.sequence }
    let shown: Any = sequence.map { $0 as Any } ?? [Elements.Element]()
    let children: [Mirror.Child] = [("sequence", shown)]
    return Mirror(self, children: children)
  }

  var playgroundDescription: Any { description }

  func request(_ more: Subscribers.Demand) {
    lock.lock()
    guard downstream != nil, more > 0 else {
      lock.unlock()
      return
    }
    demand += more
    if delivering {
      lock.unlock()
      return
    }
    delivering = true
    var finishedSequence: Elements?
    while let downstream, demand > 0, let value = next {
      demand -= 1
      next = iterator.next()
      let isLast = next == nil
      if isLast {
        self.downstream = nil
        finishedSequence = sequence
        sequence = nil
      }
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
    withExtendedLifetime(finishedSequence) {}
  }

  func cancel() {
    // The downstream and the rest of the sequence are released after unlocking: a deinit
    // may call back in.
    let dropped = lock.withLock {
      defer {
        downstream = nil
        next = nil
        sequence = nil
      }
      return (downstream, next, sequence)
    }
    withExtendedLifetime(dropped) {}
  }
}
