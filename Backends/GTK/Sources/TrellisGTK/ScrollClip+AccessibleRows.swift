import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// What a screen reader reads a `List` or `Table` by: the list's clip is GTK's list (or
/// table), and this keeps one empty, see-through widget per row on screen in it, at the
/// row's place: a list item, or for a table a row holding a cell per column, after a header
/// row of column headers. Each is named by its text (GTK's label property) and a selected
/// row carries GTK's selected state.
///
/// What GTK 4.8 cannot say: its accessible tree is its widget tree (an accessible parent of
/// one's own came in GTK 4.10), so the rows' own widgets (their labels, buttons and fields)
/// stay where the window places them, next to the items in the list, not inside them; and
/// its AT-SPI bridge publishes no table interface, so a reader learns rows and columns from
/// the tree's order and the names, not from row and column counts or indices; and that
/// bridge has no AT-SPI role for GTK's column header, which it publishes as a filler (still
/// named by the column's title). The list and the table themselves have no name.
@MainActor
final class AccessibleRowBoxes {
  /// A row's widget and its cells' (none for a list item).
  private typealias Entry = (row: GtkWidgetPointer, cells: [GtkWidgetPointer])

  private let collection: HostCollectionRole
  private var header: Entry?
  private var entries: [Entry] = []
  private var shown: (rows: [HostAccessibleRow], headers: [HostAccessibleCell], at: CGPoint)?

  init(_ collection: HostCollectionRole) {
    self.collection = collection
  }

  /// GTK's role for the clip's `GtkFixed` of a container that reads as `collection`.
  static func role(of collection: HostCollectionRole) -> GtkAccessibleRole {
    switch collection {
    case .list: GTK_ACCESSIBLE_ROLE_LIST
    case .table: GTK_ACCESSIBLE_ROLE_TABLE
    case .none: GTK_ACCESSIBLE_ROLE_GENERIC
    }
  }

  /// Shows `rows` and a table's column `headers` (window points; `origin` is the window's
  /// content's) in `fixed`, the list's clip: widgets are reused, added and removed to match.
  func show(
    _ rows: [HostAccessibleRow], headers: [HostAccessibleCell], origin: CGPoint,
    in fixed: UnsafeMutablePointer<GtkFixed>
  ) {
    guard collection != .none else { return }
    if let shown, shown.rows == rows, shown.headers == headers, shown.at == origin { return }
    if let first = headers.first {
      if header == nil { header = (make(GTK_ACCESSIBLE_ROLE_ROW, in: fixed, after: nil), []) }
      place(
        headers.dropFirst().reduce(first.frame) { $0.union($1.frame) },
        title: headers.map(\.title).joined(separator: " "),
        isSelected: nil, cells: headers, in: &header!,
        cellRole: GTK_ACCESSIBLE_ROLE_COLUMN_HEADER, origin: origin)
    } else if let old = header {
      gtk_fixed_remove(fixed, old.row)
      header = nil
    }
    while entries.count > rows.count {
      gtk_fixed_remove(fixed, entries.removeLast().row)
    }
    let rowRole = collection == .table ? GTK_ACCESSIBLE_ROLE_ROW : GTK_ACCESSIBLE_ROLE_LIST_ITEM
    while entries.count < rows.count {
      let previous = entries.last?.row ?? header?.row
      entries.append((make(rowRole, in: fixed, after: previous), []))
    }
    for (index, row) in rows.enumerated() {
      place(
        row.frame, title: row.title, isSelected: row.isSelected, cells: row.cells,
        in: &entries[index], cellRole: GTK_ACCESSIBLE_ROLE_CELL, origin: origin)
    }
    shown = (rows, headers, origin)
  }

  /// A see-through widget read as `role` in `fixed`: it takes no clicks and no focus, and
  /// goes right after `previous` (first for `nil`), under everything the list draws, so that
  /// the rows are read in order.
  private func make(
    _ role: GtkAccessibleRole, in fixed: UnsafeMutablePointer<GtkFixed>,
    after previous: GtkWidgetPointer?
  ) -> GtkWidgetPointer {
    let widget = trellis_widget_new_with_role(gtk_fixed_get_type(), role)!
    gtk_widget_set_can_target(widget, 0)
    gtk_widget_set_can_focus(widget, 0)
    gtk_fixed_put(fixed, widget, 0, 0)
    let parent = UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkWidget.self)
    gtk_widget_insert_after(widget, parent, previous)
    return widget
  }

  /// Moves and names a row's widget and its cells' (`isSelected` is `nil` for the header
  /// row, which is never selected).
  private func place(
    _ rowFrame: CGRect, title: String?, isSelected: Bool?, cells: [HostAccessibleCell],
    in entry: inout Entry, cellRole: GtkAccessibleRole, origin: CGPoint
  ) {
    let frame = HostedWidget.pixels(rowFrame.offsetBy(dx: -origin.x, dy: -origin.y))
    let parent: UnsafeMutablePointer<GtkFixed> = gtkCast(entry.row)
    if let fixed = gtk_widget_get_parent(entry.row) {
      gtk_fixed_move(gtkCast(fixed), entry.row, Double(frame.x), Double(frame.y))
    }
    gtk_widget_set_size_request(entry.row, Int32(frame.width), Int32(frame.height))
    trellis_accessible_set_text(entry.row, GTK_ACCESSIBLE_PROPERTY_LABEL, title)
    if let isSelected {
      trellis_accessible_set_selected(entry.row, isSelected ? 1 : 0)
    }
    while entry.cells.count > cells.count {
      gtk_fixed_remove(parent, entry.cells.removeLast())
    }
    while entry.cells.count < cells.count {
      let cell = trellis_widget_new_with_role(gtk_fixed_get_type(), cellRole)!
      gtk_widget_set_can_target(cell, 0)
      gtk_widget_set_can_focus(cell, 0)
      gtk_fixed_put(parent, cell, 0, 0)
      entry.cells.append(cell)
    }
    for (widget, cell) in zip(entry.cells, cells) {
      let box = HostedWidget.pixels(cell.frame.offsetBy(dx: -origin.x, dy: -origin.y))
      gtk_fixed_move(parent, widget, Double(box.x - frame.x), Double(box.y - frame.y))
      gtk_widget_set_size_request(widget, Int32(box.width), Int32(box.height))
      trellis_accessible_set_text(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, cell.title)
    }
  }

  /// The row widgets, for tests: a table's header row first, then one per row on screen.
  var widgets: [(row: GtkWidgetPointer, cells: [GtkWidgetPointer])] {
    (header.map { [$0] } ?? []) + entries
  }
}
