import Foundation

/// Lays a ``Grid``'s cells out in rows and columns.
///
/// The rows are the grid's ``GridRow``s, found among its children (through `ForEach`es,
/// groups and conditionals); any other view is a row of one cell across every column. A
/// column's smallest, ideal and largest widths are the largest of its cells' (a cell that
/// spans columns widens them evenly when it needs more than they give it, and a cell
/// unsized horizontally counts for none); the width the grid is offered, less the spacing,
/// is shared out among the columns as a stack shares it out among its views, the least
/// flexible first, each within its smallest and largest width. Rows are sized the same way
/// from the heights of their cells at their columns' widths. Each cell is then offered its
/// space (its columns' width and its row's height) and lined up in it.
struct _GridLayout: _Layout {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?

  /// One cell: its view and the columns it covers.
  struct Cell {
    let subview: _Subview
    let columns: Range<Int>
  }

  /// One row: its cells, its vertical alignment (`GridRow(alignment:)`), and whether it is
  /// a view outside any `GridRow`, across every column.
  struct Row {
    var cells: [Cell]
    let alignment: VerticalAlignment?
    let spansAll: Bool
  }

  /// The grid's rows and its number of columns.
  @MainActor static func rows(of grid: _ViewNode) -> (rows: [Row], columnCount: Int) {
    var found: [(subviews: [_Subview], alignment: VerticalAlignment?, isRow: Bool)] = []
    func visit(_ node: _ViewNode) {
      if let row = node.view as? any _GridRowMarker {
        let cells = _Subviews(of: node).map { $0 }
        found.append((cells, row._rowAlignment, true))
      } else if node.joinsParentLayout {
        for child in node.children { visit(child) }
      } else {
        found.append(([_Subview(node: node)], nil, false))
      }
    }
    for child in grid.children { visit(child) }
    var rows: [Row] = []
    var columnCount = 1
    for entry in found where entry.isRow {
      var column = 0
      for subview in entry.subviews { column += subview.gridColumns }
      columnCount = max(columnCount, column)
    }
    for entry in found {
      guard entry.isRow else {
        rows.append(
          Row(
            cells: [Cell(subview: entry.subviews[0], columns: 0..<columnCount)], alignment: nil,
            spansAll: true))
        continue
      }
      var cells: [Cell] = []
      var column = 0
      for subview in entry.subviews {
        let span = subview.gridColumns
        cells.append(Cell(subview: subview, columns: column..<(column + span)))
        column += span
      }
      rows.append(Row(cells: cells, alignment: entry.alignment, spansAll: false))
    }
    return (rows, columnCount)
  }

  private func gaps(_ context: _LayoutContext) -> (horizontal: CGFloat, vertical: CGFloat) {
    let spacing = context.metrics.defaultSpacing
    return (
      context.grid.rounded(horizontalSpacing ?? spacing.width, along: .horizontal),
      context.grid.rounded(verticalSpacing ?? spacing.height, along: .vertical)
    )
  }

  /// The widths of the columns and heights of the rows for `proposal`.
  private func sizes(
    _ proposal: ProposedViewSize, rows: [Row], columnCount: Int, context: _LayoutContext
  ) -> (widths: [CGFloat], heights: [CGFloat]) {
    let (horizontalGap, verticalGap) = gaps(context)
    // Columns: each cell measured at no, its ideal and unlimited width.
    var columns = [_GridTrackNeeds](repeating: .zero, count: columnCount)
    var spanning: [(Cell, _GridTrackNeeds)] = []
    for row in rows {
      for cell in row.cells where !cell.subview.gridUnsizedAxes.contains(.horizontal) {
        let needs = _GridTrackNeeds(measuring: cell.subview, along: .horizontal, across: nil) {
          $0.sizeThatFits($1, context: context)
        }
        if cell.columns.count == 1 {
          columns[cell.columns.lowerBound].include(needs)
        } else {
          spanning.append((cell, needs))
        }
      }
    }
    for (cell, needs) in spanning {
      columns.widen(cell.columns, toHold: needs, gap: horizontalGap)
    }
    let widths = columns.share(
      proposal.width, gap: horizontalGap, grid: context.grid, axis: .horizontal)
    // Rows: each cell measured at its columns' width.
    var heights = [_GridTrackNeeds](repeating: .zero, count: rows.count)
    for (number, row) in rows.enumerated() {
      for cell in row.cells where !cell.subview.gridUnsizedAxes.contains(.vertical) {
        let width = Self.length(of: cell.columns, in: widths, gap: horizontalGap)
        heights[number].include(
          _GridTrackNeeds(measuring: cell.subview, along: .vertical, across: width) {
            $0.sizeThatFits($1, context: context)
          })
      }
    }
    let rowHeights = heights.share(
      proposal.height, gap: verticalGap, grid: context.grid, axis: .vertical)
    return (widths, rowHeights)
  }

