import Foundation

/// A group box's layout: its content inset from the box by the host's room
/// (``_HostMetrics/groupBox``), and its title above the box (GTK) or in its top edge (the
/// terminal's `┌─ Title ───┐`, one line cut to the box). The box is drawn behind both.
struct _GroupBoxLayout: _Layout, Equatable {
  let hasTitle: Bool

  /// Where the title and content go in a box of `width` (`nil`: their ideal widths), and
  /// the size of the whole.
  @MainActor private func arrange(
    _ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) -> Arrangement {
    let metrics = context.metrics.groupBox
    let grid = context.grid
    let insets = EdgeInsets(
      top: grid.rounded(metrics.contentInsets.top, along: .vertical),
      leading: grid.rounded(metrics.contentInsets.leading, along: .horizontal),
      bottom: grid.rounded(metrics.contentInsets.bottom, along: .vertical),
      trailing: grid.rounded(metrics.contentInsets.trailing, along: .horizontal))
    let title = hasTitle ? subviews.first : nil
    let content = subviews.last.flatMap { hasTitle && subviews.count < 2 ? nil : $0 }
    // The title, measured for the room it has.
    var titleProposal = ProposedViewSize.unspecified
    var titleSize = CGSize.zero
    var titleRoom: CGFloat = 0
    var titleLeading: CGFloat = 0
    if let title {
      switch metrics.titlePlacement {
      case .inBorder(let leading):
        titleLeading = grid.rounded(leading, along: .horizontal)
        titleProposal = ProposedViewSize(
          width: proposal.width.map { max(0, $0 - titleLeading - insets.trailing) },
          height: insets.top)
        titleSize = title.sizeThatFits(titleProposal, context: context)
        titleSize.height = min(titleSize.height, insets.top)
      case .above(let spacing):
        titleProposal = ProposedViewSize(width: proposal.width, height: nil)
        titleSize = title.sizeThatFits(titleProposal, context: context)
        if titleSize.height > 0 {
          titleRoom = titleSize.height + grid.rounded(spacing, along: .vertical)
        }
      }
    }
    let chrome = CGSize(
      width: insets.leading + insets.trailing, height: insets.top + insets.bottom + titleRoom)
    let contentProposal = ProposedViewSize(
      width: proposal.width.map { max(0, $0 - chrome.width) },
      height: proposal.height.map { max(0, $0 - chrome.height) })
    let contentSize = content?.sizeThatFits(contentProposal, context: context) ?? .zero
    let titleWidth =
      titleSize.width > 0
      ? titleLeading + titleSize.width + (titleLeading > 0 ? insets.trailing : 0) : 0
    let size = CGSize(
      width: max(contentSize.width + chrome.width, titleWidth),
      height: contentSize.height + chrome.height)
    return Arrangement(
      size: size, title: title, titleProposal: titleProposal, titleSize: titleSize,
      titleOrigin: CGPoint(x: titleLeading, y: 0), content: content,
      contentProposal: contentProposal, contentSize: contentSize,
      contentOrigin: CGPoint(x: insets.leading, y: titleRoom + insets.top))
  }

  private struct Arrangement {
    var size: CGSize
    var title: _Subview?
    var titleProposal: ProposedViewSize
    var titleSize: CGSize
    var titleOrigin: CGPoint
    var content: _Subview?
    var contentProposal: ProposedViewSize
    var contentSize: CGSize
    var contentOrigin: CGPoint
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    arrange(proposal, subviews: subviews, context: context).size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let arrangement = arrange(proposal, subviews: subviews, context: context)
    if let title = arrangement.title {
      title.place(
        in: CGRect(
          origin: CGPoint(
            x: bounds.minX + arrangement.titleOrigin.x, y: bounds.minY + arrangement.titleOrigin.y),
          size: arrangement.titleSize),
        proposal: arrangement.titleProposal, context: context)
    }
    if let content = arrangement.content {
      content.place(
        in: CGRect(
          origin: CGPoint(
            x: bounds.minX + arrangement.contentOrigin.x,
            y: bounds.minY + arrangement.contentOrigin.y),
          size: arrangement.contentSize),
        proposal: arrangement.contentProposal, context: context)
    }
  }

  /// The box: all of the frame when the title sits in its edge, else the part under the
  /// title; with where the title is, for a host that leaves a gap for it in the edge.
  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let metrics = context.metrics.groupBox
    let titleNode = hasTitle ? context.node.children.first { $0.id == .index(0) } : nil
    let title = titleNode.flatMap { context.engine.frame(of: $0) }.flatMap {
      $0.width > 0 && $0.height > 0 ? $0 : nil
    }
    var box = frame
    if case .above(let spacing) = metrics.titlePlacement, let title {
      let top = title.maxY + context.grid.rounded(spacing, along: .vertical)
      box = CGRect(
        x: frame.minX, y: top, width: frame.width, height: max(0, frame.maxY - top))
    }
    return [(box, .groupBox(title: title))]
  }
}
