import CGtk
import CTrellisGTKShim
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A list with a selection in GTK: a click on a row selects it and the arrow keys move the
/// selection, as in a GtkListBox; each selected row on screen is drawn on the theme's
/// selection colour behind its widgets; assistive technologies read the list as GTK's list
/// of items named by their rows, the selected ones selected.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ListSelectionWidgetTests {
  @Observable final class Mail {
    var names = ["क्षिति", "漢字", "👩🏽‍💻 Ada", "Inbox"]
    var selected: Set<String> = []
  }

  private struct Mailboxes: View {
    let mail: Mail
    var body: some View {
      List(selection: Bindable(mail).selected) {
        Section("Boxes") {
          ForEach(mail.names, id: \.self) { name in Text(name) }
        }
      }
    }
  }

  private func children(of widget: GtkWidgetPointer) -> [GtkWidgetPointer] {
    var result: [GtkWidgetPointer] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      result.append(current)
      child = gtk_widget_get_next_sibling(current)
    }
    return result
  }

  private func clip(_ host: GtkHost) throws -> ScrollClip {
    let list = try #require(host.core.scrollContainers.first)
    return try #require(host.main.clips[list.identity])
  }

  /// Releases a click at the centre of the row showing `text`, where no widget takes it.
  private func click(_ host: GtkHost, _ text: String) throws {
    let row = try #require(host.core.elements.first { $0.typeName == "Text" && $0.text == text })
    trellis_emit_click_released(
      UnsafeMutableRawPointer(host.main.tapController), 1,
      Double(row.frame.midX - host.main.origin.x), Double(row.frame.midY - host.main.origin.y))
    GtkTestSupport.settle(host)
  }

  @discardableResult
  private func press(
    _ host: GtkHost, _ keyval: Int32, state: GdkModifierType = GdkModifierType(rawValue: 0)
  ) -> Bool {
    let handled = trellis_emit_key(
      UnsafeMutableRawPointer(host.main.keyController), guint(bitPattern: keyval), state)
    GtkTestSupport.settle(host)
    return handled != 0
  }

  @Test func aClickSelectsARowDrawnOnTheSelectionColourAndReadAsSelected() throws {
    let mail = Mail()
    let host = GtkTestSupport.host(Mailboxes(mail: mail))
    defer { host.close() }
    #expect(try clip(host).selectedRows.highlights.isEmpty)
    try click(host, "漢字")
    #expect(mail.selected == ["漢字"])
    #expect(host.core.focused?.kind == .list)
    let highlights = try clip(host).selectedRows.highlights
    try #require(highlights.count == 1)
    let box = highlights[0]
    #expect(gtk_widget_has_css_class(box.widget, SelectedRowBoxes.cssClass) != 0)
    // The highlight is only drawn: the list's items say which row is selected.
    #expect(trellis_test_accessible_hidden_is(box.widget, 1) != 0)
    #expect(try selectedItems(host) == [1])
    // Behind the row's label, across its cell; under the label's widget.
    let label = try #require(host.widgets(.label).first { labelText($0) == "漢字" })
    let frame = label.treeFrame
    #expect(box.frame.x < frame.x && box.frame.x + box.frame.width > frame.x + frame.width)
    #expect(box.frame.y <= frame.y && box.frame.y + box.frame.height >= frame.y + frame.height)
    let fixed = UnsafeMutableRawPointer(try clip(host).fixed).assumingMemoryBound(
      to: GtkWidget.self)
    let order = children(of: fixed)
    let boxIndex = try #require(order.firstIndex(of: box.widget))
    #expect(order.firstIndex(of: label.widget).map { $0 > boxIndex } ?? true)
    // Another click moves the highlight.
    try click(host, "Inbox")
    #expect(mail.selected == ["Inbox"])
    #expect(try clip(host).selectedRows.highlights.count == 1)
    #expect(try selectedItems(host) == [3])
  }

  /// The places of the list items read as selected.
  private func selectedItems(_ host: GtkHost) throws -> [Int] {
    try clip(host).accessibleRows.widgets.indices.filter { index in
      let item = try clip(host).accessibleRows.widgets[index].row
      return trellis_test_accessible_selected_is(item, 1) != 0
    }
  }

  @Test func aScreenReaderReadsTheListAsAListOfItemsNamedByTheirRows() throws {
    let mail = Mail()
    let host = GtkTestSupport.host(Mailboxes(mail: mail))
    defer { host.close() }
    let clip = try clip(host)
    let fixed = UnsafeMutableRawPointer(clip.fixed).assumingMemoryBound(to: GtkWidget.self)
    #expect(gtk_accessible_get_accessible_role(OpaquePointer(fixed)) == GTK_ACCESSIBLE_ROLE_LIST)
    let items = clip.accessibleRows.widgets
    // One item per row, the section's header left out, in order, none selected yet.
    try #require(items.count == mail.names.count)
    for (item, name) in zip(items, mail.names) {
      #expect(trellis_test_accessible_text_is(item.row, GTK_ACCESSIBLE_PROPERTY_LABEL, name) != 0)
      #expect(
        gtk_accessible_get_accessible_role(OpaquePointer(item.row))
          == GTK_ACCESSIBLE_ROLE_LIST_ITEM)
      #expect(gtk_widget_get_parent(item.row) == fixed)
      #expect(gtk_widget_get_can_target(item.row) == 0 && gtk_widget_get_can_focus(item.row) == 0)
    }
    #expect(try selectedItems(host).isEmpty)
    // Each item lies over its row's label.
    let label = try #require(host.widgets(.label).first { labelText($0) == "👩🏽‍💻 Ada" })
    let item = items[2].row
    var x = 0.0
    var y = 0.0
    gtk_fixed_get_child_position(clip.fixed, item, &x, &y)
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_widget_get_size_request(item, &width, &height)
    let frame = label.treeFrame
    #expect(Int(x) <= frame.x && Int(x) + Int(width) >= frame.x + frame.width)
    #expect(Int(y) <= frame.y && Int(y) + Int(height) >= frame.y + frame.height)
  }

  @Test func arrowsMoveAndShiftExtendsTheSelectionOfTheFocusedList() throws {
    let mail = Mail()
    let host = GtkTestSupport.host(Mailboxes(mail: mail))
    defer { host.close() }
    try #require(host.core.elements.first { $0.kind == .list }).focus()
    GtkTestSupport.settle(host)
    #expect(press(host, GDK_KEY_Down))
    #expect(mail.selected == ["क्षिति"])
    press(host, GDK_KEY_Down, state: GDK_SHIFT_MASK)
    #expect(mail.selected == ["क्षिति", "漢字"])
    #expect(try clip(host).selectedRows.highlights.count == 2)
    // Space takes the keyboard's row out.
    #expect(press(host, GDK_KEY_space))
    #expect(mail.selected == ["क्षिति"])
  }

  @Test func aSelectionWrittenByTheModelIsShown() throws {
    let mail = Mail()
    let host = GtkTestSupport.host(Mailboxes(mail: mail))
    defer { host.close() }
    mail.selected = ["👩🏽‍💻 Ada", "Inbox"]
    GtkTestSupport.settle(host)
    let highlights = try clip(host).selectedRows.highlights
    #expect(highlights.count == 2)
    mail.selected = []
    GtkTestSupport.settle(host)
    #expect(try clip(host).selectedRows.highlights.isEmpty)
  }
}
