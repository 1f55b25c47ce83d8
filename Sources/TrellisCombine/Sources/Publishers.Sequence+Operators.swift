// Apple's `Publishers.Sequence` answers most operators by working on the sequence itself, at
// once: `map`, `filter`, `scan` and the rest build a new sequence (an array, or a lazy
// wrapper such as `DropFirstSequence`) and return a new `Publishers.Sequence`, while `count`,
// `min`, `contains` and the other reductions return a `Just`, an `Optional.Publisher` or a
// `Result.Publisher` of the answer. Code reads `.sequence` from the result, so the types are
// part of the API. As with Apple's, an operator that walks the sequence does so when it is
// applied, so on an endless sequence it never returns.

extension Publishers.Sequence where Failure == Never {
  /// The smallest element by `areInIncreasingOrder`; nothing for an empty sequence.
  public func min(by areInIncreasingOrder: (Elements.Element, Elements.Element) -> Bool)
    -> Optional<Elements.Element>.Publisher
  {
    Optional.Publisher(sequence.min(by: areInIncreasingOrder))
  }

  /// The largest element by `areInIncreasingOrder`; nothing for an empty sequence.
  public func max(by areInIncreasingOrder: (Elements.Element, Elements.Element) -> Bool)
    -> Optional<Elements.Element>.Publisher
  {
    Optional.Publisher(sequence.max(by: areInIncreasingOrder))
  }

  /// The first element that satisfies `predicate`; nothing if none does.
  public func first(where predicate: (Elements.Element) -> Bool)
    -> Optional<Elements.Element>.Publisher
  {
    Optional.Publisher(sequence.first(where: predicate))
  }
}

extension Publishers.Sequence {
  /// Whether every element satisfies `predicate`; `true` for an empty sequence.
  public func allSatisfy(_ predicate: (Elements.Element) -> Bool)
    -> Result<Bool, Failure>.Publisher
  {
    Result.Publisher(.success(sequence.allSatisfy(predicate)))
  }

  /// Whether every element satisfies `predicate`, or the error it throws.
  public func tryAllSatisfy(_ predicate: (Elements.Element) throws -> Bool)
    -> Result<Bool, any Error>.Publisher
  {
    Result.Publisher(Result { try sequence.allSatisfy(predicate) })
  }

  /// An array of all the elements.
  public func collect() -> Result<[Elements.Element], Failure>.Publisher {
    Result.Publisher(.success(Array(sequence)))
  }

  /// The elements transformed by `transform`, without the `nil` results.
  public func compactMap<T>(_ transform: (Elements.Element) -> T?)
    -> Publishers.Sequence<[T], Failure>
  {
    Publishers.Sequence<[T], Failure>(sequence: sequence.compactMap(transform))
  }

  /// Whether an element satisfies `predicate`.
  public func contains(where predicate: (Elements.Element) -> Bool)
    -> Result<Bool, Failure>.Publisher
  {
    Result.Publisher(.success(sequence.contains(where: predicate)))
  }

  /// Whether an element satisfies `predicate`, or the error it throws.
  public func tryContains(where predicate: (Elements.Element) throws -> Bool)
    -> Result<Bool, any Error>.Publisher
  {
    Result.Publisher(Result { try sequence.contains(where: predicate) })
  }

  /// The elements from the first one that fails `predicate` on.
  public func drop(while predicate: (Elements.Element) -> Bool)
    -> Publishers.Sequence<DropWhileSequence<Elements>, Failure>
  {
    Publishers.Sequence<DropWhileSequence<Elements>, Failure>(
      sequence: sequence.drop(while: predicate))
  }

  /// The elements after the first `count`.
  public func dropFirst(_ count: Int = 1)
    -> Publishers.Sequence<DropFirstSequence<Elements>, Failure>
  {
    Publishers.Sequence<DropFirstSequence<Elements>, Failure>(sequence: sequence.dropFirst(count))
  }

