import Foundation

/// What hosts and tests read from progress views and gauges: the fraction they show, whether
/// a progress view is indeterminate, their labels' texts, and the bar, spinner or ring the
/// last frame drew (a host with widgets of its own shows that, at that frame).
extension HostElement {
  /// Whether this is a `ProgressView`, drawn in a built-in look or by a style.
  var isProgressView: Bool { node.existingModifierState(_ProgressViewState.self) != nil }

  /// Whether this is a `Gauge`.
  var isGauge: Bool { node.existingModifierState(_GaugeState.self) != nil }

  private var progressValue: _ProgressValue? {
    (node.view as? any _ProgressViewDescribing)?._progressValue
  }

  /// How much of a progress view's task is done, in `0...1`: what its bar shows (a range of
  /// dates read at the host's clock); `nil` while indeterminate, and for any other view.
  @_spi(TrellisHost) public var progressFraction: Double? {
    guard let value = progressValue else { return nil }
    switch value {
    case .indeterminate: return nil
    case .fraction(let fraction): return fraction
    case .progress:
      return node.existingModifierState(_ProgressViewState.self)?.snapshot?.fraction
    case .timer(let interval, let countsDown):
      return _ProgressLayout(
        isLinear: true, value: .timer(interval, countsDown: countsDown), tint: nil
      )
      .fraction(at: core.graph.textClock.now)
    }
  }

  /// Whether a progress view does not know how far its task is (and shows a moving
  /// indicator).
  @_spi(TrellisHost) public var isProgressIndeterminate: Bool {
    progressValue != nil && progressFraction == nil
  }

  /// A progress view's bar, spinner or ring as the last frame drew it, where, and the tint
  /// it was drawn in (`nil`: the host's accent); `nil` for one a style of the app's draws,
  /// and for any other view.
  @_spi(TrellisHost) public var progressIndicator:
    (frame: CGRect, item: _ProgressItem, tint: HostColor?)?
  {
    guard let shown = node.existingModifierState(_ProgressViewState.self)?.shown, isBuiltInLook
    else { return nil }
    return (shown.frame, shown.item, shown.tint.flatMap(HostColor.init))
  }

  /// The text of a progress view's label (for one that follows a `Progress` object, its
  /// description); `nil` when it has none.
  @_spi(TrellisHost) public var progressLabel: String? {
    partText(index: 0, styledAs: ProgressViewStyleConfiguration.Label.self)
  }

  /// The text of a progress view's current value label; `nil` when it has none.
  @_spi(TrellisHost) public var progressCurrentValueLabel: String? {
    partText(index: 1, styledAs: ProgressViewStyleConfiguration.CurrentValueLabel.self)
  }

  /// Where a gauge's value lies in its range, in `0...1`; `nil` for any other view.
  @_spi(TrellisHost) public var gaugeFraction: Double? {
    (node.view as? any _GaugeDescribing)?._gaugeFraction
  }

  /// A gauge's bar or ring as the last frame drew it, where, and its tint; `nil` for one a
  /// style of the app's draws, and for any other view.
  @_spi(TrellisHost) public var gaugeIndicator: (frame: CGRect, item: _GaugeItem, tint: HostColor?)?
  {
    guard let shown = node.existingModifierState(_GaugeState.self)?.shown, isBuiltInLook
    else { return nil }
    return (shown.frame, shown.item, shown.tint.flatMap(HostColor.init))
  }

  /// The text of a gauge's label.
  @_spi(TrellisHost) public var gaugeLabel: String? {
    partText(index: 0, styledAs: GaugeStyleConfiguration.Label.self)
  }

  /// The text of a gauge's current value label; `nil` when it has none.
  @_spi(TrellisHost) public var gaugeCurrentValueLabel: String? {
    partText(index: 1, styledAs: GaugeStyleConfiguration.CurrentValueLabel.self)
  }

  /// The texts of a gauge's labels for its range's ends; `nil` for one it has not.
  @_spi(TrellisHost) public var gaugeBoundsLabels: (minimum: String?, maximum: String?) {
    (
      partText(index: 2, styledAs: GaugeStyleConfiguration.MinimumValueLabel.self),
      partText(index: 3, styledAs: GaugeStyleConfiguration.MaximumValueLabel.self)
    )
  }

  private func partText(index: Int, styledAs part: any View.Type) -> String? {
    node.indicatorPartText(index: index, styledAs: part)
  }

  /// Whether a progress view or gauge is drawn in a built-in look (not by a style's body).
  private var isBuiltInLook: Bool {
    guard case .layout(let layout) = node.layout else { return false }
    return !(layout is _StyledBodyLayout)
  }
}

extension _ViewNode {
  /// The text of a part of a progress view or gauge: its child `index` in a built-in look,
  /// or the stand-in of type `part` its style's body shows (not inside another progress
  /// view or gauge in that body); `nil` for any other view.
  func indicatorPartText(index: Int, styledAs part: any View.Type) -> String? {
    guard
      existingModifierState(_ProgressViewState.self) != nil
        || existingModifierState(_GaugeState.self) != nil
    else { return nil }
    return partText(index: index, styledAs: part) {
      $0.existingModifierState(_ProgressViewState.self) != nil
        || $0.existingModifierState(_GaugeState.self) != nil
    }
  }
}
