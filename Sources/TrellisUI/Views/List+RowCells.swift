import Foundation

/// How a list's rows are grouped where the host groups rows (``_HostMetrics/rowGrouping``).
@_spi(TrellisHost) public enum _RowGroupStyle: Equatable, Sendable {
  /// GNOME's boxed lists: each run of a section's rows in a box inset from the list's
  /// edges, its header above the box and its footer below (a form; a list in every style but
  /// the plain ones).
  case boxed
  /// A plain GTK list: the rows edge to edge on one band the list's width, headers and
  /// footers on it too, each row's content inset in its cell as in a box, and a line between
  /// each two rows of a section (a `.plain` or `.sidebar` list).
  case flat
}

/// Where a list's rows, headers and footers go across its width, and the boxes its rows are
/// grouped in, for a host that groups rows (``_HostMetrics/rowGrouping``) in `style`.
/// Without grouping every row takes the list's whole width, edge to edge, as in the
/// terminal.
struct _RowCells {
  /// The list's content: its frame less the scroll indicator.
  let content: CGRect
  let grouping: _RowGrouping?
  var style = _RowGroupStyle.boxed
  /// The scroll indicator's width at the content's trailing edge.
  var indicator: CGFloat = 0
  /// The space between sections (``_HostMetrics/sectionSpacing``).
  var sectionSpacing: CGFloat = 0

  /// Between the list's edges and its boxes, headers and footers: none for a flat list.
  private var margins: EdgeInsets {
    guard let grouping, style == .boxed else { return EdgeInsets() }
    return grouping.margins
  }

  /// The room above the row at `index`, of `role`, after a row of `previous`'s role,
  /// beyond the section spacing above a header: the list's top margin above its first row,
  /// the gap between a header or footer and its section's box, and the section spacing
  /// above a section that starts without a header (its box stands apart from the one
  /// before, as a header's section does). It scrolls with the row.
  func room(
    above index: Int, role: _RowRole, after previous: _RowRole?, startsSection: Bool
  ) -> CGFloat {
    guard grouping != nil else { return 0 }
    if index == 0 { return margins.top }
    if startsSection, role != .header { return sectionSpacing }
    return spacing(between: previous, and: role)
  }

  /// The room below the list's last row when it is scrolled to its end: the box's inset
  /// below a row, and the list's bottom margin.
  func endMargin(lastRole: _RowRole?) -> CGFloat {
    guard grouping != nil, let lastRole else { return 0 }
    return margins.bottom + insets(for: lastRole).bottom
  }

  /// The boxes', headers' and footers' column: the list less the margins. The scroll
  /// indicator lies in the trailing margin, so that the boxes are as far from both edges (as
  /// GNOME's are, under scroll bars that overlay the content).
  private var column: CGRect {
    guard grouping != nil else { return content }
    let trailing = max(0, margins.trailing - indicator)
    return CGRect(
      x: content.minX + margins.leading, y: content.minY,
      width: max(0, content.width - margins.leading - trailing), height: content.height)
  }

  /// A header or footer stands apart from its section's box (on a flat list's band, a
  /// row's cell inset is room enough).
  private func spacing(between previous: _RowRole?, and role: _RowRole) -> CGFloat {
    guard let grouping, style == .boxed, let previous else { return 0 }
    switch (previous, role) {
    case (.header, .row), (.row, .footer): return grouping.headerSpacing
    default: return 0
    }
  }

  /// What a row of `role` is offered: its cell's width less the cell's insets (a header or
  /// a footer has none).
  func proposal(for role: _RowRole) -> ProposedViewSize {
    ProposedViewSize(width: max(0, column.width - horizontalInsets(for: role)), height: nil)
  }

  /// The cell of a row of `role` whose content is `height` high, from `y` down.
  func cell(for role: _RowRole, at y: CGFloat, height: CGFloat) -> CGRect {
    let insets = insets(for: role)
    return CGRect(
      x: column.minX, y: y, width: column.width, height: height + insets.top + insets.bottom)
  }

  /// The cell around a row's content placed at `rect`.
  func cell(around rect: CGRect, role: _RowRole) -> CGRect {
    let insets = insets(for: role)
    return CGRect(
      x: column.minX, y: rect.minY - insets.top, width: column.width,
      height: rect.height + insets.top + insets.bottom)
  }

  /// Where a row's content goes in its cell.
  func contentRect(of cell: CGRect, role: _RowRole) -> CGRect {
    let insets = insets(for: role)
    return CGRect(
      x: cell.minX + insets.leading, y: cell.minY + insets.top,
      width: max(0, cell.width - insets.leading - insets.trailing),
      height: max(0, cell.height - insets.top - insets.bottom))
  }

  /// The boxes of `rows` (in order, each with its index, role, content's place and whether
  /// it starts a section), none without grouping. Boxed: one for each run of consecutive
  /// rows of one section that no header or footer interrupts, with a line between each two
  /// of its rows. Flat: one band behind all of them, with a line between each two rows of a
  /// section; a line above `linesFrom` (under a pinned header) is left out.
  func groups(
    of rows: [(index: Int, role: _RowRole, rect: CGRect, startsSection: Bool)],
    linesFrom top: CGFloat = -.infinity
  ) -> [_RowGroupFrame] {
    guard grouping != nil else { return [] }
    if style == .flat {
      guard let first = rows.first, let last = rows.last else { return [] }
      let band = cell(around: first.rect, role: first.role)
        .union(cell(around: last.rect, role: last.role))
      var lines: [CGFloat] = []
      for (previous, row) in zip(rows, rows.dropFirst())
      where previous.role == .row && row.role == .row && previous.index == row.index - 1
        && !row.startsSection
      {
        let line = cell(around: row.rect, role: .row).minY
        if line >= top { lines.append(line - band.minY) }
      }
      return [_RowGroupFrame(frame: band, separators: lines, style: .flat)]
    }
    var groups: [_RowGroupFrame] = []
    var lastIndex: Int?
    for row in rows {
      defer { lastIndex = row.role == .row ? row.index : nil }
      guard row.role == .row else { continue }
      let cell = cell(around: row.rect, role: .row)
      if let lastIndex, lastIndex == row.index - 1, !row.startsSection,
        var group = groups.popLast()
      {
        group.separators.append(cell.minY - group.frame.minY)
        group.frame = group.frame.union(cell)
        groups.append(group)
      } else {
        groups.append(_RowGroupFrame(frame: cell, separators: [], style: .boxed))
      }
    }
    return groups
  }

  /// A row's content is inset in its cell; so are a flat list's headers and footers, so
  /// that their text lines up with the rows' (a boxed list's stand outside its boxes).
  private func insets(for role: _RowRole) -> EdgeInsets {
    guard let grouping, role == .row || style == .flat else { return EdgeInsets() }
    return grouping.rowInsets
  }

  private func horizontalInsets(for role: _RowRole) -> CGFloat {
    let insets = insets(for: role)
    return insets.leading + insets.trailing
  }
}
