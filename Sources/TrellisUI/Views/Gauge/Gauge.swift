/// A view that shows a value within a range, as a fuel gauge does: a bar that fills, or a
/// marker along a bar or ring, with labels for what it measures, its value and its ends.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///   Text("Battery")
/// } currentValueLabel: {
///   Text("\(Int(battery))%")
/// } minimumValueLabel: {
///   Text("0")
/// } maximumValueLabel: {
///   Text("100")
/// }
/// ```
///
/// A value outside the range shows as the nearer end. How it is drawn comes from
/// ``View/gaugeStyle(_:)``: a bar that fills (`.linearCapacity`) unless a style says
/// otherwise.
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
> {
  /// Where the value lies in the range, within `0...1`.
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?
  let markedValueLabels: MarkedValueLabels?
  /// Set on the gauge a built-in style's `makeBody` draws: the look it shows, whatever the
  /// environment's style.
  var appearance: _GaugeStyleKind?

  init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
    minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?,
    markedValueLabels: MarkedValueLabels?
  ) {
    fraction = _GaugeRange.fraction(
      Double(value), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound))
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.markedValueLabels = markedValueLabels
  }

  init(
    fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?,
    minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?,
    markedValueLabels: MarkedValueLabels?
  ) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.markedValueLabels = markedValueLabels
  }

  /// A gauge with every label: what it measures, its value, its ends, and views tagged with
  /// the values they mark.
  ///
  /// - Parameters:
  ///   - value: The value shown.
  ///   - bounds: The range the value lies in; `0...1` by default.
  ///   - label: A view that says what the gauge measures.
  ///   - currentValueLabel: A view that shows the value.
  ///   - minimumValueLabel: A view that shows the range's lower end.
  ///   - maximumValueLabel: A view that shows the range's upper end.
  ///   - markedValueLabels: Views tagged with values along the range, for styles that draw
  ///     them (the built-in looks here do not).
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
      markedValueLabels: markedValueLabels())
  }
}

extension Gauge
where
  CurrentValueLabel == EmptyView, BoundsLabel == EmptyView,
  MarkedValueLabels == EmptyView
{
  /// A gauge with a label that says what it measures.
  ///
  /// - Parameters:
  ///   - value: The value shown.
  ///   - bounds: The range the value lies in; `0...1` by default.
  ///   - label: A view that says what the gauge measures.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil,
      maximumValueLabel: nil, markedValueLabels: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label and a view that shows its value.
  ///
  /// - Parameters:
  ///   - value: The value shown.
  ///   - bounds: The range the value lies in; `0...1` by default.
  ///   - label: A view that says what the gauge measures.
  ///   - currentValueLabel: A view that shows the value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge with a label, a view that shows its value, and views for its range's ends.
  ///
  /// - Parameters:
  ///   - value: The value shown.
  ///   - bounds: The range the value lies in; `0...1` by default.
  ///   - label: A view that says what the gauge measures.
  ///   - currentValueLabel: A view that shows the value.
  ///   - minimumValueLabel: A view that shows the range's lower end.
  ///   - maximumValueLabel: A view that shows the range's upper end.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
      markedValueLabels: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// A gauge with a label, a view that shows its value, and views tagged with the values
  /// they mark.
  ///
  /// - Parameters:
  ///   - value: The value shown.
  ///   - bounds: The range the value lies in; `0...1` by default.
  ///   - label: A view that says what the gauge measures.
  ///   - currentValueLabel: A view that shows the value.
  ///   - markedValueLabels: Views tagged with values along the range, for styles that draw
  ///     them (the built-in looks here do not).
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels())
  }
}

extension Gauge: View {
  /// Drawn by Trellis in the look of the environment's gauge style.
  public typealias Body = Never
}

enum _GaugeRange {
  /// Where `value` lies between `lower` and `upper`, pinned to `0...1`; an empty range (or
  /// one that is not finite) shows as empty.
  static func fraction(_ value: Double, lower: Double, upper: Double) -> Double {
    let span = upper - lower
    guard span > 0, span.isFinite, !value.isNaN else { return value >= upper ? 1 : 0 }
    return min(1, max(0, (value - lower) / span))
  }
}
