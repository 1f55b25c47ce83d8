/// Whether a view or a shape is drawn mirrored in a layout direction.
///
/// Layout adapts to the direction by itself; mirroring is for what a view draws that points
/// a way (an arrow, a progress shape, a custom path).
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// Never mirrored.
  case fixed
  /// Mirrored horizontally when the layout direction is `direction`.
  case mirrors(in: LayoutDirection)

  /// Mirrored when the layout direction is right to left: `.mirrors(in: .rightToLeft)`.
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

  /// Whether the behavior mirrors in `direction`.
  func mirrors(_ direction: LayoutDirection) -> Bool {
    switch self {
    case .fixed: return false
    case .mirrors(let mirrored): return mirrored == direction
    }
  }
}
