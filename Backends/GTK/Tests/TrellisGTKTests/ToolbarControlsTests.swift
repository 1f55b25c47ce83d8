import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A shelf's order, download and marks, held off screen.
@Observable private final class Shelf {
  var order = "title"
  var progress = 0.25
  var isStarred = false
  var showsProgress = true
  var log: [String] = []
}

/// A window whose toolbar holds controls other than buttons: a menu picker, a menu and a
/// toggle in the header bar, a text and a progress view in the bottom bar.
private struct ShelfView: View {
  let shelf: Shelf

  var body: some View {
    @Bindable var shelf = shelf
    NavigationStack {
      Text("Books \(shelf.order)")
        .navigationTitle("Shelf")
        .toolbar {
          ToolbarItem(placement: .navigation) {
            Picker("क्रम 排序", selection: $shelf.order) {
              Text("शीर्षक").tag("title")
              Text("日付").tag("date")
            }
            .pickerStyle(.menu)
          }
          ToolbarItem(placement: .primaryAction) {
            Menu("操作 क्रिया") {
              Button("Export") { shelf.log.append("export") }
              Button("印刷") { shelf.log.append("print") }
            }
          }
          ToolbarItem(placement: .primaryAction) {
            Toggle("Starred ★", isOn: $shelf.isStarred)
          }
          ToolbarItem(placement: .status) { Text("Sync") }
          if shelf.showsProgress {
            ToolbarItem(placement: .status) { ProgressView(value: shelf.progress) }
          }
        }
    }
  }
}

/// A toggle whose binding never changes.
private struct LockedView: View {
  var body: some View {
    Text("Locked")
      .toolbar { Toggle("Locked 🔒", isOn: .constant(false)) }
  }
}

/// A field in the toolbar that a button in the content focuses.
private struct FindView: View {
  @FocusState private var isFinding: Bool
  @State private var query = ""

  var body: some View {
    Button("Find") { isFinding = true }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          TextField("खोज 検索", text: $query).focused($isFinding)
        }
      }
  }
}

