extension Subscribers {
  /// How many more values a subscriber is ready to receive: a count, or unlimited.
  ///
  /// Demand only ever accumulates: adding saturates at ``unlimited``, subtracting stops at
  /// zero, and unlimited minus anything stays unlimited.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    // `UInt.max` stands for unlimited; finite demands fit in `Int`.
    @usableFromInline let rawValue: UInt

    @inlinable init(rawValue: UInt) { self.rawValue = rawValue }

    /// A demand for as many values as the publisher can produce.
    @inlinable public static var unlimited: Demand { Demand(rawValue: .max) }
    /// A demand for no values.
    @inlinable public static var none: Demand { Demand(rawValue: 0) }

    /// A demand for at most `value` values. A negative count is a programming error and traps.
    @inlinable public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "Subscribers.Demand.max(\(value)): a demand cannot be negative")
      return Demand(rawValue: UInt(value))
    }

    /// The finite count, or `nil` for ``unlimited``.
    @inlinable public var max: Int? { rawValue == .max ? nil : Int(rawValue) }

    /// `unlimited`, or `max(n)` with the count.
    public var description: String { rawValue == .max ? "unlimited" : "max(\(rawValue))" }

    // MARK: Arithmetic on two demands

    /// The sum of two demands; it becomes ``unlimited`` when either is, or when the count
    /// would reach `Int.max`.
    @inlinable public static func + (lhs: Demand, rhs: Demand) -> Demand {
      if lhs == .unlimited || rhs == .unlimited { return .unlimited }
      let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
      return overflow || sum >= UInt(Int.max) ? .unlimited : Demand(rawValue: sum)
    }

    /// Adds `rhs` to `lhs`, saturating at ``unlimited`` as `+` does.
    @inlinable public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    /// The demand left once `rhs` is taken from `lhs`: never below ``none``; ``unlimited``
    /// minus anything stays unlimited, and a finite demand minus ``unlimited`` is ``none``.
    @inlinable public static func - (lhs: Demand, rhs: Demand) -> Demand {
      if lhs == .unlimited { return .unlimited }
      if rhs == .unlimited { return .none }
      return lhs.rawValue > rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : .none
    }

    /// Takes `rhs` from `lhs`, stopping at ``none`` as `-` does.
    @inlinable public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

    // MARK: Arithmetic with a count

    /// Adds `rhs` values to the demand; a negative `rhs` takes them away instead, stopping at
    /// ``none``. ``unlimited`` stays unlimited.
    @inlinable public static func + (lhs: Demand, rhs: Int) -> Demand {
      if lhs == .unlimited { return .unlimited }
      if rhs >= 0 { return lhs + .max(rhs) }
      let taken = rhs.magnitude
      return lhs.rawValue > taken ? Demand(rawValue: lhs.rawValue - taken) : .none
    }

    /// Adds `rhs` values to `lhs`, as `+` with a count does.
    @inlinable public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    /// Takes `rhs` values from the demand, stopping at ``none``; a negative `rhs` adds them
    /// instead. ``unlimited`` stays unlimited.
    ///
    /// Adding through a negative `rhs` past `Int.max` gives ``none``, not ``unlimited``: Apple's
    /// arithmetic overflows there (`.max(Int.max) - (-1)` is `.none`). It looks like a bug; it
    /// is matched because code may depend on it.
    @inlinable public static func - (lhs: Demand, rhs: Int) -> Demand {
      if lhs == .unlimited { return .unlimited }
      if rhs >= 0 { return lhs - .max(rhs) }
      let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.magnitude)
      return overflow || sum > UInt(Int.max) ? .none : Demand(rawValue: sum)
    }

    /// Takes `rhs` values from `lhs`, as `-` with a count does.
    @inlinable public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    /// The demand scaled by `rhs`, saturating at ``unlimited``. A negative `rhs` is a
    /// programming error and traps.
    @inlinable public static func * (lhs: Demand, rhs: Int) -> Demand {
      precondition(
        rhs >= 0, "Subscribers.Demand * \(rhs): cannot multiply a demand by a negative count")
      if lhs == .unlimited { return .unlimited }
      let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
      return overflow || product >= UInt(Int.max) ? .unlimited : Demand(rawValue: product)
    }

    /// Scales `lhs` by `rhs`, as `*` does; a negative `rhs` traps.
    @inlinable public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

    // MARK: Comparison

    /// Orders demands by count, with ``unlimited`` above every finite demand.
    @inlinable public static func < (lhs: Demand, rhs: Demand) -> Bool {
      lhs.rawValue < rhs.rawValue
    }

    /// Whether the demand is finite and exactly `rhs`; ``unlimited`` equals no count.
    @inlinable public static func == (lhs: Demand, rhs: Int) -> Bool {
      lhs != .unlimited && rhs >= 0 && lhs.rawValue == UInt(rhs)
    }
    /// Whether the demand is ``unlimited`` or a count other than `rhs`.
    @inlinable public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }
    /// Whether `rhs` is finite and exactly `lhs`; ``unlimited`` equals no count.
    @inlinable public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
    /// Whether `rhs` is ``unlimited`` or a count other than `lhs`.
    @inlinable public static func != (lhs: Int, rhs: Demand) -> Bool { !(rhs == lhs) }

    /// Whether the demand is finite and smaller than `rhs`; never true for a count of zero or
    /// less.
    @inlinable public static func < (lhs: Demand, rhs: Int) -> Bool {
      lhs != .unlimited && (rhs > 0 && lhs.rawValue < UInt(rhs))
    }
    /// Whether the demand is larger than `rhs`; ``unlimited`` is larger than every count.
    @inlinable public static func > (lhs: Demand, rhs: Int) -> Bool {
      lhs == .unlimited || rhs < 0 || lhs.rawValue > UInt(rhs)
    }
    /// Whether the demand is finite and at most `rhs`.
    @inlinable public static func <= (lhs: Demand, rhs: Int) -> Bool { !(lhs > rhs) }
    /// Whether the demand is at least `rhs`; ``unlimited`` is at least every count.
    @inlinable public static func >= (lhs: Demand, rhs: Int) -> Bool { !(lhs < rhs) }
    /// Whether `lhs` is smaller than the demand; every count is smaller than ``unlimited``.
    @inlinable public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
    /// Whether `lhs` is larger than the demand, which must then be finite.
    @inlinable public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
    /// Whether `lhs` is at most the demand; every count is at most ``unlimited``.
    @inlinable public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
    /// Whether `lhs` is at least the demand, which must then be finite.
    @inlinable public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
  }
}
