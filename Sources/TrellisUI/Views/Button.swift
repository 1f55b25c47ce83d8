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
    .layout(_DecoratedLayout(prefix: "[ ", suffix: " ]", destructive: role == .destructive))
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

/// A control drawn as its label between fixed decorations, such as `[ ` and ` ]`.
struct _DecoratedLayout: _Layout {
  let prefix: String
  let suffix: String
  var destructive = false

  private var extra: Int { _DisplayWidth.of(prefix) + _DisplayWidth.of(suffix) }

  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    let inner = _ProposedSize(
      width: proposal.width.map { max(0, $0 - extra) }, height: proposal.height)
    let label = _StackLayout(axis: .horizontal, alignment: 1, spacing: 1)
      .sizeThatFits(inner, subviews: subviews, context: context)
    return _Size(width: label.width + extra, height: max(1, label.height))
  }

  func placeSubviews(in bounds: _Rect, subviews: _Subviews, context: _LayoutContext) {
    let start = _DisplayWidth.of(prefix)
    let inner = _Rect(
      x: bounds.x + start, y: bounds.y, width: max(0, bounds.width - extra), height: bounds.height)
    _StackLayout(axis: .horizontal, alignment: 1, spacing: 1)
      .placeSubviews(in: inner, subviews: subviews, context: context)
  }

  func draw(in bounds: _Rect, canvas: inout _Canvas, context: _DrawContext) {
    var style = _Canvas.Style(dim: !context.isEnabled)
    if destructive { style.foreground = .red }
    if context.isFocused { style.inverse = true }
    canvas.draw(prefix, x: bounds.x, y: bounds.y, maxWidth: bounds.width, style: style)
    let suffixWidth = _DisplayWidth.of(suffix)
    canvas.draw(suffix, x: bounds.maxX - suffixWidth, y: bounds.y, style: style)
    if context.isFocused || !context.isEnabled {
      canvas.restyle(bounds) { cell in
        if context.isFocused { cell.inverse = true }
        if !context.isEnabled { cell.dim = true }
      }
    }
  }
}
