// Apple's `Just` answers most operators at once: the result is known when the operator is
// applied, so these overloads run the closure right away (it is not escaping) and return a
// `Just`, an `Optional.Publisher`, a `Result.Publisher`, an `Empty` or a `Publishers.Sequence`
// instead of wrapping the upstream. Code reads `.output` or `.result` from what they return,
// and compares them with `==`, so the types are part of the API.

extension Just where Output: Comparable {
  /// `self`: the only value is the smallest.
  public func min() -> Just<Output> { self }

  /// `self`: the only value is the largest.
  public func max() -> Just<Output> { self }
}

extension Just where Output: Equatable {
  /// A `Just` of whether the value equals `output`.
  public func contains(_ output: Output) -> Just<Bool> { Just<Bool>(self.output == output) }

  /// `self`: one value has no duplicates.
  public func removeDuplicates() -> Just<Output> { self }
}

extension Just {
  /// A `Just` of whether the value satisfies `predicate`, which runs at once.
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Just<Bool> {
    Just<Bool>(predicate(output))
  }

  /// A publisher of whether the value satisfies `predicate`, which runs at once, or of the
  /// error it throws.
  public func tryAllSatisfy(_ predicate: (Output) throws -> Bool)
    -> Result<Bool, any Error>.Publisher
  {
    Result<Bool, any Error>.Publisher(Result { try predicate(output) })
  }

  /// A `Just` of whether the value satisfies `predicate`, which runs at once.
  public func contains(where predicate: (Output) -> Bool) -> Just<Bool> {
    Just<Bool>(predicate(output))
  }

  /// A publisher of whether the value satisfies `predicate`, which runs at once, or of the
  /// error it throws.
  public func tryContains(where predicate: (Output) throws -> Bool)
    -> Result<Bool, any Error>.Publisher
  {
    Result<Bool, any Error>.Publisher(Result { try predicate(output) })
  }

  /// A `Just` of a one-element array holding the value.
  public func collect() -> Just<[Output]> { Just<[Output]>([output]) }

  /// `self`; `areInIncreasingOrder` is never called.
  public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }

  /// `self`; `areInIncreasingOrder` is never called.
  public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }

  /// A `Just` of 1.
  public func count() -> Just<Int> { Just<Int>(1) }

  /// The value, or nothing when `count` is above zero. A negative `count` traps.
  public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
    precondition(count >= 0, "dropFirst(\(count)): cannot skip a negative number of values")
    return Optional<Output>.Publisher(count == 0 ? output : nil)
  }

  /// Nothing when the value satisfies `predicate`, which runs at once; else the value.
  public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? nil : output)
  }

  /// `self`: the only value is the first.
  public func first() -> Just<Output> { self }

  /// The value if it satisfies `predicate`, which runs at once; else nothing.
  public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  /// `self`: the only value is the last.
  public func last() -> Just<Output> { self }

  /// The value if it satisfies `predicate`, which runs at once; else nothing.
  public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  /// A publisher that finishes at once.
  public func ignoreOutput() -> Empty<Output, Never> { Empty() }

  /// A `Just` of the value transformed by `transform`, which runs at once.
  public func map<T>(_ transform: (Output) -> T) -> Just<T> { Just<T>(transform(output)) }

  /// A publisher of the value transformed by `transform`, which runs at once, or of the error
  /// it throws.
  public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(Result { try transform(output) })
  }

  /// The value transformed by `transform`, which runs at once, or nothing if it gives `nil`.
  public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
    Optional<T>.Publisher(transform(output))
  }

  /// The value if it satisfies `isIncluded`, which runs at once; else nothing.
  public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(isIncluded(output) ? output : nil)
  }

  /// The value for index 0, nothing for a larger index. A negative index traps.
  public func output(at index: Int) -> Optional<Output>.Publisher {
    precondition(index >= 0, "output(at: \(index)): an index cannot be negative")
    return Optional<Output>.Publisher(index == 0 ? output : nil)
  }

  /// The value when `range` starts at index 0, else nothing.
  ///
  /// Apple's `Just` looks only at where the range starts, so an empty range such as `0..<0`
  /// still publishes the value. That looks like a bug; it is matched here because code may
  /// depend on it.
  public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher
  where R.Bound == Int {
    let bounds = range.relative(to: 0..<Int.max)
    return Optional<Output>.Publisher(bounds.lowerBound == 0 ? output : nil)
  }

  /// The value when `maxLength` is above zero, else nothing. A negative length traps.
  public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
    precondition(maxLength >= 0, "prefix(\(maxLength)): a length cannot be negative")
    return Optional<Output>.Publisher(maxLength > 0 ? output : nil)
  }

  /// The value if it satisfies `predicate`, which runs at once; else nothing.
  public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  /// A publisher of the value that fails with `failureType` (it never does).
  public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(.success(output))
  }

  /// A publisher of the value that fails with `E` (it never does); `transform` is never
  /// called.
  public func mapError<E: Error>(_ transform: (Never) -> E) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(.success(output))
  }

  /// `self`; `predicate` is never called.
  public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Just<Output> { self }

  /// A publisher of the value, or of the error `predicate` throws when it compares the value
  /// with itself (at once).
  public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool)
    -> Result<Output, any Error>.Publisher
  {
    Result<Output, any Error>.Publisher(
      Result {
        _ = try predicate(output, output)
        return output
      })
  }

  /// `self`: a `Just` cannot fail.
  public func replaceError(with output: Output) -> Just<Output> { self }

  /// `self`: a `Just` is never empty.
  public func replaceEmpty(with output: Output) -> Just<Output> { self }

  /// `self`: a `Just` cannot fail, so there is nothing to retry.
  public func retry(_ times: Int) -> Just<Output> { self }

  /// A publisher of `nextPartialResult(initialResult, value)`, computed at once.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Result<T, Never>.Publisher
  {
    Result<T, Never>.Publisher(.success(nextPartialResult(initialResult, output)))
  }

  /// A publisher of `nextPartialResult(initialResult, value)`, computed at once, or of the
  /// error it throws.
  public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
    -> Result<T, any Error>.Publisher
  {
    Result<T, any Error>.Publisher(Result { try nextPartialResult(initialResult, output) })
  }

  /// A publisher of `nextPartialResult(initialResult, value)`, computed at once.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Result<T, Never>.Publisher
  {
    Result<T, Never>.Publisher(.success(nextPartialResult(initialResult, output)))
  }

  /// A publisher of `nextPartialResult(initialResult, value)`, computed at once, or of the
  /// error it throws.
  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
    -> Result<T, any Error>.Publisher
  {
    Result<T, any Error>.Publisher(Result { try nextPartialResult(initialResult, output) })
  }

  /// A publisher of `elements`, then the value.
  public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Never> {
    prepend(elements)
  }

  /// A publisher of `elements`, then the value.
  public func prepend<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never>
  where S.Element == Output {
    var all: [Output] = []
    all.reserveCapacity(elements.underestimatedCount + 1)
    all.append(contentsOf: elements)
    all.append(output)
    return Publishers.Sequence(sequence: all)
  }

  /// A publisher of the value, then `elements`.
  public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Never> {
    append(elements)
  }

  /// A publisher of the value, then `elements`.
  public func append<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never>
  where S.Element == Output {
    var all = [output]
    all.append(contentsOf: elements)
    return Publishers.Sequence(sequence: all)
  }
}
