import Foundation

/// A toolbar scope's layout: the top row, the content, then the bottom row, each row as
/// tall as its tallest item (no room at all when it has none, or when the host shows
/// toolbars in its own chrome, as GTK's header bar does).
struct _ToolbarScopeLayout: _Layout {
  /// The scope's traits are its content's.
  func traitContent(of node: _ViewNode) -> _ViewNode? {
    node.soleSubview(of: node.children.filter { $0.id == .index(1) })
  }

  private func split(_ subviews: _Subviews, of node: _ViewNode)
    -> (top: _Subview?, content: _Subviews, bottom: _Subview?)
  {
    var nodes = subviews.nodes
    let top = nodes.first.flatMap { $0.view is _ToolbarRow ? $0 : nil }
    if top != nil { nodes.removeFirst() }
    let bottom = nodes.last.flatMap { $0.view is _ToolbarRow ? $0 : nil }
    if bottom != nil { nodes.removeLast() }
    return (top.map(_Subview.init), _Subviews(nodes: nodes), bottom.map(_Subview.init))
  }

  private func rowHeight(_ row: _Subview?, width: CGFloat?, context: _LayoutContext) -> CGFloat {
    guard let row, !row.node.children.isEmpty, !context.metrics.showsToolbarsInChrome else {
      return 0
    }
    return row.sizeThatFits(ProposedViewSize(width: width, height: nil), context: context).height
  }

  private func contentSize(
    _ proposal: ProposedViewSize, _ content: _Subviews, context: _LayoutContext
  ) -> CGSize {
    if content.count == 1 { return content[0].sizeThatFits(proposal, context: context) }
    return _StackLayout.column.sizeThatFits(proposal, subviews: content, context: context)
  }

  private func placeContent(
    _ content: _Subviews, in rect: CGRect, proposal: ProposedViewSize, context: _LayoutContext
  ) {
    if content.count == 1 {
      content[0].place(in: rect, proposal: proposal, context: context)
    } else {
      _StackLayout.column.placeSubviews(
        in: rect, proposal: proposal, subviews: content, context: context)
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let (top, content, bottom) = split(subviews, of: context.node)
    let bars =
      rowHeight(top, width: proposal.width, context: context)
      + rowHeight(bottom, width: proposal.width, context: context)
    let size = contentSize(
      ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bars) }),
      content, context: context)
    guard bars > 0 else { return size }
    // With a toolbar the scope takes the space it is offered, its rows at its edges (as a
    // window's or a navigation bar's), the content centred between them.
    return CGSize(
      width: proposal.width ?? size.width, height: proposal.height ?? size.height + bars)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let (top, content, bottom) = split(subviews, of: context.node)
    let topHeight = rowHeight(top, width: bounds.width, context: context)
    let bottomHeight = rowHeight(bottom, width: bounds.width, context: context)
    if let top {
      top.place(
        in: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: topHeight),
        proposal: ProposedViewSize(width: bounds.width, height: topHeight), context: context)
    }
    let area = CGRect(
      x: bounds.minX, y: bounds.minY + topHeight, width: bounds.width,
      height: max(0, bounds.height - topHeight - bottomHeight))
    let offer = ProposedViewSize(
      width: proposal.width,
      height: proposal.height.map { max(0, $0 - topHeight - bottomHeight) })
    if topHeight + bottomHeight > 0 {
      // The content is centred in the space between the rows, as a window centres it.
      let size = contentSize(offer, content, context: context)
      let width = min(size.width, area.width)
      let height = min(size.height, area.height)
      let centred = CGRect(
        x: area.minX
          + _aligned(width, in: area.width, fraction: 0.5, along: .horizontal, context: context),
        y: area.minY
          + _aligned(height, in: area.height, fraction: 0.5, along: .vertical, context: context),
        width: width, height: height)
      placeContent(content, in: centred, proposal: offer, context: context)
    } else {
      placeContent(content, in: area, proposal: offer, context: context)
    }
    if let bottom {
      bottom.place(
        in: CGRect(x: bounds.minX, y: area.maxY, width: bounds.width, height: bottomHeight),
        proposal: ProposedViewSize(width: bounds.width, height: bottomHeight), context: context)
    }
  }
}

