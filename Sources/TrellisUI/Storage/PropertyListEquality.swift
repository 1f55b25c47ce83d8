import Foundation

/// A key with no value, in a store's record of what its views last saw.
struct _Absent: Hashable {}

/// Equality of property-list values (what `UserDefaults` returns), which are `Any`.
enum _PropertyList {
  /// Whether `a` and `b` are the same property-list value: equal scalars, strings, data and
  /// dates, arrays and dictionaries of equal values. Values of other kinds are never equal,
  /// so a change is never missed.
  static func isEqual(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? [Any], let b = b as? [Any] {
      return a.count == b.count && zip(a, b).allSatisfy { isEqual($0, $1) }
    }
    if let a = a as? [String: Any], let b = b as? [String: Any] {
      return a.count == b.count
        && a.allSatisfy { key, value in b[key].map { isEqual(value, $0) } ?? false }
    }
    if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
    return false
  }
}
