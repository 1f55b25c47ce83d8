import Foundation

/// A control that performs an action when pressed. Drawn as `[ Title ]`; dimmed and inert
/// when disabled.
public struct Button<Label: View> {
  let label: Label
  let role: ButtonRole?
  let action: @MainActor () -> Void

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
    .list([_Child(id: .index(0), view: label)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_DecoratedLayout(control: .button, destructive: role == .destructive))
  }
  func _control(node: _ViewNode) -> _Control? {
    // Inside an alert, pressing any button also dismisses the alert.
    guard let completion = node.environment._buttonActionCompletion else {
      return .button(action: action)
    }
    let action = self.action
    return .button(action: {
      action()
      completion()
    })
  }
}

/// A control drawn as its label inside a decoration the host measures (a terminal draws
/// `[ ` and ` ]` around a button's label).
struct _DecoratedLayout: _Layout {
  let control: _MeasuredControl
  var destructive = false
  /// A toggle's state, which its decoration shows.
  var isOn = false

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let decoration = context.measurer.decoration(of: control)
    let label = _StackLayout.row.sizeThatFits(
      decoration.inset(proposal), subviews: subviews, context: context)
    let least = context.grid.length(1, along: .vertical)
    return CGSize(
      width: label.width + decoration.leading + decoration.trailing,
      height: max(least, label.height + decoration.top + decoration.bottom))
  }

  func placeSubviews(in bounds: CGRect, subviews: _Subviews, context: _LayoutContext) {
    var inner = context.measurer.decoration(of: control).inset(bounds)
    inner.size.height = bounds.height
    inner.origin.y = bounds.minY
    _StackLayout.row.placeSubviews(in: inner, subviews: subviews, context: context)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    [(frame, .control(item(context, isEnabled: context.isEnabled)))]
  }

  /// The control as its host shows it.
  func item(_ context: _DisplayContext, isEnabled: Bool) -> _ControlItem {
    let kind: _ControlItem.Kind
    switch control {
    case .toggle: kind = .toggle(isOn: isOn)
    case .stepper: kind = .stepper
    case .navigationLink: kind = .navigationLink
    default: kind = .button(isDestructive: destructive)
    }
    return _ControlItem(kind: kind, isEnabled: isEnabled, isFocused: context.isFocused)
  }
}
