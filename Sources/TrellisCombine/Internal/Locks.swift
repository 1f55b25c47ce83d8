import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Why not `Mutex`: the state these locks guard holds generic, non-Sendable subscribers and
// closures, which `Mutex.withLock`'s `sending` rules cannot hand back out, and the delivery
// paths need separate lock and unlock calls. Every class that uses one of these locks guards
// all of its mutable fields with it and calls out (downstream, user closures) only after
// unlocking.
//
// Critical sections here are a few loads and stores, so a lock is an atomic flag: taken with
// one compare-and-swap when free (the common case: it costs a fraction of a pthread mutex),
// and when taken by another thread, spun on briefly and then waited for by yielding the CPU.

/// The lock word shared by ``_Lock`` and ``_LockedState``.
@usableFromInline
enum _SpinLockWord {
  @inlinable @inline(__always) static func lock(_ word: borrowing Atomic<Bool>) {
    if word.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
      return
    }
    lockSlow(word)
  }

  @usableFromInline static func lockSlow(_ word: borrowing Atomic<Bool>) {
    var spins = 0
    while true {
      if !word.load(ordering: .relaxed),
        word.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
      {
        return
      }
      spins += 1
      if spins < 64 { continue }
      sched_yield()
    }
  }

  @inlinable @inline(__always) static func unlock(_ word: borrowing Atomic<Bool>) {
    word.store(false, ordering: .releasing)
  }
}

/// A plain, non-recursive mutual-exclusion lock.
@usableFromInline
final class _Lock: @unchecked Sendable {
  @usableFromInline let word = Atomic<Bool>(false)

  @inlinable init() {}

  @inlinable @inline(__always) func lock() { _SpinLockWord.lock(word) }
  @inlinable @inline(__always) func unlock() { _SpinLockWord.unlock(word) }

  @inlinable @inline(__always) func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A lock that the thread holding it may take again; it serialises deliveries to one
/// subscriber while still letting that subscriber send re-entrantly from its own callback.
@usableFromInline
final class _RecursiveLock: @unchecked Sendable {
  @usableFromInline let word = Atomic<Bool>(false)
  /// The thread holding the lock, or 0.
  @usableFromInline let owner = Atomic<UInt>(0)
  /// How many times the owner has taken it; touched only by the owner.
  @usableFromInline let depth = Atomic<Int>(0)

  @inlinable init() {}

  @inlinable @inline(__always) static var currentThread: UInt {
    UInt(bitPattern: Int(bitPattern: UInt(pthread_self())))
  }

  @inlinable func lock() {
    let me = Self.currentThread
    if owner.load(ordering: .relaxed) == me {
      depth.add(1, ordering: .relaxed)
      return
    }
    _SpinLockWord.lock(word)
    owner.store(me, ordering: .relaxed)
    depth.store(1, ordering: .relaxed)
  }

  @inlinable func unlock() {
    if depth.subtract(1, ordering: .relaxed).newValue == 0 {
      owner.store(0, ordering: .relaxed)
      _SpinLockWord.unlock(word)
    }
  }

  @inlinable @inline(__always) func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// Carries a value across an isolation boundary that the code around it makes safe by hand
/// (a lock, or a scheduler that serialises its actions).
package struct _UncheckedSendable<Value>: @unchecked Sendable {
  package var value: Value
  package init(_ value: Value) { self.value = value }
}

/// A non-recursive lock that traps, with a message, when the thread holding it takes it
/// again.
///
/// Where Apple's Combine holds a lock while it calls out, a call that comes back in on the
/// same thread deadlocks there and the process traps. Operators that keep such a lock use this
/// one, so that the same misuse traps here too, saying what went wrong, instead of spinning
/// forever.
final class _CheckedLock: @unchecked Sendable {
  private let word = Atomic<Bool>(false)
  /// The thread holding the lock, or 0. Only equality with the calling thread is read, and a
  /// thread always sees its own stores.
  private let owner = Atomic<UInt>(0)
  /// What the trap says: the misuse that made the holder take the lock again.
  private let misuse: String

  init(_ misuse: String) { self.misuse = misuse }

  func lock() {
    let me = _RecursiveLock.currentThread
    precondition(owner.load(ordering: .relaxed) != me, misuse)
    _SpinLockWord.lock(word)
    owner.store(me, ordering: .relaxed)
  }

  func unlock() {
    owner.store(0, ordering: .relaxed)
    _SpinLockWord.unlock(word)
  }

  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}
