/// A span-of-time type that can be built from the common units of seconds and their fractions.
///
/// Every scheduler's `SchedulerTimeType.Stride` conforms, which is what lets you write
/// `.milliseconds(300)` wherever a scheduler expects an interval:
///
///     subject.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
public protocol SchedulerTimeIntervalConvertible {
  /// An interval of `s` whole seconds.
  static func seconds(_ s: Int) -> Self
  /// An interval of `s` seconds, fractions included.
  static func seconds(_ s: Double) -> Self
  /// An interval of `ms` thousandths of a second.
  static func milliseconds(_ ms: Int) -> Self
  /// An interval of `us` millionths of a second.
  static func microseconds(_ us: Int) -> Self
  /// An interval of `ns` billionths of a second.
  static func nanoseconds(_ ns: Int) -> Self
}
