import Synchronization

/// A lock and the state it guards, for the hot paths of delivery.
///
/// The state lives behind a pointer rather than in stored `var`s: every access to a class's
/// stored `var` pays a run-time exclusivity check, which on a send path costs more than the
/// lock itself. The lock already makes each access exclusive. Use ``withLock(_:)`` or pair
/// ``lock()``/``unlock()`` and touch ``state`` only in between.
@usableFromInline
final class _LockedState<State>: @unchecked Sendable {
  @usableFromInline let word = Atomic<Bool>(false)
  /// Read and written only while the lock is held.
  @usableFromInline let state: UnsafeMutablePointer<State>

  @inlinable init(_ initial: State) {
    state = .allocate(capacity: 1)
    state.initialize(to: initial)
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  @inlinable @inline(__always) func lock() { _SpinLockWord.lock(word) }
  @inlinable @inline(__always) func unlock() { _SpinLockWord.unlock(word) }

  @inlinable @inline(__always) func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
    _SpinLockWord.lock(word)
    defer { _SpinLockWord.unlock(word) }
    return try body(&state.pointee)
  }
}
