import CGtk
import Foundation
@_spi(TrellisHost) import TrellisUI

/// A menu's items as GTK's own menu: a `GMenu` model that a `GtkPopoverMenu` shows, and
/// a group of actions, one for each item that can be chosen, named by the item's path.
/// Separators and headers start sections (a header titles its section); submenus are
/// submenus; a toggle (or a picker's option) has a boolean state, which the popover shows
/// as a check; a disabled item's action is disabled. GMenu has no red for a destructive
/// item: its role reaches GTK only as the item's place in the menu.
@MainActor
enum MenuModel {
  /// The prefix the actions are inserted under on the widget that shows the menu.
  static let prefix = "trellis-menu"

  /// The model and actions of `entries`; each action's `activate` calls `handler` with
  /// `context`. The caller owns both objects (one reference each).
  static func make(
    _ entries: [_MenuEntry], prefix: String = prefix, handler: NotifyHandler,
    context: UnsafeMutableRawPointer
  ) -> (model: UnsafeMutableRawPointer, actions: UnsafeMutableRawPointer) {
    let group = g_simple_action_group_new()!
    let model = menu(
      entries, path: [], prefix: prefix, group: group, handler: handler, context: context)
    return (UnsafeMutableRawPointer(model), UnsafeMutableRawPointer(group))
  }

  private static func menu(
    _ entries: [_MenuEntry], path: [Int], prefix: String,
    group: UnsafeMutablePointer<GSimpleActionGroup>,
    handler: NotifyHandler, context: UnsafeMutableRawPointer
  ) -> OpaquePointer {
    let top = g_menu_new()!
    var section = g_menu_new()!
    var sectionTitle: String?
    func closeSection() {
      if g_menu_model_get_n_items(gMenuModel(section)) > 0 || sectionTitle != nil {
        g_menu_append_section(top, sectionTitle, gMenuModel(section))
      }
      g_object_unref(UnsafeMutableRawPointer(section))
      section = g_menu_new()!
      sectionTitle = nil
    }
    for (index, entry) in entries.enumerated() {
      let itemPath = path + [index]
      switch entry.kind {
      case .separator:
        closeSection()
      case .header:
        closeSection()
        sectionTitle = entry.title
      case .submenu(let children):
        let submenu = menu(
          children, path: itemPath, prefix: prefix, group: group, handler: handler,
          context: context)
        g_menu_append_submenu(section, entry.title, gMenuModel(submenu))
        g_object_unref(UnsafeMutableRawPointer(submenu))
      case .action, .toggle:
        let name = actionName(itemPath)
        let action: OpaquePointer
        if case .toggle(let isOn) = entry.kind {
          action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0))
        } else {
          action = g_simple_action_new(name, nil)
        }
        g_simple_action_set_enabled(action, entry.isEnabled ? 1 : 0)
        connect(UnsafeMutableRawPointer(action), "activate", handler, context)
        g_action_map_add_action(OpaquePointer(group), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        let item = g_menu_item_new(entry.title, "\(prefix).\(name)")!
        // A shortcut shows beside the item (a scene's commands make it an accelerator).
        if let accelerator = entry.shortcut.flatMap(ShortcutAccelerator.accelerator(for:)) {
          g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(accelerator))
        }
        g_menu_append_item(section, item)
        g_object_unref(UnsafeMutableRawPointer(item))
      }
    }
    closeSection()
    g_object_unref(UnsafeMutableRawPointer(section))
    return top
  }

  /// `item-2-0` for the item at `[2, 0]`.
  static func actionName(_ path: [Int]) -> String {
    "item-" + path.map(String.init).joined(separator: "-")
  }

  /// The path of the item whose action is `action`.
  static func path(of action: UnsafeMutableRawPointer?) -> [Int]? {
    guard let action, let name = g_action_get_name(OpaquePointer(action)) else { return nil }
    let parts = String(cString: name).dropFirst("item-".count).split(separator: "-")
    let path = parts.compactMap { Int($0) }
    return path.count == parts.count && !path.isEmpty ? path : nil
  }

  /// A `GMenu` as the model it is.
  static func gMenuModel(_ menu: OpaquePointer) -> UnsafeMutablePointer<GMenuModel> {
    UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self)
  }
}
