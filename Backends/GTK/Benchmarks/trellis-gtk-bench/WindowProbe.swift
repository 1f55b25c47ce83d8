import CGtk

/// What the benchmark reads of the host's window from outside the host: whether the app's
/// window is mapped, and how many frames its frame clock has run (a frame lays out and paints).
@MainActor
enum WindowProbe {
  /// The first visible top-level window, if any.
  static func window() -> UnsafeMutablePointer<GtkWidget>? {
    let list = gtk_window_list_toplevels()
    defer { g_list_free(list) }
    var node = list
    while let current = node {
      if let data = current.pointee.data {
        let widget = data.assumingMemoryBound(to: GtkWidget.self)
        if gtk_widget_get_visible(widget) != 0 { return widget }
      }
      node = current.pointee.next
    }
    return nil
  }

  /// Whether `window` is mapped (shown on the display).
  static func isMapped(_ window: UnsafeMutablePointer<GtkWidget>) -> Bool {
    gtk_widget_get_mapped(window) != 0
  }

  /// The frames `window`'s frame clock has run; 0 before it has one.
  static func frames(of window: UnsafeMutablePointer<GtkWidget>) -> Int {
    guard let clock = gtk_widget_get_frame_clock(window) else { return 0 }
    return gdk_frame_clock_get_frame_counter(clock)
  }

  /// Whether the main context has nothing ready to dispatch.
  static var isIdle: Bool { g_main_context_pending(nil) == 0 }

  /// Opens a throwaway window with the widget kinds the host uses and runs it until it has
  /// painted, so that theme, fonts and GL/cairo set-up are not charged to the first
  /// measurement.
  static func warmUp() {
    let window = gtk_window_new()!
    let box: UnsafeMutablePointer<GtkBox> = cast(gtk_box_new(GTK_ORIENTATION_VERTICAL, 4))
    gtk_box_append(box, gtk_label_new("Warm up"))
    gtk_box_append(box, gtk_check_button_new_with_label("On"))
    gtk_box_append(box, gtk_button_new_with_label("Button"))
    gtk_box_append(box, gtk_entry_new())
    gtk_window_set_child(cast(window), cast(box))
    gtk_window_present(cast(window))
    var spins = 0
    while (!isMapped(window) || frames(of: window) < 1) && spins < 100_000 {
      g_main_context_iteration(nil, 1)
      spins += 1
    }
    gtk_window_destroy(cast(window))
    while g_main_context_iteration(nil, 0) != 0 {}
  }
}

/// Views a GObject pointer as another class's (GTK's `GTK_BOX()` casts, unchecked).
func cast<T, U>(_ pointer: UnsafeMutablePointer<U>?) -> UnsafeMutablePointer<T> {
  UnsafeMutableRawPointer(pointer!).assumingMemoryBound(to: T.self)
}
