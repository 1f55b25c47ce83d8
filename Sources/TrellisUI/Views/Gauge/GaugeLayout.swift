import Foundation

/// A built-in gauge's layout, where Apple's docs put each label. A bar: the label above it,
/// the range's ends' labels at its leading and trailing edges, the value's label below (a
/// marker bar without ends' labels shows the value's label at its leading edge instead). A
/// ring: the value's label in its middle (beside it when the ring is too small to hold it, as
/// a terminal's one-cell ring is), and under it the ends' labels, or else the label.
struct _GaugeLayout: _Layout {
  let look: _GaugeLook
  let fraction: Double
  let tint: Color?

  /// The label's views (child 0), the value's (1), and the lower and upper ends' (2, 3).
  @MainActor private func parts(_ node: _ViewNode) -> [_Subviews] {
    var parts = [[_ViewNode]](repeating: [], count: 4)
    for child in node.children {
      if case .index(let index) = child.id, index < 4 {
        _Subviews.collect(child, into: &parts[index])
      }
    }
    return parts.map { _Subviews(nodes: $0) }
  }

  private struct Arrangement {
    var parts: [_Subviews]
    /// Each part's frame (its top-left at the gauge's), `nil` for one not shown.
    var frames: [CGRect?] = [nil, nil, nil, nil]
    var offered: [ProposedViewSize] = Array(repeating: .unspecified, count: 4)
    var control = CGRect.zero
    var size = CGSize.zero
  }

  @MainActor private func arrange(width: CGFloat?, context: _LayoutContext) -> Arrangement {
    var arrangement = Arrangement(parts: parts(context.node))
    if look.isCircular {
      arrangeRing(width: width, context: context, into: &arrangement)
    } else {
      arrangeBar(width: width, context: context, into: &arrangement)
    }
    return arrangement
  }

  @MainActor private func ideal(
    _ index: Int, offered: ProposedViewSize, in arrangement: inout Arrangement,
    context: _LayoutContext
  ) -> CGSize? {
    let views = arrangement.parts[index]
    guard !views.isEmpty else { return nil }
    arrangement.offered[index] = offered
    return _StackLayout.row.sizeThatFits(offered, subviews: views, context: context)
  }

  @MainActor private func arrangeBar(
    width: CGFloat?, context: _LayoutContext, into arrangement: inout Arrangement
  ) {
    let gap = context.metrics.defaultSpacing
    let offered = ProposedViewSize(width: width, height: nil)
    var y: CGFloat = 0
    var widest: CGFloat = 0
    if let size = ideal(0, offered: offered, in: &arrangement, context: context) {
      arrangement.frames[0] = CGRect(origin: .zero, size: size)
      y = size.height + gap.height
      widest = size.width
    }
    let hasEnds = !arrangement.parts[2].isEmpty || !arrangement.parts[3].isEmpty
    // A marker bar without ends' labels shows its value's label where the lower end's goes.
    let valueLeads = look == .linear && !hasEnds
    let leading = ideal(
      valueLeads ? 1 : 2, offered: .unspecified, in: &arrangement, context: context)
    let trailing =
      valueLeads ? nil : ideal(3, offered: .unspecified, in: &arrangement, context: context)
    let leadingWidth = leading.map { $0.width + gap.width } ?? 0
    let trailingWidth = trailing.map { $0.width + gap.width } ?? 0
    let barOffer = width.map { max(0, $0 - leadingWidth - trailingWidth) }
    let bar = context.measurer.size(
      of: .gauge(look), proposal: ProposedViewSize(width: barOffer, height: nil))
    let rowHeight = max(bar.height, leading?.height ?? 0, trailing?.height ?? 0)
    if let leading {
      arrangement.frames[valueLeads ? 1 : 2] = CGRect(
        x: 0, y: y + (rowHeight - leading.height) / 2, width: leading.width,
        height: leading.height)
    }
    arrangement.control = CGRect(
      x: leadingWidth, y: y + (rowHeight - bar.height) / 2, width: bar.width, height: bar.height)
    if let trailing {
      arrangement.frames[3] = CGRect(
        x: leadingWidth + bar.width + gap.width, y: y + (rowHeight - trailing.height) / 2,
        width: trailing.width, height: trailing.height)
    }
    widest = max(widest, leadingWidth + bar.width + trailingWidth)
    y += rowHeight
    if !valueLeads, let size = ideal(1, offered: offered, in: &arrangement, context: context) {
      arrangement.frames[1] = CGRect(
        x: 0, y: y + gap.height, width: size.width, height: size.height)
      y += gap.height + size.height
      widest = max(widest, size.width)
    }
    arrangement.size = CGSize(width: widest, height: y)
  }