/// A toolbar row: in the top row the leading items from the start, the trailing ones at the
/// end and the principal one in the middle (moved aside to clear the others); the bottom row
/// lays its items out as a centred `HStack` across its width, so a `Spacer` among them pushes
/// the others apart.
struct _ToolbarRowLayout: _Layout, Equatable {
  let isBottom: Bool

  private func region(of node: _ViewNode) -> _ToolbarRegion {
    (node.view as? _ToolbarItemView)?.placement.region ?? .trailing
  }

  private static let ideal = ProposedViewSize(width: nil, height: nil)

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    guard !subviews.isEmpty else { return .zero }
    if isBottom {
      let size = _StackLayout.row.sizeThatFits(
        ProposedViewSize(width: proposal.width, height: nil), subviews: subviews,
        context: context)
      return CGSize(width: proposal.width ?? size.width, height: size.height)
    }
    var width: CGFloat = 0
    var height: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(Self.ideal, context: context)
      width += size.width
      height = max(height, size.height)
    }
    width += CGFloat(max(0, subviews.count - 1)) * context.metrics.defaultSpacing.width
    return CGSize(width: proposal.width ?? width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    if context.metrics.showsToolbarsInChrome {
      // The host's chrome shows the items: they are placed (so the host finds them) with no
      // room, so that nothing in the content is covered by them or reaches them by a click.
      let none = CGRect(x: bounds.minX, y: bounds.minY, width: 0, height: 0)
      for subview in subviews { subview.place(in: none, proposal: .zero, context: context) }
      return
    }
    if isBottom {
      // Centred, as a bottom bar centres its status; a Spacer among the items spreads them.
      let offer = ProposedViewSize(width: bounds.width, height: nil)
      let size = _StackLayout.row.sizeThatFits(offer, subviews: subviews, context: context)
      let width = min(size.width, bounds.width)
      let x =
        bounds.minX
        + _aligned(width, in: bounds.width, fraction: 0.5, along: .horizontal, context: context)
      _StackLayout.row.placeSubviews(
        in: CGRect(x: x, y: bounds.minY, width: width, height: bounds.height), proposal: offer,
        subviews: subviews, context: context)
      return
    }
    let gap = context.metrics.defaultSpacing.width
    func place(_ subview: _Subview, x: CGFloat, size: CGSize) {
      let y = bounds.minY + max(0, (bounds.height - size.height) / 2)
      subview.place(
        in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: Self.ideal,
        context: context)
    }
    var leadingEnd = bounds.minX
    var principal: [(_Subview, CGSize)] = []
    var trailing: [(_Subview, CGSize)] = []
    for subview in subviews {
      let size = subview.sizeThatFits(Self.ideal, context: context)
      switch region(of: subview.node) {
      case .leading:
        place(subview, x: leadingEnd, size: size)
        leadingEnd += size.width + gap
      case .principal: principal.append((subview, size))
      case .trailing, .bottom: trailing.append((subview, size))
      }
    }
    var trailingStart = bounds.maxX
    for (subview, size) in trailing.reversed() {
      trailingStart -= size.width
      place(subview, x: trailingStart, size: size)
      trailingStart -= gap
    }
    guard !principal.isEmpty else { return }
    let width =
      principal.reduce(0) { $0 + $1.1.width } + CGFloat(principal.count - 1) * gap
    // Centred in the row, unless that would cover a leading or trailing item.
    var x = bounds.midX - width / 2
    x = min(x, trailingStart - width)
    x = max(x, leadingEnd)
    for (subview, size) in principal {
      place(subview, x: x, size: size)
      x += size.width + gap
    }
  }
}
