import Foundation

extension _ListLayout {
  /// A columns form's rows, moved so that each row's column line (where a labelled row's
  /// control starts; a row without a label's leading edge) falls on one line: the furthest
  /// of the rows shown. Labels end up right-aligned against their controls, and each row is
  /// offered the width left after its move and placed at the width it takes; a row that
  /// grows taller for it pushes the rows below it down. Headers and footers keep the form's leading edge.
  @MainActor
  func alignedToLabelColumn(
    _ column: [(index: Int, node: _ViewNode, rect: CGRect, proposal: ProposedViewSize)],
    source: _LazyRows, engine: _LayoutEngine
  ) -> [(index: Int, node: _ViewNode, rect: CGRect, proposal: ProposedViewSize)] {
    var guides: [Int: CGFloat] = [:]
    for row in column where source.role(at: row.index) == .row {
      let bounds = CGRect(origin: .zero, size: engine.size(of: row.node, proposal: row.proposal))
      guides[row.index] =
        engine.explicitAlignment(
          of: _FormColumnGuide.key, in: row.node, bounds: bounds, proposal: row.proposal) ?? 0
    }
    guard let line = guides.values.max(), line > 0 else { return column }
    var pushed: CGFloat = 0
    return column.map { row in
      var row = row
      row.rect.origin.y += pushed
      guard let guide = guides[row.index] else { return row }
      let shift = min(line - guide, row.rect.width)
      row.rect.origin.x += shift
      row.rect.size.width -= shift
      row.proposal.width = row.proposal.width.map { max(0, $0 - shift) }
      let size = engine.size(of: row.node, proposal: row.proposal)
      // At its own width: a control drawn at its frame's trailing edge (a picker's) stays
      // beside its label.
      row.rect.size.width = min(row.rect.width, size.width)
      if size.height > row.rect.height {
        pushed += size.height - row.rect.height
        row.rect.size.height = size.height
      }
      return row
    }
  }
}
