extension Future where Failure == Never {
  /// The future's value, awaited without blocking a thread.
  ///
  /// Returns at once when the promise has already been called, otherwise when it is. A future
  /// whose promise is never called never returns.
  public var value: Output {
    get async {
      let outcome = await withCheckedContinuation {
        (continuation: CheckedContinuation<_UncheckedSendable<Output>, Never>) in
        whenSettled { result in
          switch result {
          case .success(let value): continuation.resume(returning: _UncheckedSendable(value))
          }
        }
      }
      return outcome.value
    }
  }
}

extension Future {
  /// The future's value, awaited without blocking a thread; throws the future's failure.
  ///
  /// Returns or throws at once when the promise has already been called, otherwise when it
  /// is. A future whose promise is never called never returns.
  public var value: Output {
    get async throws {
      let outcome = await withCheckedContinuation {
        (continuation: CheckedContinuation<_UncheckedSendable<Result<Output, Failure>>, Never>) in
        whenSettled { continuation.resume(returning: _UncheckedSendable($0)) }
      }
      return try outcome.value.get()
    }
  }
}

// Why `_UncheckedSendable` is safe here: the outcome is made once by the promise and never
// changed afterwards; the continuation only carries it to the awaiting task, which is resumed
// exactly once. Like every Combine subscriber of the future, the task shares that one
// immutable outcome, which is what `Future` promises; a generic `Output` simply cannot prove
// that to the compiler.
