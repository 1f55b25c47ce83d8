// Apple's `Result.Publisher` answers most operators at once, as `Just` does: these overloads
// run the closure right away (it is not escaping) on the success value and return another
// `Result.Publisher` (or an `Empty`). A failure passes through unchanged; the `try` forms
// turn a thrown error into the failure.

extension Result.Publisher where Output: Equatable {
  /// Whether the success value equals `output`; the failure passes through.
  public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map { $0 == output })
  }

  /// `self`: one value has no duplicates.
  public func removeDuplicates() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher where Output: Comparable {
  /// `self`: the only value is the smallest.
  public func min() -> Result<Output, Failure>.Publisher { self }

  /// `self`: the only value is the largest.
  public func max() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher {
  /// Whether the success value satisfies `predicate`, which runs at once.
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map(predicate))
  }

  /// Whether the success value satisfies `predicate`, which runs at once, or the error it
  /// throws.
  public func tryAllSatisfy(_ predicate: (Output) throws -> Bool)
    -> Result<Bool, any Error>.Publisher
  {
    Result<Bool, any Error>.Publisher(result.mapThrowing(predicate))
  }

  /// Whether the success value satisfies `predicate`, which runs at once.
  public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map(predicate))
  }

  /// Whether the success value satisfies `predicate`, which runs at once, or the error it
  /// throws.
  public func tryContains(where predicate: (Output) throws -> Bool)
    -> Result<Bool, any Error>.Publisher
  {
    Result<Bool, any Error>.Publisher(result.mapThrowing(predicate))
  }

  /// A one-element array of the success value.
  public func collect() -> Result<[Output], Failure>.Publisher {
    Result<[Output], Failure>.Publisher(result.map { [$0] })
  }

  /// `self`; `areInIncreasingOrder` is never called.
  public func min(by areInIncreasingOrder: (Output, Output) -> Bool)
    -> Result<Output, Failure>.Publisher
  { self }

  /// The success value, or the error `areInIncreasingOrder` throws when it compares the value
  /// with itself (at once).
  public func tryMin(by areInIncreasingOrder: (Output, Output) throws -> Bool)
    -> Result<Output, any Error>.Publisher
  {
    Result<Output, any Error>.Publisher(result.comparingWithItself(areInIncreasingOrder))
  }

  /// `self`; `areInIncreasingOrder` is never called.
  public func max(by areInIncreasingOrder: (Output, Output) -> Bool)
    -> Result<Output, Failure>.Publisher
  { self }

  /// The success value, or the error `areInIncreasingOrder` throws when it compares the value
  /// with itself (at once).
  public func tryMax(by areInIncreasingOrder: (Output, Output) throws -> Bool)
    -> Result<Output, any Error>.Publisher
  {
    Result<Output, any Error>.Publisher(result.comparingWithItself(areInIncreasingOrder))
  }

  /// 1 for a success.
  public func count() -> Result<Int, Failure>.Publisher {
    Result<Int, Failure>.Publisher(result.map { _ in 1 })
  }

  /// `self`: the only value is the first.
  public func first() -> Result<Output, Failure>.Publisher { self }

  /// `self`: the only value is the last.
  public func last() -> Result<Output, Failure>.Publisher { self }

  /// A publisher that finishes at once.
  ///
  /// For a failure too: Apple's drops the error and finishes normally, which looks like a
  /// bug; it is matched here because code may depend on it.
  public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

  /// The success value transformed by `transform`, which runs at once.
  public func map<T>(_ transform: (Output) -> T) -> Result<T, Failure>.Publisher {
    Result<T, Failure>.Publisher(result.map(transform))
  }

  /// The success value transformed by `transform`, which runs at once, or the error it
  /// throws.
  public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(result.mapThrowing(transform))
  }

  /// The failure transformed by `transform`, which runs at once.
  public func mapError<E: Error>(_ transform: (Failure) -> E) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(result.mapError(transform))
  }

  /// `self`; `predicate` is never called.
  public func removeDuplicates(by predicate: (Output, Output) -> Bool)
    -> Result<Output, Failure>.Publisher
  { self }

  /// The success value, or the error `predicate` throws when it compares the value with
  /// itself (at once).
  public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool)
    -> Result<Output, any Error>.Publisher
  {
    Result<Output, any Error>.Publisher(result.comparingWithItself(predicate))
  }

  /// The success value, or `output` in place of the failure.
  public func replaceError(with output: Output) -> Result<Output, Never>.Publisher {
    switch result {
    case .success(let value): return Result<Output, Never>.Publisher(.success(value))
    case .failure: return Result<Output, Never>.Publisher(.success(output))
    }
  }

  /// `self`: a `Result.Publisher` is never empty.
  public func replaceEmpty(with output: Output) -> Result<Output, Failure>.Publisher { self }

  /// `self`: the same result would come back on every attempt.
  public func retry(_ times: Int) -> Result<Output, Failure>.Publisher { self }

  /// `nextPartialResult(initialResult, value)`, computed at once.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Result<T, Failure>.Publisher
  {
    Result<T, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
  }

  /// `nextPartialResult(initialResult, value)`, computed at once, or the error it throws.
  public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
    -> Result<T, any Error>.Publisher
  {
    Result<T, any Error>.Publisher(result.mapThrowing { try nextPartialResult(initialResult, $0) })
  }

  /// `nextPartialResult(initialResult, value)`, computed at once.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Result<T, Failure>.Publisher
  {
    Result<T, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
  }

  /// `nextPartialResult(initialResult, value)`, computed at once, or the error it throws.
  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
    -> Result<T, any Error>.Publisher
  {
    Result<T, any Error>.Publisher(result.mapThrowing { try nextPartialResult(initialResult, $0) })
  }
}

extension Result.Publisher where Failure == Never {
  /// The same success value, typed to fail with `failureType` (it never does).
  public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
    switch result {
    case .success(let value): return Result<Output, E>.Publisher(.success(value))
    }
  }
}

extension Result {
  /// The success value transformed by `transform`, or the error it throws; a failure passes
  /// through, erased.
  fileprivate func mapThrowing<T>(_ transform: (Success) throws -> T) -> Result<T, any Error> {
    switch self {
    case .success(let value): return Result<T, any Error> { try transform(value) }
    case .failure(let error): return .failure(error)
    }
  }

  /// The success value, once `compare` has compared it with itself without throwing.
  fileprivate func comparingWithItself(_ compare: (Success, Success) throws -> Bool)
    -> Result<Success, any Error>
  {
    mapThrowing { value in
      _ = try compare(value, value)
      return value
    }
  }
}