  @MainActor private func arrangeRing(
    width: CGFloat?, context: _LayoutContext, into arrangement: inout Arrangement
  ) {
    let gap = context.metrics.defaultSpacing
    let ring = context.measurer.size(of: .gauge(look), proposal: .unspecified)
    var widest = ring.width
    var trailingEdge = ring.width
    if let value = ideal(1, offered: .unspecified, in: &arrangement, context: context) {
      if value.width <= ring.width * 0.7, value.height <= ring.height * 0.6 {
        arrangement.frames[1] = CGRect(
          x: (ring.width - value.width) / 2, y: (ring.height - value.height) / 2,
          width: value.width, height: value.height)
      } else {
        arrangement.frames[1] = CGRect(
          x: ring.width + gap.width, y: (ring.height - value.height) / 2, width: value.width,
          height: value.height)
        trailingEdge = ring.width + gap.width + value.width
        widest = trailingEdge
      }
    }
    arrangement.control = CGRect(origin: .zero, size: ring)
    var y = ring.height
    let lower = ideal(2, offered: .unspecified, in: &arrangement, context: context)
    let upper = ideal(3, offered: .unspecified, in: &arrangement, context: context)
    if lower != nil || upper != nil {
      // The ends under the ring's opening, at its two sides.
      let row = max(lower?.height ?? 0, upper?.height ?? 0)
      if let lower {
        arrangement.frames[2] = CGRect(
          x: 0, y: y + gap.height, width: lower.width, height: lower.height)
      }
      if let upper {
        let x = max(ring.width - upper.width, (lower?.width ?? 0) + gap.width)
        arrangement.frames[3] = CGRect(
          x: x, y: y + gap.height, width: upper.width, height: upper.height)
        widest = max(widest, x + upper.width)
      }
      y += gap.height + row
    } else if let label = ideal(
      0, offered: ProposedViewSize(width: width, height: nil), in: &arrangement, context: context)
    {
      arrangement.frames[0] = CGRect(
        x: max(0, (ring.width - label.width) / 2), y: y + gap.height, width: label.width,
        height: label.height)
      widest = max(widest, label.width)
      y += gap.height + label.height
    }
    arrangement.size = CGSize(width: widest, height: y)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    arrange(width: proposal.width, context: context).size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let arrangement = arrange(width: bounds.width, context: context)
    for index in 0..<4 {
      guard let frame = arrangement.frames[index] else { continue }
      _StackLayout.row.placeSubviews(
        in: frame.offsetBy(dx: bounds.minX, dy: bounds.minY),
        proposal: arrangement.offered[index], subviews: arrangement.parts[index],
        context: context)
    }
  }

  /// The bar's (or ring's) frame within `frame`, the gauge's.
  @MainActor func controlFrame(in frame: CGRect, context: _LayoutContext) -> CGRect {
    arrange(width: frame.width, context: context).control.offsetBy(dx: frame.minX, dy: frame.minY)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let control = controlFrame(
      in: frame, context: _LayoutContext(engine: context.engine, node: context.node))
    let shown = _GaugeItem(look: look, fraction: fraction)
    context.node.gaugeState.shown = (control, shown, tint)
    let item = _ControlItem(
      kind: .gauge(shown), isEnabled: context.isEnabled, isFocused: false, tint: tint,
      isRightToLeft: context.environment.layoutDirection == .rightToLeft)
    return [(control, .control(item))]
  }

  /// Lays out as `other` when it draws the same look: a new value moves the fill or the
  /// marker, not where anything goes.
  func placesLike(_ other: any _Layout) -> Bool { (other as? Self)?.look == look }
}

/// A gauge's bar or ring as its host draws it.
@_spi(TrellisHost) public struct _GaugeItem: Hashable, Sendable {
  @_spi(TrellisHost) public var look: _GaugeLook
  /// Where the value lies in the range, in `0...1`.
  @_spi(TrellisHost) public var fraction: Double

  /// A gauge in `look` showing `fraction`.
  @_spi(TrellisHost) public init(look: _GaugeLook, fraction: Double) {
    self.look = look
    self.fraction = fraction
  }
}

/// What a gauge keeps in its node: the bar or ring the last frame showed, where, and in what
/// tint (HostElement+Progress.swift); `nil` in a style of the app's.
@MainActor
final class _GaugeState {
  var shown: (frame: CGRect, item: _GaugeItem, tint: Color?)?
}

extension _ViewNode {
  var gaugeState: _GaugeState { modifierState { _GaugeState() }.state }
}
