/// How the pickers in a view hierarchy look. As on Apple's platforms, the styles are the
/// built-in ones only; set one with ``View/pickerStyle(_:)``.
///
/// Every host draws three looks: a menu (`.automatic`, `.menu`, `.navigationLink`), a row of
/// segments (`.segmented`, `.palette`) and a column of radio buttons (`.inline`,
/// `.radioGroup`, `.wheel`). The styles Apple draws otherwise (a wheel, a palette, a pushed
/// list) take the nearest of them.
@MainActor @preconcurrency
public protocol PickerStyle {
  /// Which built-in style this is; Trellis's own styles provide it.
  var _pickerStyleKind: _PickerStyleKind { get }
}

/// A built-in picker style. It has no public initialiser: only Trellis's styles make one.
public struct _PickerStyleKind: Equatable, Sendable {
  enum Style: Equatable, Sendable {
    case automatic, menu, segmented, inline, radioGroup, wheel, palette, navigationLink
  }
  let style: Style

  /// The look the hosts draw for this style.
  var look: _PickerLook {
    switch style {
    case .automatic, .menu, .navigationLink: return .menu
    case .segmented, .palette: return .segmented
    case .inline, .radioGroup, .wheel: return .inline
    }
  }
}

/// The platform's default picker style: a menu here.
public struct DefaultPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _pickerStyleKind: _PickerStyleKind { .init(style: .automatic) }
}

/// The options in a menu that opens from a button showing the selected one.
public struct MenuPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _pickerStyleKind: _PickerStyleKind { .init(style: .menu) }
}

/// The options side by side, as segments of one control, the selected one highlighted.
public struct SegmentedPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _pickerStyleKind: _PickerStyleKind { .init(style: .segmented) }
}

/// The options shown in place, one under another, the selected one marked.
public struct InlinePickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _pickerStyleKind: _PickerStyleKind { .init(style: .inline) }
}

/// The options as a group of radio buttons, one under another.
public struct RadioGroupPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _pickerStyleKind: _PickerStyleKind { .init(style: .radioGroup) }
}

/// A wheel of options on Apple's touch platforms; drawn here as the inline style's column of options.
public struct WheelPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _pickerStyleKind: _PickerStyleKind { .init(style: .wheel) }
}

/// A palette of options in a row; drawn here as the segmented style's row.
public struct PalettePickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _pickerStyleKind: _PickerStyleKind { .init(style: .palette) }
}

/// A row that pushes a list of the options on iOS; drawn here as the menu style.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _pickerStyleKind: _PickerStyleKind { .init(style: .navigationLink) }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default picker style: a menu here.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// The options in a menu that opens from a button showing the selected one.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// The options side by side, as segments of one control, the selected one highlighted.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options shown in place, one under another, the selected one marked.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// The options as a group of radio buttons, one under another.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel of options on Apple's touch platforms.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A palette of options in a row.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that pushes a list of the options on iOS.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension View {
  /// Sets the style of the pickers in this view. The innermost style set wins.
  ///
  /// ```swift
  /// Picker("Size", selection: $size) {
  ///   ForEach(Size.allCases, id: \.self) { Text($0.name) }
  /// }
  /// .pickerStyle(.segmented)
  /// ```
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let kind = style._pickerStyleKind
    return modifier(_EnvironmentModifier { $0.pickerStyle = kind })
  }
}

private struct PickerStyleKey: EnvironmentKey {
  static var defaultValue: _PickerStyleKind { .init(style: .automatic) }
}

extension EnvironmentValues {
  /// The style `.pickerStyle(_:)` set for pickers here.
  var pickerStyle: _PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}