  /// The elements that satisfy `isIncluded`.
  public func filter(_ isIncluded: (Elements.Element) -> Bool)
    -> Publishers.Sequence<[Elements.Element], Failure>
  {
    Publishers.Sequence<[Elements.Element], Failure>(sequence: sequence.filter(isIncluded))
  }

  /// A publisher that finishes at once.
  public func ignoreOutput() -> Empty<Elements.Element, Failure> { Empty() }

  /// The elements transformed by `transform`.
  public func map<T>(_ transform: (Elements.Element) -> T) -> Publishers.Sequence<[T], Failure> {
    Publishers.Sequence<[T], Failure>(sequence: sequence.map(transform))
  }

  /// The first `maxLength` elements.
  public func prefix(_ maxLength: Int) -> Publishers.Sequence<PrefixSequence<Elements>, Failure> {
    Publishers.Sequence<PrefixSequence<Elements>, Failure>(sequence: sequence.prefix(maxLength))
  }

  /// The elements up to the first one that fails `predicate`.
  public func prefix(while predicate: (Elements.Element) -> Bool)
    -> Publishers.Sequence<[Elements.Element], Failure>
  {
    Publishers.Sequence<[Elements.Element], Failure>(sequence: sequence.prefix(while: predicate))
  }

  /// All the elements folded into one result, starting from `initialResult`.
  public func reduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Elements.Element) -> T
  ) -> Result<T, Failure>.Publisher {
    Result.Publisher(.success(sequence.reduce(initialResult, nextPartialResult)))
  }

  /// All the elements folded into one result, starting from `initialResult`, or the error the
  /// closure throws.
  public func tryReduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Elements.Element) throws -> T
  ) -> Result<T, any Error>.Publisher {
    Result.Publisher(Result { try sequence.reduce(initialResult, nextPartialResult) })
  }

  /// The elements with each `nil` replaced by `output`.
  public func replaceNil<T>(with output: T) -> Publishers.Sequence<[Elements.Element], Failure>
  where Elements.Element == T? {
    Publishers.Sequence<[Elements.Element], Failure>(sequence: sequence.map { $0 ?? output })
  }

  /// Each partial result of folding the elements, starting from `initialResult`.
  public func scan<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Elements.Element) -> T
  ) -> Publishers.Sequence<[T], Failure> {
    var partial = initialResult
    let partials = sequence.map { element -> T in
      partial = nextPartialResult(partial, element)
      return partial
    }
    return Publishers.Sequence<[T], Failure>(sequence: partials)
  }

  /// The same sequence, typed to fail with `failureType` (it never does).
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.Sequence<Elements, E> {
    Publishers.Sequence<Elements, E>(sequence: sequence)
  }
}

extension Publishers.Sequence where Elements.Element: Equatable {
  /// The elements without the ones equal to the element before them.
  public func removeDuplicates() -> Publishers.Sequence<[Elements.Element], Failure> {
    var kept: [Elements.Element] = []
    for element in sequence where element != kept.last {
      kept.append(element)
    }
    return Publishers.Sequence<[Elements.Element], Failure>(sequence: kept)
  }

  /// Whether an element equals `output`.
  public func contains(_ output: Elements.Element) -> Result<Bool, Failure>.Publisher {
    Result.Publisher(.success(sequence.contains(output)))
  }
}

extension Publishers.Sequence where Failure == Never, Elements.Element: Comparable {
  /// The smallest element; nothing for an empty sequence.
  public func min() -> Optional<Elements.Element>.Publisher { Optional.Publisher(sequence.min()) }

  /// The largest element; nothing for an empty sequence.
  public func max() -> Optional<Elements.Element>.Publisher { Optional.Publisher(sequence.max()) }
}

extension Publishers.Sequence where Elements: Collection, Failure == Never {
  /// The first element; nothing for an empty collection.
  public func first() -> Optional<Elements.Element>.Publisher {
    Optional.Publisher(sequence.first)
  }

