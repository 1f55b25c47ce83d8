import Foundation

/// A view that shows how far a task has come: a bar that fills as it advances, or, while
/// nobody knows how far it is, an indicator that keeps moving.
///
/// ```swift
/// @State private var copied = 0.25
///
/// VStack {
///   ProgressView("Copying", value: copied)   // a bar a quarter full, titled above
///   ProgressView()                           // a spinner: indeterminate
/// }
/// ```
///
/// A determinate progress view shows `value / total`; a value outside `0...total` is pinned
/// to the nearer end, and a `nil` value makes the view indeterminate. A `Progress` object
/// drives one as it advances, and `timerInterval:` fills (or empties) one as the host's clock
/// moves through a range of dates.
///
/// How it is drawn comes from ``View/progressViewStyle(_:)``: a bar when determinate and a
/// spinner when not, unless a style says otherwise.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
  let value: _ProgressValue
  /// Whether the value given was outside `0...total` (and was pinned): the view warns once.
  var isOutOfBounds = false
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  /// Set on the progress view a built-in style's `makeBody` draws: the look it shows,
  /// whatever the environment's style.
  var appearance: _ProgressViewStyleKind?

  init(value: _ProgressValue, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.value = value
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  init<V: BinaryFloatingPoint>(
    value: V?, total: V, label: Label?, currentValueLabel: CurrentValueLabel?
  ) {
    self.init(
      value: _ProgressValue(value: value, total: total), label: label,
      currentValueLabel: currentValueLabel)
    isOutOfBounds = _ProgressValue.isOutOfBounds(value, total: total)
  }
}

