import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

@Observable private final class Shelf {
  var books: [String] = []
  var isLocked = false
}

private struct ShelfApp: App {
  let shelf: Shelf
  init() { shelf = Shelf() }
  init(shelf: Shelf) { self.shelf = shelf }

  var body: some Scene {
    WindowGroup {
      VStack {
        Text("Books: \(shelf.books.count)")
        TextField("Title", text: .constant("क्षि"))
      }
    }
    .commands {
      CommandMenu("Shelf") {
        Button("Add 漢字") { shelf.books.append("漢字") }
          .keyboardShortcut("n")
        Button(shelf.isLocked ? "Unlock" : "Lock") { shelf.isLocked.toggle() }
          .keyboardShortcut("l", modifiers: [.command, .shift])
        Button("Remove") { shelf.books.removeLast() }
          .disabled(shelf.books.isEmpty)
        Menu("More") {
          Button("Help 👩🏽‍💻") {}
            .keyboardShortcut(KeyEquivalent.function(1)!, modifiers: [])
        }
      }
      CommandGroup(after: .newItem) {
        Button("Import") {}
      }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct CommandMenuBarTests {
  private func host(_ shelf: Shelf) -> GtkHost {
    GtkTestSupport.initialise()
    let host = GtkHost(maximum: CGSize(width: 480, height: 240)) { size, measurer in
      HostCore(app: ShelfApp(shelf: shelf), size: size, measurer: measurer)
    }
    host.show()
    GtkTestSupport.settle(host)
    return host
  }

  /// Each item's label (a submenu's items in parentheses after it) and its `accel`.
  private func items(_ model: UnsafeMutablePointer<GMenuModel>) -> [String] {
    var shown: [String] = []
    for index in 0..<g_menu_model_get_n_items(model) {
      if let section = g_menu_model_get_item_link(model, index, "section") {
        shown += items(section)
        g_object_unref(UnsafeMutableRawPointer(section))
        continue
      }
      var text = ""
      if let label = g_menu_model_get_item_attribute_value(model, index, "label", nil) {
        text = String(cString: g_variant_get_string(label, nil))
        g_variant_unref(label)
      }
      if let accel = g_menu_model_get_item_attribute_value(model, index, "accel", nil) {
        text += " " + String(cString: g_variant_get_string(accel, nil))
        g_variant_unref(accel)
      }
      shown.append(text)
      if let submenu = g_menu_model_get_item_link(model, index, "submenu") {
        shown.append("(" + items(submenu).joined(separator: ",") + ")")
        g_object_unref(UnsafeMutableRawPointer(submenu))
      }
    }
    return shown
  }

  private func shownLabel(in host: GtkHost, prefix: String) -> String? {
    host.widgets(.label).map { labelText($0) }.first { $0.hasPrefix(prefix) }
  }

  @Test func theCommandsAreAPopoverMenuBarAboveTheContentWithTheirAccelerators() throws {
    let host = host(Shelf())
    defer { host.close() }
    let bar = try #require(host.commandBar.bar)
    #expect(gtk_widget_get_visible(bar) != 0)
    // The bar sits above the scrolled window of the content, in a box that is the window's.
    let box = try #require(gtk_widget_get_parent(bar))
    #expect(gtk_window_get_child(gtkCast(host.main.window)) == box)
    #expect(gtk_widget_get_next_sibling(bar) == host.main.scroller)
    let model = try #require(gtk_popover_menu_bar_get_menu_model(gtkOpaque(bar)))
    // The standard menus around the app's own: the app's Ctrl+N is its Add, so New Window
    // is shown without it.
    let app = ProcessInfo.processInfo.processName
    #expect(
      items(model) == [
        app, "(About \(app),Quit \(app) <Control>q)", "File",
        "(New Window,Import,Close <Control>w)", "Edit",
        "(Undo <Control>z,Redo <Shift><Control>z,Cut <Control>x,Copy <Control>c,"
          + "Paste <Control>v,Delete,Select All <Control>a)",
        "Shelf",
        "(Add 漢字 <Control>n,Lock <Shift><Control>l,Remove,More,(Help 👩🏽‍💻 F1))", "Window",
        "(Minimize <Control>m,Zoom,\(app))", "Help", "(\(app) Help)",
      ])
  }

  @Test func theMenuBarsItemsAreMenuItemsNamedByTheirTitles() throws {
    let host = host(Shelf())
    defer { host.close() }
    let bar = try #require(host.commandBar.bar)
    var names: [String] = []
    var child = gtk_widget_get_first_child(bar)
    while let item = child {
      #expect(
        gtk_accessible_get_accessible_role(OpaquePointer(item)) == GTK_ACCESSIBLE_ROLE_MENU_ITEM)
      if let label = gtk_widget_get_first_child(item) {
        names.append(String(cString: gtk_label_get_text(gtkOpaque(label))))
      }
      child = gtk_widget_get_next_sibling(item)
    }
    let app = ProcessInfo.processInfo.processName
    #expect(names == [app, "File", "Edit", "Shelf", "Window", "Help"])
  }

  @Test func anActionRunsItsCommandAndTheWindowAndTheMenuFollow() throws {
    let shelf = Shelf()
    let host = host(shelf)
    defer { host.close() }
    let actions = try #require(host.commandBar.actions)
    // Remove (Shelf's third item; Shelf is the fourth menu) is disabled while the shelf is empty.
    #expect(g_action_group_get_action_enabled(actions, "item-3-2") == 0)
    #expect(
      gtk_widget_activate_action_variant(host.main.window, "trellis-commands.item-3-0", nil) != 0)
    GtkTestSupport.settle(host)
    #expect(shelf.books == ["漢字"])
    #expect(shownLabel(in: host, prefix: "Books:") == "Books: 1")
    let updated = try #require(host.commandBar.actions)
    #expect(g_action_group_get_action_enabled(updated, "item-3-2") != 0)
    gtk_widget_activate_action_variant(host.main.window, "trellis-commands.item-3-1", nil)
    GtkTestSupport.settle(host)
    #expect(shelf.isLocked)
    let bar = try #require(host.commandBar.bar)
    let model = try #require(gtk_popover_menu_bar_get_menu_model(gtkOpaque(bar)))
    #expect(items(model).contains { $0.contains("Unlock <Shift><Control>l") })
  }

