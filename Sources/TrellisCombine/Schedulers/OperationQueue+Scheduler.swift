import Foundation

extension OperationQueue: Scheduler {
  /// An operation queue's point in time: a `Date`.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The date this instant stands for.
    public var date: Date

    /// Wraps `date`.
    public init(_ date: Date) { self.date = date }

    /// The span from this instant to `other`, in seconds.
    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    /// The instant `n` seconds after this one.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
    }

    /// A span of operation-queue time, in seconds as a `TimeInterval`.
    ///
    /// Number literals are seconds. Multiplying two spans multiplies their lengths in seconds.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
      Hashable, SchedulerTimeIntervalConvertible, Sendable
    {
      /// Floating-point literals are seconds.
      public typealias FloatLiteralType = TimeInterval
      /// Integer literals are seconds too, read as a `TimeInterval`.
      public typealias IntegerLiteralType = TimeInterval
      /// The magnitude is the span's signed length in seconds.
      public typealias Magnitude = TimeInterval

      /// The length of the span in seconds (negative for a span that goes back).
      public var magnitude: TimeInterval

      /// The length of the span in seconds; the same as ``magnitude``.
      public var timeInterval: TimeInterval { magnitude }

      /// A span of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }

      /// A span of `value` seconds.
      public init(integerLiteral value: TimeInterval) { self.init(value) }

      /// A span of `value` seconds.
      public init(floatLiteral value: TimeInterval) { self.init(value) }

      /// A span of `source` seconds, or `nil` when a `TimeInterval` cannot hold it exactly.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = TimeInterval(exactly: source) else { return nil }
        self.init(seconds)
      }

      /// Whether `lhs` is the shorter span, a span that goes back counting as negative.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

      /// The two spans end to end.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude + rhs.magnitude)
      }

      /// The span `lhs` minus `rhs`.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude - rhs.magnitude)
      }

      /// The product of the two lengths in seconds.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude * rhs.magnitude)
      }

      /// Lengthens `lhs` by `rhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Shortens `lhs` by `rhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies `lhs` by `rhs`, counting both in seconds.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      /// A span of `s` whole seconds of operation-queue time.
      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      /// A span of `s` seconds of operation-queue time.
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      /// A span of `ms` milliseconds, held as a fraction of a second.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
      /// A span of `us` microseconds, held as a fraction of a second.
      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
      /// A span of `ns` nanoseconds, held as a fraction of a second (a `Double` keeps about
      /// 15 significant digits).
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }
    }
  }

  /// An operation queue takes no per-action options.
  public struct SchedulerOptions: Sendable {}

  /// The current date.
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  /// Zero: an operation queue accepts any tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// Adds `action` to this queue as a `BlockOperation`.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    // The operation owns the action from here on; the queue runs it on one thread at a time.
    let work = _UncheckedSendable(action)
    addOperation(BlockOperation { work.value() })
  }

  /// Adds an operation to this queue at once that becomes ready, and runs `action`, once
  /// `date` has passed.
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let operation = _DelayedOperation(action: action, repetition: nil)
    addOperation(operation)
    operation.becomeReady(after: date.date.timeIntervalSinceNow)
  }

  /// Adds an operation to this queue at once that runs `action` at `date`; each run adds the
  /// next one, due `interval` later.
  ///
  /// - Returns: An ``AnyCancellable`` that stops the series, also when it is deinitialised.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    let series = _OperationSeries()
    let operation = _DelayedOperation(
      action: action,
      repetition: .init(queue: self, interval: interval.timeInterval, series: series))
    series.start(with: operation)
    addOperation(operation)
    operation.becomeReady(after: date.date.timeIntervalSinceNow)
    return AnyCancellable(series)
  }
}
