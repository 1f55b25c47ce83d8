// Styles change how controls look on Apple's platforms. A cell host has one look per
// control, so these accept every style and keep the view as it is.

extension View {
  /// Sets the style of text fields in this view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }

  /// Sets the style of toggles in this view.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }

  /// Sets the style of buttons in this view.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
}

/// How buttons look; cell hosts draw every style as `[ Title ]`.
public protocol PrimitiveButtonStyle {}
public struct DefaultButtonStyle: PrimitiveButtonStyle {}
public struct BorderedButtonStyle: PrimitiveButtonStyle {}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {}
public struct BorderlessButtonStyle: PrimitiveButtonStyle {}
public struct PlainButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
