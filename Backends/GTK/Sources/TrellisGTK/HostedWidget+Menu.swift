import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// A `Menu` shown with GTK's own widgets: a `GtkMenuButton` whose `GtkPopoverMenu` shows
/// the menu's items from a `GMenu` model (MenuModel.swift), built from the items its display
/// item carries. A menu with a primary action is a linked `GtkButton` that runs it, beside a
/// menu button with only the arrow. Choosing an item chooses it on the element by its path.
extension HostedWidget {
  /// The menu button, and for a menu with a primary action the box that holds the action's
  /// button before it.
  static func makeMenuButton(split: Bool) -> (widget: GtkWidgetPointer, menu: GtkWidgetPointer) {
    let menu = gtk_menu_button_new()!
    guard split else { return (menu, menu) }
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    gtk_widget_add_css_class(box, "linked")
    let primary = gtk_button_new_with_label("")!
    gtk_box_append(gtkCast(box), primary)
    gtk_box_append(gtkCast(box), menu)
    return (box, menu)
  }

  /// A split menu's button that runs the primary action.
  var primaryActionButton: GtkWidgetPointer? {
    kind == .splitMenuButton ? gtk_widget_get_first_child(widget) : nil
  }

  /// Brings the button's title, look and items up to date from the menu's item.
  func updateMenu() {
    guard case .menu(let menu)? = shownControl?.kind else { return }
    let button = control
    let title = items.first?.attributes.title ?? ""
    // Set only when it changed: a menu button makes its label's widgets anew each time.
    if let primary = primaryActionButton {
      if gtk_button_get_label(gtkCast(primary)).map({ String(cString: $0) }) != title {
        gtk_button_set_label(gtkCast(primary), title)
      }
    } else if gtk_menu_button_get_label(gtkOpaque(button)).map({ String(cString: $0) }) != title {
      gtk_menu_button_set_label(gtkOpaque(button), title)
    }
    gtk_menu_button_set_always_show_arrow(
      gtkOpaque(button), menu.look.showsIndicator || kind == .splitMenuButton ? 1 : 0)
    gtk_menu_button_set_has_frame(gtkOpaque(button), menu.look.style == .button ? 1 : 0)
    guard appliedMenuEntries != menu.entries else { return }
    appliedMenuEntries = menu.entries
    let (model, actions) = MenuModel.make(
      menu.entries, handler: Self.onMenuItem, context: context)
    gtk_widget_insert_action_group(widget, MenuModel.prefix, OpaquePointer(actions))
    gtk_menu_button_set_menu_model(
      gtkOpaque(button), model.assumingMemoryBound(to: GMenuModel.self))
    g_object_unref(model)
    g_object_unref(actions)
  }

  /// An item chosen in the popover: chosen on the element by its path.
  static let onMenuItem: NotifyHandler = { action, _, context in
    guard let path = MenuModel.path(of: action) else { return }
    perform(context) { try $0.element.chooseMenuItem(at: path) }
  }
}
