import Dispatch
import Foundation

/// An operation that sits in its queue, not ready, until its date arrives, then runs its
/// action once: how an `OperationQueue` schedules work for later, as Apple's does (one custom
/// operation added at once, rather than a block added when the date comes).
///
/// For a repeating schedule, each run adds the next operation, ready one interval later, to
/// the same queue; the ``_OperationSeries`` that the caller holds cancels whichever operation
/// is pending. (A queue that runs operations side by side may start the next run before this
/// one's action returns, when the action takes longer than the interval.)
final class _DelayedOperation: Operation, Cancellable, @unchecked Sendable {
  /// The work to repeat: where, how often, and the series that can stop it.
  struct Repetition {
    let queue: OperationQueue
    let interval: TimeInterval
    let series: _OperationSeries
  }

  // Readiness is flipped on one serial queue, off every operation queue's threads.
  private static let clock = DispatchQueue(label: "TrellisCombine.OperationQueue.delay")

  private let lock = _Lock()
  // Guarded by `lock`. `action` is taken by the one run, or dropped by a cancel.
  private var action: (() -> Void)?
  private var dateHasCome = false
  private let repetition: Repetition?

  init(action: @escaping () -> Void, repetition: Repetition?) {
    self.action = action
    self.repetition = repetition
    super.init()
  }

  /// Makes the operation ready `delay` seconds from now.
  func becomeReady(after delay: TimeInterval) {
    let nanoseconds = delay > 0 ? Int(min(delay * 1e9, Double(Int.max / 2))) : 0
    Self.clock.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [weak self] in
      self?.markReady()
    }
  }

  private func markReady() {
    willChangeValue(for: \.isReady)
    lock.withLock { dateHasCome = true }
    didChangeValue(for: \.isReady)
  }

  override var isReady: Bool {
    guard super.isReady else { return false }
    return lock.withLock { dateHasCome }
  }

  /// Runs the action; for a series, first adds the next operation, due one interval from
  /// now, so that a run always finds its successor already queued.
  override func main() {
    guard
      let action = lock.withLock({ () -> (() -> Void)? in
        defer { self.action = nil }
        return self.action
      })
    else { return }
    if let repetition {
      let next = _DelayedOperation(action: action, repetition: repetition)
      if repetition.series.replace(self, with: next) {
        repetition.queue.addOperation(next)
        next.becomeReady(after: repetition.interval)
      }
    }
    action()
  }

  /// Drops the action, so that the operation does nothing if it runs, and cancels it.
  override func cancel() {
    let dropped = lock.withLock { () -> (() -> Void)? in
      defer { action = nil }
      return action
    }
    super.cancel()
    withExtendedLifetime(dropped) {}
  }
}

/// The handle on a repeating operation-queue schedule: it knows the pending operation, and
/// cancelling it cancels that one and stops the series.
final class _OperationSeries: Cancellable, @unchecked Sendable {
  private let lock = _Lock()
  // Guarded by `lock`; nil once cancelled.
  private weak var pending: _DelayedOperation?
  private var isCancelled = false

  func start(with operation: _DelayedOperation) {
    lock.withLock { pending = operation }
  }

  /// Makes `next` the pending operation in place of `current`, unless the series was
  /// cancelled meanwhile; returns whether it did.
  func replace(_ current: _DelayedOperation, with next: _DelayedOperation) -> Bool {
    lock.withLock {
      guard !isCancelled else { return false }
      pending = next
      return true
    }
  }

  func cancel() {
    let operation = lock.withLock { () -> _DelayedOperation? in
      defer {
        isCancelled = true
        pending = nil
      }
      return pending
    }
    operation?.cancel()
  }
}