extension ProgressView {
  /// A determinate progress view with a label and a view that describes how far it is.
  ///
  /// - Parameters:
  ///   - value: The amount done so far, from 0 to `total`; `nil` when it is not known,
  ///     which makes the view indeterminate.
  ///   - total: The amount that completes the task; 1 by default.
  ///   - label: A view that says what the task is.
  ///   - currentValueLabel: A view that says how far it has come ("3 of 8 files").
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, total: total, label: label(), currentValueLabel: currentValueLabel())
  }

  /// A progress view that fills, or empties, as time passes through `timerInterval`, with
  /// a label and a view that shows the time.
  ///
  /// - Parameters:
  ///   - timerInterval: The dates the view moves through.
  ///   - countsDown: Whether the view empties as time passes (the default) or fills.
  ///   - label: A view that says what the task is.
  ///   - currentValueLabel: A view that shows the time.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: .timer(timerInterval, countsDown: countsDown), label: label(),
      currentValueLabel: currentValueLabel())
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// An indeterminate progress view without a label: a spinner.
  public init() where Label == EmptyView {
    self.init(value: .indeterminate, label: nil, currentValueLabel: nil)
  }

  /// An indeterminate progress view with a label.
  ///
  /// - Parameter label: A view that says what the task is.
  public init(@ViewBuilder label: () -> Label) {
    self.init(value: .indeterminate, label: label(), currentValueLabel: nil)
  }

  /// An indeterminate progress view titled with a localised string key.
  ///
  /// - Parameter titleKey: What the task is.
  public init(_ titleKey: LocalizedStringKey) where Label == Text {
    self.init(value: .indeterminate, label: Text(titleKey), currentValueLabel: nil)
  }

  /// An indeterminate progress view titled with a string.
  ///
  /// - Parameter title: What the task is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) where Label == Text {
    self.init(value: .indeterminate, label: Text(title), currentValueLabel: nil)
  }

  /// A determinate progress view without a label.
  ///
  /// - Parameters:
  ///   - value: The amount done so far, from 0 to `total`; `nil` for indeterminate.
  ///   - total: The amount that completes the task; 1 by default.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
    self.init(value: value, total: total, label: nil, currentValueLabel: nil)
  }

  /// A determinate progress view with a label.
  ///
  /// - Parameters:
  ///   - value: The amount done so far, from 0 to `total`; `nil` for indeterminate.
  ///   - total: The amount that completes the task; 1 by default.
  ///   - label: A view that says what the task is.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, total: total, label: label(), currentValueLabel: nil)
  }

  /// A determinate progress view titled with a localised string key.
  ///
  /// - Parameters:
  ///   - titleKey: What the task is.
  ///   - value: The amount done so far, from 0 to `total`; `nil` for indeterminate.
  ///   - total: The amount that completes the task; 1 by default.
  public init<V: BinaryFloatingPoint>(
    _ titleKey: LocalizedStringKey, value: V?, total: V = 1.0
  ) where Label == Text {
    self.init(value: value, total: total, label: Text(titleKey), currentValueLabel: nil)
  }

  /// A determinate progress view titled with a string.
  ///
  /// - Parameters:
  ///   - title: What the task is.
  ///   - value: The amount done so far, from 0 to `total`; `nil` for indeterminate.
  ///   - total: The amount that completes the task; 1 by default.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(
    _ title: S, value: V?, total: V = 1.0
  ) where Label == Text {
    self.init(value: value, total: total, label: Text(title), currentValueLabel: nil)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A progress view that follows a `Progress` object: its `fractionCompleted` (or a moving
  /// indicator while it `isIndeterminate`), titled with its `localizedDescription` and
  /// describing its value with its `localizedAdditionalDescription`.
  ///
  /// Foundation on Linux cannot be observed (it has no key-value observing), so the view
  /// reads the object again about ten times a second while it is on screen, and at each
  /// update pass. Where Foundation leaves the descriptions empty, as it does on Linux, the
  /// view says what Apple's Foundation says by default: "40% completed" and "4 of 10".
  ///
  /// - Parameter progress: The task's progress.
  public init(_ progress: Progress) {
    self.init(value: .progress(progress), label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// A progress view that fills, or empties, as time passes through `timerInterval`,
  /// showing the time left (or gone) below it.
  ///
  /// ```swift
  /// ProgressView(timerInterval: start...start.addingTimeInterval(300))
  /// ```
  ///
  /// - Parameters:
  ///   - timerInterval: The dates the view moves through.
  ///   - countsDown: Whether the view empties as time passes (the default) or fills.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true)
  where Label == EmptyView {
    self.init(
      value: .timer(timerInterval, countsDown: countsDown), label: nil,
      currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
    )
  }

  /// A progress view that moves through `timerInterval`, with a label, showing the time
  /// left (or gone) below it.
  ///
  /// - Parameters:
  ///   - timerInterval: The dates the view moves through.
  ///   - countsDown: Whether the view empties as time passes (the default) or fills.
  ///   - label: A view that says what the task is.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: .timer(timerInterval, countsDown: countsDown), label: label(),
      currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
    )
  }
}

extension ProgressView: View {
  /// Drawn by Trellis in the look of the environment's progress view style.
  public typealias Body = Never
}

/// What a progress view made with `timerInterval:` shows below its bar by default: the time
/// left (or, when it fills, the time gone) as a running timer, `4:59`.
public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  /// The running timer.
  public var body: some View {
    Text(timerInterval: interval, countsDown: countsDown)
  }
}

/// Where a progress view's value comes from.
enum _ProgressValue: Equatable {
  case indeterminate
  /// A fraction of the task, already within `0...1`.
  case fraction(Double)
  /// A `Progress` object, read when the view is described and polled while it is shown.
  case progress(Progress)
  /// A range of dates the view moves through on the host's clock.
  case timer(ClosedRange<Date>, countsDown: Bool)

  /// `value / total` pinned to `0...1`, as Apple pins it; `nil` for an indeterminate value.
  /// A total of zero or less (or not finite) leaves nothing to divide by: empty.
  init<V: BinaryFloatingPoint>(value: V?, total: V) {
    guard let value else {
      self = .indeterminate
      return
    }
    let done = Double(value)
    let whole = Double(total)
    guard whole > 0, whole.isFinite, !done.isNaN else {
      self = .fraction(0)
      return
    }
    self = .fraction(min(1, max(0, done / whole)))
  }

  /// Whether `value` lies outside `0...total`, so that it is pinned.
  static func isOutOfBounds<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Bool {
    guard let value else { return false }
    return value < 0 || value > total
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.indeterminate, .indeterminate): return true
    case (.fraction(let left), .fraction(let right)): return left == right
    case (.progress(let left), .progress(let right)): return left === right
    case (.timer(let left, let down), .timer(let right, let other)):
      return left == right && down == other
    default: return false
    }
  }
}
