import CGtk
import CTrellisGTKShim
@_spi(TrellisHost) import TrellisUI

/// A scene's commands in GTK: a `GtkPopoverMenuBar` above the window's content, built from a
/// `GMenu` model (MenuModel.swift) whose items are actions of a group inserted on the window
/// as `trellis-commands`; a disabled command's action is disabled, a toggle's is stateful.
/// Each shortcut is the item's `accel` (shown in the menu), an accelerator of the window's
/// shortcut controller (bubble phase, so the focused widget's own keys, such as a text
/// entry's, come first) and, when the window belongs to the application, the application's
/// accelerator for the action (`gtk_application_set_accels_for_action`).
///
/// A menu bar rather than GNOME's primary menu: SwiftUI's commands are a menu bar of several
/// named menus (File, Edit, the app's own) with submenus, which a one-level primary menu
/// would flatten; GTK 4 apps with such menus (Inkscape, GIMP, Builder's earlier versions)
/// show a `GtkPopoverMenuBar`.
@MainActor
final class CommandMenuBar {
  static let prefix = "trellis-commands"

  private unowned let window: WidgetWindow
  /// The bar, once the scene has commands with items.
  private(set) var bar: GtkWidgetPointer?
  /// The window's shortcut controller of the commands' accelerators.
  private(set) var shortcuts: OpaquePointer?
  /// The commands' actions, as inserted on the window (one reference held).
  private(set) var actions: OpaquePointer?
  private var shown: [_MenuEntry] = []
  /// The actions given application accelerators, to take them off when they go.
  private var accelerated: [String] = []

  init(window: WidgetWindow) { self.window = window }

  /// Shows `menus` (the menu bar's menus as submenus), rebuilding the model, the actions and
  /// the accelerators when they changed.
  func update(_ menus: [_MenuEntry]) {
    guard menus != shown else { return }
    shown = menus
    let context = Unmanaged.passUnretained(window).toOpaque()
    let (model, actions) = MenuModel.make(
      menus, prefix: Self.prefix, handler: Self.onCommand, context: context)
    gtk_widget_insert_action_group(window.window, Self.prefix, OpaquePointer(actions))
    if let old = self.actions { g_object_unref(UnsafeMutableRawPointer(old)) }
    self.actions = OpaquePointer(actions)
    let menuModel = model.assumingMemoryBound(to: GMenuModel.self)
    if let bar {
      gtk_popover_menu_bar_set_menu_model(gtkOpaque(bar), menuModel)
    } else {
      install(gtk_popover_menu_bar_new_from_model(menuModel)!)
    }
    g_object_unref(model)
    gtk_widget_set_visible(bar!, menus.isEmpty ? 0 : 1)
    updateShortcuts(menus)
  }

  /// Puts the bar above the scrolled window that holds the content.
  private func install(_ bar: GtkWidgetPointer) {
    self.bar = bar
    guard let scroller = window.scroller else { return }
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    g_object_ref(UnsafeMutableRawPointer(scroller))
    gtk_window_set_child(gtkCast(window.window), nil)
    gtk_box_append(gtkCast(box), bar)
    gtk_widget_set_vexpand(scroller, 1)
    gtk_box_append(gtkCast(box), scroller)
    g_object_unref(UnsafeMutableRawPointer(scroller))
    gtk_window_set_child(gtkCast(window.window), box)
  }

  private func updateShortcuts(_ menus: [_MenuEntry]) {
    if let shortcuts { gtk_widget_remove_controller(window.window, shortcuts) }
    let controller = gtk_shortcut_controller_new()!
    let application = gtk_window_get_application(gtkCast(window.window))
    if let application {
      for action in accelerated { Self.setAccelerators(application, action: action, nil) }
    }
    accelerated = []
    for (action, shortcut) in Self.shortcuts(in: menus, path: []) {
      guard let accelerator = ShortcutAccelerator.accelerator(for: shortcut),
        let trigger = gtk_shortcut_trigger_parse_string(accelerator)
      else { continue }
      let name = "\(Self.prefix).\(action)"
      gtk_shortcut_controller_add_shortcut(
        controller, gtk_shortcut_new(trigger, gtk_named_action_new(name)))
      if let application {
        Self.setAccelerators(application, action: name, accelerator)
        accelerated.append(name)
      }
    }
    gtk_widget_add_controller(window.window, controller)
    shortcuts = controller
  }

  /// Each item's action name with its shortcut, through the submenus.
  static func shortcuts(in entries: [_MenuEntry], path: [Int]) -> [(String, KeyboardShortcut)] {
    var found: [(String, KeyboardShortcut)] = []
    for (index, entry) in entries.enumerated() {
      if case .submenu(let children) = entry.kind {
        found += shortcuts(in: children, path: path + [index])
      } else if let shortcut = entry.shortcut {
        found.append((MenuModel.actionName(path + [index]), shortcut))
      }
    }
    return found
  }

  private static func setAccelerators(
    _ application: UnsafeMutablePointer<GtkApplication>, action: String, _ accelerator: String?
  ) {
    guard let accelerator else {
      var empty: [UnsafePointer<CChar>?] = [nil]
      empty.withUnsafeMutableBufferPointer { buffer in
        gtk_application_set_accels_for_action(application, action, buffer.baseAddress)
      }
      return
    }
    accelerator.withCString { text in
      var list: [UnsafePointer<CChar>?] = [text, nil]
      list.withUnsafeMutableBufferPointer { buffer in
        gtk_application_set_accels_for_action(application, action, buffer.baseAddress)
      }
    }
  }

  /// An item chosen in the bar, or its accelerator pressed: the command at its path runs.
  private static let onCommand: NotifyHandler = { action, _, context in
    let window: WidgetWindow = object(from: context)
    guard let path = MenuModel.path(of: action), let menu = path.first else { return }
    MainActor.assumeIsolated {
      try? window.host?.core.performCommand(menu: menu, path: Array(path.dropFirst()))
      window.host?.runPendingUpdate()
      window.host?.requestRender()
    }
  }
}
