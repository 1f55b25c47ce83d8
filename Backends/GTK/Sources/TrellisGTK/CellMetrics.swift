import CGtk

/// The size in pixels of one layout cell: a column is the advance of a monospace character
/// in the host's font; a row is the natural height of an entry or a button, so that every
/// control fits a row.
struct CellMetrics: Equatable {
  var columnWidth: Int
  var rowHeight: Int

  /// Measures the cell with real widgets styled as the host styles its windows.
  @MainActor static func measure() -> CellMetrics {
    let probe = gtk_window_new()!
    gtk_widget_add_css_class(probe, HostStyle.windowClass)
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_window_set_child(gtkCast(probe), box)
    let label = gtk_label_new("M")!
    let button = gtk_button_new_with_label("M")!
    let entry = gtk_entry_new()!
    for widget in [label, button, entry] { gtk_box_append(gtkCast(box), widget) }
    defer { gtk_window_destroy(gtkCast(probe)) }

    let sample = String(repeating: "M", count: 10)
    let layout = gtk_widget_create_pango_layout(label, sample)
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, &height)
    g_object_unref(UnsafeMutableRawPointer(layout))
    var rowHeight: Int32 = 0
    for widget in [button, entry] {
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
      rowHeight = max(rowHeight, natural)
    }
    return CellMetrics(
      columnWidth: max(1, Int((Double(width) / 10).rounded(.up))),
      rowHeight: max(Int(height) + 4, Int(rowHeight)))
  }

  func pixels(_ frame: (x: Int, y: Int, width: Int, height: Int), origin: (x: Int, y: Int))
    -> (x: Int, y: Int, width: Int, height: Int)
  {
    (
      (frame.x - origin.x) * columnWidth, (frame.y - origin.y) * rowHeight,
      frame.width * columnWidth, frame.height * rowHeight
    )
  }
}
