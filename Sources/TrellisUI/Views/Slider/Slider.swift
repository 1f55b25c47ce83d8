import Foundation

/// A control that picks a value from a range, drawn as a track with a knob: `├───●──────┤`.
///
/// As on the Mac, the label is shown before the track and the value labels at its ends:
/// `Red 0 ├──●───┤ 255`. `labelsHidden()` hides the label, which still names the slider for
/// screen readers and tests.
public struct Slider<Label: View, ValueLabel: View> {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let label: Label
  let minimumValueLabel: ValueLabel
  let maximumValueLabel: ValueLabel
  let onEditingChanged: (Bool) -> Void

  private init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.onEditingChanged = onEditingChanged
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over `bounds`, moving in `step`s when one is given.
  ///
  /// - Parameters:
  ///   - value: The value the slider shows and sets, kept within `bounds`.
  ///   - bounds: The values the slider covers.
  ///   - step: How far the value moves at a time; continuous when `nil`.
  ///   - onEditingChanged: Called with `true` when a person starts moving the slider and
  ///     with `false` when they let go.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: EmptyView(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
      onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label.
  ///
  /// - Parameters:
  ///   - value: The value the slider shows and sets, kept within `bounds`.
  ///   - bounds: The values the slider covers.
  ///   - step: How far the value moves at a time; continuous when `nil`.
  ///   - label: A view that says what the slider sets.
  ///   - onEditingChanged: Called with `true` when a person starts moving the slider and
  ///     with `false` when they let go.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
      onEditingChanged: onEditingChanged)
  }

  /// A slider with a label given last, as code written before iOS 16 and macOS 13 does.
  ///
  /// - Parameters:
  ///   - value: The value the slider shows and sets, kept within `bounds`.
  ///   - bounds: The values the slider covers.
  ///   - step: How far the value moves at a time; continuous when `nil`.
  ///   - onEditingChanged: Called with `true` when a person starts moving the slider and
  ///     with `false` when they let go.
  ///   - label: A view that says what the slider sets.
  ///
  /// Apple marks this form deprecated in a future release (no warning today); it stays
  /// without a warning here too, so such code ports unchanged.
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
      onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  /// A slider with a label and views at the ends of its track, such as the lowest and
  /// highest values or symbols for them.
  ///
  /// ```swift
  /// Slider(value: $volume, in: 0...11) {
  ///   Text("Volume")
  /// } minimumValueLabel: {
  ///   Text("0")
  /// } maximumValueLabel: {
  ///   Text("11")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value the slider shows and sets, kept within `bounds`.
  ///   - bounds: The values the slider covers.
  ///   - step: How far the value moves at a time; continuous when `nil`.
  ///   - label: A view that says what the slider sets.
  ///   - minimumValueLabel: A view shown at the start of the track.
  ///   - maximumValueLabel: A view shown at the end of the track.
  ///   - onEditingChanged: Called with `true` when a person starts moving the slider and
  ///     with `false` when they let go.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
      onEditingChanged: onEditingChanged)
  }

  /// A slider with value labels given as views and its label last, as code written before
  /// iOS 16 and macOS 13 does.
  ///
  /// - Parameters:
  ///   - value: The value the slider shows and sets, kept within `bounds`.
  ///   - bounds: The values the slider covers.
  ///   - step: How far the value moves at a time; continuous when `nil`.
  ///   - onEditingChanged: Called with `true` when a person starts moving the slider and
  ///     with `false` when they let go.
  ///   - minimumValueLabel: A view shown at the start of the track.
  ///   - maximumValueLabel: A view shown at the end of the track.
  ///   - label: A view that says what the slider sets.
  ///
  /// Apple marks this form deprecated in a future release (no warning today); it stays
  /// without a warning here too, so such code ports unchanged.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(),
      minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
      onEditingChanged: onEditingChanged)
  }
}

extension Slider: View {
  public typealias Body = Never
}
