extension HostElement {
  /// Whether the view scrolls its content (a list, form or scroll view).
  @_spi(TrellisHost) public var isScrollContainer: Bool {
    node.scrollableLayout(along: .vertical) != nil
      || node.scrollableLayout(along: .horizontal) != nil
  }

  /// For a list or form: how many rows it has and the first one shown; `nil` for other
  /// views (a scroll view scrolls by cells and does not count rows).
  @_spi(TrellisHost) public var listRows: (total: Int, first: Int)? {
    guard case .layout(let layout) = node.layout, layout is _ListLayout,
      let rows = node.lazyRows
    else { return nil }
    return (rows.rowCount, rows.viewport.firstIndex)
  }
}
