/// How the menus in a view hierarchy draw their button. As with ``PickerStyle``, the styles
/// are the built-in ones; set one with ``View/menuStyle(_:)``.
///
/// `.automatic` and `.button` draw a button in the host's decoration (`[ Title ▾ ]` in the
/// terminal, a menu button in GTK); `.borderlessButton` draws the label alone, with its
/// indicator.
@MainActor @preconcurrency
public protocol MenuStyle {
  /// Which built-in style this is; Trellis's own styles provide it.
  var _menuStyleKind: _MenuStyleKind { get }
}

/// A built-in menu style. It has no public initialiser: only Trellis's styles make one.
public struct _MenuStyleKind: Equatable, Sendable {
  enum Style: Equatable, Sendable { case automatic, button, borderlessButton }
  let style: Style
}

/// The platform's default menu style: a button in the host's decoration.
public struct DefaultMenuStyle: MenuStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _menuStyleKind: _MenuStyleKind { .init(style: .automatic) }
}

/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _menuStyleKind: _MenuStyleKind { .init(style: .button) }
}

/// A menu drawn as its label alone, with its indicator, and no border.
public struct BorderlessButtonMenuStyle: MenuStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _menuStyleKind: _MenuStyleKind { .init(style: .borderlessButton) }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's default menu style: a button in the host's decoration.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu drawn as a button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu drawn as its label alone, with its indicator, and no border.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
  /// Sets how the menus in this view draw their button. The innermost style set wins.
  ///
  /// ```swift
  /// Menu("Sort") { ... }
  ///   .menuStyle(.borderlessButton)
  /// ```
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    let kind = style._menuStyleKind
    return modifier(_EnvironmentModifier { $0.menuStyle = kind })
  }

  /// Shows or hides the indicator (an arrow down) that menus in this view draw after their
  /// label. `.automatic` shows it.
  ///
  /// - Parameter visibility: Whether the indicator is shown.
  public func menuIndicator(_ visibility: Visibility) -> some View {
    modifier(_EnvironmentModifier { $0.menuIndicator = visibility })
  }
}

private struct MenuStyleKey: EnvironmentKey {
  static var defaultValue: _MenuStyleKind { .init(style: .automatic) }
}

private struct MenuIndicatorKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
  /// The style `.menuStyle(_:)` set for menus here.
  var menuStyle: _MenuStyleKind {
    get { self[MenuStyleKey.self] }
    set { self[MenuStyleKey.self] = newValue }
  }

  /// Whether menus here show their indicator (`.menuIndicator(_:)`).
  var menuIndicator: Visibility {
    get { self[MenuIndicatorKey.self] }
    set { self[MenuIndicatorKey.self] = newValue }
  }
}
