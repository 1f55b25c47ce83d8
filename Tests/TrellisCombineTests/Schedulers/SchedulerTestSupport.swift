import Synchronization
import TrellisCombine

/// A flag set from a scheduled action and read by the test.
final class SchedulerTestFlag: Sendable {
  private let value = Mutex(false)
  func set() { value.withLock { $0 = true } }
  var isSet: Bool { value.withLock { $0 } }
}

/// A counter bumped from scheduled actions on any thread.
final class SchedulerTestCounter: Sendable {
  private let count = Mutex(0)
  @discardableResult func increment() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
  var value: Int { count.withLock { $0 } }
}

/// Holds the cancellable of a repeating action, so that the action can cancel itself.
final class SchedulerTestCancellableBox: @unchecked Sendable {
  private struct Stored: @unchecked Sendable { var cancellable: Cancellable? }
  private let stored = Mutex(Stored())
  var cancellable: Cancellable? {
    get { stored.withLock { $0.cancellable } }
    set { stored.withLock { $0.cancellable = newValue } }
  }
}
