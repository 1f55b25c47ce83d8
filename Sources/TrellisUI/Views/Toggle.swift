/// A control that turns a setting on or off, drawn as a checkbox: `[x] Enabled`.
public struct Toggle<Label: View> {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle bound to `isOn`, with a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}

extension Toggle where Label == Text {
  /// A toggle titled with a string literal.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle: View {
  /// Drawn by Trellis as a checkbox, `[x]` or `[ ]`, before its label.
  public typealias Body = Never
}

extension Toggle: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: label)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_DecoratedLayout(control: .toggle, isOn: isOn.wrappedValue))
  }
  func _control(node: _ViewNode) -> _Control? { .toggle(isOn: isOn) }
}

/// How toggles look; cell hosts draw every style as a checkbox.
public protocol ToggleStyle {}
/// The platform's default toggle look; a checkbox in a cell host.
public struct DefaultToggleStyle: ToggleStyle {}
/// A switch that slides on and off; a checkbox in a cell host.
public struct SwitchToggleStyle: ToggleStyle {}
/// A checkbox; how a cell host draws every toggle.
public struct CheckboxToggleStyle: ToggleStyle {}
/// A button that stays pressed while on; a checkbox in a cell host.
public struct ButtonToggleStyle: ToggleStyle {}
extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default toggle style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  /// The switch toggle style.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
  /// The checkbox toggle style.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  /// The button toggle style.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
