import CGtk
@_spi(TrellisHost) import TrellisUI

/// A toolbar item's widget in the header bar or action bar (HeaderBar+Toolbar.swift). The
/// layout gives toolbar items no room when the chrome shows them, so the widget takes its
/// natural size there; the controls GTK would make as narrow as their content (a field of
/// one character, a slider without a trough) get the width GNOME's header bars give theirs.
extension HostedWidget {
  /// How wide a field in a bar is, in characters.
  static let toolbarFieldCharacters: Int32 = 16
  /// How wide a slider in a bar is, in pixels.
  static let toolbarSliderWidth: Int32 = 150
  /// The side of a determinate ring in a bar, in pixels: a spinner's size.
  static let toolbarRingSide: Int32 = 16

  /// Gives the widget the size it has in a bar, once, when it is made.
  func sizeForToolbar() {
    switch kind {
    case .entry, .password, .searchEntry:
      gtk_editable_set_width_chars(gtkOpaque(widget), Self.toolbarFieldCharacters)
    case .scale:
      gtk_widget_set_size_request(widget, Self.toolbarSliderWidth, -1)
    case .ring:
      gtk_widget_set_size_request(widget, Self.toolbarRingSide, Self.toolbarRingSide)
    default:
      break
    }
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
  }
}
