import Foundation

/// Compares two style values the way the graph compares views' inputs (field by field,
/// `Equatable` fields by `==`), so that an environment entry holding a style keeps its
/// version when the same style is set again.
enum _StyleEquality {
  static func same(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs), Thread.isMainThread else { return false }
    // Read on the main thread only, where the graph's type table lives.
    nonisolated(unsafe) let left = lhs
    nonisolated(unsafe) let right = rhs
    return MainActor.assumeIsolated { _ViewTypeInfo.sameInputs(left, right) }
  }
}
