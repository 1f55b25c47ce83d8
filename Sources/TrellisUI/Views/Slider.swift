/// A control that picks a value from a range, drawn as a track with a knob: `├───●──────┤`.
public struct Slider<Label: View> {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let label: Label
}

extension Slider where Label == EmptyView {
  /// A slider over `bounds`, moving in `step`s when one is given.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    self.label = EmptyView()
  }
}

extension Slider {
  /// A slider with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    self.label = label()
  }
}

extension Slider: View {
  public typealias Body = Never
}

extension Slider: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    let span = bounds.upperBound - bounds.lowerBound
    let fraction = span > 0 ? (value.wrappedValue - bounds.lowerBound) / span : 0
    return .layout(_SliderLayout(fraction: min(1, max(0, fraction))))
  }
  func _control(node: _ViewNode) -> _Control? {
    .slider(value: value, range: bounds, step: step)
  }
}

struct _SliderLayout: _Layout {
  let fraction: Double

  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    _Size(width: min(proposal.width.map { max(5, $0) } ?? 22, _ProposedSize.huge), height: 1)
  }

  func draw(in bounds: _Rect, canvas: inout _Canvas, context: _DrawContext) {
    guard bounds.width >= 3 else { return }
    let track = bounds.width - 2
    let knob = Int((fraction * Double(track - 1)).rounded())
    var line = "├"
    for index in 0..<track { line += index == knob ? "●" : "─" }
    line += "┤"
    var style = _Canvas.Style(dim: !context.isEnabled)
    style.bold = context.isFocused
    canvas.draw(line, x: bounds.x, y: bounds.y, style: style)
  }
}

/// A control with − and + buttons that change a value: `Quantity: 3  [−] [+]`.
public struct Stepper<Label: View> {
  let label: Label
  let increment: () -> Void
  let decrement: () -> Void
}

extension Stepper {
  /// A stepper that runs the given closures.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?
  ) {
    self.label = label()
    increment = onIncrement ?? {}
    decrement = onDecrement ?? {}
  }

  /// A stepper over `value` within `bounds`, moving by `step`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = {
      value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step))
    }
    decrement = {
      value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step))
    }
  }

  /// An unbounded stepper over `value`.
  public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)
  {
    self.label = label()
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }
}

extension Stepper where Label == Text {
  /// A titled stepper over `value` within `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// A titled, unbounded stepper over `value`.
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1)
  {
    self.init(value: value, step: step) { Text(titleKey) }
  }

  /// A titled stepper that runs the given closures.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

extension Stepper: View {
  public typealias Body = Never
}

extension Stepper: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: label)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_DecoratedLayout(prefix: "", suffix: "  [−] [+]"))
  }
  func _control(node: _ViewNode) -> _Control? {
    .stepper(increment: increment, decrement: decrement)
  }
}

/// A title with an icon. Cell hosts show the icon as a bullet.
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon

  /// A label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Text {
  /// A label with a system image name.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Text("•") })
  }

  /// A label with a system image name.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Text("•") })
  }
}

extension Label: View {
  public var body: some View {
    HStack(spacing: 8) {
      icon
      title
    }
  }
}