  /// The element at `index`; nothing when the collection has no such index.
  public func output(at index: Elements.Index) -> Optional<Elements.Element>.Publisher {
    Optional.Publisher(sequence.indices.contains(index) ? sequence[index] : nil)
  }
}

extension Publishers.Sequence where Elements: Collection {
  /// The number of elements.
  public func count() -> Result<Int, Failure>.Publisher {
    Result.Publisher(.success(sequence.count))
  }

  /// The elements in `range`, which must be valid for the collection.
  public func output(in range: Range<Elements.Index>)
    -> Publishers.Sequence<[Elements.Element], Failure>
  {
    Publishers.Sequence<[Elements.Element], Failure>(sequence: Array(sequence[range]))
  }
}

extension Publishers.Sequence where Elements: BidirectionalCollection, Failure == Never {
  /// The last element; nothing for an empty collection.
  public func last() -> Optional<Elements.Element>.Publisher { Optional.Publisher(sequence.last) }

  /// The last element that satisfies `predicate`; nothing if none does.
  public func last(where predicate: (Elements.Element) -> Bool)
    -> Optional<Elements.Element>.Publisher
  {
    Optional.Publisher(sequence.last(where: predicate))
  }
}

extension Publishers.Sequence where Elements: RandomAccessCollection, Failure == Never {
  /// The element at `index`; nothing when the collection has no such index.
  public func output(at index: Elements.Index) -> Optional<Elements.Element>.Publisher {
    Optional.Publisher(sequence.indices.contains(index) ? sequence[index] : nil)
  }

  /// A `Just` of the number of elements.
  public func count() -> Just<Int> { Just(sequence.count) }
}

extension Publishers.Sequence where Elements: RandomAccessCollection {
  /// The elements in `range`, which must be valid for the collection.
  public func output(in range: Range<Elements.Index>)
    -> Publishers.Sequence<[Elements.Element], Failure>
  {
    Publishers.Sequence<[Elements.Element], Failure>(sequence: Array(sequence[range]))
  }

  /// The number of elements.
  public func count() -> Result<Int, Failure>.Publisher {
    Result.Publisher(.success(sequence.count))
  }
}

extension Publishers.Sequence where Elements: RangeReplaceableCollection {
  /// A publisher of `elements`, then this sequence's.
  public func prepend(_ elements: Elements.Element...) -> Publishers.Sequence<Elements, Failure> {
    prepend(elements)
  }

  /// A publisher of `elements`, then this sequence's.
  public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
  where S.Element == Elements.Element {
    var all = Elements()
    all.reserveCapacity(sequence.count + elements.underestimatedCount)
    all.append(contentsOf: elements)
    all.append(contentsOf: sequence)
    return Publishers.Sequence<Elements, Failure>(sequence: all)
  }

  /// A publisher of `publisher`'s elements, then this sequence's.
  public func prepend(_ publisher: Publishers.Sequence<Elements, Failure>)
    -> Publishers.Sequence<Elements, Failure>
  {
    var all = publisher.sequence
    all.append(contentsOf: sequence)
    return Publishers.Sequence<Elements, Failure>(sequence: all)
  }

  /// A publisher of this sequence's elements, then `elements`.
  public func append(_ elements: Elements.Element...) -> Publishers.Sequence<Elements, Failure> {
    append(elements)
  }

  /// A publisher of this sequence's elements, then `elements`.
  public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
  where S.Element == Elements.Element {
    var all = sequence
    all.append(contentsOf: elements)
    return Publishers.Sequence<Elements, Failure>(sequence: all)
  }

  /// A publisher of this sequence's elements, then `publisher`'s.
  public func append(_ publisher: Publishers.Sequence<Elements, Failure>)
    -> Publishers.Sequence<Elements, Failure>
  {
    append(publisher.sequence)
  }
}
