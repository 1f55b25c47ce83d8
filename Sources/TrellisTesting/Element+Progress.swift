@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// How much of a progress view's task is done, from 0 to 1, as its style's configuration
  /// would say it (a value outside `0...total` pinned; a range of dates read at
  /// ``ViewHost/currentDate``); `nil` while it is indeterminate, and for any other view.
  public var fractionCompleted: Double? { base.progressFraction }

  /// Whether a progress view does not know how far its task is: `ProgressView()`, a `nil`
  /// value, or a `Progress` object that is indeterminate.
  public var isIndeterminate: Bool { base.isProgressIndeterminate }

  /// Where a gauge's value lies in its range, from 0 (the lower end) to 1 (the upper), as
  /// its style's configuration would say it; `nil` for any other view.
  public var gaugeValue: Double? { base.gaugeFraction }

  /// The text of a progress view's or gauge's label; `nil` for one without a label, and for
  /// any other view.
  public var label: String? { base.progressLabel ?? base.gaugeLabel }

  /// The text of a progress view's or gauge's current value label; `nil` without one.
  public var currentValueLabel: String? {
    base.progressCurrentValueLabel ?? base.gaugeCurrentValueLabel
  }

  /// The text of a gauge's label for the lower end of its range; `nil` without one.
  public var minimumValueLabel: String? { base.gaugeBoundsLabels.minimum }

  /// The text of a gauge's label for the upper end of its range; `nil` without one.
  public var maximumValueLabel: String? { base.gaugeBoundsLabels.maximum }

  /// Whether a progress view or gauge is drawn in a built-in look as a bar (else a spinner
  /// or ring); `nil` for one drawn by a style of the app's own, and for any other view.
  public var isLinear: Bool? {
    if let indicator = base.progressIndicator { return indicator.item.isLinear }
    if let gauge = base.gaugeIndicator { return !gauge.item.look.isCircular }
    return nil
  }
}
