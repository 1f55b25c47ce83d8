import CGtk

/// The style sheet of the host's windows: the theme's own fonts and controls (the measurer
/// measures them as they are), with a stepper's spin button kept compact, and small and
/// mini buttons (`.controlSize`) free to be as short as layout makes them.
enum HostStyle {
  static let windowClass = "trellis"

  private static let css = """
    window.trellis spinbutton > button { min-width: 12px; padding-left: 2px; padding-right: 2px; }
    window.trellis spinbutton > text { min-width: 0; padding-left: 4px; padding-right: 2px; }
    window.trellis button.trellis-control-small, window.trellis button.trellis-control-mini \
    { min-height: 0; padding-top: 0; padding-bottom: 0; }
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
