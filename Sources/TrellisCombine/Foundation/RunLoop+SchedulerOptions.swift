import Foundation

// STOPGAP, to be deleted when this branch meets helper/schedulers: that branch declares the
// same `RunLoop.SchedulerOptions` in Schedulers/RunLoop+Scheduler.swift, as part of RunLoop's
// `Scheduler` conformance. It is declared here only so that `Timer.publish(...options:)` has
// Apple's signature and this branch builds on its own.
extension RunLoop {
  /// A run loop takes no per-action options.
  public struct SchedulerOptions: Sendable {}
}
