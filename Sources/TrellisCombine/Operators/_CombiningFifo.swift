/// A first-in, first-out queue for the combining operators' buffers.
///
/// Popping is O(1): the array keeps a head index and is compacted only once the consumed
/// prefix dominates it. Popped slots are cleared at once so that the queue never keeps a
/// delivered value alive. Inlinable, so that the operators built on it specialise in the
/// module that uses them.
@usableFromInline
struct _CombiningFifo<Element> {
  @usableFromInline var storage: [Element?] = []
  @usableFromInline var head = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { head == storage.count }
  @inlinable var count: Int { storage.count - head }

  @inlinable mutating func append(_ element: Element) {
    storage.append(element)
  }

  @inlinable mutating func popFirst() -> Element? {
    guard head < storage.count else { return nil }
    let element = storage[head].take()
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: storage.count <= 64)
      head = 0
    } else if head >= 32 && head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return element
  }

  /// Pops the first element; the caller knows the queue is not empty.
  @inlinable mutating func removeFirst() -> Element {
    guard let element = popFirst() else { preconditionFailure("_CombiningFifo is empty") }
    return element
  }
}
