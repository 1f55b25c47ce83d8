import Foundation

/// The tests' lock-protected value, used instead of `Synchronization.Mutex` (this module's
/// declaration takes precedence over the imported one).
///
/// Why: under contention `Synchronization.Mutex` waits in the standard library's
/// uninstrumented slow path, so ThreadSanitizer misses the synchronisation and reports races
/// on values the mutex does protect (seen intermittently in the stress suites). `NSLock` is
/// a pthread mutex, which ThreadSanitizer understands.
final class Mutex<Value>: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
