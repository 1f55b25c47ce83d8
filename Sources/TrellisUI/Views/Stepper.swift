/// A control with − and + buttons that change a value: `Quantity: 3  [−] [+]`.
///
/// A stepper over a binding keeps the value within its bounds, if it has any. Hosts that
/// have a native numeric control (a spin button) show a stepper over a number with it.
public struct Stepper<Label: View> {
  let label: Label
  let increment: () -> Void
  let decrement: () -> Void
  /// Describes the value of a stepper over a number as hosts see it, reading it now;
  /// `nil` for closure steppers.
  let describeValue: () -> _StepperValue?
  let onEditingChanged: (Bool) -> Void
}

extension Stepper {
  /// A stepper that runs `onIncrement` and `onDecrement` when a person presses + and −.
  ///
  /// - Parameters:
  ///   - label: A view that says what the stepper changes.
  ///   - onIncrement: Runs when a person increments the stepper.
  ///   - onDecrement: Runs when a person decrements the stepper.
  ///   - onEditingChanged: Called with `true` as a change begins and `false` as it ends.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment = onIncrement ?? {}
    decrement = onDecrement ?? {}
    describeValue = { nil }
    self.onEditingChanged = onEditingChanged
  }

  /// A stepper that moves `value` by `step`, without bounds.
  ///
  /// - Parameters:
  ///   - value: The value to change.
  ///   - step: How much each press adds or takes away; 1 unless given.
  ///   - label: A view that says what the stepper changes.
  ///   - onEditingChanged: Called with `true` as a change begins and `false` as it ends.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    describeValue = { _StepperValue(value, bounds: nil, step: step) }
    self.onEditingChanged = onEditingChanged
  }

  /// A stepper that moves `value` by `step`, keeping it within `bounds`.
  ///
  /// A press that would pass a bound stops at it.
  ///
  /// ```swift
  /// Stepper(value: $guests, in: 1...8) {
  ///   Text("Guests: \(guests)")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to change.
  ///   - bounds: The lowest and highest values the stepper sets.
  ///   - step: How much each press adds or takes away; 1 unless given.
  ///   - onEditingChanged: Called with `true` as a change begins and `false` as it ends.
  ///   - label: A view that says what the stepper changes.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = bounds.stepping(value.wrappedValue, by: step) }
    decrement = { value.wrappedValue = bounds.stepping(value.wrappedValue, by: -step) }
    describeValue = { _StepperValue(value, bounds: bounds, step: step) }
    self.onEditingChanged = onEditingChanged
  }
}

extension Stepper where Label == Text {
  /// A titled stepper that runs the given closures.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled with a string that runs the given closures.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// A titled stepper over `value`, without bounds.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled with a string over `value`, without bounds.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  /// A titled stepper over `value` within `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(titleKey)
    }
  }

  /// A stepper titled with a string over `value` within `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(title)
    }
  }
}

extension ClosedRange where Bound: Strideable {
  /// `value` moved by `step` and kept within the range. A move past a bound stops at it
  /// without computing the value beyond (which could overflow).
  func stepping(_ value: Bound, by step: Bound.Stride) -> Bound {
    if step > 0, value.distance(to: upperBound) <= step { return upperBound }
    if step < 0, lowerBound.distance(to: value) <= -step { return lowerBound }
    return Swift.min(upperBound, Swift.max(lowerBound, value.advanced(by: step)))
  }
}

extension Stepper: View {
  public typealias Body = Never
}

extension Stepper: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: label._controlLabel(in: context.environment))])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_DecoratedLayout(control: .stepper))
  }
  func _control(node: _ViewNode) -> _Control? {
    // Each change is one editing session, as a single click is on Apple's platforms.
    let onEditingChanged = self.onEditingChanged
    func editing(_ change: @escaping () -> Void) -> () -> Void {
      {
        onEditingChanged(true)
        change()
        onEditingChanged(false)
      }
    }
    // Reading the value here updates the control (and a host's spin button) when it changes.
    var value = describeValue()
    if let set = value?.set { value?.set = { number in editing { set(number) }() } }
    return .stepper(increment: editing(increment), decrement: editing(decrement), value: value)
  }
}
