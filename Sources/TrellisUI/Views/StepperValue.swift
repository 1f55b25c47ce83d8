/// A stepper's value seen as a number, for hosts with a numeric control of their own (a
/// spin button): the value when the stepper was described, its bounds and step, and a
/// setter that converts a number back to the bound type.
struct _StepperValue {
  let value: Double
  let range: ClosedRange<Double>?
  let step: Double
  /// Sets the value nearest `number` that the bound type holds, within the bounds.
  var set: (Double) -> Void

  /// Describes `binding` when its type and step are integers or floating-point numbers;
  /// `nil` for other strideable types (a host then shows the stepper's buttons).
  init?<V: Strideable>(_ binding: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride) {
    guard let value = _number(binding.wrappedValue), let step = _number(step) else {
      return nil
    }
    var range: ClosedRange<Double>?
    if let bounds {
      guard let lower = _number(bounds.lowerBound), let upper = _number(bounds.upperBound)
      else { return nil }
      range = lower...upper
    }
    self.value = value
    self.range = range
    self.step = abs(step)
    set = { number in
      guard number.isFinite else { return }
      var number = number
      if let range { number = min(range.upperBound, max(range.lowerBound, number)) }
      guard var converted = _value(number, as: V.self) else { return }
      if let bounds { converted = min(bounds.upperBound, max(bounds.lowerBound, converted)) }
      binding.wrappedValue = converted
    }
  }
}

/// `value` as a `Double` when it is an integer or a floating-point number.
private func _number(_ value: Any) -> Double? {
  switch value {
  case let integer as any BinaryInteger: return Double(integer)
  case let floating as any BinaryFloatingPoint: return Double(floating)
  default: return nil
  }
}

/// `number` as a `V`: rounded to the nearest integer for integer types; `nil` when `V`
/// cannot hold it.
private func _value<V>(_ number: Double, as type: V.Type) -> V? {
  func integer<T: BinaryInteger>(_: T.Type) -> Any? { T(exactly: number.rounded()) }
  func floating<T: BinaryFloatingPoint>(_: T.Type) -> Any? { T(number) }
  switch type {
  case let integerType as any BinaryInteger.Type: return integer(integerType) as? V
  case let floatingType as any BinaryFloatingPoint.Type: return floating(floatingType) as? V
  default: return nil
  }
}
