import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A document's actions held off screen, chosen from GTK's own menus.
@Observable private final class Document {
  var log: [String] = []
  var isPinned = false
  var count = 0
}

private struct DocumentView: View {
  let document: Document

  var body: some View {
    @Bindable var document = document
    VStack(alignment: .leading) {
      Menu("Actions \(document.count)") {
        Button("क्षत्रिय") { document.count += 1 }
        Menu("Export") {
          Button("漢字") { document.log.append("cjk") }
        }
        Divider()
        Section("Options") {
          Toggle("Pinned", isOn: $document.isPinned)
        }
        Button("Archive") { document.log.append("archive") }
          .disabled(true)
        Button("Delete 👩🏽‍💻", role: .destructive) { document.log.append("delete") }
      }
      Menu("Sort") { Button("Name") {} }
        .menuStyle(.borderlessButton)
      Menu {
        Button("Other") { document.log.append("other") }
      } label: {
        Text("Add")
      } primaryAction: {
        document.log.append("primary")
      }
      Text("Row")
        .contextMenu {
          Button("Copy") { document.log.append("copy") }
          Button("Paste") { document.log.append("paste") }
            .disabled(true)
        }
    }
  }
}

private struct RenamableRow: View {
  @State var log: [String] = []
  var body: some View {
    VStack {
      Button("क्षि") { log.append("pressed") }
        .contextMenu { Button("Rename") { log.append("rename") } }
      Text("Log \(log.joined(separator: ","))")
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct MenuWidgetTests {
  private func isA(_ widget: GtkWidgetPointer, _ type: GType) -> Bool {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    return g_type_check_instance_is_a(instance, type) != 0
  }

  /// The labels of a menu model's items, sections flattened in, a section's title as
  /// `[title]`, a submenu's items in parentheses after it.
  private func labels(_ model: UnsafeMutablePointer<GMenuModel>) -> [String] {
    var shown: [String] = []
    for index in 0..<g_menu_model_get_n_items(model) {
      if let label = g_menu_model_get_item_attribute_value(model, index, "label", nil) {
        let text = String(cString: g_variant_get_string(label, nil))
        g_variant_unref(label)
        if let section = g_menu_model_get_item_link(model, index, "section") {
          shown.append("[\(text)]")
          shown += labels(section)
          g_object_unref(UnsafeMutableRawPointer(section))
          continue
        }
        shown.append(text)
      }
      if let section = g_menu_model_get_item_link(model, index, "section") {
        shown += labels(section)
        g_object_unref(UnsafeMutableRawPointer(section))
      }
      if let submenu = g_menu_model_get_item_link(model, index, "submenu") {
        shown.append("(" + labels(submenu).joined(separator: ",") + ")")
        g_object_unref(UnsafeMutableRawPointer(submenu))
      }
    }
    return shown
  }

  private func menuButton(_ host: GtkHost, _ title: String) throws -> HostedWidget {
    try #require(
      host.main.ordered.first {
        ($0.kind == .menuButton || $0.kind == .splitMenuButton) && $0.element.text == title
      })
  }

  @Test func aMenuIsAMenuButtonWithItsItemsAsAMenuModel() throws {
    let document = Document()
    let host = GtkTestSupport.host(DocumentView(document: document))
    defer { host.close() }
    let menu = try menuButton(host, "Actions 0")
    #expect(isA(menu.widget, gtk_menu_button_get_type()))
    #expect(String(cString: gtk_menu_button_get_label(gtkOpaque(menu.widget))) == "Actions 0")
    #expect(gtk_menu_button_get_has_frame(gtkOpaque(menu.widget)) != 0)
    let model = try #require(gtk_menu_button_get_menu_model(gtkOpaque(menu.widget)))
    #expect(
      labels(model) == [
        "क्षत्रिय", "Export", "(漢字)", "[Options]", "Pinned", "Archive", "Delete 👩🏽‍💻",
      ])
    // Its label's text has no widget of its own: the button shows it.
    #expect(!host.widgets(.label).contains { labelText($0) == "Actions 0" })
  }

  @Test func choosingAnItemRunsItsActionAndTheButtonShowsTheNewTitle() throws {
    let document = Document()
    let host = GtkTestSupport.host(DocumentView(document: document))
    defer { host.close() }
    let menu = try menuButton(host, "Actions 0")
    #expect(gtk_widget_activate_action_variant(menu.widget, "trellis-menu.item-0", nil) != 0)
    GtkTestSupport.settle(host)
    #expect(document.count == 1)
    let renamed = try menuButton(host, "Actions 1")
    #expect(String(cString: gtk_menu_button_get_label(gtkOpaque(renamed.widget))) == "Actions 1")
    // In a submenu, by its path; a toggle's item sets its binding.
    _ = gtk_widget_activate_action_variant(renamed.widget, "trellis-menu.item-1-0", nil)
    _ = gtk_widget_activate_action_variant(renamed.widget, "trellis-menu.item-4", nil)
    GtkTestSupport.settle(host)
    #expect(document.log == ["cjk"])
    #expect(document.isPinned)
    _ = gtk_widget_activate_action_variant(renamed.widget, "trellis-menu.item-7", nil)
    GtkTestSupport.settle(host)
    #expect(document.log == ["cjk", "delete"])
  }

  @Test func aDisabledItemCannotBeChosen() throws {
    let document = Document()
    let host = GtkTestSupport.host(DocumentView(document: document))
    defer { host.close() }
    let menu = try menuButton(host, "Actions 0")
    // Archive, after the section's closing separator, and Delete after it.
    _ = gtk_widget_activate_action_variant(menu.widget, "trellis-menu.item-6", nil)
    GtkTestSupport.settle(host)
    #expect(document.log.isEmpty)
    _ = gtk_widget_activate_action_variant(menu.widget, "trellis-menu.item-7", nil)
    GtkTestSupport.settle(host)
    #expect(document.log == ["delete"])
  }

  @Test func theBorderlessStyleHasNoFrame() throws {
    let host = GtkTestSupport.host(DocumentView(document: Document()))
    defer { host.close() }
    let sort = try menuButton(host, "Sort")
    #expect(gtk_menu_button_get_has_frame(gtkOpaque(sort.widget)) == 0)
  }

  @Test func aPrimaryActionIsAButtonLinkedWithTheMenuButton() throws {
    let document = Document()
    let host = GtkTestSupport.host(DocumentView(document: document))
    defer { host.close() }
    let add = try menuButton(host, "Add")
    #expect(add.kind == .splitMenuButton)
    #expect(gtk_widget_has_css_class(add.widget, "linked") != 0)
    let primary = try #require(add.primaryActionButton)
    #expect(String(cString: gtk_button_get_label(gtkCast(primary))) == "Add")
    trellis_emit(primary, "clicked")
    GtkTestSupport.settle(host)
    #expect(document.log == ["primary"])
    _ = gtk_widget_activate_action_variant(add.control, "trellis-menu.item-0", nil)
    GtkTestSupport.settle(host)
    #expect(document.log == ["primary", "other"])
  }

  @Test func aRightClickOpensAPopoverMenuOfTheContextMenu() throws {
    let document = Document()
    let host = GtkTestSupport.host(DocumentView(document: document))
    defer { host.close() }
    let row = try #require(host.widgets(.label).first { labelText($0) == "Row" })
    let frame = row.treeFrame
    #expect(!host.main.openContextMenu(at: CGPoint(x: 470, y: 230)))
    #expect(
      host.main.openContextMenu(at: CGPoint(x: frame.x + 2, y: frame.y + frame.height / 2)))
    GtkTestSupport.settle(host)
    #expect(host.main.isContextMenuOpen)
    let popover = try #require(host.main.contextPopover)
    #expect(isA(popover, gtk_popover_menu_get_type()))
    let model = try #require(gtk_popover_menu_get_menu_model(gtkOpaque(popover)))
    #expect(labels(model) == ["Copy", "Paste"])
    _ = gtk_widget_activate_action_variant(host.main.fixedWidget, "trellis-context.item-1", nil)
    _ = gtk_widget_activate_action_variant(host.main.fixedWidget, "trellis-context.item-0", nil)
    GtkTestSupport.settle(host)
    #expect(document.log == ["copy"])
    host.main.closeContextMenu()
  }

