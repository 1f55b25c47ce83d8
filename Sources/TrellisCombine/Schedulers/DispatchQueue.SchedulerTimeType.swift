import Dispatch

extension DispatchQueue {
  /// A dispatch queue's point in time: a `DispatchTime` on the system's uptime clock.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The dispatch time this instant stands for.
    public var dispatchTime: DispatchTime

    /// Wraps `time`.
    public init(_ time: DispatchTime) { dispatchTime = time }

    /// The signed span from this instant to `other`; a span too long for an `Int` of
    /// nanoseconds is `Int.max` nanoseconds.
    ///
    /// It is `Int.max` whichever way the span goes: from `.distantFuture` back to now is as
    /// long as from now to `.distantFuture`, as with Apple's. That looks like a bug; it is
    /// matched because code may depend on it.
    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = dispatchTime.uptimeNanoseconds
      let end = other.dispatchTime.uptimeNanoseconds
      let span = end > start ? end - start : start - end
      if span > UInt64(Int.max) { return Stride(nanoseconds: .max) }
      return Stride(nanoseconds: end > start ? Int(span) : -Int(span))
    }

    /// The instant `n` after this one; it becomes `DispatchTime.distantFuture` when it would
    /// pass the largest uptime Dispatch accepts, and stops at the first nanosecond of uptime
    /// going back.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      let start = dispatchTime.uptimeNanoseconds
      if dispatchTime == .distantFuture { return self }
      if n.magnitude >= 0 {
        // Dispatch reads uptimes with the top bit set as something else (wall-clock times or
        // "forever"), so a sum that reaches it becomes the distant future.
        let (sum, overflow) = start.addingReportingOverflow(UInt64(n.magnitude))
        return SchedulerTimeType(
          overflow || sum >= UInt64(Int64.max)
            ? .distantFuture : DispatchTime(uptimeNanoseconds: sum))
      }
      let back = UInt64(n.magnitude.magnitude)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: back >= start ? 1 : start - back))
    }

    /// Whether `lhs` comes earlier than `rhs` on the uptime clock.
    public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds < rhs.dispatchTime.uptimeNanoseconds
    }

    /// Whether the two instants have the same uptime in nanoseconds.
    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    /// Hashes the instant's uptime in nanoseconds, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    /// Decodes the instant from its uptime in nanoseconds.
    public init(from decoder: Decoder) throws {
      let container = try decoder.singleValueContainer()
      self.init(DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self)))
    }

    /// Encodes the instant as its uptime in nanoseconds.
    public func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    /// A span of dispatch time, counted in nanoseconds.
    ///
    /// Number literals are seconds: `0.5` is half a second and `2` two seconds. Conversions
    /// that overflow stop at the largest or smallest span instead of trapping.
    /// Multiplying two spans multiplies their lengths in seconds, so `.seconds(2) * 3` is six
    /// seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      /// Floating-point literals are seconds.
      public typealias FloatLiteralType = Double
      /// Integer literals are whole seconds.
      public typealias IntegerLiteralType = Int
      /// The magnitude is the span's signed length in nanoseconds.
      public typealias Magnitude = Int

      /// The length of the span in nanoseconds (negative for a span that goes back).
      public var magnitude: Int

      init(nanoseconds: Int) { magnitude = nanoseconds }

      /// The span as a `DispatchTimeInterval`, in nanoseconds.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// The span `timeInterval` stands for; `.never` becomes the longest span.
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): self = .scaled(s, by: 1_000_000_000)
        case .milliseconds(let ms): self = .scaled(ms, by: 1_000_000)
        case .microseconds(let us): self = .scaled(us, by: 1_000)
        case .nanoseconds(let ns): self.init(nanoseconds: ns)
        case .never: self.init(nanoseconds: .max)
        @unknown default: self.init(nanoseconds: .max)
        }
      }

      /// A span of `value` seconds.
      public init(floatLiteral value: Double) { self = .seconds(value) }

      /// A span of `value` seconds.
      public init(integerLiteral value: Int) { self = .seconds(value) }

      /// A span of `source` seconds, or `nil` when that many nanoseconds do not fit in `Int`.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return nil }
        self.init(nanoseconds: nanoseconds)
      }

      private static func scaled(_ value: Int, by factor: Int) -> Stride {
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        if overflow { return Stride(nanoseconds: value < 0 ? .min : .max) }
        return Stride(nanoseconds: product)
      }

      /// A span of `s` whole seconds, saturating when the nanoseconds do not fit in `Int`.
      public static func seconds(_ s: Int) -> Stride { scaled(s, by: 1_000_000_000) }

      /// A span of `s` seconds, cut to whole nanoseconds and saturating at the ends of `Int`;
      /// NaN gives zero.
      public static func seconds(_ s: Double) -> Stride {
        let nanoseconds = (s * 1_000_000_000).rounded(.towardZero)
        if nanoseconds.isNaN { return Stride(nanoseconds: 0) }
        if nanoseconds >= Double(Int.max) { return Stride(nanoseconds: .max) }
        if nanoseconds <= Double(Int.min) { return Stride(nanoseconds: .min) }
        return Stride(nanoseconds: Int(nanoseconds))
      }

      /// A span of `ms` milliseconds, saturating when the nanoseconds do not fit in `Int`.
      public static func milliseconds(_ ms: Int) -> Stride { scaled(ms, by: 1_000_000) }
      /// A span of `us` microseconds, saturating when the nanoseconds do not fit in `Int`.
      public static func microseconds(_ us: Int) -> Stride { scaled(us, by: 1_000) }
      /// A span of `ns` nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

      /// Whether `lhs` is the shorter span, a span that goes back counting as negative.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

      /// The two spans end to end. Overflow traps, as `Int` addition does.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude + rhs.magnitude)
      }

      /// The span `lhs` minus `rhs`. Overflow traps, as `Int` subtraction does.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude - rhs.magnitude)
      }

      /// The product of the two lengths in seconds, saturating when it does not fit.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        let product = lhs.magnitude.multipliedFullWidth(by: rhs.magnitude)
        // The quotient by 10^9 fits in Int only while |product| < 10^9 * 2^63 = 5 * 10^8 * 2^64.
        if product.high >= 500_000_000 { return Stride(nanoseconds: .max) }
        if product.high < -500_000_000 { return Stride(nanoseconds: .min) }
        return Stride(nanoseconds: 1_000_000_000.dividingFullWidth(product).quotient)
      }

      /// Lengthens `lhs` by `rhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Shortens `lhs` by `rhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies `lhs` by `rhs`, counting both in seconds, as `*` does.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      private enum CodingKeys: String, CodingKey {
        case nanoseconds = "_nanoseconds"
      }

      /// Decodes the span from its nanoseconds.
      public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(nanoseconds: try container.decode(Int.self, forKey: .nanoseconds))
      }

      /// Encodes the span as its nanoseconds.
      public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(magnitude, forKey: .nanoseconds)
      }
    }
  }
}
