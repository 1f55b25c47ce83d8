import Foundation

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
    let current = value.wrappedValue
    let fraction = span > 0 ? (current - bounds.lowerBound) / span : 0
    return .layout(
      _SliderLayout(
        shown: _SliderItem(
          fraction: min(1, max(0, fraction)), value: current, bounds: bounds, step: step)))
  }
  func _control(node: _ViewNode) -> _Control? {
    .slider(value: value, range: bounds, step: step)
  }
}

struct _SliderLayout: _Layout {
  let shown: _SliderItem

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    context.measurer.size(of: .slider, proposal: proposal)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let item = _ControlItem(
      kind: .slider(shown), isEnabled: context.isEnabled,
      isFocused: context.isFocused)
    return [(frame, .control(item))]
  }
}
