/// A first-in, first-out queue for the combining operators' buffers.
///
/// The oldest element is kept inline, out of the array: a zip's queues and a combineLatest's
/// backlog mostly hold one element, which then costs no array traffic at all. Behind it,
/// popping is O(1): the array keeps a head index and is compacted only once the consumed
/// prefix dominates it. Popped slots are cleared at once so that the queue never keeps a
/// delivered value alive. Inlinable, so that the operators built on it specialise in the
/// module that uses them.
@usableFromInline
struct _CombiningFifo<Element> {
  /// The oldest element; nil only when the queue is empty.
  @usableFromInline var first: Element?
  /// The elements after `first`, from `head` on.
  @usableFromInline var rest: [Element?] = []
  @usableFromInline var head = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { first == nil }
  @inlinable var count: Int { first == nil ? 0 : 1 + rest.count - head }

  @inlinable mutating func append(_ element: Element) {
    if first == nil {
      first = element
    } else {
      rest.append(element)
    }
  }

  @inlinable mutating func popFirst() -> Element? {
    guard let element = first.take() else { return nil }
    guard head < rest.count else { return element }
    first = rest[head].take()
    head += 1
    if head == rest.count {
      rest.removeAll(keepingCapacity: rest.count <= 64)
      head = 0
    } else if head >= 32 && head * 2 >= rest.count {
      rest.removeFirst(head)
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
