import Foundation

/// What a navigation split view keeps between evaluations: its visibility and column for
/// narrow windows (its own, or read from its bindings), its style, its columns, and
/// whether its last placement showed one column at a time.
@MainActor
final class _NavigationSplitState {
  weak var node: _ViewNode?
  private var visibilityBinding: Binding<NavigationSplitViewVisibility>?
  private var ownVisibility = NavigationSplitViewVisibility.automatic
  private var compactBinding: Binding<NavigationSplitViewColumn>?
  /// The sidebar first, as on a phone.
  private var ownCompactColumn = NavigationSplitViewColumn.sidebar
  private(set) var visibility = NavigationSplitViewVisibility.automatic
  private(set) var preferredCompactColumn = NavigationSplitViewColumn.sidebar
  private(set) var style = _NavigationSplitStyleKind.balanced
  private(set) var isThreeColumn = false
  private var columnsByKind: [NavigationSplitViewColumn: _NavigationSplitColumn] = [:]
  /// Whether a view-destination link in a column shows its view in the next column (a
  /// `NavigationView` in the column style), rather than pushing it in its own.
  var forwardsViewLinks = false
  /// Whether the last placement showed one column at a time (the window was too narrow for
  /// the columns side by side).
  var isCollapsed = false

  /// Reads the bindings (tracked by the split view's evaluation) and the style.
  func update(
    visibility: Binding<NavigationSplitViewVisibility>?,
    compactColumn: Binding<NavigationSplitViewColumn>?, style: _NavigationSplitStyleKind,
    isThreeColumn: Bool
  ) {
    visibilityBinding = visibility
    compactBinding = compactColumn
    self.visibility = visibility?.wrappedValue ?? ownVisibility
    preferredCompactColumn = compactColumn?.wrappedValue ?? ownCompactColumn
    self.style = style
    self.isThreeColumn = isThreeColumn
  }

  /// The columns, leading first.
  var columns: [NavigationSplitViewColumn] {
    isThreeColumn ? [.sidebar, .content, .detail] : [.sidebar, .detail]
  }

  /// The object standing for `column` in its views' environment.
  func column(_ column: NavigationSplitViewColumn) -> _NavigationSplitColumn {
    if let existing = columnsByKind[column] { return existing }
    let made = _NavigationSplitColumn(state: self, column: column)
    columnsByKind[column] = made
    return made
  }

  /// The column's object, if the split view has that column.
  func existingColumn(_ column: NavigationSplitViewColumn) -> _NavigationSplitColumn? {
    columns.contains(column) ? columnsByKind[column] : nil
  }

  /// The column a narrow window shows: the preferred one (the detail for `.content` in a
  /// two-column split view).
  var compactColumn: NavigationSplitViewColumn {
    columns.contains(preferredCompactColumn) ? preferredCompactColumn : .detail
  }

  /// The leading columns shown beside the detail in a wide window.
  var visibleLeadingColumns: [NavigationSplitViewColumn] {
    var resolved = visibility.value
    if resolved == .automatic { resolved = style == .prominentDetail ? .detailOnly : .all }
    switch resolved {
    case .detailOnly: return []
    case .doubleColumn: return isThreeColumn ? [.content] : [.sidebar]
    case .all, .automatic: return isThreeColumn ? [.sidebar, .content] : [.sidebar]
    }
  }

  /// The columns on screen now, leading first.
  var shownColumns: [NavigationSplitViewColumn] {
    isCollapsed ? [compactColumn] : visibleLeadingColumns + [.detail]
  }

  // MARK: Changing what shows

  /// Sets the visibility: the bound one, or the split view's own.
  func setVisibility(_ visibility: NavigationSplitViewVisibility) {
    if let visibilityBinding {
      visibilityBinding.wrappedValue = visibility
    } else {
      ownVisibility = visibility
      node?.invalidate(because: "columnVisibility")
    }
  }

  /// Shows `column` in a narrow window: the bound preferred column, or the split view's own.
  func showCompact(_ column: NavigationSplitViewColumn) {
    guard column != compactColumn else { return }
    if let compactBinding {
      compactBinding.wrappedValue = column
    } else {
      ownCompactColumn = column
      node?.invalidate(because: "preferredCompactColumn")
    }
  }

  /// Whether a narrow window shows a column after the first, which Back leaves.
  var canGoBack: Bool { isCollapsed && compactColumn != columns[0] }

  /// Shows the column before the one a narrow window shows.
  func goBack() {
    let order = columns
    guard canGoBack, let index = order.firstIndex(of: compactColumn), index > 0 else { return }
    showCompact(order[index - 1])
  }

  /// Something was chosen in `column`: a narrow window shows the column after it.
  func didChoose(in column: NavigationSplitViewColumn) {
    let order = columns
    guard isCollapsed, let index = order.firstIndex(of: column), index + 1 < order.count
    else { return }
    showCompact(order[index + 1])
  }
}

/// One column of a split view, in its views' environment: where a column width modifier
/// puts its width, and how the column's root goes back in a narrow window.
@MainActor
final class _NavigationSplitColumn: _WidthTakingColumn {
  weak var state: _NavigationSplitState?
  let column: NavigationSplitViewColumn
  /// The width `navigationSplitViewColumnWidth` asked for, if any.
  private(set) var width: _NavigationSplitColumnWidth?
  /// The width a person dragged the column's divider to (GTK's paned), if they did.
  var draggedWidth: CGFloat? {
    didSet { if draggedWidth != oldValue { state?.node?.invalidate(because: "columnWidth") } }
  }

  init(state: _NavigationSplitState, column: NavigationSplitViewColumn) {
    self.state = state
    self.column = column
  }

  /// Sets the width the column's views ask for.
  func setWidth(_ width: _NavigationSplitColumnWidth?) {
    guard width != self.width else { return }
    self.width = width
    state?.node?.invalidate(because: "columnWidth")
  }

  /// Whether the column's root shows a Back button: in a narrow window, for every column
  /// but the first.
  var showsBackButton: Bool {
    guard let state else { return false }
    return state.isCollapsed && state.columns.first != column
  }

  /// Goes back to the column before this one, as the Back button does.
  func goBack() { state?.goBack() }

  /// The navigation stack of the column after this one, if there is one.
  var nextColumnStack: _NavigationStackState? {
    guard let state, let node = state.node, let index = state.columns.firstIndex(of: column),
      index + 1 < node.children.count
    else { return nil }
    let next = node.children[index + 1]
    guard next.view is _NavigationStackMarker else { return nil }
    return next.modifierState(_NavigationStackState.init).state
  }

  /// Tells the split view that a person chose something in this column (a selection list
  /// does): a narrow window then shows the next column.
  func didChoose() { state?.didChoose(in: column) }
}

private struct NavigationSplitColumnKey: EnvironmentKey {
  static var defaultValue: _NavigationSplitColumn? { nil }
}

private struct NavigationSplitBackKey: EnvironmentKey {
  static var defaultValue: _NavigationSplitColumn? { nil }
}

extension EnvironmentValues {
  /// The split view column that views here are in; `nil` outside any split view.
  var _navigationSplitColumn: _NavigationSplitColumn? {
    get { self[NavigationSplitColumnKey.self] }
    set { self[NavigationSplitColumnKey.self] = newValue }
  }

  /// The column whose Back button the next navigation stack's root shows: set on a
  /// column's views, cleared inside its stack.
  var _navigationSplitBack: _NavigationSplitColumn? {
    get { self[NavigationSplitBackKey.self] }
    set { self[NavigationSplitBackKey.self] = newValue }
  }
}
