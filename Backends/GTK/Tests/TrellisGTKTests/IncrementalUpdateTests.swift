import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// What a button, a text and a toggle show, each changed on its own.
@Observable
final class Shown {
  var count = 0
  var title = "Save"
  var accessibilityLabel = "Save the file"
  var hint = "Writes it to disk"
  var value = "Unsaved"
  var isHidden = false
  var isDestructive = false
  var isDisabled = false
  var isOn = false
  var text = "Ready"
}

struct ShownView: View {
  let shown: Shown

  var body: some View {
    VStack {
      Text("Count: \(shown.count)")
      Button(shown.title, role: shown.isDestructive ? .destructive : nil) {}
        .accessibilityLabel(shown.accessibilityLabel)
        .accessibilityHint(shown.hint)
        .accessibilityValue(shown.value)
        .accessibilityHidden(shown.isHidden)
        .disabled(shown.isDisabled)
      Toggle("Loud", isOn: Binding(get: { shown.isOn }, set: { shown.isOn = $0 }))
      Text(shown.text)
      TextField("Name", text: .constant("Ada"))
    }
  }
}

/// A list long enough to scroll, its rows each a text and a toggle.
struct ScrolledRows: View {
  var body: some View {
    List(0..<200, id: \.self) { row in
      HStack {
        Text("Row \(row)")
        Toggle("On", isOn: .constant(row.isMultiple(of: 2)))
      }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct IncrementalUpdateTests {
  private func updates(_ host: GtkHost) -> [Int] { host.main.ordered.map(\.updateCount) }

  private func button(_ host: GtkHost) -> HostedWidget { host.widgets(.button)[0] }

  private func accessibleText(_ widget: HostedWidget, _ property: GtkAccessibleProperty)
    -> (String?) -> Bool
  {
    { trellis_test_accessible_text_is(widget.control, property, $0) != 0 }
  }

  @Test func onlyTheWidgetOfAChangedElementIsTouched() {
    let shown = Shown()
    let host = GtkTestSupport.host(ShownView(shown: shown))
    defer { host.close() }
    #expect(host.main.ordered.map(\.kind) == [.label, .button, .check, .label, .entry])
    let before = updates(host)
    shown.count = 1
    GtkTestSupport.settle(host)
    let after = updates(host)
    #expect(after[0] == before[0] + 1)
    #expect(Array(after.dropFirst()) == Array(before.dropFirst()))
    #expect(labelText(host.widgets(.label)[0]) == "Count: 1")
  }

  @Test func aFrameWithNothingChangedTouchesNoWidget() {
    let shown = Shown()
    let host = GtkTestSupport.host(ShownView(shown: shown))
    defer { host.close() }
    let before = updates(host)
    let frames = host.frameCount
    host.core.layout()
    GtkTestSupport.settle(host)
    #expect(host.frameCount == frames + 1)
    #expect(updates(host) == before)
  }

  @Test func everyChangeOfAButtonReachesItsWidget() {
    let shown = Shown()
    let host = GtkTestSupport.host(ShownView(shown: shown))
    defer { host.close() }
    let widget = button(host)
    shown.title = "Save as…"
    GtkTestSupport.settle(host)
    #expect(String(cString: gtk_button_get_label(gtkCast(widget.widget))) == "Save as…")
    shown.accessibilityLabel = "Save a copy"
    GtkTestSupport.settle(host)
    #expect(accessibleText(widget, GTK_ACCESSIBLE_PROPERTY_LABEL)("Save a copy"))
    shown.hint = "Asks where"
    GtkTestSupport.settle(host)
    // The value leads the description (GTK's AT-SPI publishes no value text for a button).
    #expect(accessibleText(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)("Unsaved, Asks where"))
    shown.value = "Saved"
    GtkTestSupport.settle(host)
    #expect(accessibleText(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT)("Saved"))
    #expect(accessibleText(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)("Saved, Asks where"))
    shown.isHidden = true
    GtkTestSupport.settle(host)
    #expect(trellis_test_accessible_hidden_is(widget.widget, 1) != 0)
    shown.isDestructive = true
    GtkTestSupport.settle(host)
    #expect(gtk_widget_has_css_class(widget.widget, "destructive-action") != 0)
    shown.isDisabled = true
    GtkTestSupport.settle(host)
    #expect(gtk_widget_get_sensitive(widget.widget) == 0)
    // Each change reached the same widget, and the text and toggle beside it were left alone.
    #expect(button(host) === widget)
  }

  @Test func aChangeBackReachesTheWidgetToo() {
    let shown = Shown()
    shown.isHidden = true
    shown.isDestructive = true
    shown.isDisabled = true
    let host = GtkTestSupport.host(ShownView(shown: shown))
    defer { host.close() }
    let widget = button(host)
    #expect(gtk_widget_has_css_class(widget.widget, "destructive-action") != 0)
    shown.isHidden = false
    shown.isDestructive = false
    shown.isDisabled = false
    GtkTestSupport.settle(host)
    #expect(trellis_test_accessible_hidden_is(widget.widget, 0) != 0)
    #expect(gtk_widget_has_css_class(widget.widget, "destructive-action") == 0)
    #expect(gtk_widget_get_sensitive(widget.widget) == 1)
  }

  @Test func aTextsAndAToggleChangesReachTheirWidgets() {
    let shown = Shown()
    let host = GtkTestSupport.host(ShownView(shown: shown))
    defer { host.close() }
    shown.text = "Готово · 完成"
    shown.isOn = true
    GtkTestSupport.settle(host)
    #expect(labelText(host.widgets(.label)[1]) == "Готово · 完成")
    #expect(gtk_check_button_get_active(gtkCast(host.widgets(.check)[0].widget)) == 1)
  }

  @Test func scrollingAListShowsTheNewRowsInTheWidgetsOfTheOldOnes() throws {
    let host = GtkTestSupport.host(ScrolledRows())
    defer { host.close() }
    let list = try #require(host.core.scrollContainers.first)
    // Past the list's top margin first: from there as many rows fit on every page.
    try list.scroll(by: 1)
    GtkTestSupport.settle(host)
    let labels = host.widgets(.label).map(\.widget)
    #expect(labels.count > 2)
    #expect(labelText(host.widgets(.label)[0]) == "Row 1")
    try list.scroll(by: labels.count)
    GtkTestSupport.settle(host)
    let scrolled = host.widgets(.label)
    #expect(labelText(scrolled[0]) == "Row \(labels.count + 1)")
    #expect(Set(scrolled.map(\.widget)).isSubset(of: Set(labels)))
    // Every widget is still in the window, none twice.
    #expect(Set(host.main.ordered.map(\.widget)).count == host.main.ordered.count)
    for hosted in host.main.ordered {
      let parent = UnsafeMutableRawPointer(hosted.parentFixed).assumingMemoryBound(
        to: GtkWidget.self)
      #expect(gtk_widget_get_parent(hosted.widget) == parent)
      // In the list's clip, which is in the window's content.
      #expect(hosted.clip != nil && gtk_widget_is_ancestor(parent, host.main.fixedWidget) != 0)
    }
    // The toggles show their new rows' values.
    let toggles = host.widgets(.check)
    let firstRow = labels.count + 1
    #expect(
      (gtk_check_button_get_active(gtkCast(toggles[0].widget)) != 0)
        == firstRow.isMultiple(of: 2))
  }

  @Test func theFocusedWidgetIsNotGivenToAnotherRow() throws {
    struct Fields: View {
      var body: some View {
        List(0..<200, id: \.self) { row in
          TextField("Row \(row)", text: .constant("Text \(row)"))
        }
      }
    }
    let host = GtkTestSupport.host(Fields())
    defer { host.close() }
    let first = host.widgets(.entry)[0]
    let focusedWidget = first.widget
    first.grabFocus()
    GtkTestSupport.settle(host)
    #expect(host.main.hasFocus(first))
    let shown = host.widgets(.entry).count
    let list = try #require(host.core.scrollContainers.first)
    try list.scroll(by: shown * 2)
    GtkTestSupport.settle(host)
    // No row in view was given the focused field's widget, which stays out of view with
    // its row's field, and each shows its own text.
    let entries = host.widgets(.entry).filter { !$0.isParked }
    #expect(host.widgets(.entry).filter(\.isParked).map(\.widget) == [focusedWidget])
    #expect(!entries.isEmpty)
    #expect(!entries.contains { $0.widget == focusedWidget })
    for entry in entries {
      let placeholder = String(cString: gtk_entry_get_placeholder_text(gtkCast(entry.widget)))
      #expect(entry.entryText == placeholder.replacingOccurrences(of: "Row", with: "Text"))
    }
  }

  @Test func whatAnElementRefusesIsUndoneThoughItsItemsDidNotChange() {
    struct Fixed: View {
      var body: some View {
        VStack {
          TextField("Fixed", text: .constant("fixed text"))
          Toggle("Fixed", isOn: .constant(false))
        }
      }
    }
    let host = GtkTestSupport.host(Fixed())
    defer { host.close() }
    let entry = host.widgets(.entry)[0]
    let check = host.widgets(.check)[0]
    gtk_editable_set_text(gtkOpaque(entry.widget), "fixed textzz")
    gtk_check_button_set_active(gtkCast(check.widget), 1)
    GtkTestSupport.settle(host)
    #expect(entry.entryText == "fixed text")
    #expect(gtk_check_button_get_active(gtkCast(check.widget)) == 0)
  }
}
