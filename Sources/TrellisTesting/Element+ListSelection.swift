@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// How a click on a row selects it, by the keys held.
  public enum RowSelection: Equatable, Sendable {
    /// A plain click: the row alone.
    case replace
    /// Ctrl-click (Command-click on a Mac): the row added to the selection or taken out.
    case toggle
    /// Shift-click: the rows from the last one clicked to this one.
    case extend
  }

  /// For a list with a selection: the row built now (on screen, or kept out of view for its
  /// state) whose text is `text`, or contains it when no row's text is exactly `text`.
  /// Throws when there is none, listing the rows there are.
  public func row(_ text: String) throws -> ViewHost.Element {
    let rows = base.listRowElements
    guard base.isSelectionList else {
      throw ViewHostError.notApplicable("\(description) is not a list with a selection")
    }
    if let exact = rows.first(where: { $0.text == text }) { return ViewHost.Element(exact) }
    if let partial = rows.first(where: { $0.text.contains(text) }) {
      return ViewHost.Element(partial)
    }
    throw ViewHostError.notFound(
      "a row \"\(text)\" in the list; its rows built now are \(rows.map(\.text))")
  }

  /// For a list with a selection: the texts of its selected rows built now, in order.
  public var selectedRows: [String] { base.selectedListRows.map(\.text) }

  /// Whether this row (or this view in a row) of a list with a selection is selected.
  public var isSelected: Bool { base.isRowSelected }

  /// Selects this row of a list with a selection (or the row this view is in) as a click
  /// does, `how` saying which keys are held. A single selection takes the row alone (a
  /// Ctrl-click on its selected row clears a selection that may be empty). Throws for a
  /// row with `.selectionDisabled()` or without a tag of the selection's type.
  public func select(_ how: RowSelection = .replace) throws {
    let gesture: _RowSelectionGesture
    switch how {
    case .replace: gesture = .replace
    case .toggle: gesture = .toggle
    case .extend: gesture = .extend
    }
    try run { try base.selectRow(gesture) }
  }

  /// Moves a list's selection as Up and Down do (`steps` rows on, back when negative),
  /// extending it from the anchor as Shift does when `extending`.
  public func moveSelection(by steps: Int, extending: Bool = false) throws {
    try run { try base.moveListSelection(by: steps, extending: extending) }
  }
}
