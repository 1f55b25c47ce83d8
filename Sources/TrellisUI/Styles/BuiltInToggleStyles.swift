// The platform's toggle styles. Toggles in them are drawn by the host: a checkbox, `[x]`,
// in the terminal, or a bracketed button for `.button`; in GTK a check button, a switch for
// `.switch`, a toggle button for `.button`.

/// Which built-in look a toggle has.
enum _ToggleStyleKind: Equatable {
  case automatic, `switch`, checkbox, button
}

/// A built-in style: the look a host gives its own toggles.
@MainActor protocol _BuiltInToggleStyle {
  var _kind: _ToggleStyleKind { get }
}

extension _BuiltInToggleStyle {
  /// A toggle in this look, for a style that wraps it.
  @MainActor func _body(_ configuration: ToggleStyleConfiguration) -> some View {
    var toggle = Toggle(configuration)
    toggle.appearance = _kind
    return toggle
  }
}

/// The platform's default toggle style: a checkbox on the desktop and in the terminal.
public struct DefaultToggleStyle: ToggleStyle, _BuiltInToggleStyle {
  /// The default toggle style.
  public init() {}
  var _kind: _ToggleStyleKind { .automatic }
  /// A default toggle.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// A switch that slides on and off: GTK's switch; a checkbox in the terminal.
public struct SwitchToggleStyle: ToggleStyle, _BuiltInToggleStyle {
  /// The switch toggle style.
  public init() {}
  var _kind: _ToggleStyleKind { .switch }
  /// A switch.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// A checkbox beside the label (on macOS; here in every host).
public struct CheckboxToggleStyle: ToggleStyle, _BuiltInToggleStyle {
  /// The checkbox toggle style.
  public init() {}
  var _kind: _ToggleStyleKind { .checkbox }
  /// A checkbox.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

/// A button that stays pressed while on: GTK's toggle button; in the terminal a bracketed
/// button, `[ Bold ]` while off and `[•Bold•]`, its brackets bold, while on.
public struct ButtonToggleStyle: ToggleStyle, _BuiltInToggleStyle {
  /// The button toggle style.
  public init() {}
  var _kind: _ToggleStyleKind { .button }
  /// A toggle button.
  public func makeBody(configuration: Configuration) -> some View { _body(configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default toggle style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A checkbox.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays pressed while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The toggle style in effect.
typealias _ResolvedToggleStyle = _ResolvedStyle<_ToggleStyleKind, any ToggleStyle>

private struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: _ResolvedToggleStyle { .builtIn(.automatic) }
}

extension EnvironmentValues {
  /// The style `.toggleStyle(_:)` set for toggles here.
  var toggleStyle: _ResolvedToggleStyle {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}
