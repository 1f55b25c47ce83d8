/// How much room a window has along one axis: compact or regular, as on Apple's devices.
///
/// Trellis derives it from the window's size in points (a terminal column is about 8 points
/// and a row about 16): narrower than 600 points (75 columns) is compact horizontally, and
/// lower than 480 points (30 rows) is compact vertically. An 80 x 24 terminal is regular
/// across and compact down, like a large phone on its side.
public enum UserInterfaceSizeClass: Hashable, CaseIterable, Sendable {
  /// Little room.
  case compact
  /// Ample room.
  case regular
}

/// The size classes of a window of a given size.
enum _SizeClasses {
  /// Widths from here on are regular.
  static let regularWidth = 600.0
  /// Heights from here on are regular.
  static let regularHeight = 480.0

  static func horizontal(width points: Double) -> UserInterfaceSizeClass {
    points < regularWidth ? .compact : .regular
  }

  static func vertical(height points: Double) -> UserInterfaceSizeClass {
    points < regularHeight ? .compact : .regular
  }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { nil }
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { nil }
}

extension EnvironmentValues {
  /// How much room the window has across.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// How much room the window has down.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}
