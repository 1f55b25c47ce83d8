import Foundation

/// Lays a lazy stack's rows or a lazy grid's cells out in lines along `axis` (rows going
/// down for `LazyVStack` and `LazyVGrid`, columns going right for `LazyHStack` and
/// `LazyHGrid`). A grid's line holds one cell per column (``_GridTracks``) and is as long as
/// its longest cell; a stack's holds one row, across the stack's whole width. The
/// container's length is estimated from the average of the lines it has placed, so
/// measuring it builds nothing; placing it asks the graph (``_LazyRowSource``) for only the
/// rows of the lines inside the visible part of the screen, and again for more when the
/// estimate fell short.
struct _LazyLinesLayout: _Layout {
  /// The axis lines follow one another along.
  let axis: _Axis
  /// A grid's columns (a horizontal grid's rows); `nil` for a stack.
  let items: [GridItem]?
  /// How a cell lines up in its place, unless its grid item says otherwise.
  let alignment: Alignment
  /// Points between lines; `nil` for the host's default.
  let spacing: CGFloat?
  /// Whether the header of the section at the start stays in view.
  let pinsHeaders: Bool

  private var cross: _Axis { axis.other }

  /// The points between lines, on the host's pixels.
  func gap(_ grid: _PixelGrid, metrics: _HostMetrics) -> CGFloat {
    grid.rounded(spacing ?? metrics.defaultSpacing[axis], along: axis)
  }

  /// The length assumed for a line not measured yet, on the host's pixels.
  func estimatedLineExtent(_ source: any _LazyRowSource, grid: _PixelGrid) -> CGFloat {
    let least = grid.length(1, along: axis)
    return grid.rounded(max(least, source.viewport.estimatedRowExtent ?? least), along: axis)
  }

  /// The columns for `length` across the lines: a grid's items sized, or one column the
  /// whole length for a stack (or a grid of no items).
  func tracks(across length: CGFloat?, context: _LayoutContext) -> _GridTracks {
    guard let items, !items.isEmpty else {
      return _GridTracks(single: length ?? 0)
    }
    return _GridTracks(
      items, in: length, defaultSpacing: context.metrics.defaultSpacing[cross],
      grid: context.grid, axis: cross)
  }

  /// The lines of `source`'s rows with `tracks` columns.
  func lines(_ source: any _LazyRowSource, tracks: _GridTracks) -> _GridLines {
    _GridLines(runs: source.roleRuns, perLine: items == nil ? 1 : tracks.tracks.count)
  }

  /// Where the row at `index` is estimated to start along the axis from the container's
  /// leading edge, and the length of its line, when the container is `crossLength` across.
  func estimatedSpan(
    ofRow index: Int, source: any _LazyRowSource, crossLength: CGFloat, context: _LayoutContext
  ) -> (start: CGFloat, extent: CGFloat) {
    let extent = estimatedLineExtent(source, grid: context.grid)
    let lines = lines(source, tracks: tracks(across: crossLength, context: context))
    guard index >= 0, index < source.rowCount else { return (0, extent) }
    let stride = extent + gap(context.grid, metrics: context.metrics)
    return (CGFloat(lines.line(ofRow: index)) * stride, extent)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    guard let source = context.node.lazyRows else { return .zero }
    var size = CGSize.zero
    let tracks: _GridTracks
    if items == nil {
      let across =
        proposal[cross] ?? naturalCrossLength(source, subviews: subviews, context: context)
      tracks = _GridTracks(single: across)
      size[cross] = across
    } else {
      tracks = self.tracks(across: proposal[cross], context: context)
      size[cross] = tracks.length
    }
    let count = CGFloat(lines(source, tracks: tracks).count)
    let extent = estimatedLineExtent(source, grid: context.grid)
    let total =
      count == 0 ? 0 : count * extent + (count - 1) * gap(context.grid, metrics: context.metrics)
    size[axis] = proposal[axis].map { min($0, total) } ?? total
    return size
  }

  /// How long the rows are across the lines when nothing is proposed that way: the longest
  /// row built. Before any is (a `LazyHStack` in a horizontal scroll view in a vertical one,
  /// measured before its first placement), the first row is built to measure it, so that a
  /// carousel in a feed is as tall as its cards rather than empty.
  private func naturalCrossLength(
    _ source: _LazyRows, subviews: _Subviews, context: _LayoutContext
  ) -> CGFloat {
    if let built = subviews.map({ $0.sizeThatFits(.unspecified, context: context)[cross] }).max() {
      return built
    }
    return source.rows(0..<1).map { context.engine.size(of: $0, proposal: .unspecified)[cross] }
      .max() ?? 0
  }

