/// Whether the window is drawn light or dark, as `@Environment(\.colorScheme)`.
///
/// The host finds it: the terminal host asks the terminal for its background colour (OSC 11)
/// and reports `.dark` for a dark one; GTK reports its theme's dark preference. An app's
/// `preferredColorScheme(_:)` anywhere in the window overrides it for the whole window.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  /// Dark text on a light background.
  case light
  /// Light text on a dark background.
  case dark
}

private struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

extension EnvironmentValues {
  /// Whether this view is drawn light or dark.
  ///
  /// Setting it with `.environment(\.colorScheme, .dark)` changes what the views inside
  /// read; to change the whole window, use `preferredColorScheme(_:)`.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

extension View {
  /// Asks for the window this view is in to be drawn in `colorScheme`, whatever the system
  /// prefers; `nil` withdraws the request.
  ///
  /// Every view in the window then reads it as `\.colorScheme`, and GTK draws the window
  /// with its dark or light theme. A terminal keeps its own colours: the request reaches the
  /// views, which may draw accordingly. When several views ask, the outermost wins, and among
  /// equals the first in reading order.
  ///
  /// - Parameter colorScheme: The scheme, or `nil` for the system's.
  /// - Returns: The view.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
  }
}

/// Registers its view's colour scheme request with the window, for as long as the view is in
/// the graph.
struct _PreferredColorSchemeModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let colorScheme: ColorScheme?

  func _attach(to node: _ViewNode) {
    guard let window = node.environment._window else { return }
    let (state, isNew) = node.modifierState(_PreferenceRegistration.init)
    if isNew {
      node.teardownActions.append { [weak window] in window?.withdrawColorScheme(from: state) }
    }
    window.requestColorScheme(colorScheme, from: state, depth: node.depth)
  }
}

/// One view's standing in the window's colour scheme requests.
final class _PreferenceRegistration {}
