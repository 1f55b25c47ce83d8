/// A scheduler that runs every action at once, on the calling thread.
///
/// Its clock never moves: ``now`` is always the same instant and delays are ignored, so a
/// pipeline written against a scheduler can be made fully synchronous by passing
/// `ImmediateScheduler.shared`.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The one instant of the immediate scheduler's clock: every instant is this one.
  ///
  /// Advancing it by any span gives the same instant, and the distance between any two
  /// instants is zero, as with Apple's.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// Zero: all instants are the same.
    public func distance(to other: SchedulerTimeType) -> Stride { 0 }

    /// This same instant: the clock does not move.
    public func advanced(by n: Stride) -> SchedulerTimeType { self }

    /// A span of the immediate scheduler's time: a plain count with no unit.
    ///
    /// Spans made from a unit (`.seconds(2)`, `.milliseconds(5)` and the rest) are all zero,
    /// as Apple's are: the scheduler never waits, so no duration means anything to it.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Hashable,
      Codable, SchedulerTimeIntervalConvertible, Sendable
    {
      /// Floating-point literals are counts; the fraction is dropped.
      public typealias FloatLiteralType = Double
      /// Integer literals are counts.
      public typealias IntegerLiteralType = Int
      /// The magnitude is the signed count itself.
      public typealias Magnitude = Int

      /// The count this span holds.
      public var magnitude: Int

      /// A span of `value`.
      public init(_ value: Int) { magnitude = value }

      /// A span written as an integer literal.
      public init(integerLiteral value: Int) { self.init(value) }

      /// A span written as a floating-point literal; the fraction is dropped.
      public init(floatLiteral value: Double) { self.init(Int(value)) }

      /// A span of `source`, or `nil` when it does not fit in an `Int`.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(value)
      }

      /// Whether `lhs` is the smaller count.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

      /// The sum of the two counts. Overflow traps, as `Int` addition does.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude + rhs.magnitude)
      }

      /// The difference of the two counts. Overflow traps, as `Int` subtraction does.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude - rhs.magnitude)
      }

      /// The product of the two counts. Overflow traps, as `Int` multiplication does.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude * rhs.magnitude)
      }

      /// Adds `rhs` to `lhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Subtracts `rhs` from `lhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies `lhs` by `rhs`.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      /// Zero, whatever `s`.
      public static func seconds(_ s: Int) -> Stride { 0 }
      /// Zero, whatever `s`.
      public static func seconds(_ s: Double) -> Stride { 0 }
      /// Zero, whatever `ms`.
      public static func milliseconds(_ ms: Int) -> Stride { 0 }
      /// Zero, whatever `us`.
      public static func microseconds(_ us: Int) -> Stride { 0 }
      /// Zero, whatever `ns`.
      public static func nanoseconds(_ ns: Int) -> Stride { 0 }
    }
  }

  /// The immediate scheduler takes no options.
  public typealias SchedulerOptions = Never

  /// The scheduler; it has no state, so one value serves everyone.
  public static let shared = ImmediateScheduler()

  /// Always the same instant: the immediate scheduler's clock does not advance.
  public var now: SchedulerTimeType { SchedulerTimeType() }

  /// Zero: the immediate scheduler has no leeway to give.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// Runs `action` now.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    action()
  }

  /// Runs `action` now; the date and tolerance are ignored.
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Runs `action` once, now; there is nothing to repeat on a clock that does not move.
  ///
  /// - Returns: A cancellable that does nothing.
  @discardableResult
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    action()
    return Subscriptions.empty
  }
}