  /// One line measured: its rows, where it starts along the axis and how long it is.
  private struct Line {
    let number: Int
    let first: Int
    let nodes: [_ViewNode]
    let sizes: [CGSize]
    let spansAll: Bool
    let start: CGFloat
    let extent: CGFloat
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    guard let source = context.node.lazyRows else { return }
    let engine = context.engine
    // The part in view, in the left-to-right space the lines are worked out in (right to
    // left, the mirror image of what the screen shows).
    let visible = context.directed(engine.visibleRect._clipped(to: bounds))
    // Nothing of the container can be seen: no row is asked for, so none needs to exist.
    guard source.rowCount > 0, visible.height > 0, visible.width > 0 else { return }
    let tracks = tracks(across: bounds.size[cross], context: context)
    let lines = lines(source, tracks: tracks)
    guard lines.count > 0 else { return }
    let extent = estimatedLineExtent(source, grid: context.grid)
    let spacing = gap(context.grid, metrics: context.metrics)
    let stride = extent + spacing
    let origin = bounds.origin[axis]
    let visibleEnd = visible.origin[axis] + visible.size[axis]
    // The columns are lined up in the bounds by the alignment across (a grid whose
    // columns are narrower than it).
    let tracksStart =
      bounds.origin[cross]
      + _aligned(
        tracks.length, in: bounds.size[cross], fraction: fraction(of: alignment, along: cross),
        along: cross, context: context)

    /// The rows of the lines `numbers`, asked of the graph at once.
    func rows(ofLines numbers: Range<Int>)
      -> [(number: Int, first: Int, spansAll: Bool, nodes: [_ViewNode])]
    {
      let requested =
        lines.rows(ofLine: numbers.lowerBound).rows
        .lowerBound..<lines.rows(
          ofLine: numbers.upperBound - 1
        ).rows.upperBound
      let nodes = source.rows(requested)
      return numbers.map { number in
        let (rows, spansAll) = lines.rows(ofLine: number)
        let lineNodes = Array(
          nodes[(rows.lowerBound - requested.lowerBound)..<(rows.upperBound - requested.lowerBound)]
        )
        return (number, rows.lowerBound, spansAll, lineNodes)
      }
    }

    /// A line measured, starting at `start`: as long as its longest cell.
    func measured(
      _ line: (number: Int, first: Int, spansAll: Bool, nodes: [_ViewNode]),
      start: (CGFloat) -> CGFloat
    ) -> Line {
      let sizes = line.nodes.enumerated().map { column, node in
        engine.size(of: node, proposal: cellProposal(line.spansAll ? nil : column, tracks: tracks))
      }
      let extent = sizes.map { $0[axis] }.max() ?? 0
      return Line(
        number: line.number, first: line.first, nodes: line.nodes, sizes: sizes,
        spansAll: line.spansAll, start: start(extent), extent: extent)
    }

    var placed: [Line] = []
    var beyond: [_ViewNode] = []
    let boundsEnd = origin + bounds.size[axis]
    if visible.origin[axis] > origin, visibleEnd >= boundsEnd {
      // The end is in view and the start is not: the last lines end where the container
      // does, whatever the estimate says of the lines before them, so scrolling to the end
      // shows the last line.
      var end = boundsEnd
      var line = lines.count
      while end > visible.origin[axis], line > 0 {
        let wanted = max(1, Int(((end - visible.origin[axis] + spacing) / stride).rounded(.up)))
        let first = max(0, line - wanted)
        for candidate in rows(ofLines: first..<line).reversed()
        where end > visible.origin[axis] {
          let line = measured(candidate) { end - $0 }
          placed.insert(line, at: 0)
          end = line.start - spacing
        }
        line = first
      }
    } else {
      // The first line that may be visible, by the estimate; lines from it on until they
      // fill the visible part, asking for more when the estimate fell short.
      let first = min(
        lines.count - 1,
        max(0, Int(((visible.origin[axis] - origin) / stride).rounded(.down))))
      var position = origin + CGFloat(first) * stride
      var line = first
      while position < visibleEnd, line < lines.count {
        let wanted = max(1, Int(((visibleEnd - position + spacing) / stride).rounded(.up)))
        let end = min(lines.count, line + wanted)
        for candidate in rows(ofLines: line..<end) {
          guard position < visibleEnd else {
            beyond.append(contentsOf: candidate.nodes)
            continue
          }
          let measuredLine = measured(candidate) { _ in position }
          placed.append(measuredLine)
          position += measuredLine.extent + spacing
        }
        line = end
      }
    }
    source.viewport.firstIndex = placed.first?.first ?? 0
    let pinned = pinsHeaders ? pinnedHeader(for: source.viewport.firstIndex, source: source) : nil

