/// Controls that belong together, shown as one row of buttons.
///
/// ```swift
/// ControlGroup {
///   Button("Decrease", systemImage: "minus") { zoom -= 1 }
///   Button("Increase", systemImage: "plus") { zoom += 1 }
/// }
/// ```
///
/// With a label and ``View/controlGroupStyle(_:)`` set to `.menu` or `.compactMenu`, the
/// group is a ``Menu`` of its controls, titled with the label; any other style shows the
/// controls side by side, next to each other.
public struct ControlGroup<Content: View>: View {
  @Environment(\.controlGroupStyle) private var style
  let content: Content
  let label: AnyView?

  /// A group of the controls `content` builds.
  ///
  /// - Parameter content: The controls.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }

  /// A group of the controls `content` builds, titled with `label` (shown when the group is
  /// drawn as a menu).
  ///
  /// - Parameters:
  ///   - content: The controls.
  ///   - label: What the group is called.
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    self.content = content()
    self.label = AnyView(label())
  }

  /// A group titled with a localised string key.
  ///
  /// - Parameters:
  ///   - titleKey: What the group is called.
  ///   - content: The controls.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled with a string.
  ///
  /// - Parameters:
  ///   - title: What the group is called.
  ///   - content: The controls.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A group titled with a localised string key and a system symbol.
  ///
  /// - Parameters:
  ///   - titleKey: What the group is called.
  ///   - systemImage: The name of the symbol shown with the title.
  ///   - content: The controls.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Label(titleKey, systemImage: systemImage) }
  }

  /// The group as its style shows it: a menu, or its controls in a row.
  public var body: some View {
    if style.showsMenu, let label {
      Menu(content: { content }, label: { label })
    } else {
      HStack(spacing: 0) { content }
    }
  }
}

/// How control groups are drawn; set one with ``View/controlGroupStyle(_:)``. The styles are
/// the built-in ones.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// Which built-in style this is; Trellis's own styles provide it.
  var _controlGroupStyleKind: _ControlGroupStyleKind { get }
}

/// A built-in control group style. It has no public initialiser.
public struct _ControlGroupStyleKind: Equatable, Sendable {
  enum Style: Equatable, Sendable { case automatic, navigation, palette, menu, compactMenu }
  let style: Style
  /// Whether a group with a label is drawn as a menu of its controls.
  var showsMenu: Bool { style == .menu || style == .compactMenu }
}

/// The default control group style: the controls in a row.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _controlGroupStyleKind: _ControlGroupStyleKind { .init(style: .automatic) }
}

/// Controls for moving through content (a toolbar's back and forward): a row.
public struct NavigationControlGroupStyle: ControlGroupStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _controlGroupStyleKind: _ControlGroupStyleKind { .init(style: .navigation) }
}

/// The controls as a palette in a row.
public struct PaletteControlGroupStyle: ControlGroupStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _controlGroupStyleKind: _ControlGroupStyleKind { .init(style: .palette) }
}

/// A labelled group as a menu of its controls.
public struct MenuControlGroupStyle: ControlGroupStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _controlGroupStyleKind: _ControlGroupStyleKind { .init(style: .menu) }
}

/// A labelled group as a compact menu of its controls.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _controlGroupStyleKind: _ControlGroupStyleKind { .init(style: .compactMenu) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The default control group style: the controls in a row.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// Controls for moving through content: a row.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// The controls as a palette in a row.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A labelled group as a menu of its controls.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A labelled group as a compact menu of its controls.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension View {
  /// Sets how the control groups in this view are drawn.
  ///
  /// - Parameter style: The style.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    let kind = style._controlGroupStyleKind
    return modifier(_EnvironmentModifier { $0.controlGroupStyle = kind })
  }
}

private struct ControlGroupStyleKey: EnvironmentKey {
  static var defaultValue: _ControlGroupStyleKind { .init(style: .automatic) }
}

extension EnvironmentValues {
  /// The style `.controlGroupStyle(_:)` set here.
  var controlGroupStyle: _ControlGroupStyleKind {
    get { self[ControlGroupStyleKey.self] }
    set { self[ControlGroupStyleKey.self] = newValue }
  }
}
