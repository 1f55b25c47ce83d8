@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// The columns a `NavigationSplitView` shows now, leading first: those its visibility
  /// shows, or the one a narrow window shows; `nil` for any other view.
  public var shownColumns: [NavigationSplitViewColumn]? { base.navigationSplitShownColumns }

  /// Whether a `NavigationSplitView` shows one column at a time, its window being too narrow
  /// for its columns side by side.
  public var isCollapsed: Bool { base.isNavigationSplitCollapsed }

  /// The navigation title of each column a `NavigationSplitView` shows, leading first
  /// (empty for a column without one).
  public var columnTitles: [String] { base.navigationSplitColumnTitles }

  /// Sets a `NavigationSplitView`'s column visibility, as its sidebar button does: its
  /// `columnVisibility` binding (or its own state) becomes `visibility`.
  public func setColumnVisibility(_ visibility: NavigationSplitViewVisibility) throws {
    try run { try base.setNavigationSplitVisibility(visibility) }
  }

  /// Shows `column` of a `NavigationSplitView` in a narrow window, as choosing in the column
  /// before it does: its `preferredCompactColumn` binding (or its own state) becomes it.
  public func showColumn(_ column: NavigationSplitViewColumn) throws {
    try run { try base.showNavigationSplitColumn(column) }
  }
}

extension ViewHost {
  /// The `NavigationSplitView` on screen at `index` in reading order (the first by default).
  public func navigationSplitView(at index: Int = 0) throws -> Element {
    let found = elements.filter { $0.base.isNavigationSplitView }
    guard found.indices.contains(index) else {
      throw ViewHostError.notFound("a NavigationSplitView at index \(index)")
    }
    return found[index]
  }
}
