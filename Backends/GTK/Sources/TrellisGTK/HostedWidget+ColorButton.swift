import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// What a colour picker's `GtkColorButton` was last given: its name (the dialog's title),
/// whether it offers opacity, and the colour it shows.
struct AppliedColorButton: Equatable {
  var name: String
  var usesAlpha: Bool
  var color: HostColor
}

/// A colour picker's control shown as GTK's own colour well: a `GtkColorButton` (GTK 4.8 has
/// no `GtkColorDialogButton`) showing the binding's colour, whose dialog offers opacity only
/// when the picker supports it. The colour a person sets in the dialog (`color-set`) is
/// written to the binding as sRGB components; the picker's label is laid out before it by
/// widgets of its own.
extension HostedWidget {
  /// A colour button whose dialog is modal to its window, as GTK's own dialogs are.
  static func makeColorButton() -> GtkWidgetPointer {
    let button = gtk_color_button_new()!
    gtk_color_button_set_modal(gtkOpaque(button), 1)
    gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
    return button
  }

  func connectColorButton() {
    connect(UnsafeMutableRawPointer(control), "color-set", Self.onColorSet, context)
  }

  /// Shows the picker's name, whether it offers opacity and its colour, changing only what
  /// differs (its handlers are blocked: nothing reports back).
  func updateColorButton() {
    let usesAlpha = element.colorPickerSupportsOpacity ?? true
    var color = element.colorPickerSelection ?? HostColor(red: 0, green: 0, blue: 0)
    if !usesAlpha { color.opacity = 1 }
    let wanted = AppliedColorButton(
      name: element.colorPickerName ?? "", usesAlpha: usesAlpha, color: color)
    let old = appliedColorButton
    guard old != wanted else { return }
    let chooser = gtkOpaque(control)
    if old?.name != wanted.name {
      gtk_color_button_set_title(chooser, wanted.name)
      // Focus goes to the button inside the well: a screen reader names it by the picker.
      if let inner = gtk_widget_get_first_child(control) {
        trellis_accessible_set_text(inner, GTK_ACCESSIBLE_PROPERTY_LABEL, wanted.name)
      }
    }
    if old?.usesAlpha != wanted.usesAlpha {
      gtk_color_chooser_set_use_alpha(chooser, wanted.usesAlpha ? 1 : 0)
    }
    if old?.color != wanted.color {
      var rgba = GdkRGBA(
        red: Float(color.red), green: Float(color.green), blue: Float(color.blue),
        alpha: Float(color.opacity))
      gtk_color_chooser_set_rgba(chooser, &rgba)
    }
    appliedColorButton = wanted
  }

  /// The colour the button holds, as a person set it in its dialog.
  static func chosenColor(of button: GtkWidgetPointer) -> Color {
    var rgba = GdkRGBA()
    gtk_color_chooser_get_rgba(gtkOpaque(button), &rgba)
    return Color(
      red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
      opacity: Double(rgba.alpha))
  }

  /// The colour the button shows, read from GTK, as `#RRGGBBAA` (for the widget tree).
  var shownColorHex: String {
    var rgba = GdkRGBA()
    gtk_color_chooser_get_rgba(gtkOpaque(control), &rgba)
    let parts = [rgba.red, rgba.green, rgba.blue, rgba.alpha].map {
      String(format: "%02X", Int((Double(min(1, max(0, $0))) * 255).rounded()))
    }
    return "#" + parts.joined()
  }

  /// A colour chosen in the dialog goes to the binding (made opaque unless the picker
  /// supports opacity); the next update shows what the binding then holds.
  private static let onColorSet: SignalHandler = { _, context in
    perform(context) { hosted in
      try hosted.element.pickColor(chosenColor(of: hosted.control))
    }
  }
}
