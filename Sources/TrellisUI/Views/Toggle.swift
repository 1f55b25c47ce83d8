/// A control that turns a setting on or off, drawn as a checkbox: `[x] Enabled`.
/// ``View/toggleStyle(_:)`` draws it as a switch in GTK, or as a style's body.
public struct Toggle<Label: View> {
  let isOn: Binding<Bool>
  let label: Label
  /// Set on the toggle a built-in style's `makeBody` draws: the look it shows, whatever the
  /// environment's style.
  var appearance: _ToggleStyleKind?
  /// Made from a style's configuration (`Toggle(configuration)`): it takes the built-in look
  /// the environment sets in the style's body (`.toggleStyle(.switch)` on it), and is never
  /// drawn by a custom style again.
  var isFromConfiguration = false

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
    guard appearance == nil, !isFromConfiguration,
      case .custom(let style) = context.environment.toggleStyle
    else {
      // A toggle drawn as a button shows its label as the button's face, whatever
      // `labelsVisibility` says; the other looks hide it with `.labelsHidden()`.
      var isButton = appearance == .button
      if appearance == nil, case .builtIn(.button) = context.environment.toggleStyle {
        isButton = true
      }
      if isButton { return .list([_Child(id: .index(0), view: label)]) }
      return .list([_Child(id: .index(0), view: label._controlLabel(in: context.environment))])
    }
    let configuration = ToggleStyleConfiguration(
      label: .init(content: AnyView(label)), isOn: isOn, isMixed: false)
    return .list([
      _Child(id: .index(1), view: style._body(configuration), environment: _unstyleToggles)
    ])
  }

  /// A custom style's body is the whole toggle: what it shows and how it is switched (a
  /// button in it that flips `configuration.isOn`).
  @MainActor private func isCustom(_ node: _ViewNode) -> Bool {
    guard appearance == nil, !isFromConfiguration, case .custom = node.environment.toggleStyle
    else { return false }
    return true
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    if isCustom(node) { return .transparent }
    if look(node) == .button {
      // A button that stays in while on: measured as a button, drawn showing its state.
      return .layout(
        _DecoratedLayout(
          control: .button, isOn: isOn.wrappedValue, isToggleButton: true,
          tint: node.environment.tint, controlSize: node.environment.controlSize))
    }
    return .layout(
      _DecoratedLayout(
        control: .toggle, isOn: isOn.wrappedValue, isSwitch: look(node) == .switch,
        tint: node.environment.tint, controlSize: node.environment.controlSize))
  }

  /// The built-in look the toggle has: the one a built-in style's body gave it, else the
  /// environment's.
  @MainActor private func look(_ node: _ViewNode) -> _ToggleStyleKind {
    if let appearance { return appearance }
    if case .builtIn(let kind) = node.environment.toggleStyle { return kind }
    return .automatic
  }

  func _control(node: _ViewNode) -> _Control? {
    isCustom(node) ? nil : .toggle(isOn: isOn)
  }
}

/// A style's body sees the default toggle style, so a toggle it draws is not styled by the
/// same style again.
private func _unstyleToggles(_ environment: inout EnvironmentValues) {
  environment.toggleStyle = .builtIn(.automatic)
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle in the platform's look, from a style's configuration: for styles that add to
  /// a built-in toggle rather than replace it. It takes the built-in style set around it in
  /// the style's body (`Toggle(configuration).toggleStyle(.switch)` is a switch), else the
  /// default look.
  @MainActor public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
    isFromConfiguration = true
  }
}
