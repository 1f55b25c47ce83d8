import Foundation

/// The scrolling keys of a host that scrolls by points (GTK): PageUp and PageDown by a page
/// of the viewport, Up and Down in a list by a row. The terminal scrolls by rows instead
/// (``HostElement/scroll(pages:)``, ``HostElement/scroll(by:along:)``).
extension HostElement {
  /// How much of a page a page step keeps in view: GTK's scrolled windows page by nine
  /// tenths of the viewport, so that a line of the last page stays in view.
  @_spi(TrellisHost) public static let pageFraction: CGFloat = 0.9

  /// Scrolls the nearest vertical scroll container by `pages` pages of points (back when
  /// negative), as PageDown and PageUp do: a page is nine tenths of the viewport (what a
  /// pinned section header covers left out), on whole pixels. Stops at the ends.
  @_spi(TrellisHost) public func scroll(pagesOfPoints pages: Int) throws {
    let container = try scrollableContainer(along: .vertical)
    guard let box = core.engine?.frame(of: container) else { return }
    let viewport = box.maxY - max(box.minY, core.pinnedRowsTop(of: container))
    let page = core.grid.rounded(viewport * Self.pageFraction, along: .vertical)
    core.scroll(container, byPoints: CGFloat(pages) * max(1, page), along: .vertical)
  }

  /// Scrolls the nearest vertical scroll container one row on (`forward`) or back, as Down
  /// and Up do: a list puts the top of its next row (or of the row partly scrolled out at
  /// the top, or of the one above) at the top of its rows, below a pinned section header;
  /// a scroll view moves by `step` points.
  @_spi(TrellisHost) public func stepRow(forward: Bool, step: CGFloat) throws {
    let container = try scrollableContainer(along: .vertical)
    guard let source = container.lazyRows, container.isList else {
      core.scroll(container, byPoints: forward ? step : -step, along: .vertical)
      return
    }
    core.stepRow(of: container, source: source, forward: forward)
  }
}

extension HostCore {
  /// Where a lazy container's rows are seen from when a pinned header covers the top of its
  /// viewport; `-infinity` when none does.
  func pinnedRowsTop(of container: _ViewNode) -> CGFloat {
    guard let pinned = engine?.pinnedHeaders[ObjectIdentifier(container)] else { return -.infinity }
    return grid.rounded(pinned.rowsTop, along: .vertical)
  }

  /// The rows of a list in view below `top`, top to bottom (a pinned header left out: it
  /// does not scroll), each with where a step by a row puts it: its top, less the room it
  /// takes above (``_LazyViewport/rowLead``: in a box, the gap above it and the cell's inset,
  /// so that the box's edge or the line above the row comes into view with it).
  private func rowsInView(_ source: _LazyRows, of container: _ViewNode, below top: CGFloat)
    -> [(row: _ViewNode, stop: CGFloat)]
  {
    guard let box = engine?.frame(of: container) else { return [] }
    let pinned = engine?.pinnedHeaders[ObjectIdentifier(container)]?.header
    let leads = source.viewport.rowLead
    // Rows in use only: a row kept out of view for its state is placed nowhere.
    return source.realisedRows.compactMap { index, row in
      guard source.node(at: index) === row, row !== pinned, let frame = frame(ofSubtree: row),
        frame.height > 0,
        frame.maxY > top + 0.5, frame.minY < box.maxY
      else { return nil }
      return (row, frame.minY - leads[index, default: 0])
    }.sorted { $0.stop < $1.stop }
  }

  fileprivate func stepRow(of container: _ViewNode, source: _LazyRows, forward: Bool) {
    guard let box = engine?.frame(of: container) else { return }
    let top = max(box.minY, pinnedRowsTop(of: container))
    let shown = rowsInView(source, of: container, below: top)
    if forward {
      // The next row's stop to the top; past the last row, clamped at the end.
      let next = shown.first { $0.stop > top + 0.5 }
      scroll(
        container, byPoints: next.map { $0.stop - top } ?? rowEstimate(source),
        along: .vertical)
      return
    }
    if let cut = shown.first(where: { $0.stop < top - 0.5 }) {
      // Partly scrolled out: back to its stop.
      scroll(container, byPoints: cut.stop - top, along: .vertical)
      return
    }
    // The row above is not built: go back about a row, then put the stop of the row that is
    // above the one that was first at the top.
    guard let first = shown.first?.row else { return }
    scroll(container, byPoints: -rowEstimate(source), along: .vertical)
    let topNow = max(box.minY, pinnedRowsTop(of: container))
    guard first.isAlive,
      let firstStop = rowsInView(source, of: container, below: -.infinity)
        .first(where: { $0.row === first })?.stop
    else { return }
    let above = rowsInView(source, of: container, below: -.infinity)
      .last { $0.stop < firstStop - 0.5 }
    guard let above, abs(above.stop - topNow) >= 0.5 else { return }
    scroll(container, byPoints: above.stop - topNow, along: .vertical)
  }
}
