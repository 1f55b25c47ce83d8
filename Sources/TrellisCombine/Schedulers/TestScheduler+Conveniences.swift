import Dispatch
import Foundation

extension DispatchQueue {
  /// A fresh virtual-time scheduler with `DispatchQueue`'s time types, for tests of code that
  /// takes a `DispatchQueue` scheduler.
  public static var test: TestSchedulerOf<DispatchQueue> {
    // Uptime 0 means "now" to Dispatch on some platforms; start just after it.
    TestScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }
}

extension RunLoop {
  /// A fresh virtual-time scheduler with `RunLoop`'s time types, for tests of code that takes
  /// a `RunLoop` scheduler.
  public static var test: TestSchedulerOf<RunLoop> {
    TestScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}

extension OperationQueue {
  /// A fresh virtual-time scheduler with `OperationQueue`'s time types, for tests of code that
  /// takes an `OperationQueue` scheduler.
  public static var test: TestSchedulerOf<OperationQueue> {
    TestScheduler(now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}
