import Foundation

/// The space between the sections of a list (`listSectionSpacing(_:)`).
public struct ListSectionSpacing: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case standard, compact
    case custom(CGFloat)
  }
  let kind: Kind

  /// The list's usual space: a blank line in the terminal, GNOME's gap between boxes.
  public static let `default` = ListSectionSpacing(kind: .standard)
  /// Half the usual space (none in the terminal, whose lines do not halve).
  public static let compact = ListSectionSpacing(kind: .compact)

  /// A space of `spacing` points (whole lines in the terminal).
  ///
  /// - Parameter spacing: The space in points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(kind: .custom(max(0, spacing)))
  }

  /// The space in points where the usual one is `standard`, on whole pixels of `grid`
  /// (half a line rounds down to none in the terminal).
  func points(standard: CGFloat, grid: _PixelGrid) -> CGFloat {
    switch kind {
    case .standard: return standard
    case .compact: return grid.floor(standard / 2, along: .vertical)
    case .custom(let spacing): return grid.rounded(spacing, along: .vertical)
    }
  }
}

extension View {
  /// Sets the space between the sections of the lists in this view, or, written on a
  /// `Section`, the space above that section.
  ///
  /// ```swift
  /// List {
  ///   Section("Today") { Text("Standup") }
  ///   Section("Tomorrow") { Text("Review") }
  /// }
  /// .listSectionSpacing(.compact)
  /// ```
  ///
  /// - Parameter spacing: The space between sections.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    modifier(_ListSectionSpacingModifier(spacing: spacing))
  }

  /// Sets the space between the sections of the lists in this view, in points, as
  /// `listSectionSpacing(.custom(spacing))` does.
  ///
  /// - Parameter spacing: The space in points.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    listSectionSpacing(.custom(spacing))
  }

  /// Sets the space between adjacent rows of the lists in this view, in points (whole lines
  /// in the terminal); `nil` for the list's default, none. Rows of different sections stay
  /// as far apart as the sections are.
  ///
  /// - Parameter spacing: The space between rows, or `nil` for the default.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    modifier(_EnvironmentModifier { $0.listRowSpacing = spacing })
  }
}

/// `listSectionSpacing(_:)`: the lists inside read it from the environment; on a section
/// (each of whose rows it wraps) the list reads it as the section's own.
struct _ListSectionSpacingModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let spacing: ListSectionSpacing

  func _environmentTransform() -> ((inout EnvironmentValues) -> Void)? {
    let spacing = spacing
    return { $0.listSectionSpacing = spacing }
  }

  func _attach(to node: _ViewNode) {
    _ListRowTraitModifier(trait: .sectionSpacing(spacing))._attach(to: node)
  }
}

extension _ListSectionSpacingModifier: _ListRowTraitCarrying {
  var _listRowTrait: _ListRowTrait { .sectionSpacing(spacing) }
}

private struct ListSectionSpacingKey: EnvironmentKey {
  static var defaultValue: ListSectionSpacing? { nil }
}

private struct ListRowSpacingKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
  /// The space `listSectionSpacing(_:)` set between the sections of lists here.
  var listSectionSpacing: ListSectionSpacing? {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }

  /// The space `listRowSpacing(_:)` set between the rows of lists here.
  var listRowSpacing: CGFloat? {
    get { self[ListRowSpacingKey.self] }
    set { self[ListRowSpacingKey.self] = newValue }
  }
}