/// Toolbar items that are controls, in GTK: each is the same hosted widget the content
/// would show it with, packed in the header bar (or the action bar at the bottom) and
/// working as it does in the content.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ToolbarControlsTests {
  private func isA(_ widget: GtkWidgetPointer, _ type: GType) -> Bool {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    return g_type_check_instance_is_a(instance, type) != 0
  }

  private func role(_ widget: GtkWidgetPointer) -> GtkAccessibleRole {
    gtk_accessible_get_accessible_role(OpaquePointer(widget))
  }

  /// The chrome's hosted widget of `kind`.
  private func hosted(_ host: GtkHost, _ kind: WidgetKind) throws -> HostedWidget {
    try #require(host.headerBar.toolbar.hostedWidgets.values.first { $0.kind == kind })
  }

  @Test func controlsAreTheirNativeWidgetsInTheHeaderBarAndTheActionBar() throws {
    let host = GtkTestSupport.host(ShelfView(shelf: Shelf()))
    defer { host.close() }
    let bar = host.headerBar.bar
    // The picker: a drop-down of its options, named by its title, which is not shown.
    let picker = try hosted(host, .dropDown)
    #expect(isA(picker.control, gtk_drop_down_get_type()))
    #expect(gtk_widget_is_ancestor(picker.control, bar) != 0)
    #expect(gtk_widget_get_mapped(picker.control) != 0)
    #expect(
      trellis_test_accessible_text_is(picker.control, GTK_ACCESSIBLE_PROPERTY_LABEL, "क्रम 排序")
        != 0)
    let model = try #require(gtk_drop_down_get_model(gtkOpaque(picker.control)))
    let options = (0..<g_list_model_get_n_items(model)).map {
      String(cString: gtk_string_list_get_string(model, $0))
    }
    #expect(options == ["शीर्षक", "日付"])
    #expect(gtk_drop_down_get_selected(gtkOpaque(picker.control)) == 0)
    let leading = host.headerBar.toolbar.shownWidgets.filter { $0.region == .leading }
    #expect(leading.map(\.widget) == [picker.widget])
    let title = try #require(gtk_widget_get_first_child(picker.widget))
    #expect(title != picker.control)
    #expect(gtk_widget_get_visible(title) == 0)
    // The menu: a menu button titled by its label, its items in its menu model.
    let menu = try hosted(host, .menuButton)
    #expect(isA(menu.widget, gtk_menu_button_get_type()))
    #expect(gtk_widget_is_ancestor(menu.widget, bar) != 0)
    #expect(String(cString: gtk_menu_button_get_label(gtkOpaque(menu.widget))) == "操作 क्रिया")
    #expect(gtk_menu_button_get_menu_model(gtkOpaque(menu.widget)) != nil)
    // The toggle: a toggle button, as toolbars show toggles.
    let toggle = try hosted(host, .toggleButton)
    #expect(isA(toggle.widget, gtk_toggle_button_get_type()))
    #expect(gtk_widget_is_ancestor(toggle.widget, bar) != 0)
    #expect(String(cString: gtk_button_get_label(gtkCast(toggle.widget))) == "Starred ★")
    #expect(
      trellis_test_accessible_text_is(toggle.widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Starred ★")
        != 0)
    // The end packs from the right: the menu, then the toggle, read in order.
    let trailing = host.headerBar.toolbar.shownWidgets.filter { $0.region == .trailing }
    #expect(trailing.map(\.widget) == [menu.widget, toggle.widget])
    // The progress view: a progress bar in the action bar, after the text before it.
    let progress = try hosted(host, .progressBar)
    let actionBar = try #require(host.headerBar.toolbar.actionBar)
    #expect(isA(progress.widget, gtk_progress_bar_get_type()))
    #expect(role(progress.widget) == GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
    #expect(gtk_widget_is_ancestor(progress.widget, actionBar) != 0)
    #expect(gtk_progress_bar_get_fraction(gtkOpaque(progress.widget)) == 0.25)
    #expect(trellis_test_accessible_value_is(progress.widget, 0.25) != 0)
    let bottom = host.headerBar.toolbar.shownWidgets.filter { $0.region == .bottom }
    #expect(bottom.count == 2)
    #expect(bottom.last?.widget == progress.widget)
    // None of them has a widget in the window's content.
    #expect(host.main.ordered.map(\.kind) == [.label])
  }

  @Test func choosingTogglingAndTheMenuReachTheirBindingsAndActions() throws {
    let shelf = Shelf()
    let host = GtkTestSupport.host(ShelfView(shelf: shelf))
    defer { host.close() }
    let picker = try hosted(host, .dropDown)
    gtk_drop_down_set_selected(gtkOpaque(picker.control), 1)
    GtkTestSupport.settle(host)
    #expect(shelf.order == "date")
    #expect(labelText(try #require(host.widgets(.label).first)) == "Books date")
    // A change of the model selects its option.
    shelf.order = "title"
    GtkTestSupport.settle(host)
    #expect(gtk_drop_down_get_selected(gtkOpaque(picker.control)) == 0)

    let toggle = try hosted(host, .toggleButton)
    gtk_toggle_button_set_active(gtkCast(toggle.widget), 1)
    GtkTestSupport.settle(host)
    #expect(shelf.isStarred)
    shelf.isStarred = false
    GtkTestSupport.settle(host)
    #expect(gtk_toggle_button_get_active(gtkCast(toggle.widget)) == 0)

    let menu = try hosted(host, .menuButton)
    #expect(gtk_widget_activate_action_variant(menu.widget, "trellis-menu.item-1", nil) != 0)
    GtkTestSupport.settle(host)
    #expect(shelf.log == ["print"])
  }

  @Test func theProgressBarFollowsItsValue() throws {
    let shelf = Shelf()
    let host = GtkTestSupport.host(ShelfView(shelf: shelf))
    defer { host.close() }
    let progress = try hosted(host, .progressBar)
    shelf.progress = 0.75
    GtkTestSupport.settle(host)
    #expect(try hosted(host, .progressBar) === progress)
    #expect(gtk_progress_bar_get_fraction(gtkOpaque(progress.widget)) == 0.75)
    #expect(trellis_test_accessible_value_is(progress.widget, 0.75) != 0)
  }

  @Test func anItemThatLeavesTakesItsWidgetAndKeepsTheOthers() throws {
    let shelf = Shelf()
    let host = GtkTestSupport.host(ShelfView(shelf: shelf))
    defer { host.close() }
    let picker = try hosted(host, .dropDown)
    gtk_drop_down_set_selected(gtkOpaque(picker.control), 1)
    GtkTestSupport.settle(host)
    let watched = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
    defer { watched.deallocate() }
    weak var leaving: HostedWidget?
    do {
      let progress = try hosted(host, .progressBar)
      leaving = progress
      watched.pointee = UnsafeMutableRawPointer(progress.widget)
      g_object_add_weak_pointer(
        UnsafeMutableRawPointer(progress.widget).assumingMemoryBound(to: GObject.self), watched)
    }
    shelf.showsProgress = false
    GtkTestSupport.settle(host)
    #expect(leaving == nil)
    #expect(watched.pointee == nil, "the progress bar is destroyed with its item")
    #expect(!host.headerBar.toolbar.hostedWidgets.values.contains { $0.kind == .progressBar })
    // The other items keep their widgets, and what a person chose in them.
    #expect(try hosted(host, .dropDown) === picker)
    #expect(gtk_widget_is_ancestor(picker.control, host.headerBar.bar) != 0)
    #expect(gtk_drop_down_get_selected(gtkOpaque(picker.control)) == 1)
    let bottom = host.headerBar.toolbar.shownWidgets.filter { $0.region == .bottom }
    #expect(bottom.count == 1)
  }

  @Test func aToggleWhoseBindingRefusesTurnsBackOff() throws {
    let host = GtkTestSupport.host(LockedView())
    defer { host.close() }
    let toggle = try hosted(host, .toggleButton)
    gtk_toggle_button_set_active(gtkCast(toggle.widget), 1)
    GtkTestSupport.settle(host)
    #expect(gtk_toggle_button_get_active(gtkCast(toggle.widget)) == 0)
  }

  @Test func focusStateMovesTheKeyboardIntoAToolbarField() throws {
    let host = GtkTestSupport.host(FindView())
    defer { host.close() }
    let field = try hosted(host, .entry)
    let find = try #require(host.widgets(.button).first)
    trellis_emit(find.widget, "clicked")
    GtkTestSupport.settle(host)
    let focus = try #require(gtk_window_get_focus(gtkCast(host.main.window)))
    #expect(field.contains(focus))
  }

  @Test func aClickInAToolbarFieldFocusesItsElement() throws {
    let host = GtkTestSupport.host(FindView())
    defer { host.close() }
    let field = try hosted(host, .entry)
    #expect(host.core.focused?.identity != field.element.identity)
    // What a click in the entry does: GTK moves the window's focus into it.
    gtk_widget_grab_focus(field.widget)
    GtkTestSupport.settle(host)
    #expect(host.core.focused?.identity == field.element.identity)
  }
}
