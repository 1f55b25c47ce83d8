/// The foreground style of the environment (`foregroundStyle(_:)`, `foregroundColor(_:)`), the
/// primary colour where none is set: what a shape is filled with by default.
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// The foreground style.
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style, for `fill(.foreground)`.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A style that comes down to one colour where it is drawn.
@MainActor protocol _ColorResolving {
  func _resolvedColor(in environment: EnvironmentValues) -> Color
}

extension Color: _ColorResolving {
  func _resolvedColor(in environment: EnvironmentValues) -> Color { self }
}

extension ForegroundStyle: _ColorResolving {
  func _resolvedColor(in environment: EnvironmentValues) -> Color {
    environment.foregroundColor ?? (environment.emphasis.secondary ? .secondary : .primary)
  }
}

extension HierarchicalShapeStyle: _ColorResolving {
  func _resolvedColor(in environment: EnvironmentValues) -> Color {
    level == 0 ? ForegroundStyle()._resolvedColor(in: environment) : .secondary
  }
}

extension ShapeStyle {
  /// The one colour this style draws in `environment`; a style Trellis cannot draw (a
  /// gradient of the app's own) draws in the foreground colour.
  @MainActor func _resolvedColor(in environment: EnvironmentValues) -> Color {
    (self as? any _ColorResolving)?._resolvedColor(in: environment)
      ?? ForegroundStyle()._resolvedColor(in: environment)
  }
}