  @Test func eachShortcutIsAnAcceleratorOfTheWindowForItsAction() throws {
    let host = host(Shelf())
    defer { host.close() }
    let controller = try #require(host.commandBar.shortcuts)
    let list = controller
    var shortcuts: [String] = []
    for index in 0..<g_list_model_get_n_items(list) {
      let shortcut = OpaquePointer(g_list_model_get_item(list, index)!)
      let trigger = String(
        cString: gtk_shortcut_trigger_to_string(gtk_shortcut_get_trigger(shortcut)))
      let action = String(cString: gtk_shortcut_action_to_string(gtk_shortcut_get_action(shortcut)))
      shortcuts.append("\(trigger) \(action)")
      g_object_unref(UnsafeMutableRawPointer(shortcut))
    }
    #expect(
      shortcuts == [
        "<Control>q action(trellis-commands.item-0-2)",
        "<Control>w action(trellis-commands.item-1-4)",
        "<Control>z action(trellis-commands.item-2-0)",
        "<Shift><Control>z action(trellis-commands.item-2-1)",
        "<Control>x action(trellis-commands.item-2-3)",
        "<Control>c action(trellis-commands.item-2-4)",
        "<Control>v action(trellis-commands.item-2-5)",
        "<Control>a action(trellis-commands.item-2-7)",
        "<Control>n action(trellis-commands.item-3-0)",
        "<Shift><Control>l action(trellis-commands.item-3-1)",
        "F1 action(trellis-commands.item-3-3-0)",
        "<Control>m action(trellis-commands.item-4-0)",
      ])
  }
}
