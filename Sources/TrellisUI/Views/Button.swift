import Foundation

/// A control that performs an action when pressed. Drawn as `[ Title ]`; dimmed and inert
/// when disabled. `buttonStyle(_:)` draws it as a style's body instead.
public struct Button<Label: View> {
  let label: Label
  let role: ButtonRole?
  let action: @MainActor () -> Void
  /// Set on the button a primitive style's body draws (`Button(configuration)`, a built-in
  /// style's `makeBody`): the look it shows, whatever the environment's style, and no
  /// control of its own, since the button being styled is the control.
  var appearance: _ButtonStyleKind?

  /// A button with a custom label.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = nil
    self.action = action
  }

  /// A button with a role (such as `.destructive`) and a custom label.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.role = role
    self.action = action
  }
}

extension Button where Label == Text {
  /// A button titled with a string literal.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a role, titled with a string literal.
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a role, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// What a button does, which affects how it is drawn: destructive buttons are red.
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// Deletes or otherwise destroys data; the button is drawn in red.
  public static let destructive = ButtonRole(name: "destructive")
  /// Cancels the current operation; drawn like any other button.
  public static let cancel = ButtonRole(name: "cancel")
}

extension Button: View {
  /// Drawn by Trellis as its label between `[ ` and ` ]`.
  public typealias Body = Never
}

extension Button: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    if appearance != nil { return .list([_Child(id: .index(0), view: label)]) }
    switch context.environment.buttonStyle {
    case .builtIn:
      // A destructive button's label is red, else a tint colours it, unless the label or
      // the views around it set a colour of their own.
      guard let colour = role == .destructive ? Color.red : context.environment.tint else {
        return .list([_Child(id: .index(0), view: label)])
      }
      return .list([
        _Child(
          id: .index(0), view: label,
          environment: { if $0.foregroundColor == nil { $0.foregroundColor = colour } })
      ])
    case .standard(let style):
      let configuration = ButtonStyleConfiguration(
        role: role, label: .init(content: AnyView(label)),
        isPressed: context.node.graph.pressedNode === context.node)
      return .list([
        _Child(id: .index(1), view: style._body(configuration), environment: _unstyleButtons)
      ])
    case .primitive(let style):
      let configuration = PrimitiveButtonStyleConfiguration(
        role: role, label: .init(content: AnyView(label)), action: action)
      let activation = context.node.modifierState { _StyleActivation() }.state
      activation.action = nil
      return .list([
        _Child(
          id: .index(2), view: style._body(configuration),
          environment: {
            _unstyleButtons(&$0)
            $0.styleActivation = activation
          })
      ])
    }
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    let isStyled: Bool
    if appearance != nil {
      isStyled = false
    } else if case .builtIn = node.environment.buttonStyle {
      isStyled = false
    } else {
      isStyled = true
    }
    let style = node.environment.buttonStyle
    return .layout(
      _DecoratedLayout(
        control: .button, destructive: role == .destructive, isStyled: isStyled,
        isPlain: appearance == nil && (style == .builtIn(.plain) || style == .builtIn(.borderless)),
        tint: node.environment.tint, controlSize: node.environment.controlSize))
  }

  func _control(node: _ViewNode) -> _Control? {
    // Drawn inside a primitive style's body: the styled button is the control.
    if appearance != nil { return nil }
    if let activation = node.environment.styleActivation {
      // A button of the body's own decides what activating the styled button does.
      activation.action = action
      return nil
    }
    var action = self.action
    if case .primitive = node.environment.buttonStyle,
      let activation = node.existingModifierState(_StyleActivation.self)
    {
      let trigger = action
      action = { (activation.action ?? trigger)() }
    }
    // Inside an alert, pressing any button also dismisses the alert.
    guard let completion = node.environment._buttonActionCompletion else {
      return .button(action: action)
    }
    return .button(action: {
      action()
      completion()
    })
  }
}

/// A style's body sees the default button style, so a button it draws is not styled by the
/// same style again.
private func _unstyleButtons(_ environment: inout EnvironmentValues) {
  environment.buttonStyle = .builtIn(.automatic)
}

