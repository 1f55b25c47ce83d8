import CGtk
@_spi(TrellisHost) import TrellisUI

/// `.tint(_:)` in GTK: a style class per colour, `trellis-tint-rrggbb`, whose rules are
/// added to the display the first time the colour is used. The tint fills a prominent
/// button, a toggle button or switch that is on and a checked check box, with a title
/// that stays readable on it; any other button's title is drawn in it. It fills a progress
/// bar's and a level bar's filled part, and colours a spinner.
enum TintStyle {
  /// The style class of `tint`, its rules installed on `display`.
  @MainActor static func styleClass(for tint: HostColor, on display: OpaquePointer?) -> String {
    let hex = String(TextMarkup.hex(tint).dropFirst())
    let name = "trellis-tint-\(hex)"
    guard let display, !installed.contains(name) else { return name }
    installed.insert(name)
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, css(for: name, colour: "#" + hex, tint: tint), -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    // The display holds the provider from here on.
    g_object_unref(provider)
    return name
  }

  /// The rules of the class `name`, in `colour`.
  static func css(for name: String, colour: String, tint: HostColor) -> String {
    let title = readableTitle(on: tint)
    return """
      window.trellis button.\(name) { color: \(colour); }
      window.trellis button.\(name).suggested-action, window.trellis button.\(name):checked \
      { background-color: \(colour); background-image: none; color: \(title); }
      window.trellis switch.\(name):checked { background-color: \(colour); }
      window.trellis checkbutton.\(name) check:checked \
      { background-color: \(colour); background-image: none; color: \(title); }
      window.trellis progressbar.\(name) > trough > progress \
      { background-color: \(colour); background-image: none; border-color: \(colour); }
      window.trellis levelbar.\(name) > trough > block.filled \
      { background-color: \(colour); background-image: none; border-color: \(colour); }
      window.trellis spinner.\(name) { color: \(colour); }
      """
  }

  /// White on a dark tint, black on a light one (by the tint's relative luminance).
  static func readableTitle(on tint: HostColor) -> String {
    let luminance = 0.2126 * tint.red + 0.7152 * tint.green + 0.0722 * tint.blue
    return luminance > 0.6 ? "#000000" : "#ffffff"
  }

  @MainActor private static var installed: Set<String> = []
}
