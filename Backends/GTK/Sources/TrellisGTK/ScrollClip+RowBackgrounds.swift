import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// A list's rows' own backgrounds (`listRowBackground(_:)`) and tinted lines between rows
/// (`listRowSeparatorTint(_:edges:)`): one `GtkBox` each, in a style class per colour
/// (`trellis-row-fill-rrggbbaa`). They sit in the list's clip over the boxes its rows are
/// grouped in, under the selected rows' highlights and every row's widget, in order (a
/// tinted line over the backgrounds), and take no clicks or focus; assistive technologies do
/// not see them (the rows are read as before).
@MainActor
final class RowBackgroundBoxes {
  private var boxes: [(box: GtkWidgetPointer, styleClass: String)] = []
  private var shown: [HostRowBackground] = []
  private var shownOrigin = CGPoint.zero

  /// Shows `fills` (in window points; `origin` is the window's content's) in `fixed`, the
  /// list's clip, over `groupBox` (the rows' last box), or first when there is none.
  func show(
    _ fills: [HostRowBackground], origin: CGPoint, in fixed: UnsafeMutablePointer<GtkFixed>,
    above groupBox: GtkWidgetPointer?
  ) {
    guard fills != shown || origin != shownOrigin else { return }
    let parent = UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkWidget.self)
    while boxes.count > fills.count {
      gtk_fixed_remove(fixed, boxes.removeLast().box)
    }
    while boxes.count < fills.count {
      let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
      gtk_widget_set_can_target(box, 0)
      gtk_widget_set_can_focus(box, 0)
      trellis_accessible_set_hidden(box, 1)
      gtk_fixed_put(fixed, box, 0, 0)
      // After the one before it (so drawn over it), over the rows' boxes.
      gtk_widget_insert_after(box, parent, boxes.last?.box ?? groupBox)
      boxes.append((box, ""))
    }
    let display = gtk_widget_get_display(parent)
    for index in fills.indices {
      let fill = fills[index]
      let box = boxes[index].box
      let frame = HostedWidget.pixels(fill.frame.offsetBy(dx: -origin.x, dy: -origin.y))
      gtk_fixed_move(fixed, box, Double(frame.x), Double(frame.y))
      gtk_widget_set_size_request(box, Int32(frame.width), Int32(max(1, frame.height)))
      let styleClass = Self.styleClass(for: fill.color, on: display)
      if styleClass != boxes[index].styleClass {
        if !boxes[index].styleClass.isEmpty {
          gtk_widget_remove_css_class(box, boxes[index].styleClass)
        }
        gtk_widget_add_css_class(box, styleClass)
        boxes[index].styleClass = styleClass
      }
    }
    shown = fills
    shownOrigin = origin
  }

  /// The last box, in front of the others: what a list's selected rows are drawn over.
  var lastBox: GtkWidgetPointer? { boxes.last?.box }

  /// The fills' frames in the clip, in pixels, and their colours, for tests.
  var fills: [(frame: (x: Int, y: Int, width: Int, height: Int), color: Color)] {
    shown.map { fill in
      (HostedWidget.pixels(fill.frame.offsetBy(dx: -shownOrigin.x, dy: -shownOrigin.y)), fill.color)
    }
  }

  /// The style class that fills a box with `color`, its rule installed on `display` the
  /// first time; a colour the host cannot resolve (a semantic one) takes the theme's.
  static func styleClass(for color: Color, on display: OpaquePointer?) -> String {
    guard let host = HostColor(color) else { return "trellis-row-fill-theme" }
    let alpha = Int((min(1, max(0, host.opacity)) * 255).rounded())
    let hex = String(TextMarkup.hex(host).dropFirst())
    let name = "trellis-row-fill-\(hex)\(String(format: "%02x", alpha))"
    guard let display, !installed.contains(name) else { return name }
    installed.insert(name)
    let provider = gtk_css_provider_new()
    let rule =
      "window.trellis .\(name) { background-color: rgba(\(Int(host.red * 255)), "
      + "\(Int(host.green * 255)), \(Int(host.blue * 255)), \(host.opacity)); }"
    gtk_css_provider_load_from_data(provider, rule, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    // The display holds the provider from here on.
    g_object_unref(provider)
    return name
  }

  private static var installed: Set<String> = []
}