  /// The length of the columns (or rows) `range` with the gaps between them.
  private static func length(of range: Range<Int>, in lengths: [CGFloat], gap: CGFloat)
    -> CGFloat
  {
    let clamped = range.clamped(to: 0..<lengths.count)
    return lengths[clamped].reduce(0, +) + CGFloat(max(0, clamped.count - 1)) * gap
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let (rows, columnCount) = Self.rows(of: context.node)
    guard !rows.isEmpty else { return .zero }
    let (widths, heights) = sizes(
      proposal, rows: rows, columnCount: columnCount, context: context)
    let (horizontalGap, verticalGap) = gaps(context)
    return CGSize(
      width: Self.length(of: 0..<widths.count, in: widths, gap: horizontalGap),
      height: Self.length(of: 0..<heights.count, in: heights, gap: verticalGap))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let (rows, columnCount) = Self.rows(of: context.node)
    guard !rows.isEmpty else { return }
    // Sized as for the proposal the grid chose its size for, so every cell is placed at the
    // size it was measured at.
    let (widths, heights) = sizes(
      proposal, rows: rows, columnCount: columnCount, context: context)
    let (horizontalGap, verticalGap) = gaps(context)
    var columnStarts: [CGFloat] = []
    var x = bounds.minX
    for width in widths {
      columnStarts.append(x)
      x += width + horizontalGap
    }
    // A column's alignment: the first of its cells that sets one.
    var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
    for row in rows where !row.spansAll {
      for cell in row.cells where columnAlignments[cell.columns.lowerBound] == nil {
        columnAlignments[cell.columns.lowerBound] = cell.subview.gridColumnAlignment
      }
    }
    var y = bounds.minY
    for (number, row) in rows.enumerated() {
      for cell in row.cells {
        let space = CGRect(
          x: columnStarts[min(cell.columns.lowerBound, columnCount - 1)], y: y,
          width: Self.length(of: cell.columns, in: widths, gap: horizontalGap),
          height: heights[number])
        let offer = ProposedViewSize(width: space.width, height: space.height)
        let size = cell.subview.sizeThatFits(offer, context: context)
        let anchor = cell.subview.gridAnchor
        let horizontal =
          anchor?.x
          ?? (row.spansAll ? nil : columnAlignments[cell.columns.lowerBound])?.key.fraction
          ?? alignment.horizontal.key.fraction ?? 0
        let vertical =
          anchor?.y ?? row.alignment?.key.fraction ?? alignment.vertical.key.fraction ?? 0
        cell.subview.place(
          in: CGRect(
            x: space.minX
              + _aligned(
                size.width, in: space.width, fraction: horizontal, along: .horizontal,
                context: context),
            y: space.minY
              + _aligned(
                size.height, in: space.height, fraction: vertical, along: .vertical,
                context: context),
            width: size.width, height: size.height),
          proposal: offer, context: context)
      }
      y += heights[number] + verticalGap
    }
  }
}

/// What a grid's column (or row) needs: the largest of its cells' smallest, ideal and
/// largest lengths.
struct _GridTrackNeeds {
  var least: CGFloat
  var ideal: CGFloat
  var most: CGFloat

  static let zero = _GridTrackNeeds(least: 0, ideal: 0, most: 0)

  /// What `subview` needs along `axis`, offered `across` points the other way.
  @MainActor init(
    measuring subview: _Subview, along axis: _Axis, across: CGFloat?,
    size: (_Subview, ProposedViewSize) -> CGSize
  ) {
    func offer(_ length: CGFloat?) -> ProposedViewSize {
      var proposal = ProposedViewSize(width: nil, height: nil)
      proposal[axis] = length
      proposal[axis.other] = across
      return proposal
    }
    least = size(subview, offer(0))[axis]
    ideal = size(subview, offer(nil))[axis]
    most = size(subview, offer(.infinity))[axis]
  }

  init(least: CGFloat, ideal: CGFloat, most: CGFloat) {
    self.least = least
    self.ideal = ideal
    self.most = most
  }

  mutating func include(_ other: _GridTrackNeeds) {
    least = max(least, other.least)
    ideal = max(ideal, other.ideal)
    most = max(most, other.most)
  }
}

extension Array where Element == _GridTrackNeeds {
  /// Widens the tracks `range` evenly where a cell spanning them needs more than they give.
  mutating func widen(_ range: Range<Int>, toHold needs: _GridTrackNeeds, gap: CGFloat) {
    let range = range.clamped(to: 0..<count)
    guard !range.isEmpty else { return }
    let gaps = CGFloat(range.count - 1) * gap
    let count = CGFloat(range.count)
    let least = self[range].reduce(0) { $0 + $1.least } + gaps
    let ideal = self[range].reduce(0) { $0 + $1.ideal } + gaps
    let most = self[range].reduce(0) { $0 + $1.most } + gaps
    for index in range {
      if needs.least > least { self[index].least += (needs.least - least) / count }
      if needs.ideal > ideal { self[index].ideal += (needs.ideal - ideal) / count }
      if needs.most > most { self[index].most += (needs.most - most) / count }
    }
  }

  /// The tracks' lengths in `available` points (`nil`: each its ideal), the gaps set aside:
  /// the least flexible track first, each offered an even share of what is left and taking
  /// it within its smallest and largest length.
  @MainActor func share(_ available: CGFloat?, gap: CGFloat, grid: _PixelGrid, axis: _Axis)
    -> [CGFloat]
  {
    guard let available else { return map { grid.ceil($0.ideal, along: axis) } }
    var lengths = [CGFloat](repeating: 0, count: count)
    var remaining = available - CGFloat(Swift.max(0, count - 1)) * gap
    let order = indices.sorted {
      (self[$0].most - self[$0].least) < (self[$1].most - self[$1].least)
    }
    var left = count
    for index in order {
      let share = grid.floor(Swift.max(0, remaining) / CGFloat(left), along: axis)
      let length = grid.ceil(
        Swift.min(Swift.max(share, self[index].least), self[index].most), along: axis)
      lengths[index] = length
      if remaining.isFinite { remaining -= length }
      left -= 1
    }
    return lengths
  }
}
