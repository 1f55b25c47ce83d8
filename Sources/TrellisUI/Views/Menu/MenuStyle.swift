/// How the menus in a view hierarchy draw their button; set one with ``View/menuStyle(_:)``.
///
/// `.automatic` and `.button` draw a button in the host's decoration (`[ Title ▾ ]` in the
/// terminal, a menu button in GTK); `.borderlessButton` draws the label alone, with its
/// indicator. A style of your own builds a body around `Menu(configuration)`, which draws the
/// menu as the built-in style around it does:
///
/// ```swift
/// struct OutlinedMenuStyle: MenuStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Menu(configuration).padding(4).border(Color.gray)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol MenuStyle {
  /// The view a style draws a menu as.
  associatedtype Body: View
  /// The view that shows a menu: usually `Menu(configuration)` with modifiers around it.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given: the menu's label and items.
  typealias Configuration = MenuStyleConfiguration
  /// Which built-in style this is; `nil` for a style of your own.
  var _menuStyleKind: _MenuStyleKind? { get }
}

extension MenuStyle {
  /// A style of your own is no built-in one.
  public var _menuStyleKind: _MenuStyleKind? { nil }
}

/// A menu as a ``MenuStyle`` is given it: its label and its items, to pass to
/// `Menu(configuration)`.
public struct MenuStyleConfiguration {
  /// A menu's label, as a view.
  public struct Label: View {
    let content: AnyView
    /// The label's own views.
    public var body: some View { content }
  }

  /// A menu's items, as a view.
  public struct Content: View {
    let content: AnyView
    /// The items' own views.
    public var body: some View { content }
  }

  let label: Label
  let content: Content
  let primaryAction: (@MainActor () -> Void)?
}

extension Menu
where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// The menu a style is drawing, drawn as the built-in style around the style does.
  ///
  /// - Parameter configuration: The menu the style was given.
  public init(_ configuration: MenuStyleConfiguration) {
    self.init(
      label: configuration.label, content: configuration.content,
      primaryAction: configuration.primaryAction)
  }
}

/// A built-in menu style. It has no public initialiser: only Trellis's styles make one.
public struct _MenuStyleKind: Equatable, Sendable {
  enum Style: Equatable, Sendable { case automatic, button, borderlessButton }
  let style: Style
}

/// A style of the app's own, set in the environment: it draws each menu under it.
struct _CustomMenuStyle {
  let body: @MainActor (MenuStyleConfiguration) -> AnyView
}

/// The platform's default menu style: a button in the host's decoration.
public struct DefaultMenuStyle: MenuStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _menuStyleKind: _MenuStyleKind? { .init(style: .automatic) }
  /// The menu, drawn as a button.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _menuStyleKind: _MenuStyleKind? { .init(style: .button) }
  /// The menu, drawn as a button.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as its label alone, with its indicator, and no border.
public struct BorderlessButtonMenuStyle: MenuStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _menuStyleKind: _MenuStyleKind? { .init(style: .borderlessButton) }
  /// The menu, drawn as its label alone.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
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
    guard let kind = style._menuStyleKind else {
      let custom = _CustomMenuStyle { AnyView(style.makeBody(configuration: $0)) }
      return modifier(_EnvironmentModifier { $0.customMenuStyle = custom })
    }
    return modifier(
      _EnvironmentModifier {
        $0.menuStyle = kind
        $0.customMenuStyle = nil
      })
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

private struct CustomMenuStyleKey: EnvironmentKey {
  static var defaultValue: _CustomMenuStyle? { nil }
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

  /// The style of the app's own that `.menuStyle(_:)` set here, if it set one.
  var customMenuStyle: _CustomMenuStyle? {
    get { self[CustomMenuStyleKey.self] }
    set { self[CustomMenuStyleKey.self] = newValue }
  }

  /// Whether menus here show their indicator (`.menuIndicator(_:)`).
  var menuIndicator: Visibility {
    get { self[MenuIndicatorKey.self] }
    set { self[MenuIndicatorKey.self] = newValue }
  }
}