    // The pinned header covers the start of the viewport; the lines under it are clipped.
    var header: (node: _ViewNode, rect: CGRect, proposal: ProposedViewSize)?
    if let pinned, let node = source.rows(pinned..<(pinned + 1)).first {
      let headerProposal = cellProposal(nil, tracks: tracks)
      let size = engine.size(of: node, proposal: headerProposal)
      var start = visible.origin[axis]
      if let next = placed.first(where: {
        $0.first > pinned && source.role(at: $0.first) == .header
      }), next.start < start + size[axis] {
        start = next.start - size[axis]
      }
      header = (
        node,
        cellRect(
          size, column: nil, lineStart: start, lineExtent: size[axis], tracks: tracks,
          tracksStart: tracksStart, context: context),
        headerProposal
      )
    }
    var linesArea = visible
    if let header {
      let headerEnd = header.rect.origin[axis] + header.rect.size[axis]
      let covered = max(0, headerEnd - visible.origin[axis])
      linesArea.origin[axis] += covered
      linesArea.size[axis] = max(0, visible.size[axis] - covered)
      engine.pin(header.node, in: context.node, rowsTop: linesArea.origin[axis], axis: axis)
    }
    engine.clipping(to: context.directed(linesArea)) {
      for line in placed {
        for (column, node) in line.nodes.enumerated() {
          let index = line.spansAll ? nil : column
          let cell = cellRect(
            line.sizes[column], column: index, lineStart: line.start, lineExtent: line.extent,
            tracks: tracks, tracksStart: tracksStart, context: context)
          engine.place(
            node, in: context.directed(cell), proposal: cellProposal(index, tracks: tracks))
        }
      }
    }
    for node in beyond {
      // Asked for but past the end: placed out of view, released after layout.
      var rect = bounds
      rect.origin[axis] = visibleEnd
      rect.size[axis] = 0
      engine.place(node, in: rect, proposal: cellProposal(nil, tracks: tracks))
    }
    // Placed last, so it is drawn over the lines.
    if let header {
      engine.place(header.node, in: context.directed(header.rect), proposal: header.proposal)
    }

    // The estimate: the average of every line measured so far (not only of those in view,
    // which would move the lines a scroll offset shows each time a line of another length
    // comes into view).
    let perLine = items == nil ? 1 : tracks.tracks.count
    for line in placed where line.first != pinned {
      source.viewport.noteLine(line.number, extent: line.extent, perLine: perLine)
    }
    let measured = source.viewport.measuredLines.count
    if measured > 0 {
      let least = context.grid.length(1, along: axis)
      let estimate = max(
        least,
        context.grid.rounded(
          source.viewport.measuredLinesTotal / CGFloat(measured), along: axis))
      if estimate != (source.viewport.estimatedRowExtent ?? least) {
        // The container's length came from the old estimate.
        source.viewport.estimatedRowExtent = estimate
        source.viewport.estimateWasCorrected = true
      }
    }
  }

  /// What a cell in column `column` is offered (`nil`: a header, footer or stack row, the
  /// whole width): its column's width and as much length along the axis as it wants.
  private func cellProposal(_ column: Int?, tracks: _GridTracks) -> ProposedViewSize {
    var proposal = ProposedViewSize(width: nil, height: nil)
    proposal[cross] = column.map { tracks.tracks[$0].length } ?? tracks.length
    return proposal
  }

  /// Where a cell of `size` goes in column `column` (`nil`: across all of them) of the line
  /// at `lineStart`, `lineExtent` long: lined up in its place by its column's alignment or
  /// the container's, no wider than its place.
  private func cellRect(
    _ size: CGSize, column: Int?, lineStart: CGFloat, lineExtent: CGFloat, tracks: _GridTracks,
    tracksStart: CGFloat, context: _LayoutContext
  ) -> CGRect {
    let track = column.map { tracks.tracks[$0] }
    let place = (
      start: tracksStart + (track?.start ?? 0), length: track?.length ?? tracks.length
    )
    let cellAlignment = track?.alignment ?? alignment
    let across = min(size[cross], place.length)
    var rect = CGRect.zero
    rect.origin[cross] =
      place.start
      + _aligned(
        across, in: place.length, fraction: fraction(of: cellAlignment, along: cross),
        along: cross, context: context)
    rect.size[cross] = across
    rect.origin[axis] =
      lineStart
      + _aligned(
        size[axis], in: lineExtent, fraction: fraction(of: cellAlignment, along: axis),
        along: axis, context: context)
    rect.size[axis] = size[axis]
    return rect
  }

  /// Where `alignment` lines a view up along `axis`, as a fraction of the room (0 for a
  /// guide of one's own, which a lazy container does not look up).
  private func fraction(of alignment: Alignment, along axis: _Axis) -> CGFloat {
    (axis == .horizontal ? alignment.horizontal.key.fraction : alignment.vertical.key.fraction)
      ?? 0
  }

  /// The header to pin over the start of the viewport: that of the section holding the
  /// first visible row, when the header itself has scrolled past it.
  private func pinnedHeader(for first: Int, source: any _LazyRowSource) -> Int? {
    guard let header = source.sectionHeader(containing: first), header < first else {
      return nil
    }
    return header
  }
}

extension _GridTracks {
  /// One column `length` long: a stack's.
  init(single length: CGFloat) {
    tracks = [Track(start: 0, length: length, alignment: nil)]
    self.length = length
  }
}

extension CGPoint {
  subscript(axis: _Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}
