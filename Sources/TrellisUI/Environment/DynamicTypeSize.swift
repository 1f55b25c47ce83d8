/// How large a person wants text, from extra small to the accessibility sizes, as
/// `@Environment(\.dynamicTypeSize)`.
///
/// The terminal's text has the terminal's size, `.large`; GTK reports the size that matches
/// its text scaling factor. `@ScaledMetric` values follow it.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The largest size.
  case accessibility5

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The size whose body text is nearest `scale` times the default's, for hosts that know a
  /// text scaling factor.
  static func nearest(toScale scale: Double) -> DynamicTypeSize {
    let wanted = 17 * scale
    return allCases.min { lhs, rhs in
      abs(_TypeScale.pointSize(of: .body, at: lhs) - wanted)
        < abs(_TypeScale.pointSize(of: .body, at: rhs) - wanted)
    }!
  }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
  /// How large text is to be.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the text size for this view and its descendants.
  /// - Parameter size: The size.
  /// - Returns: The view.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Keeps the text size of this view and its descendants within `range`.
  /// - Parameter range: The sizes allowed.
  /// - Returns: The view.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    modifier(
      _EnvironmentModifier { environment in
        let current = environment.dynamicTypeSize
        guard !range.contains(current) else { return }
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        guard let smallest = allowed.first, let largest = allowed.last else { return }
        environment.dynamicTypeSize = current < smallest ? smallest : largest
      })
  }
}

/// The point size of each text style at each text size, from Apple's Human Interface
/// Guidelines (iOS), which `@ScaledMetric` scales by.
enum _TypeScale {
  private static let sizes: [Font.TextStyle: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]

  static func pointSize(of style: Font.TextStyle, at size: DynamicTypeSize) -> Double {
    let row = sizes[style] ?? sizes[.body]!
    return row[DynamicTypeSize.allCases.firstIndex(of: size)!]
  }

  /// How much larger than at the default size `style` is at `size`.
  static func factor(of style: Font.TextStyle, at size: DynamicTypeSize) -> Double {
    pointSize(of: style, at: size) / pointSize(of: style, at: .large)
  }
}