  @Test func theMenuKeyAndShiftF10OpenTheFocusedViewsContextMenu() throws {
    let host = GtkTestSupport.host(RenamableRow())
    defer { host.close() }
    press(host, GDK_KEY_Tab)
    #expect(host.core.focused?.text == "क्षि")
    press(host, GDK_KEY_Menu)
    #expect(host.main.isContextMenuOpen)
    host.main.closeContextMenu()
    #expect(!host.main.isContextMenuOpen)
    press(host, GDK_KEY_F10, GDK_SHIFT_MASK)
    #expect(host.main.isContextMenuOpen)
    _ = gtk_widget_activate_action_variant(host.main.fixedWidget, "trellis-context.item-0", nil)
    GtkTestSupport.settle(host)
    #expect(host.core.elements.contains { $0.text == "Log rename" })
    host.main.closeContextMenu()
  }

  @Test func aRowsSwipeActionsJoinItsContextMenuInThePopover() throws {
    struct Row: View {
      @State var log: [String] = []
      var body: some View {
        VStack {
          Text("Message 漢字")
            .swipeActions { Button("Delete") { log.append("delete") } }
            .swipeActions(edge: .leading) { Button("Pin") { log.append("pin") } }
            .contextMenu { Button("Copy") { log.append("copy") } }
          Text("Log \(log.joined(separator: ","))")
        }
      }
    }
    let host = GtkTestSupport.host(Row())
    defer { host.close() }
    let row = try #require(host.widgets(.label).first { labelText($0) == "Message 漢字" })
    let frame = row.treeFrame
    #expect(
      host.main.openContextMenu(at: CGPoint(x: frame.x + 2, y: frame.y + frame.height / 2)))
    GtkTestSupport.settle(host)
    let popover = try #require(host.main.contextPopover)
    let model = try #require(gtk_popover_menu_get_menu_model(gtkOpaque(popover)))
    #expect(labels(model) == ["Copy", "Pin", "Delete"])
    _ = gtk_widget_activate_action_variant(host.main.fixedWidget, "trellis-context.item-2", nil)
    GtkTestSupport.settle(host)
    #expect(host.core.elements.contains { $0.text == "Log pin" })
    host.main.closeContextMenu()
  }
}
