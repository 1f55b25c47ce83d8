import CGtk

/// The style sheet of the host's windows: one monospace font, so that text is as wide as
/// the cells the layout gave it, and controls that do not ask for more than their cells.
enum HostStyle {
  static let windowClass = "trellis"

  private static let css = """
    window.trellis, window.trellis * { font-family: monospace; font-size: 13px; }
    window.trellis button { padding-left: 4px; padding-right: 4px; }
    window.trellis spinbutton > button { min-width: 12px; padding-left: 2px; padding-right: 2px; }
    window.trellis spinbutton > text { min-width: 0; padding-left: 4px; padding-right: 2px; }
    """

  /// Installs the style sheet for every window on `display`, once.
  @MainActor static func install(on display: OpaquePointer) {
    guard !installed else { return }
    installed = true
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    // The display holds the provider from here on.
    g_object_unref(provider)
  }

  @MainActor private static var installed = false
}
