import CGtk
import Foundation
@_spi(TrellisHost) import TrellisUI

/// Context menus: a right click on a view with a `contextMenu` (or inside one) opens a
/// `GtkPopoverMenu` of its items where the click was, from a `GMenu` model
/// (MenuModel.swift). The click is taken before the widgets under it see it, so that it
/// reaches the menu whichever widget is there. The Menu key and Shift-F10 open the focused
/// view's (WidgetWindow+Keys.swift).
extension WidgetWindow {
  /// The prefix of the context menu's actions, inserted on the window's content.
  static let contextMenuPrefix = "trellis-context"

  func installContextMenus() {
    let click = gtk_gesture_click_new()!
    gtk_gesture_single_set_button(click, UInt32(GDK_BUTTON_SECONDARY))
    gtk_event_controller_set_propagation_phase(click, GTK_PHASE_CAPTURE)
    connect(UnsafeMutableRawPointer(click), "pressed", Self.onSecondaryPress, context)
    gtk_widget_add_controller(fixedWidget, click)
  }

  /// Opens the context menu of the innermost view at `point` (in the window's content, in
  /// points) that has one; `false` when none has.
  @discardableResult
  func openContextMenu(at point: CGPoint) -> Bool {
    guard let host else { return false }
    let under = host.core.elements.filter { $0.frame.contains(point) }
      .sorted { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }
    guard let holder = under.lazy.compactMap(\.contextMenuElement).first else { return false }
    return openContextMenu(of: holder, at: point)
  }

  /// Opens the context menu of `holder` (a view with one) at `point`; `false` when it has
  /// no items.
  @discardableResult
  func openContextMenu(of holder: HostElement, at point: CGPoint) -> Bool {
    guard let entries = holder.contextMenuEntries, !entries.isEmpty else { return false }
    closeContextMenu()
    let (model, actions) = MenuModel.make(
      entries, prefix: Self.contextMenuPrefix, handler: Self.onContextItem, context: context)
    gtk_widget_insert_action_group(fixedWidget, Self.contextMenuPrefix, OpaquePointer(actions))
    let popover = gtk_popover_menu_new_from_model(model.assumingMemoryBound(to: GMenuModel.self))!
    g_object_unref(model)
    g_object_unref(actions)
    gtk_widget_set_parent(popover, fixedWidget)
    var rect = GdkRectangle(
      x: Int32(point.x - origin.x), y: Int32(point.y - origin.y), width: 1, height: 1)
    gtk_popover_set_pointing_to(gtkCast(popover), &rect)
    gtk_popover_set_has_arrow(gtkCast(popover), 0)
    gtk_popover_set_position(gtkCast(popover), GTK_POS_BOTTOM)
    contextPopover = popover
    contextMenuHolder = holder
    gtk_popover_popup(gtkCast(popover))
    return true
  }

  /// Takes the last context menu's popover away (kept parented until then: its item's
  /// action runs after it closes).
  func closeContextMenu() {
    guard let popover = contextPopover else { return }
    gtk_popover_popdown(gtkCast(popover))
    gtk_widget_unparent(popover)
    contextPopover = nil
    contextMenuHolder = nil
  }

  /// Whether a context menu's popover is showing.
  var isContextMenuOpen: Bool {
    contextPopover.map { gtk_widget_get_visible($0) != 0 } ?? false
  }

  private static let onSecondaryPress: ClickSignalHandler = { gesture, _, x, y, context in
    let window: WidgetWindow = object(from: context)
    let opened = MainActor.assumeIsolated {
      window.openContextMenu(at: CGPoint(x: x + window.origin.x, y: y + window.origin.y))
    }
    if opened { gtk_gesture_set_state(OpaquePointer(gesture), GTK_EVENT_SEQUENCE_CLAIMED) }
  }

  /// An item chosen in the popover: chosen on the view's context menu by its path.
  private static let onContextItem: NotifyHandler = { action, _, context in
    let window: WidgetWindow = object(from: context)
    guard let path = MenuModel.path(of: action) else { return }
    MainActor.assumeIsolated {
      try? window.contextMenuHolder?.chooseMenuItem(at: path)
      window.host?.runPendingUpdate()
      window.host?.requestRender()
    }
  }
}
