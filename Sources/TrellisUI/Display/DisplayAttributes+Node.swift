extension _DisplayAttributes {
  /// The attributes of `node`'s view as laid out now, whose first item shows `content`.
  /// What only some views have is looked for only in the views whose items say they have
  /// it: attributes are made for every view laid out again.
  @MainActor init(_ node: _ViewNode, content: _DisplayContent) {
    let accessibility = node.accessibility
    accessibilityLabel = accessibility.label
    accessibilityHint = accessibility.hint
    accessibilityValue = accessibility.value
    isAccessibilityHidden = accessibility.isHidden ?? false
    if let control = node.control {
      // A label `.labelsHidden()` hides is not shown, but still names the control.
      title = node.showsNoLabel ? "" : node.textContent
      if title.isEmpty { spokenTitle = node.spokenTitle }
      buttonRole = (node.view as? any _RoleProviding)?._role
      buttonStyle = node.environment.buttonStyleKind
      isSwitch = node.isSwitch
      isToggleButton = node.isToggleButton
      tint = node.environment.tint
      buttonBorderShape = node.environment.buttonBorderShape
      controlSize = node.environment.controlSize
      switch control {
      // What a host's button draws itself: not a picker's options' symbols.
      case .button:
        labelSymbol = node.labelSymbol
        drawsLabelViews = node.drawsLabelViews
      case .toggle: labelSymbol = node.labelSymbol
      case .disclosure: titleRuns = node.firstTextRuns
      default: break
      }
    }
    switch content {
    case .text:
      // The string the text's layout just drew, rather than resolving the text again.
      if case .layout(let layout) = node.layout, let text = layout as? _TextLayout {
        labelText = text.drawnString ?? node.textContent
      } else {
        labelText = node.textContent
      }
    case .groupBox:
      labelText = node.groupBoxTitle
    case .control(let item):
      switch item.kind {
      case .progress:
        labelText = node.indicatorPartText(
          index: 0, styledAs: ProgressViewStyleConfiguration.Label.self)
        currentValueText = node.indicatorPartText(
          index: 1, styledAs: ProgressViewStyleConfiguration.CurrentValueLabel.self)
      case .gauge:
        labelText = node.indicatorPartText(index: 0, styledAs: GaugeStyleConfiguration.Label.self)
        currentValueText = node.indicatorPartText(
          index: 1, styledAs: GaugeStyleConfiguration.CurrentValueLabel.self)
      default:
        break
      }
    case .symbol:
      // A symbol is read by its name's words ("trash") when nothing else names it.
      spokenTitle = (node.view as? Image)?.spokenName ?? ""
    case .bitmap(let bitmap):
      // An image is read by its label (its name unless one was given); a decorative one is
      // skipped.
      spokenTitle = bitmap.label ?? ""
      if bitmap.label == nil { isAccessibilityHidden = accessibility.isHidden ?? true }
    default:
      break
    }
    isEnabled = node.isEnabled
    allowsHitTesting = node.environment.allowsHitTesting
  }
}

extension _ViewNode {
  /// The symbol in a control's label: its first image's, as the terminal draws it.
  var labelSymbol: _SymbolItem? {
    guard
      let image = firstDescendant(where: { ($0.view as? Image)?.systemName != nil })?.view
        as? Image
    else { return nil }
    return _SymbolItem(image, in: environment)
  }

  /// The runs of the first text under this view, each in its style.
  fileprivate var firstTextRuns: [_StyledRun]? {
    guard let node = firstDescendant(where: { $0.view is Text }), let text = node.view as? Text
    else { return nil }
    return text.styledRuns(in: node.environment, at: graph.textClock.now)
  }
}
