import CGtk
@_spi(TrellisHost) import TrellisUI

/// The look of a button from its role and style, in GTK's (and libadwaita's) style classes:
/// `.destructive` is a destructive action, `.borderedProminent` a suggested one,
/// `.plain` and `.borderless` flat, and so is a button drawn by a style of the app's own
/// (the style's body is drawn over it); `.buttonBorderShape(.capsule)` is a pill and
/// `.circle` circular.
enum ButtonStyleClasses {
  /// The classes of a button its items show with `attributes`, drawn by a style of the app's
  /// own when `isStyled`.
  static func classes(for attributes: _DisplayAttributes, isStyled: Bool) -> [String] {
    var classes: [String] = []
    if attributes.buttonBorderShape == .capsule { classes.append("pill") }
    if attributes.buttonBorderShape == .circle { classes.append("circular") }
    if isStyled {
      classes.append("flat")
      return classes
    }
    let isDestructive = attributes.buttonRole == .destructive
    if isDestructive { classes.append("destructive-action") }
    switch attributes.buttonStyle {
    case .borderedProminent:
      // A prominent destructive button is destructive, not suggested.
      if !isDestructive { classes.append("suggested-action") }
    case .plain, .borderless:
      classes.append("flat")
    case .automatic, .bordered:
      break
    }
    return classes
  }
}

extension HostedWidget {
  /// Gives the button the style classes of its role, style and tint, changing only what
  /// differs.
  func updateButtonStyle() {
    applyStyleClasses(
      ButtonStyleClasses.classes(for: shownAttributes, isStyled: isShownStyled) + sizeClasses
        + tintClasses)
  }

  /// Gives a toggle (a check box, switch or toggle button) its tint's and its size's style
  /// classes.
  func updateToggleStyle() {
    applyStyleClasses(sizeClasses + tintClasses)
  }

  /// Gives a field, a stepper or a slider its size's style class (HostStyle.swift).
  func updateControlSize() {
    applyStyleClasses(sizeClasses)
  }

  /// The style class of `.controlSize(_:)`: a small or mini button may be as short as
  /// layout made it; a check box's box, a switch, a field's text (a vertical field's too), a
  /// stepper's and a slider's knob are drawn smaller (small, mini); a check box's box larger
  /// (large, extra large).
  var sizeClasses: [String] {
    switch shownAttributes.controlSize {
    case .mini: return ["trellis-control-mini"]
    case .small: return ["trellis-control-small"]
    case .regular: return []
    case .large, .extraLarge: return ["trellis-control-large"]
    }
  }

  /// The style class of the element's tint, if it has one.
  private var tintClasses: [String] {
    guard let tint = shownAttributes.tint.flatMap(HostColor.init) else { return [] }
    return [TintStyle.styleClass(for: tint, on: gtk_widget_get_display(control))]
  }

  /// Sets the control's style classes to `classes`, removing those set before.
  private func applyStyleClasses(_ classes: [String]) {
    guard appliedStyleClasses != classes else { return }
    for name in appliedStyleClasses ?? [] where !classes.contains(name) {
      gtk_widget_remove_css_class(control, name)
    }
    for name in classes { gtk_widget_add_css_class(control, name) }
    appliedStyleClasses = classes
  }
}
