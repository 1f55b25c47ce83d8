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
  /// The space between sections (``_HostMetrics/sectionSpacing``, or the list's
  /// `listSectionSpacing(_:)`).
  var sectionSpacing: CGFloat = 0
  /// The space between two rows of a section (`listRowSpacing(_:)`).
  var rowSpacing: CGFloat = 0

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
    // `listRowSpacing(_:)` between two rows of a section, in every host.
    let between = previous == .row && role == .row && !startsSection ? rowSpacing : 0
    guard grouping != nil else { return between }
    if index == 0 { return margins.top }
    if startsSection, role != .header { return sectionSpacing }
    return spacing(between: previous, and: role) + between
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
  /// a footer has none; `custom`, a row's `listRowInsets(_:)`, replaces them).
  func proposal(for role: _RowRole, insets custom: EdgeInsets? = nil) -> ProposedViewSize {
    let insets = custom ?? insets(for: role)
    return ProposedViewSize(
      width: max(0, column.width - insets.leading - insets.trailing), height: nil)
  }

  /// The cell of a row of `role` whose content is `height` high, from `y` down.
  func cell(
    for role: _RowRole, at y: CGFloat, height: CGFloat, insets custom: EdgeInsets? = nil
  ) -> CGRect {
    let insets = custom ?? insets(for: role)
    return CGRect(
      x: column.minX, y: y, width: column.width, height: height + insets.top + insets.bottom)
  }

  /// The cell around a row's content placed at `rect`.
  func cell(around rect: CGRect, role: _RowRole, insets custom: EdgeInsets? = nil) -> CGRect {
    let insets = custom ?? insets(for: role)
    return CGRect(
      x: column.minX, y: rect.minY - insets.top, width: column.width,
      height: rect.height + insets.top + insets.bottom)
  }

  /// Where a row's content goes in its cell.
  func contentRect(of cell: CGRect, role: _RowRole, insets custom: EdgeInsets? = nil) -> CGRect {
    let insets = custom ?? insets(for: role)
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
  /// `line` says how the line above the row at an index is drawn (rows' separator
  /// settings), without it every line is drawn plain; `insets` are the rows' own
  /// (`listRowInsets(_:)`), by index.
  func groups(
    of rows: [(index: Int, role: _RowRole, rect: CGRect, startsSection: Bool)],
    linesFrom top: CGFloat = -.infinity, line look: ((Int) -> _RowLineLook)? = nil,
    insets: [Int: EdgeInsets] = [:]
  ) -> [_RowGroupFrame] {
    guard grouping != nil else { return [] }
    if style == .flat {
      guard let first = rows.first, let last = rows.last else { return [] }
      let band = cell(around: first.rect, role: first.role, insets: insets[first.index])
        .union(cell(around: last.rect, role: last.role, insets: insets[last.index]))
      var lines: [CGFloat] = []
      var tints: [(CGFloat, Color)] = []
      for (previous, row) in zip(rows, rows.dropFirst())
      where previous.role == .row && row.role == .row && previous.index == row.index - 1
        && !row.startsSection
      {
        let line = cell(around: row.rect, role: .row, insets: insets[row.index]).minY
        guard line >= top else { continue }
        switch look?(row.index) ?? .plain {
        case .hidden: continue
        case .plain: break
        case .tinted(let color): tints.append((line, color))
        }
        lines.append(line - band.minY)
      }
      return [_RowGroupFrame(frame: band, separators: lines, style: .flat, tints: tints)]
    }
    var groups: [_RowGroupFrame] = []
    var lastIndex: Int?
    for row in rows {
      defer { lastIndex = row.role == .row ? row.index : nil }
      guard row.role == .row else { continue }
      let cell = cell(around: row.rect, role: .row, insets: insets[row.index])
      if let lastIndex, lastIndex == row.index - 1, !row.startsSection,
        var group = groups.popLast()
      {
        switch look?(row.index) ?? .plain {
        case .hidden: break
        case .plain: group.separators.append(cell.minY - group.frame.minY)
        case .tinted(let color):
          group.separators.append(cell.minY - group.frame.minY)
          group.tints.append((cell.minY, color))
        }
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
}

/// How the line between two rows is drawn, as their `listRowSeparator(_:edges:)` and
/// `listRowSeparatorTint(_:edges:)` say.
enum _RowLineLook {
  case plain
  case hidden
  case tinted(Color)
}
