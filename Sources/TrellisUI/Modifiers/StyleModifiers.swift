// Styles change how controls look on Apple's platforms. A cell host has one look per
// control, so these accept every style and keep the view as it is.

extension View {
  /// Sets the style of text fields in this view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }

  /// Sets the style of toggles in this view. A cell host draws every style as a checkbox;
  /// hosts with native controls read the style (a switch or a checkbox) from the environment.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.togglesAreSwitches = style is SwitchToggleStyle })
  }

  /// Sets the style of buttons in this view. A cell host draws every style alike; hosts with
  /// native controls read it from the environment (GTK's suggested and flat buttons).
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.buttonStyleKind = _ButtonStyleKind(style) })
  }
}

/// How buttons look; cell hosts draw every style as `[ Title ]`.
public protocol PrimitiveButtonStyle {}
/// The platform's default button look; drawn as `[ Title ]` in a cell host.
public struct DefaultButtonStyle: PrimitiveButtonStyle {}
/// A button with a border; drawn as `[ Title ]` in a cell host.
public struct BorderedButtonStyle: PrimitiveButtonStyle {}
/// A bordered button filled with the accent colour; drawn as `[ Title ]` in a cell host.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {}
/// A button without a border; drawn as `[ Title ]` in a cell host.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {}
/// A button shown as its label only; drawn as `[ Title ]` in a cell host.
public struct PlainButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default button style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The bordered button style.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The bordered, prominent button style.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The borderless button style.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The plain button style.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
