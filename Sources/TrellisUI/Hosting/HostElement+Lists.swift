extension HostElement {
  /// Whether the view scrolls its content (a list, form or scroll view).
  @_spi(TrellisHost) public var isScrollContainer: Bool { node.isScrollContainer }

  /// For a list or form: how many rows it has and the first one shown; `nil` for other
  /// views (a scroll view scrolls by cells and does not count rows).
  @_spi(TrellisHost) public var listRows: (total: Int, first: Int)? {
    guard node.isList, let rows = node.lazyRows else { return nil }
    return (rows.rowCount, rows.viewport.firstIndex)
  }
}

/// A box a list's rows are grouped in, as the last frame showed it (GNOME's boxed lists):
/// for a host whose measurer groups rows (``_HostMetrics/rowGrouping``).
@_spi(TrellisHost) public struct HostRowGroup: Equatable {
  /// Where the box is in its window, in points. It may reach past the list's viewport, which
  /// cuts it.
  @_spi(TrellisHost) public var frame: CGRect
  /// Where a line between two of its rows goes: distances from the box's top, in points.
  @_spi(TrellisHost) public var separators: [CGFloat]
  /// A box of a boxed list, or the band behind a flat one.
  @_spi(TrellisHost) public var style: _RowGroupStyle

  /// The box a `rowGroup` item shows; `nil` for any other item.
  @_spi(TrellisHost) public init?(_ item: _DisplayItem) {
    guard case .rowGroup(let separators, let style) = item.content else { return nil }
    self.init(frame: item.frame, separators: separators, style: style)
  }

  init(frame: CGRect, separators: [CGFloat], style: _RowGroupStyle) {
    self.frame = frame
    self.separators = separators
    self.style = style
  }
}

extension HostElement {
  /// For a list or form: the boxes its rows are grouped in, behind them, in the last frame's
  /// display list; empty where rows are not grouped (the terminal).
  @_spi(TrellisHost) public var rowGroups: [HostRowGroup] {
    guard node.lazyRows != nil else { return [] }
    let id = ObjectIdentifier(node)
    return core.displayList.items.compactMap { item in
      item.id.node == id ? HostRowGroup(item) : nil
    }
  }
}
