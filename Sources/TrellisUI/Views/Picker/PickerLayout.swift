import Foundation

/// A picker's layout: its label, then its control (measured by the host from the options'
/// texts), side by side. The options' own views are never placed: the host draws their text
/// in its menu, segments or radio buttons.
struct _PickerLayout: _Layout {
  let selection: _PickerSelection
  let look: _PickerLook
  let hasCurrentValueLabel: Bool

  /// The label's views.
  @MainActor private func labelViews(_ node: _ViewNode) -> _Subviews {
    var nodes: [_ViewNode] = []
    if let label = node.children.first { _Subviews.collect(label, into: &nodes) }
    return _Subviews(nodes: nodes)
  }

  /// The control as the host draws it now.
  @MainActor func item(_ node: _ViewNode) -> _PickerItem {
    let resolution = node.resolvePicker(selection)
    let texts = resolution.options.map(\.text)
    var current = ""
    if resolution.isMixed {
      current = "—"
    } else if hasCurrentValueLabel, node.children.count > 2 {
      current = node.children[2].textContent
    } else if let first = resolution.selected.first {
      current = texts[first]
    }
    return _PickerItem(
      look: look, options: texts, selected: resolution.selected, isMixed: resolution.isMixed,
      currentValue: current, highlighted: look == .menu ? node.pickerState.highlighted : nil)
  }

  @MainActor private func controlSize(_ context: _LayoutContext) -> CGSize {
    context.measurer.size(of: .picker(item(context.node).measured), proposal: .unspecified)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let control = controlSize(context)
    let label = labelViews(context.node)
    guard !label.isEmpty else { return control }
    let spacing = context.metrics.defaultSpacing.width
    let offered = ProposedViewSize(
      width: proposal.width.map { max(0, $0 - control.width - spacing) }, height: proposal.height)
    let labelSize = _StackLayout.row.sizeThatFits(offered, subviews: label, context: context)
    let gap = labelSize.width > 0 ? spacing : 0
    return CGSize(
      width: labelSize.width + gap + control.width, height: max(labelSize.height, control.height))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let label = labelViews(context.node)
    guard !label.isEmpty else { return }
    let control = controlSize(context)
    let spacing = context.metrics.defaultSpacing.width
    let width = max(0, bounds.width - control.width - spacing)
    let offered = ProposedViewSize(width: width, height: proposal.height)
    let size = _StackLayout.row.sizeThatFits(offered, subviews: label, context: context)
    // The label keeps to its first line's height beside a control several rows high.
    let rect = CGRect(x: bounds.minX, y: bounds.minY, width: size.width, height: size.height)
    _StackLayout.row.placeSubviews(in: rect, proposal: offered, subviews: label, context: context)
  }

  /// A columns form's column line: where the control starts, after the label.
  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    guard guide == _FormColumnGuide.key else { return nil }
    let control = controlSize(context)
    return max(0, bounds.width - control.width)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let item = item(context.node)
    let size = context.measurer.size(of: .picker(item.measured), proposal: .unspecified)
    // The control is at the trailing edge: after the label, or all of the frame without one.
    let control = CGRect(
      x: frame.maxX - min(size.width, frame.width), y: frame.minY,
      width: min(size.width, frame.width), height: max(size.height, 0))
    let shown = _ControlItem(
      kind: .picker(item), isEnabled: context.isEnabled, isFocused: context.isFocused,
      tint: context.environment.tint)
    return [(control, .control(shown))]
  }
}
