import Foundation

extension _ListLayout {
  /// Where the list's rows go across its width, with its own section and row spacing.
  func rowCells(content: CGRect, indicator: CGFloat, context: _LayoutContext) -> _RowCells {
    let standard = context.metrics.sectionSpacing
    return _RowCells(
      content: content, grouping: rowGroupStyle == nil ? nil : context.metrics.rowGrouping,
      style: rowGroupStyle ?? .boxed, indicator: indicator,
      sectionSpacing: sectionSpacing?.points(standard: standard, grid: context.grid) ?? standard,
      rowSpacing: rowSpacing.map { context.grid.rounded(max(0, $0), along: .vertical) } ?? 0)
  }

  /// How the line above the row at `index` is drawn: hidden when it or the row above hides
  /// it, in the upper row's bottom tint, else the lower row's top tint.
  func lineLook(above index: Int, _ traits: [Int: _ListRowTraits]) -> _RowLineLook {
    let upper = traits[index - 1]
    let lower = traits[index]
    if upper?.separator.bottom == .hidden || lower?.separator.top == .hidden { return .hidden }
    if let tint = upper?.separatorTint.bottom ?? lower?.separatorTint.top {
      return .tinted(tint)
    }
    return .plain
  }

  /// What is drawn behind rows with settings of their own: each `listRowBackground`
  /// colour across its row's cell, cut to `area` (what a pinned header leaves), then each
  /// tinted line across its box (over the backgrounds).
  @MainActor
  func rowFills(
    _ rows: [(index: Int, rect: CGRect)], traits: [Int: _ListRowTraits], cells: _RowCells,
    in area: CGRect, groups: [_RowGroupFrame], source: _LazyRows,
    grid: _PixelGrid
  ) -> [(frame: CGRect, color: Color)] {
    var fills: [(frame: CGRect, color: Color)] = []
    for row in rows {
      guard source.role(at: row.index) == .row, let rowTraits = traits[row.index],
        let color = rowTraits.background
      else { continue }
      let cell = cells.cell(
        around: row.rect, role: .row, insets: rowTraits.insets.map { grid.snapped($0) })
      let shown = cell.intersection(area)
      guard !shown.isNull, shown.height > 0 else { continue }
      fills.append((shown, color))
    }
    for group in groups {
      for (y, color) in group.tints {
        fills.append(
          (CGRect(x: group.frame.minX, y: y, width: group.frame.width, height: 1), color))
      }
    }
    return fills
  }
}

extension _PixelGrid {
  /// `insets` on whole pixels (whole cells in the terminal).
  func snapped(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: rounded(insets.top, along: .vertical),
      leading: rounded(insets.leading, along: .horizontal),
      bottom: rounded(insets.bottom, along: .vertical),
      trailing: rounded(insets.trailing, along: .horizontal))
  }
}
