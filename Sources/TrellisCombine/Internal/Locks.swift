#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Why not `Mutex`: the state these locks guard holds generic, non-Sendable subscribers and
// closures, which `Mutex.withLock`'s `sending` rules cannot hand back out. Every class that
// uses one of these locks guards all of its mutable fields with it and calls out (downstream,
// user closures) only after unlocking.

/// A plain, non-recursive mutual-exclusion lock.
final class _Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inline(__always) func lock() { pthread_mutex_lock(mutex) }
  @inline(__always) func unlock() { pthread_mutex_unlock(mutex) }

  @inline(__always) func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A lock that the thread holding it may take again; it serialises deliveries to one
/// subscriber while still letting that subscriber send re-entrantly from its own callback.
final class _RecursiveLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inline(__always) func lock() { pthread_mutex_lock(mutex) }
  @inline(__always) func unlock() { pthread_mutex_unlock(mutex) }

  @inline(__always) func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// Carries a value across an isolation boundary that the code around it makes safe by hand
/// (a lock, or a scheduler that serialises its actions).
struct _UncheckedSendable<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
