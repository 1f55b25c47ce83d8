import Foundation

/// What hosts and tests read from any progress view, whatever its label types.
@MainActor
protocol _ProgressViewDescribing {
  var _progressValue: _ProgressValue { get }
}

extension ProgressView: _ProgressViewDescribing {
  var _progressValue: _ProgressValue { value }
}

extension ProgressView: _PrimitiveView {
  /// The label (index 0) and current value label (index 1) the built-in looks place around
  /// the bar or spinner; or, in a style of the app's own, that style's body (index 2).
  func _children(in context: _ChildContext) -> _Children {
    let node = context.node
    let state = node.progressViewState
    if isOutOfBounds, !state.hasWarnedOutOfBounds {
      state.hasWarnedOutOfBounds = true
      _RuntimeWarnings.progressValueOutOfBounds()
    }
    let snapshot = node.follow(value, state: state)
    let labels = shownLabels(snapshot)
    if appearance == nil, case .custom(let style) = context.environment.progressViewStyles.last {
      state.shown = nil
      let configuration = ProgressViewStyleConfiguration(
        value: value, fractionCompleted: value.configurationFraction(snapshot),
        label: labels.label.map { .init(content: $0) },
        currentValueLabel: labels.current.map { .init(content: $0) })
      return .list([
        _Child(id: .index(2), view: style._body(configuration), environment: _popProgressStyle)
      ])
    }
    var children: [_Child] = []
    if let label = labels.label { children.append(_Child(id: .index(0), view: label)) }
    if let current = labels.current {
      // Said less prominently than the label, as Apple's platforms show it.
      children.append(
        _Child(id: .index(1), view: current, environment: { $0.emphasis.secondary = true }))
    }
    return .list(children)
  }

  /// The views shown as the label and the current value label: the given ones, or for a
  /// `Progress` object, its descriptions (when it has any).
  private func shownLabels(_ snapshot: _ProgressSnapshot?) -> (label: AnyView?, current: AnyView?) {
    if let snapshot {
      return (
        snapshot.description.isEmpty ? nil : AnyView(Text(verbatim: snapshot.description)),
        snapshot.additionalDescription.isEmpty
          ? nil : AnyView(Text(verbatim: snapshot.additionalDescription))
      )
    }
    return (label.map { AnyView($0) }, currentValueLabel.map { AnyView($0) })
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    let styles = node.environment.progressViewStyles
    let kind: _ProgressViewStyleKind
    if let appearance {
      kind = appearance
    } else {
      switch styles.last {
      case .custom: return .layout(_StyledBodyLayout())
      case .builtIn(let builtIn): kind = builtIn
      case nil: kind = .automatic
      }
    }
    let snapshot = node.existingModifierState(_ProgressViewState.self)?.snapshot
    let shown = value.layoutValue(snapshot)
    let isDeterminate: Bool
    if case .fixed(let fraction) = shown {
      isDeterminate = fraction != nil
    } else {
      isDeterminate = true
    }
    return .layout(
      _ProgressLayout(
        isLinear: kind.isLinear(fraction: isDeterminate ? 0 : nil), value: shown,
        tint: kind.tint ?? node.environment.tint))
  }
}

/// A style's body sees the styles set outside it: its `ProgressView(configuration)` takes
/// the next one out.
private func _popProgressStyle(_ environment: inout EnvironmentValues) {
  if !environment.progressViewStyles.isEmpty { environment.progressViewStyles.removeLast() }
}

extension _ViewNode {
  var progressViewState: _ProgressViewState { modifierState { _ProgressViewState() }.state }

  /// Reads the view's `Progress` object, if it shows one, and follows it from now on (the
  /// graph's polls describe the view again when it reads differently); stops following an
  /// object the view no longer shows.
  fileprivate func follow(_ value: _ProgressValue, state: _ProgressViewState)
    -> _ProgressSnapshot?
  {
    guard case .progress(let progress) = value else {
      state.progress = nil
      state.snapshot = nil
      graph.progressPolls.forget(self, state: state)
      return nil
    }
    let snapshot = _ProgressSnapshot(progress)
    state.progress = progress
    state.snapshot = snapshot
    graph.progressPolls.watch(self, state: state)
    return snapshot
  }
}

extension _ProgressValue {
  /// What a style's configuration says of the fraction: `nil` while indeterminate, and for
  /// a range of dates, as Apple's does.
  func configurationFraction(_ snapshot: _ProgressSnapshot?) -> Double? {
    switch self {
    case .indeterminate, .timer: return nil
    case .fraction(let fraction): return fraction
    case .progress: return snapshot?.fraction
    }
  }

  /// The value as layout draws it.
  func layoutValue(_ snapshot: _ProgressSnapshot?) -> _ProgressLayout.Value {
    switch self {
    case .indeterminate: return .fixed(nil)
    case .fraction(let fraction): return .fixed(fraction)
    case .progress: return .fixed(snapshot?.fraction)
    case .timer(let interval, let countsDown): return .timer(interval, countsDown: countsDown)
    }
  }
}
