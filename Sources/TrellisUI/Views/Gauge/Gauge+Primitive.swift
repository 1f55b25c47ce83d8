/// What hosts and tests read from any gauge, whatever its label types.
@MainActor
protocol _GaugeDescribing {
  var _gaugeFraction: Double { get }
}

extension Gauge: _GaugeDescribing {
  var _gaugeFraction: Double { fraction }
}

extension Gauge: _PrimitiveView {
  /// The label (index 0), current value label (1), and the range's ends' labels (2 and 3)
  /// the built-in looks place around the bar or ring; or, in a style of the app's own, that
  /// style's body (index 4). Marked values are only handed to custom styles.
  func _children(in context: _ChildContext) -> _Children {
    let state = context.node.gaugeState
    if appearance == nil, case .custom(let style) = context.environment.gaugeStyles.last {
      state.shown = nil
      let configuration = GaugeStyleConfiguration(
        value: fraction, label: .init(content: AnyView(label)),
        currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) },
        minimumValueLabel: minimumValueLabel.map { .init(content: AnyView($0)) },
        maximumValueLabel: maximumValueLabel.map { .init(content: AnyView($0)) },
        markedValueLabels: markedValueLabels.map { .init(content: AnyView($0)) })
      return .list([
        _Child(id: .index(4), view: style._body(configuration), environment: _popGaugeStyle)
      ])
    }
    var children = [_Child(id: .index(0), view: label)]
    if let currentValueLabel { children.append(_Child(id: .index(1), view: currentValueLabel)) }
    // The ends are said less prominently than the value, as Apple's platforms show them.
    let secondary: (inout EnvironmentValues) -> Void = { $0.emphasis.secondary = true }
    if let minimumValueLabel {
      children.append(_Child(id: .index(2), view: minimumValueLabel, environment: secondary))
    }
    if let maximumValueLabel {
      children.append(_Child(id: .index(3), view: maximumValueLabel, environment: secondary))
    }
    return .list(children)
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    let kind: _GaugeStyleKind
    if let appearance {
      kind = appearance
    } else {
      switch node.environment.gaugeStyles.last {
      case .custom: return .layout(_StyledBodyLayout())
      case .builtIn(let builtIn): kind = builtIn
      case nil: kind = .automatic
      }
    }
    return .layout(
      _GaugeLayout(look: kind.look, fraction: fraction, tint: kind.tint ?? node.environment.tint))
  }
}

/// A style's body sees the styles set outside it.
private func _popGaugeStyle(_ environment: inout EnvironmentValues) {
  if !environment.gaugeStyles.isEmpty { environment.gaugeStyles.removeLast() }
}
