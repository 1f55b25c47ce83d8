import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// The boxes behind a list's or form's rows, as GNOME draws its boxed lists: one `GtkFixed`
/// per box in the theme's base colour with a border and rounded corners (HostStyle's
/// `trellis-row-group`), and a `GtkSeparator` between each two of its rows; a flat list's
/// band is one such box without the border and corners, as a plain `GtkListBox` is drawn. They sit first in
/// the list's clip, so the rows' widgets are drawn over them; they take no clicks and no
/// focus, and assistive technologies do not see them: the rows are the list's children
/// there, read as before, and a box would only add an empty panel and lines around them.
@MainActor
final class RowGroupBoxes {
  private var boxes: [(box: GtkWidgetPointer, separators: [GtkWidgetPointer])] = []
  private var shown: [HostRowGroup] = []
  private var shownOrigin = CGPoint.zero

  static let cssClass = "trellis-row-group"
  /// Added for a flat list's band: the base colour without a border or corners.
  static let flatCSSClass = "trellis-row-group-flat"

  /// Shows `groups` (in window points; `origin` is the window's content's) in `fixed`, the
  /// list's clip: boxes are reused, added and removed to match, and only a changed one moves.
  func show(_ groups: [HostRowGroup], origin: CGPoint, in fixed: UnsafeMutablePointer<GtkFixed>) {
    guard groups != shown || origin != shownOrigin else { return }
    let parent = UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkWidget.self)
    while boxes.count > groups.count {
      gtk_fixed_remove(fixed, boxes.removeLast().box)
    }
    while boxes.count < groups.count {
      let box = gtk_fixed_new()!
      gtk_widget_add_css_class(box, Self.cssClass)
      gtk_widget_set_can_target(box, 0)
      gtk_widget_set_can_focus(box, 0)
      trellis_accessible_set_hidden(box, 1)
      gtk_fixed_put(fixed, box, 0, 0)
      // Under every row's widget.
      gtk_widget_insert_after(box, parent, nil)
      boxes.append((box, []))
    }
    for (index, group) in groups.enumerated() {
      place(group, at: index, origin: origin, in: fixed)
    }
    shown = groups
    shownOrigin = origin
  }

  /// The last box, in front of the others: what a list's selected rows are drawn over.
  var lastBox: GtkWidgetPointer? { boxes.last?.box }

  /// The boxes' frames in the clip, in pixels, and their lines' count, for tests.
  var frames: [(x: Int, y: Int, width: Int, height: Int, separators: Int)] {
    boxes.enumerated().map { index, entry in
      let frame = HostedWidget.pixels(
        shown[index].frame.offsetBy(dx: -shownOrigin.x, dy: -shownOrigin.y))
      return (frame.x, frame.y, frame.width, frame.height, entry.separators.count)
    }
  }

  private func place(
    _ group: HostRowGroup, at index: Int, origin: CGPoint, in fixed: UnsafeMutablePointer<GtkFixed>
  ) {
    let frame = HostedWidget.pixels(group.frame.offsetBy(dx: -origin.x, dy: -origin.y))
    let box = boxes[index].box
    gtk_fixed_move(fixed, box, Double(frame.x), Double(frame.y))
    gtk_widget_set_size_request(box, Int32(frame.width), Int32(frame.height))
    if group.style == .flat {
      gtk_widget_add_css_class(box, Self.flatCSSClass)
    } else {
      gtk_widget_remove_css_class(box, Self.flatCSSClass)
    }
    let boxFixed: UnsafeMutablePointer<GtkFixed> = gtkCast(box)
    var separators = boxes[index].separators
    while separators.count > group.separators.count {
      gtk_fixed_remove(boxFixed, separators.removeLast())
    }
    while separators.count < group.separators.count {
      let line = gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!
      gtk_fixed_put(boxFixed, line, 0, 0)
      separators.append(line)
    }
    for (line, offset) in zip(separators, group.separators) {
      gtk_fixed_move(boxFixed, line, 0, offset.rounded())
      gtk_widget_set_size_request(line, Int32(frame.width), 1)
    }
    boxes[index].separators = separators
  }
}
