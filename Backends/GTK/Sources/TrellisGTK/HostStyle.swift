import CGtk

/// The style sheet of the host's windows: the theme's own fonts and controls (the measurer
/// measures them as they are), with a stepper's spin button kept compact, small and mini
/// buttons (`.controlSize`) free to be as short as layout makes them, and the other controls'
/// parts drawn smaller for a small or mini size (a check box's box larger for a large one:
/// layout measures those controls at the theme's size, and only a check box's box has room
/// to grow within it), and the boxes of grouped list rows in the theme's base colour with its
/// border colour, as GNOME's boxed lists are (a flat list's band without the border).
enum HostStyle {
  static let windowClass = "trellis"
  /// On a list's scrolled window, or a text editor, under `.scrollContentBackground(.hidden)`:
  /// the theme's background behind the rows or the text is left out.
  static let clearContentClass = "trellis-clear-content"

  private static let css = """
    window.trellis spinbutton > button { min-width: 12px; padding-left: 2px; padding-right: 2px; }
    window.trellis spinbutton > text { min-width: 0; padding-left: 4px; padding-right: 2px; }
    window.trellis button.trellis-control-small, window.trellis button.trellis-control-mini \
    { min-height: 0; padding-top: 0; padding-bottom: 0; }
    window.trellis checkbutton.trellis-control-small check \
    { min-width: 12px; min-height: 12px; -gtk-icon-size: 12px; }
    window.trellis checkbutton.trellis-control-mini check \
    { min-width: 10px; min-height: 10px; -gtk-icon-size: 10px; }
    window.trellis checkbutton.trellis-control-large check \
    { min-width: 20px; min-height: 20px; -gtk-icon-size: 20px; }
    window.trellis switch.trellis-control-small > slider { min-width: 14px; min-height: 14px; }
    window.trellis switch.trellis-control-mini > slider { min-width: 10px; min-height: 10px; }
    window.trellis entry.trellis-control-small { font-size: smaller; }
    window.trellis entry.trellis-control-mini { font-size: x-small; }
    window.trellis textview.trellis-control-small { font-size: smaller; }
    window.trellis textview.trellis-control-mini { font-size: x-small; }
    window.trellis spinbutton.trellis-control-small { font-size: smaller; min-height: 0; }
    window.trellis spinbutton.trellis-control-mini { font-size: x-small; min-height: 0; }
    window.trellis spinbutton.trellis-control-small > button, \
    window.trellis spinbutton.trellis-control-mini > button \
    { min-height: 0; padding-top: 0; padding-bottom: 0; }
    window.trellis scale.trellis-control-small slider { min-width: 12px; min-height: 12px; }
    window.trellis scale.trellis-control-mini slider { min-width: 10px; min-height: 10px; }
    window.trellis .trellis-row-group \
    { background-color: @theme_base_color; border: 1px solid @borders; border-radius: 8px; }
    window.trellis .trellis-row-group.trellis-row-group-flat { border: none; border-radius: 0; }
    window.trellis .trellis-clear-content .trellis-row-group { background-color: transparent; }
    window.trellis textview.trellis-clear-content, \
    window.trellis textview.trellis-clear-content > text { background-color: transparent; }
    window.trellis .trellis-selected-row { background-color: @theme_selected_bg_color; }
    window.trellis .trellis-selected-row.trellis-selected-row-dim \
    { background-color: alpha(@theme_selected_bg_color, 0.35); }
    window.trellis .trellis-row-fill-theme { background-color: alpha(@theme_fg_color, 0.1); }
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
