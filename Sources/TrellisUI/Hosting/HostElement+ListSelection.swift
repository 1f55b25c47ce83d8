import Foundation

/// How a click or a key changes a list's selection of rows.
@_spi(TrellisHost) public enum _RowSelectionGesture: Sendable {
  /// A plain click or an arrow key: the row alone is selected.
  case replace
  /// Ctrl-click (Command-click on a Mac) or Space: the row is added to the selection, or
  /// taken out of it (a single selection that may be empty is cleared).
  case toggle
  /// Shift-click or Shift with an arrow: the rows from the anchor (the row last clicked
  /// alone or toggled) to this one are selected.
  case extend
}

/// What hosts read from a list that selects rows and do with it: which rows are selected,
/// selecting by click and by key, and the row the keyboard is on. Rows are told apart by
/// their tags (`tag(_:)`, or their `ForEach` element's id), found as a picker finds its
/// options'; the selection lives in the app's binding, so rows scrolled away and back keep
/// it.
extension HostElement {
  /// Whether this is a list made with `selection:`.
  @_spi(TrellisHost) public var isSelectionList: Bool { node.listSelection != nil }

  /// Whether a selecting list takes several rows (a set for its selection).
  @_spi(TrellisHost) public var selectsMultipleRows: Bool {
    node.listSelection?.kind == .multiple
  }

  /// For a view in a row of a selecting list (or the row itself): the list and the row's
  /// index among its rows.
  private var enclosingListRow: (list: _ViewNode, row: _ViewNode, index: Int)? {
    var candidate = node
    while let parent = candidate.parent {
      if parent.listSelection != nil, let index = parent.lazyRows?.index(of: candidate) {
        return (parent, candidate, index)
      }
      candidate = parent
    }
    return nil
  }

  /// Whether this view is in (or is) a row of a selecting list whose tag is selected.
  @_spi(TrellisHost) public var isRowSelected: Bool {
    guard let (list, row, _) = enclosingListRow, let selection = list.listSelection,
      let tag = row.rowSelectionTag, selection.accepts(tag)
    else { return false }
    return selection.values.contains(tag.value)
  }

  /// For a selecting list: the rows built now (on screen, or kept for their state) whose
  /// tags are selected, in order; empty for any other view.
  @_spi(TrellisHost) public var selectedListRows: [HostElement] {
    guard let selection = node.listSelection, let rows = node.lazyRows else { return [] }
    let values = selection.values
    return rows.realisedRows.compactMap { _, row in
      guard let tag = row.rowSelectionTag, selection.accepts(tag), values.contains(tag.value)
      else { return nil }
      return core.element(for: row) ?? HostElement(node: row, frame: .zero, core: core)
    }
  }

  /// For a selecting list: the rows built now, in order (what ``selectedListRows`` picks
  /// from).
  @_spi(TrellisHost) public var listRowElements: [HostElement] {
    guard node.listSelection != nil, let rows = node.lazyRows else { return [] }
    return rows.realisedRows.map { _, row in
      core.element(for: row) ?? HostElement(node: row, frame: .zero, core: core)
    }
  }

  /// For a selecting list: the index of the row the keyboard is on, once a key or a click
  /// put it there.
  @_spi(TrellisHost) public var listCursor: Int? {
    node.lazyRows?.selectionState?.cursor
  }

