import Foundation

/// Lays out one row of a table (or its header) in the columns' widths, side by side: the
/// widths come from the columns and the row's width only, never from the cells, so that
/// every row and the header line up.
struct _TableColumnsLayout: Layout {
  let widths: [_TableColumnWidth]
  /// The gap between two columns: one terminal column (8 pt).
  static let spacing: CGFloat = 8
  /// The width of a column that says nothing of its width, when the table is asked for
  /// its ideal size.
  static let defaultIdealWidth: CGFloat = 100

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let columns = Self.columnWidths(widths, in: proposal.width)
    var height: CGFloat = 0
    for (subview, width) in zip(subviews, columns) {
      height = max(height, subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
    }
    let total = columns.reduce(0, +) + Self.spacing * CGFloat(max(0, columns.count - 1))
    return CGSize(width: proposal.width ?? total, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for (subview, width) in zip(subviews, Self.columnWidths(widths, in: bounds.width)) {
      subview.place(
        at: CGPoint(x: x, y: bounds.midY), anchor: .leading,
        proposal: ProposedViewSize(width: width, height: nil))
      x += width + Self.spacing
    }
  }

  /// The widths of the columns in a row `total` wide: fixed columns take their width, the
  /// others their minimum, then grow towards their ideal while there is room; what is left
  /// goes in equal shares to the columns without an ideal (all flexible ones when every
  /// one has an ideal), each up to its maximum. With no width proposed, each column takes
  /// its ideal.
  static func columnWidths(_ widths: [_TableColumnWidth], in total: CGFloat?) -> [CGFloat] {
    guard let total else {
      return widths.map {
        $0.fixed ?? $0.ideal ?? $0.min.map { max($0, defaultIdealWidth) } ?? defaultIdealWidth
      }
    }
    var result = widths.map { $0.fixed ?? $0.min ?? 0 }
    var room = total - spacing * CGFloat(max(0, widths.count - 1)) - result.reduce(0, +)
    let flexible = widths.indices.filter { widths[$0].fixed == nil }
    // Towards the ideals, in order.
    for index in flexible {
      guard room > 0, let ideal = widths[index].ideal else { continue }
      let grow = min(room, max(0, min(ideal, widths[index].max ?? .infinity) - result[index]))
      result[index] += grow
      room -= grow
    }
    // The rest in equal shares, each up to its maximum.
    var sharing = flexible.filter { widths[$0].ideal == nil }
    if sharing.isEmpty { sharing = flexible }
    while room > 0.5 {
      sharing = sharing.filter { result[$0] < (widths[$0].max ?? .infinity) }
      guard !sharing.isEmpty else { break }
      let share = room / CGFloat(sharing.count)
      for index in sharing {
        let grow = min(share, (widths[index].max ?? .infinity) - result[index])
        result[index] += grow
        room -= grow
      }
    }
    return result
  }
}
