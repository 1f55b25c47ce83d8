import Foundation

/// What a lazy container's layout (`List`, `Form`, `LazyVStack`) may ask of the graph: the
/// one way layout reaches back into it.
///
/// Layout never evaluates a view. It works out which rows its viewport needs, from its
/// scroll position and its estimate of a row's size, and asks for them by index; the graph
/// realises the rows it has not built yet (evaluating them with their dependencies tracked,
/// as in an update pass) and hands back their nodes, which layout then measures and places.
/// When the estimate was wrong and the rows do not fill the viewport, layout asks again for
/// the next ones. Rows not asked for during a layout are released when it ends (those that
/// hold state are kept out of view).
///
/// Nothing here is in a unit of length: indices go in, nodes come out, and what layout
/// learns about sizes it keeps in ``viewport``, in points.
@MainActor
protocol _LazyRowSource: AnyObject {
  /// How many rows the content has.
  var rowCount: Int { get }
  /// The rows at `indices` (clamped to the rows there are), in order.
  func rows(_ indices: Range<Int>) -> [_ViewNode]
  /// What the row at `index` is in its section: a header, a footer or a row.
  func role(at index: Int) -> _RowRole
  /// Whether the row at `index` is in another section than the row before it (loose rows
  /// outside any section count as one): the first row of a section, header or not.
  func startsSection(at index: Int) -> Bool
  /// The index of the header row of the section holding the row at `index`, if the section
  /// has a header (for pinned headers).
  func sectionHeader(containing index: Int) -> Int?
  /// The rows in runs of one role in one section, in order (``_RowList/roleRuns()``).
  var roleRuns: [_RowRun] { get }
  /// The index of the first row with the explicit identity `id` (for `scrollTo(_:anchor:)`).
  func index(ofID id: AnyHashable) -> Int?
  /// What the container's layout remembers between layouts.
  var viewport: _LazyViewport { get set }
}

/// What a lazy container's layout keeps between layouts, in points.
struct _LazyViewport {
  /// The index of the first row shown.
  var firstIndex = 0
  /// How far the first row shown is scrolled past the top of the viewport, in points: zero
  /// for a host that scrolls by rows (the terminal), any amount within the row for one that
  /// scrolls by pixels (GTK). With ``firstIndex`` it is the list's scroll offset.
  var offsetInFirstRow: CGFloat = 0
  /// The size of a row along the stacking axis that is assumed for rows not realised: the
  /// average of the rows last placed; `nil` before any was, when layout assumes the
  /// smallest row the host draws (a pixel: for the terminal, one row of cells).
  var estimatedRowExtent: CGFloat?
  /// Set when layout corrected an estimate its container's size depended on: the layout
  /// must run again for the new size.
  var estimateWasCorrected = false
  /// The lengths of the lines a lazy stack or grid has measured (its rows, or a grid's
  /// rows of cells), by line, while its lines hold as many rows as they did
  /// (``measuredRowsPerLine``) and its content is the same: its estimate of a line is their
  /// average. It changes only as lines not measured before are, so scrolling back and forth
  /// over lines of different lengths keeps the estimate, and with it the lines a scroll
  /// offset shows. At most ``measuredLineLimit`` lines are kept.
  var measuredLines: [Int: CGFloat] = [:]
  /// The sum of ``measuredLines``.
  var measuredLinesTotal: CGFloat = 0
  /// The rows a line held when ``measuredLines`` were measured.
  var measuredRowsPerLine = 0
  /// The most lines ``measuredLines`` keeps: memory stays bounded however far one scrolls.
  static let measuredLineLimit = 10_000

  /// Notes that line `line` measured `extent`, in lines of `perLine` rows.
  mutating func noteLine(_ line: Int, extent: CGFloat, perLine: Int) {
    if perLine != measuredRowsPerLine { forgetMeasuredLines(perLine: perLine) }
    if let old = measuredLines[line] {
      measuredLinesTotal += extent - old
      measuredLines[line] = extent
    } else if measuredLines.count < Self.measuredLineLimit {
      measuredLines[line] = extent
      measuredLinesTotal += extent
    }
  }

  /// Forgets the lines measured (the content changed, or its lines hold other rows).
  mutating func forgetMeasuredLines(perLine: Int = 0) {
    measuredLines = [:]
    measuredLinesTotal = 0
    measuredRowsPerLine = perLine
  }
  /// The boxes the last placement grouped its rows into, for a host that groups rows
  /// (``_HostMetrics/rowGrouping``): what the list shows behind its rows in that frame.
  var rowGroups: [_RowGroupFrame] = []
  /// What the last placement drew behind rows with list row settings: each background's
  /// cell and colour, and each tinted line between rows (ListLayout+RowTraits.swift).
  var rowFills: [(frame: CGRect, color: Color)] = []
  /// For each row the last placement placed: how much further down the next row starts than
  /// the row's own height says (the room above it and its cell's insets in a box), so that
  /// scrolling by points steps over a row by the room it takes.
  var rowChrome: [Int: CGFloat] = [:]
  /// For each row the last placement placed: how far above the row's own frame the room it
  /// takes starts (the gap above it and its cell's top inset in a box), so that a step by
  /// a row brings in its box's edge or its line, not only its content.
  var rowLead: [Int: CGFloat] = [:]
  /// The room below the last row at the end of the content (a box's inset and the list's
  /// margin), which scrolling to the end shows.
  var endMargin: CGFloat = 0
}

/// One box of a list's rows as placed (or a flat list's band): its frame in points, where
/// the lines between its rows are (distances from its top) and its style.
struct _RowGroupFrame {
  var frame: CGRect
  var separators: [CGFloat]
  var style: _RowGroupStyle
  /// The lines drawn in a colour of a row's own (`listRowSeparatorTint(_:edges:)`): where
  /// each is down the list (not from the box's top) and its colour.
  var tints: [(y: CGFloat, color: Color)] = []
}

extension _LazyViewport {
  /// Moves ``firstIndex`` on or back until ``offsetInFirstRow`` lies within the first row
  /// shown: rows scrolled wholly past the top are stepped over, and a negative offset
  /// (scrolled back above the first row) brings the rows before it in. `extent` is a row's
  /// height, measured or estimated. At the top the offset stops at zero; at the last row it
  /// stops within that row (the host clamps the end against the viewport).
  mutating func settle(rowCount: Int, extent: (Int) -> CGFloat) {
    guard rowCount > 0 else {
      (firstIndex, offsetInFirstRow) = (0, 0)
      return
    }
    firstIndex = min(max(0, firstIndex), rowCount - 1)
    while offsetInFirstRow < 0, firstIndex > 0 {
      firstIndex -= 1
      offsetInFirstRow += max(1, extent(firstIndex))
    }
    offsetInFirstRow = max(0, offsetInFirstRow)
    while firstIndex < rowCount - 1, offsetInFirstRow >= max(1, extent(firstIndex)) {
      offsetInFirstRow -= max(1, extent(firstIndex))
      firstIndex += 1
    }
    // Past the end, the last row stays in view at the top, ready to be clamped.
    offsetInFirstRow = min(offsetInFirstRow, max(0, extent(firstIndex) - 1))
  }
}
