import Foundation

extension Slider: _PrimitiveView {
  /// The label, the minimum value's label, the track and the maximum value's label, in a
  /// row; a label that is `EmptyView` takes no place (nor spacing).
  func _children(in context: _ChildContext) -> _Children {
    var children: [_Child] = []
    if Label.self != EmptyView.self {
      children.append(
        _Child(id: .index(0), view: label._controlLabel(in: context.environment)))
    }
    if ValueLabel.self != EmptyView.self {
      children.append(_Child(id: .index(1), view: minimumValueLabel))
    }
    children.append(_Child(id: .index(2), view: _SliderTrack()))
    if ValueLabel.self != EmptyView.self {
      children.append(_Child(id: .index(3), view: maximumValueLabel))
    }
    return .list(children)
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    let span = bounds.upperBound - bounds.lowerBound
    let current = value.wrappedValue
    let fraction = span > 0 ? (current - bounds.lowerBound) / span : 0
    return .layout(
      _SliderLayout(
        shown: _SliderItem(
          fraction: min(1, max(0, fraction)), value: current, bounds: bounds, step: step)))
  }

  func _control(node: _ViewNode) -> _Control? {
    .slider(value: value, range: bounds, step: step, onEditingChanged: onEditingChanged)
  }
}

/// The room the track takes in a slider's row: as wide as it is offered, as the host
/// measures a slider. The slider draws its control there.
struct _SliderTrack: View, _PrimitiveView {
  typealias Body = Never
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_SliderTrackLayout()) }
}

struct _SliderTrackLayout: _Layout, Equatable {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    context.measurer.size(of: .slider, proposal: proposal)
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {}
}

/// A slider's row: its labels and track side by side at the host's spacing, the control
/// drawn over the track.
struct _SliderLayout: _Layout {
  let shown: _SliderItem

  /// The value moves the knob, not the labels nor the track.
  func placesLike(_ other: any _Layout) -> Bool { other is _SliderLayout }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    _StackLayout.row.sizeThatFits(proposal, subviews: shown(subviews), context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    for subview in subviews where Self.isHidden(subview) {
      subview.place(
        in: CGRect(origin: bounds.origin, size: .zero), proposal: .zero, context: context)
    }
    _StackLayout.row.placeSubviews(
      in: bounds, proposal: proposal, subviews: shown(subviews), context: context)
  }

  /// The subviews but a label `labelsHidden()` hid: it keeps its views (they name the
  /// slider) but takes no room, nor the spacing after it.
  private func shown(_ subviews: _Subviews) -> _Subviews {
    _Subviews(
      nodes: subviews.indices.filter { !Self.isHidden(subviews[$0]) }.map { subviews.nodes[$0] })
  }

  @MainActor private static func isHidden(_ subview: _Subview) -> Bool {
    if case .layout(let layout) = subview.node.layout { return layout is _HiddenLabelLayout }
    return false
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let item = _ControlItem(
      kind: .slider(shown), isEnabled: context.isEnabled,
      isFocused: context.isFocused,
      isRightToLeft: context.environment.layoutDirection == .rightToLeft)
    return [(context.node.sliderTrackFrame ?? frame, .control(item))]
  }
}

extension _ViewNode {
  /// Where a slider's track was placed, in the window: the part of its row that a click
  /// sets the value along.
  var sliderTrackFrame: CGRect? {
    children.first { $0.view is _SliderTrack }?.placedFrame
  }
}