extension ButtonStyle {
  /// The body this style draws for `configuration`, as a view of its own.
  func _body(_ configuration: ButtonStyleConfiguration) -> any View {
    _ButtonStyleBody(style: self, configuration: configuration)
  }
}

extension PrimitiveButtonStyle {
  /// The body this style draws for `configuration`, as a view of its own.
  func _body(_ configuration: PrimitiveButtonStyleConfiguration) -> any View {
    _PrimitiveButtonStyleBody(style: self, configuration: configuration)
  }
}

/// A control drawn as its label inside a decoration the host measures (a terminal draws
/// `[ ` and ` ]` around a button's label).
struct _DecoratedLayout: _Layout {
  let control: _MeasuredControl
  var destructive = false
  /// A button drawn by a style of the app's own: no decoration, its body fills it.
  var isStyled = false
  /// A button in the `.plain` or `.borderless` style: the host's decoration for those (a
  /// terminal draws no brackets around it).
  var isPlain = false
  /// A toggle's state, which its decoration shows.
  var isOn = false
  /// A toggle drawn as a button that stays in while on (`.toggleStyle(.button)`).
  var isToggleButton = false
  /// A toggle drawn as a switch (`.toggleStyle(.switch)`, or a style's body that draws
  /// `SwitchToggleStyle`).
  var isSwitch = false
  /// The colour `.tint(_:)` gave the control, which the terminal draws its decoration in.
  var tint: Color?
  /// `.controlSize(_:)`: a button's decoration above and below its label grows or shrinks
  /// with it (a host that draws controls in cells has none there, and keeps one size).
  var controlSize = ControlSize.regular

  /// A toggle's state, a destructive role and a tint change how the control is drawn, not
  /// its size nor where its label goes.
  func placesLike(_ other: any _Layout) -> Bool {
    guard let other = other as? _DecoratedLayout else { return false }
    return control == other.control && isStyled == other.isStyled && isPlain == other.isPlain
      && isToggleButton == other.isToggleButton && isSwitch == other.isSwitch
      && controlSize == other.controlSize
  }

  /// The host's decoration around the label, as this control is drawn.
  private func decorationInsets(_ context: _LayoutContext) -> EdgeInsets {
    if isStyled { return EdgeInsets() }
    var insets = context.measurer.decoration(of: isPlain ? .plainButton : control)
    guard control == .button else { return insets }
    let scale = controlSize.decorationScale
    insets.top *= scale
    insets.bottom *= scale
    return insets
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let decoration = decorationInsets(context)
    let label = _StackLayout.row.sizeThatFits(
      decoration.inset(proposal), subviews: subviews, context: context)
    let least = context.grid.length(1, along: .vertical)
    return CGSize(
      width: label.width + decoration.leading + decoration.trailing,
      height: max(least, label.height + decoration.top + decoration.bottom))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let decoration = decorationInsets(context)
    var inner = decoration.inset(bounds)
    inner.size.height = bounds.height
    inner.origin.y = bounds.minY
    _StackLayout.row.placeSubviews(
      in: inner, proposal: decoration.inset(proposal), subviews: subviews, context: context)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    [(frame, .control(item(context, isEnabled: context.isEnabled)))]
  }

  /// The control as its host shows it.
  func item(_ context: _DisplayContext, isEnabled: Bool) -> _ControlItem {
    let kind: _ControlItem.Kind
    switch control {
    case _ where isToggleButton: kind = .toggleButton(isOn: isOn)
    case .toggle: kind = .toggle(isOn: isOn)
    case .stepper: kind = .stepper(number: context.node.steppedNumber)
    case .navigationLink: kind = .navigationLink
    case .disclosure: kind = .disclosure(isExpanded: isOn)
    default: kind = isStyled ? .styledButton : .button(isDestructive: destructive)
    }
    return _ControlItem(
      kind: kind, isEnabled: isEnabled, isFocused: context.isFocused, tint: tint,
      isRightToLeft: context.environment.layoutDirection == .rightToLeft)
  }
}
