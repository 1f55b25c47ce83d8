import CGtk
@_spi(TrellisHost) import TrellisUI

/// The look of a button from its role and style, in GTK's (and libadwaita's) style classes:
/// `.destructive` is a destructive action, `.borderedProminent` a suggested one,
/// `.plain` and `.borderless` flat, and so is a button drawn by a style of the app's own
/// (the style's body is drawn over it); `.buttonBorderShape(.capsule)` is a pill and
/// `.circle` circular.
enum ButtonStyleClasses {
  static let all = ["destructive-action", "suggested-action", "flat", "pill", "circular"]

  @MainActor static func classes(for element: HostElement) -> [String] {
    var classes: [String] = []
    if element.isCapsuleButton { classes.append("pill") }
    if element.isCircularButton { classes.append("circular") }
    if element.isStyledButton {
      classes.append("flat")
      return classes
    }
    if element.buttonRole == .destructive { classes.append("destructive-action") }
    switch element.buttonStyle {
    case .borderedProminent:
      if classes.isEmpty { classes.append("suggested-action") }
    case .plain, .borderless:
      classes.append("flat")
    case .automatic, .bordered:
      break
    }
    return classes
  }
}

extension HostedWidget {
  /// Gives the button the style classes of its role and style, changing only what differs.
  func updateButtonStyle() {
    let classes = ButtonStyleClasses.classes(for: element)
    guard appliedStyleClasses != classes else { return }
    for name in ButtonStyleClasses.all where !classes.contains(name) {
      gtk_widget_remove_css_class(widget, name)
    }
    for name in classes { gtk_widget_add_css_class(widget, name) }
    appliedStyleClasses = classes
  }
}
