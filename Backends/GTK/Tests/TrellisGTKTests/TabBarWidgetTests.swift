import CGtk
import CTrellisGTKShim
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Mail held off screen: which box is open, how many are unread, the boxes there are.
@Observable private final class Mail {
  var open = 1
  var unread = 3
  var boxes = [(id: 1, name: "क्षि"), (id: 2, name: "漢字"), (id: 3, name: "👩🏽‍💻")]
}

private struct MailTabs: View {
  let mail: Mail

  var body: some View {
    @Bindable var mail = mail
    TabView(selection: $mail.open) {
      ForEach(mail.boxes, id: \.id) { box in
        Tab(box.name, systemImage: "tray", value: box.id) {
          DraftBox(name: box.name)
        }
        .badge(box.id == 1 ? mail.unread : 0)
      }
    }
  }
}

/// A field whose text is the tab's own state.
private struct DraftBox: View {
  let name: String
  @State var draft = ""
  var body: some View {
    VStack {
      Text("Box \(name)")
      TextField("Draft", text: $draft)
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct TabBarWidgetTests {
  private func isA(_ widget: GtkWidgetPointer, _ type: GType) -> Bool {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    return g_type_check_instance_is_a(instance, type) != 0
  }

  private func role(_ widget: GtkWidgetPointer) -> GtkAccessibleRole {
    gtk_accessible_get_accessible_role(OpaquePointer(widget))
  }

  private func isActive(_ button: GtkWidgetPointer) -> Bool {
    gtk_toggle_button_get_active(gtkCast(button)) != 0
  }

  /// The texts of the labels in a tab's button: its title and badge.
  private func texts(_ button: GtkWidgetPointer) -> [String] {
    var found: [String] = []
    func walk(_ widget: GtkWidgetPointer) {
      if isA(widget, gtk_label_get_type()) {
        found.append(String(cString: gtk_label_get_text(gtkOpaque(widget))))
      }
      var child = gtk_widget_get_first_child(widget)
      while let current = child {
        walk(current)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    walk(button)
    return found
  }

  private func shown(_ host: GtkHost, _ text: String) -> Bool {
    host.widgets(.label).contains { labelText($0) == text }
  }

  @Test func theBarIsAStackSwitcherReadAsAPageTabList() throws {
    let mail = Mail()
    let host = GtkTestSupport.host(MailTabs(mail: mail))
    defer { host.close() }
    let bar = try #require(host.widgets(.tabBar).first)
    #expect(isA(bar.control, gtk_stack_switcher_get_type()))
    #expect(role(bar.control) == GTK_ACCESSIBLE_ROLE_TAB_LIST)
    let buttons = bar.tabButtons
    #expect(buttons.count == 3)
    #expect(buttons.allSatisfy { role($0) == GTK_ACCESSIBLE_ROLE_TAB })
    // Named by their titles, in every script; the badge is what follows the name.
    for (button, title) in zip(buttons, ["क्षि", "漢字", "👩🏽‍💻"]) {
      #expect(trellis_test_accessible_text_is(button, GTK_ACCESSIBLE_PROPERTY_LABEL, title) != 0)
    }
    #expect(
      trellis_test_accessible_text_is(buttons[0], GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "3") != 0)
    #expect(texts(buttons[0]) == ["क्षि", "3"])
    #expect(texts(buttons[1]) == ["漢字"])
    #expect(buttons.map(isActive) == [true, false, false])
    // Only the selected tab's views have widgets.
    #expect(shown(host, "Box क्षि"))
    #expect(!shown(host, "Box 漢字"))
    #expect(host.widgets(.entry).count == 1)
  }

  @Test func aClickOnATabWritesTheSelectionAndShowsItsViews() throws {
    let mail = Mail()
    let host = GtkTestSupport.host(MailTabs(mail: mail))
    defer { host.close() }
    let bar = try #require(host.widgets(.tabBar).first)
    trellis_emit(bar.tabButtons[2], "clicked")
    GtkTestSupport.settle(host)
    #expect(mail.open == 3)
    #expect(shown(host, "Box 👩🏽‍💻"))
    #expect(!shown(host, "Box क्षि"))
    #expect(bar.tabButtons.map(isActive) == [false, false, true])
  }

  @Test func aSelectionWrittenFromOutsideSwitchesAndOneNoTabHasPressesNone() throws {
    let mail = Mail()
    let host = GtkTestSupport.host(MailTabs(mail: mail))
    defer { host.close() }
    let bar = try #require(host.widgets(.tabBar).first)
    mail.open = 2
    GtkTestSupport.settle(host)
    #expect(bar.tabButtons.map(isActive) == [false, true, false])
    #expect(shown(host, "Box 漢字"))
    mail.open = 9
    GtkTestSupport.settle(host)
    #expect(bar.tabButtons.map(isActive) == [false, false, false])
    #expect(host.widgets(.entry).isEmpty)
  }

  @Test func controlPageDownAndUpSwitchTabsAndFocusStaysInTheTabView() throws {
    let mail = Mail()
    let host = GtkTestSupport.host(MailTabs(mail: mail))
    defer { host.close() }
    // Tab reaches the bar, then the shown tab's field, then the bar again: the other tabs'
    // fields are not in the order.
    press(host, GDK_KEY_Tab)
    #expect(host.core.focused?.kind == .tabBar)
    press(host, GDK_KEY_Tab)
    #expect(host.core.focused?.kind == .textField)
    press(host, GDK_KEY_Tab)
    #expect(host.core.focused?.kind == .tabBar)
    press(host, GDK_KEY_Tab)
    press(host, GDK_KEY_Page_Down, GDK_CONTROL_MASK)
    #expect(mail.open == 2)
    // The field went with its tab: focus is on the bar, GTK's too.
    #expect(host.core.focused?.kind == .tabBar)
    let bar = try #require(host.widgets(.tabBar).first)
    #expect(host.main.hasFocus(bar))
    press(host, GDK_KEY_Page_Up, GDK_CONTROL_MASK)
    press(host, GDK_KEY_Page_Up, GDK_CONTROL_MASK)
    // Before the first, the last.
    #expect(mail.open == 3)
  }

  @Test func eachTabKeepsItsStateAndBadgesAndTabsFollowTheModel() throws {
    let mail = Mail()
    let host = GtkTestSupport.host(MailTabs(mail: mail))
    defer { host.close() }
    let entry = try #require(host.widgets(.entry).first)
    gtk_editable_set_text(gtkOpaque(entry.widget), "漢字 draft")
    GtkTestSupport.settle(host)
    mail.open = 2
    GtkTestSupport.settle(host)
    mail.open = 1
    GtkTestSupport.settle(host)
    #expect(host.widgets(.entry).first?.entryText == "漢字 draft")

    let bar = try #require(host.widgets(.tabBar).first)
    mail.unread = 12
    GtkTestSupport.settle(host)
    #expect(texts(bar.tabButtons[0]) == ["क्षि", "12"])
    mail.unread = 0
    GtkTestSupport.settle(host)
    #expect(texts(bar.tabButtons[0]) == ["क्षि"])

    mail.boxes.append((id: 4, name: "Archive"))
    GtkTestSupport.settle(host)
    #expect(bar.tabButtons.count == 4)
    #expect(texts(bar.tabButtons[3]) == ["Archive"])
    mail.boxes.removeFirst()
    GtkTestSupport.settle(host)
    #expect(bar.tabButtons.count == 3)
    // The shown tab went: none is selected.
    #expect(bar.tabButtons.map(isActive) == [false, false, false])
  }
}