  /// Selects the row this view is in (or is), as a click on it does with `gesture`'s keys
  /// held. A row without a tag of the selection's type, or with `.selectionDisabled()`,
  /// cannot be selected.
  @_spi(TrellisHost) public func selectRow(_ gesture: _RowSelectionGesture = .replace) throws {
    guard let (list, row, index) = enclosingListRow else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not in a list with a selection")
    }
    let element = HostElement(node: list, frame: .zero, core: core)
    try element.checkUsable("List")
    guard element.selectableTag(at: index) != nil else {
      throw ActionError.notApplicable(
        row.isSelectionDisabled
          ? "the row \"\(row.textContent)\" has selection disabled"
          : "the row \"\(row.textContent)\" has no tag of the selection's type "
            + "\(list.listSelection.map { "\($0.valueType)" } ?? "")")
    }
    core.focus(list)
    list.environment._navigationSplitColumn?.didChoose()
    element.select(index, gesture)
  }

  /// A click at `point` (window points) on a selecting list: selects the row under it with
  /// `gesture` and focuses the list; a click on no row, or on a row that cannot be
  /// selected, changes nothing. Returns whether a row was selected.
  @discardableResult
  @_spi(TrellisHost) public func selectListRow(at point: CGPoint, _ gesture: _RowSelectionGesture)
    -> Bool
  {
    guard node.listSelection != nil, let rows = node.lazyRows, let engine = core.engine,
      (try? checkUsable("List")) != nil
    else { return false }
    for row in rows.realizedInOrder where engine.isVisible(row) {
      guard let frame = engine.frame(of: row), frame.height > 0,
        point.y >= frame.minY, point.y < frame.maxY, let index = rows.index(of: row),
        selectableTag(at: index) != nil
      else { continue }
      core.focus(node)
      // In a split view's column, a narrow window goes on to the next column, as a tap on
      // a sidebar's row does on a phone.
      node.environment._navigationSplitColumn?.didChoose()
      select(index, gesture)
      return true
    }
    return false
  }

  /// Up and Down on a focused selecting list: the selection moves to the next row that can
  /// be selected `steps` rows on (back when negative), stopping at the ends, and the list
  /// scrolls to show it; `extending` (Shift) selects the rows from the anchor to it in a
  /// multiple selection.
  @_spi(TrellisHost) public func moveListSelection(by steps: Int, extending: Bool) throws {
    guard let selection = node.listSelection, let rows = node.lazyRows else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a list with a selection")
    }
    try checkUsable("List")
    guard steps != 0, rows.rowCount > 0 else { return }
    let direction = steps > 0 ? 1 : -1
    var index = cursorIndex(selection) ?? (direction > 0 ? -1 : rows.rowCount)
    var remaining = abs(steps)
    var target: Int?
    while remaining > 0 {
      index += direction
      guard index >= 0, index < rows.rowCount else { break }
      if selectableTag(at: index) != nil {
        target = index
        remaining -= 1
      }
    }
    guard let target else { return }
    select(target, extending && selection.kind == .multiple ? .extend : .replace)
  }

  /// Space on a focused selecting list: toggles the row the keyboard is on in a multiple
  /// selection, selects it in a single one.
  func toggleCursorRow() throws {
    guard let selection = node.listSelection else { return }
    try checkUsable("List")
    guard let index = cursorIndex(selection) ?? firstSelectableIndex() else { return }
    select(index, selection.kind == .multiple ? .toggle : .replace)
  }

  // MARK: Selecting

  /// The row the keyboard is on: the one a key or click left it on, else the first
  /// selected row built, in order.
  func cursorIndex(_ selection: _ListSelection) -> Int? {
    if let cursor = listCursor, let rows = node.lazyRows, cursor < rows.rowCount { return cursor }
    let values = selection.values
    guard !values.isEmpty, let rows = node.lazyRows else { return nil }
    return rows.realisedRows.first { _, row in
      row.rowSelectionTag.map { values.contains($0.value) } ?? false
    }?.index
  }

  private func firstSelectableIndex() -> Int? {
    guard let rows = node.lazyRows else { return nil }
    return (0..<rows.rowCount).lazy.first { selectableTag(at: $0) != nil }
  }

  /// The tag of the row at `index` if it can be selected: a row (not a header or footer)
  /// with a tag of the selection's type and without `.selectionDisabled()`. A row not built
  /// is built to read it, and goes again at once.
  func selectableTag(at index: Int) -> AnyHashable? {
    guard let selection = node.listSelection, let rows = node.lazyRows, index >= 0,
      index < rows.rowCount, rows.role(at: index) == .row
    else { return nil }
    var found: AnyHashable?
    _ = rows.probe(at: index) { row in
      guard !row.isSelectionDisabled, let tag = row.rowSelectionTag, selection.accepts(tag)
      else { return false }
      found = tag.value
      // Read, not kept: a row not on screen is not held for this.
      return false
    }
    return found
  }

  /// Selects the row at `index` (which can be selected) with `gesture`, moves the keyboard
  /// to it and shows it.
  func select(_ index: Int, _ gesture: _RowSelectionGesture) {
    guard let selection = node.listSelection, let tag = selectableTag(at: index) else { return }
    let state = node.listSelectionState
    var values = selection.values
    switch (selection.kind, gesture) {
    case (.multiple, .toggle):
      if values.remove(tag) == nil { values.insert(tag) }
      selection.write(Array(values))
      state.anchor = index
    case (.multiple, .extend):
      let anchor = state.anchor ?? cursorIndex(selection) ?? index
      let range = min(anchor, index)...max(anchor, index)
      selection.write(range.compactMap { selectableTag(at: $0) })
      state.anchor = anchor
    case (.optional, .toggle) where values.contains(tag):
      selection.write([])
      state.anchor = index
    default:
      selection.write([tag])
      state.anchor = index
    }
    state.cursor = index
    core.update()
    showRow(at: index)
  }

  /// Scrolls the list so that the row at `index` is on screen, if it is not.
  private func showRow(at index: Int) {
    guard let rows = node.lazyRows else { return }
    let isShown = rows.node(at: index).map { row in
      (core.engine?.isVisible(row) ?? false) && (core.engine?.frame(of: row)?.height ?? 0) > 0
    }
    if isShown != true {
      core.scroll(node, toRow: index)
    }
    // The focus mark moves with the keyboard's row.
    node.markLayoutChanged(.layout)
    core.layout(followingChanges: true)
  }
}

/// A selected row of a selecting list, as the last frame showed it: for a host that draws
/// the highlight behind the row in a widget of its own (GTK).
@_spi(TrellisHost) public struct HostSelectedRow: Equatable {
  /// The row's cell in its window, in points.
  @_spi(TrellisHost) public var frame: CGRect
  /// The row's text, as assistive technologies read it.
  @_spi(TrellisHost) public var title: String

  /// The row a `selectedRow` item shows; `nil` for any other item.
  @_spi(TrellisHost) public init?(_ item: _DisplayItem) {
    guard case .selectedRow(let title, _) = item.content else { return nil }
    frame = item.frame
    self.title = title
  }
}

extension HostCore {
  /// The innermost list with a selection whose frame holds `point` (window points), for a
  /// host that selects its rows by clicks it sees itself.
  @_spi(TrellisHost) public func selectionList(at point: CGPoint) -> HostElement? {
    elements.filter { $0.isSelectionList && $0.frame.contains(point) }
      .min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }
  }
}
