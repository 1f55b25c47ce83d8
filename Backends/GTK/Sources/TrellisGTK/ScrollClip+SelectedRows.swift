import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// The highlights behind a selecting list's selected rows: one `GtkBox` per selected row on
/// screen, across its cell, in the theme's selection colour (HostStyle's
/// `trellis-selected-row`), as a GtkListBox draws its selected rows. They sit in the list's
/// clip above the boxes its rows are grouped in and below the rows' widgets, take no clicks
/// and no focus, and assistive technologies do not see them: the list's items
/// (ScrollClip+AccessibleRows.swift) say which rows are selected.
@MainActor
final class SelectedRowBoxes {
  private var boxes: [GtkWidgetPointer] = []
  private var shown: [HostSelectedRow] = []
  private var shownOrigin = CGPoint.zero

  static let cssClass = "trellis-selected-row"

  /// Shows `rows` (in window points; `origin` is the window's content's) in `fixed`, the
  /// list's clip, just above `groupBox` (the rows' boxes), or first when there is none.
  func show(
    _ rows: [HostSelectedRow], origin: CGPoint, in fixed: UnsafeMutablePointer<GtkFixed>,
    above groupBox: GtkWidgetPointer?
  ) {
    guard rows != shown || origin != shownOrigin else { return }
    let parent = UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkWidget.self)
    while boxes.count > rows.count {
      gtk_fixed_remove(fixed, boxes.removeLast())
    }
    while boxes.count < rows.count {
      let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
      gtk_widget_add_css_class(box, Self.cssClass)
      gtk_widget_set_can_target(box, 0)
      gtk_widget_set_can_focus(box, 0)
      trellis_accessible_set_hidden(box, 1)
      gtk_fixed_put(fixed, box, 0, 0)
      // Over the rows' boxes, under every row's widget.
      gtk_widget_insert_after(box, parent, groupBox)
      boxes.append(box)
    }
    for (box, row) in zip(boxes, rows) {
      let frame = HostedWidget.pixels(row.frame.offsetBy(dx: -origin.x, dy: -origin.y))
      gtk_fixed_move(fixed, box, Double(frame.x), Double(frame.y))
      gtk_widget_set_size_request(box, Int32(frame.width), Int32(frame.height))
    }
    shown = rows
    shownOrigin = origin
  }

  /// The highlights, for tests: each one's frame in the clip, in pixels, and its widget.
  var highlights: [(frame: (x: Int, y: Int, width: Int, height: Int), widget: GtkWidgetPointer)] {
    zip(boxes, shown).map { box, row in
      (HostedWidget.pixels(row.frame.offsetBy(dx: -shownOrigin.x, dy: -shownOrigin.y)), box)
    }
  }
}
