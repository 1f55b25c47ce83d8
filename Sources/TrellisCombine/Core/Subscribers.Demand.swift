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

    public var description: String { rawValue == .max ? "unlimited" : "max(\(rawValue))" }

    // MARK: Arithmetic on two demands

    @inlinable public static func + (lhs: Demand, rhs: Demand) -> Demand {
      if lhs == .unlimited || rhs == .unlimited { return .unlimited }
      let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
      return overflow || sum >= UInt(Int.max) ? .unlimited : Demand(rawValue: sum)
    }

    @inlinable public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    @inlinable public static func - (lhs: Demand, rhs: Demand) -> Demand {
      if lhs == .unlimited { return .unlimited }
      if rhs == .unlimited { return .none }
      return lhs.rawValue > rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : .none
    }

    @inlinable public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

    // MARK: Arithmetic with a count

    @inlinable public static func + (lhs: Demand, rhs: Int) -> Demand {
      if lhs == .unlimited { return .unlimited }
      return rhs < 0 ? lhs - .max(-rhs) : lhs + .max(rhs)
    }

    @inlinable public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    @inlinable public static func - (lhs: Demand, rhs: Int) -> Demand {
      if lhs == .unlimited { return .unlimited }
      return rhs < 0 ? lhs + .max(-rhs) : lhs - .max(rhs)
    }

    @inlinable public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    @inlinable public static func * (lhs: Demand, rhs: Int) -> Demand {
      precondition(
        rhs >= 0, "Subscribers.Demand * \(rhs): cannot multiply a demand by a negative count")
      if lhs == .unlimited { return .unlimited }
      let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
      return overflow || product >= UInt(Int.max) ? .unlimited : Demand(rawValue: product)
    }

    @inlinable public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

    // MARK: Comparison

    @inlinable public static func < (lhs: Demand, rhs: Demand) -> Bool {
      lhs.rawValue < rhs.rawValue
    }

    @inlinable public static func == (lhs: Demand, rhs: Int) -> Bool {
      lhs != .unlimited && rhs >= 0 && lhs.rawValue == UInt(rhs)
    }
    @inlinable public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }
    @inlinable public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
    @inlinable public static func != (lhs: Int, rhs: Demand) -> Bool { !(rhs == lhs) }

    @inlinable public static func < (lhs: Demand, rhs: Int) -> Bool {
      lhs != .unlimited && (rhs > 0 && lhs.rawValue < UInt(rhs))
    }
    @inlinable public static func > (lhs: Demand, rhs: Int) -> Bool {
      lhs == .unlimited || rhs < 0 || lhs.rawValue > UInt(rhs)
    }
    @inlinable public static func <= (lhs: Demand, rhs: Int) -> Bool { !(lhs > rhs) }
    @inlinable public static func >= (lhs: Demand, rhs: Int) -> Bool { !(lhs < rhs) }
    @inlinable public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
    @inlinable public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
    @inlinable public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
    @inlinable public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
  }
}
