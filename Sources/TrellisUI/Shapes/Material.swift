import Foundation

/// A translucent background that lets what is behind it show through, blurred on Apple's
/// platforms: `.background(.ultraThinMaterial)`.
///
/// Trellis draws a material as a translucent fill in the colour scheme's background colour
/// (white in a light scheme, near black in a dark one), more opaque from `ultraThin` to
/// `ultraThick`: GTK draws it translucent over what is behind it; the terminal, which has no
/// translucency, draws it as a plain cell colour.
public struct Material: Sendable, ShapeStyle {
  /// How opaque the material is drawn, from 0 to 1.
  let opacity: Double

  /// The least opaque material.
  public static let ultraThin = Material(opacity: 0.3)
  /// A material more translucent than `regular`.
  public static let thin = Material(opacity: 0.45)
  /// The default material.
  public static let regular = Material(opacity: 0.6)
  /// A material more opaque than `regular`.
  public static let thick = Material(opacity: 0.75)
  /// The most opaque material.
  public static let ultraThick = Material(opacity: 0.88)
  /// The material of a bar (a toolbar, a tab bar).
  public static let bar = Material(opacity: 0.8)
}

extension ShapeStyle where Self == Material {
  /// The least opaque material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A material more translucent than `regularMaterial`.
  public static var thinMaterial: Material { .thin }
  /// The default material.
  public static var regularMaterial: Material { .regular }
  /// A material more opaque than `regularMaterial`.
  public static var thickMaterial: Material { .thick }
  /// The most opaque material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of a bar (a toolbar, a tab bar).
  public static var bar: Material { .bar }
}

extension Material: _ColorResolving {
  func _resolvedColor(in environment: EnvironmentValues) -> Color {
    color(in: environment.colorScheme)
  }

  /// The translucent colour it is drawn in, in `scheme`.
  nonisolated func color(in scheme: ColorScheme) -> Color {
    Color(white: scheme == .dark ? 0.11 : 0.97, opacity: opacity)
  }
}
