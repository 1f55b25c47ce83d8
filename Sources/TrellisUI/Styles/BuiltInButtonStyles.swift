// The platform's button styles. Buttons in them are drawn by the host itself: `[ Title ]`
// in the terminal (red for a destructive role), and in GTK a native button with the style's
// classes (suggested-action for `.borderedProminent`, flat for `.plain` and
// `.borderless`). Their `makeBody` is for styles that wrap one of them.

/// A built-in style: the look a host gives its own buttons.
@MainActor protocol _BuiltInButtonStyle {
  var _kind: _ButtonStyleKind { get }
}

extension _BuiltInButtonStyle {
  /// A button in this look around the label, for a primitive style's body: the button
  /// being styled stays the control.
  @MainActor func _body(_ configuration: PrimitiveButtonStyleConfiguration) -> some View {
    var button = Button(configuration)
    button.appearance = _kind
    return button
  }
}

/// The platform's default button style: `.bordered` on the desktop.
public struct DefaultButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
  /// The default button style.
  public init() {}
  var _kind: _ButtonStyleKind { .automatic }
  /// A default button around the label.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// A button with a border around its label.
public struct BorderedButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
  /// The bordered button style.
  public init() {}
  var _kind: _ButtonStyleKind { .bordered }
  /// A bordered button around the label.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// A bordered button filled with the accent colour: the one action a view suggests (GTK's
/// suggested-action).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
  /// The bordered, prominent button style.
  public init() {}
  var _kind: _ButtonStyleKind { .borderedProminent }
  /// A prominent button around the label.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// A button without a border (GTK's flat button).
public struct BorderlessButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
  /// The borderless button style.
  public init() {}
  var _kind: _ButtonStyleKind { .borderless }
  /// A borderless button around the label.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// A button shown as its label alone, with no decoration while idle (GTK's flat button).
public struct PlainButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
  /// The plain button style.
  public init() {}
  var _kind: _ButtonStyleKind { .plain }
  /// A plain button around the label.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default button style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A button with a border.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A bordered button filled with the accent colour.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button without a border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button shown as its label alone.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
