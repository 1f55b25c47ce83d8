// Apple's `Optional.Publisher` answers most operators at once, as `Just` does: these
// overloads run the closure right away (it is not escaping) on the wrapped value, if there is
// one, and return another `Optional.Publisher`, a `Just` or an `Empty`.
//
// Several of Apple's answers for `nil` differ from what the general operator publishes for an
// empty stream: `count()`, `reduce` and `scan` publish nothing (the general operators publish
// 0 and the initial result), and `allSatisfy` and `contains` publish nothing (instead of true
// and false). They look like bugs; they are matched here because code may depend on them.

extension Optional.Publisher where Wrapped: Equatable {
  /// Whether the wrapped value equals `output`; nothing for `nil`.
  public func contains(_ output: Output) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(self.output.map { $0 == output })
  }

  /// `self`: one value has no duplicates.
  public func removeDuplicates() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher where Wrapped: Comparable {
  /// `self`: the only value is the smallest.
  public func min() -> Optional<Wrapped>.Publisher { self }

  /// `self`: the only value is the largest.
  public func max() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher {
  /// Whether the wrapped value satisfies `predicate`, which runs at once; nothing for `nil`.
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(output.map(predicate))
  }

  /// A one-element array of the wrapped value; an empty array for `nil`.
  public func collect() -> Optional<[Output]>.Publisher {
    Optional<[Output]>.Publisher(output.map { [$0] } ?? [])
  }

  /// The wrapped value transformed by `transform`, which runs at once; nothing for `nil` or
  /// when `transform` gives `nil`.
  public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
    Optional<T>.Publisher(output.flatMap(transform))
  }

  /// `self`; `areInIncreasingOrder` is never called.
  public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
    self
  }

  /// `self`; `areInIncreasingOrder` is never called.
  public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
    self
  }

  /// Whether the wrapped value satisfies `predicate`, which runs at once; nothing for `nil`.
  public func contains(where predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(output.map(predicate))
  }

  /// 1 when there is a wrapped value; nothing (not 0) for `nil`, as Apple's does.
  public func count() -> Optional<Int>.Publisher {
    Optional<Int>.Publisher(output.map { _ in 1 })
  }

  /// The wrapped value when `count` is 0, else nothing. A negative `count` traps.
  public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
    precondition(count >= 0, "dropFirst(\(count)): cannot skip a negative number of values")
    return Optional<Output>.Publisher(count == 0 ? output : nil)
  }

  /// Nothing when the wrapped value satisfies `predicate`, which runs at once; else `self`.
  public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(output.flatMap { predicate($0) ? nil : $0 })
  }

  /// `self`: the only value is the first.
  public func first() -> Optional<Output>.Publisher { self }

  /// The wrapped value if it satisfies `predicate`, which runs at once; else nothing.
  public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    filter(predicate)
  }

  /// `self`: the only value is the last.
  public func last() -> Optional<Output>.Publisher { self }

  /// The wrapped value if it satisfies `predicate`, which runs at once; else nothing.
  public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    filter(predicate)
  }

  /// The wrapped value if it satisfies `isIncluded`, which runs at once; else nothing.
  public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(output.flatMap { isIncluded($0) ? $0 : nil })
  }

  /// A publisher that finishes at once.
  public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

  /// The wrapped value transformed by `transform`, which runs at once; nothing for `nil`.
  public func map<T>(_ transform: (Output) -> T) -> Optional<T>.Publisher {
    Optional<T>.Publisher(output.map(transform))
  }

  /// The wrapped value for index 0, nothing for a larger index. A negative index traps.
  public func output(at index: Int) -> Optional<Output>.Publisher {
    precondition(index >= 0, "output(at: \(index)): an index cannot be negative")
    return Optional<Output>.Publisher(index == 0 ? output : nil)
  }

  /// The wrapped value when `range` starts at index 0 and is not empty, else nothing.
  ///
  /// As Apple's, it traps when the range starts below 0 or ends at `Int.max - 1` or above.
  public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher
  where R.Bound == Int {
    let bounds = range.relative(to: 0..<Int.max)
    precondition(
      bounds.lowerBound >= 0, "output(in:): the range cannot start below 0 (\(bounds))")
    precondition(
      bounds.upperBound < .max - 1, "output(in:): the range must end below Int.max - 1")
    let isFirst = bounds.lowerBound == 0 && bounds.upperBound != 0
    return Optional<Output>.Publisher(isFirst ? output : nil)
  }

  /// The wrapped value when `maxLength` is above zero, else nothing. A negative length traps.
  public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
    precondition(maxLength >= 0, "prefix(\(maxLength)): a length cannot be negative")
    return Optional<Output>.Publisher(maxLength > 0 ? output : nil)
  }

  /// The wrapped value if it satisfies `predicate`, which runs at once; else nothing.
  public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    filter(predicate)
  }

  /// `nextPartialResult(initialResult, value)`, computed at once; nothing (not
  /// `initialResult`) for `nil`, as Apple's does.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Optional<T>.Publisher
  {
    Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) })
  }

  /// `nextPartialResult(initialResult, value)`, computed at once; nothing for `nil`.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Optional<T>.Publisher
  {
    Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) })
  }

  /// `self`; `predicate` is never called.
  public func removeDuplicates(by predicate: (Output, Output) -> Bool)
    -> Optional<Output>.Publisher
  { self }

  /// `self`: an `Optional.Publisher` cannot fail.
  public func replaceError(with output: Output) -> Optional<Output>.Publisher { self }

  /// A `Just` of the wrapped value, or of `output` for `nil`.
  public func replaceEmpty(with output: Output) -> Just<Output> { Just(self.output ?? output) }

  /// `self`: an `Optional.Publisher` cannot fail, so there is nothing to retry.
  public func retry(_ times: Int) -> Optional<Output>.Publisher { self }
}
