import CGtk
import CTrellisGTKShim
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

@MainActor
private final class ToolbarLog {
  var events: [String] = []
}

/// A stack whose root and pushed view each declare a toolbar.
private struct Mailbox: View {
  let log: ToolbarLog
  @State private var count = 3

  var body: some View {
    NavigationStack {
      VStack {
        Text("Inbox")
        NavigationLink("Open") { Message(log: log) }
      }
      .navigationTitle("Mail")
      .toolbar {
        ToolbarItem(placement: .navigation) { Button("Folders") { log.events.append("folders") } }
        ToolbarItem(placement: .principal) { Text("東京 ✉️") }
        ToolbarItem(placement: .primaryAction) {
          Button("Compose") {
            log.events.append("compose")
            count += 1
          }
        }
        ToolbarItem(placement: .destructiveAction) { Button("Purge") {} }
        ToolbarItem(placement: .status) { Text("\(count) messages") }
      }
    }
  }
}

/// A toolbar with two principal items, which can go.
@MainActor @Observable private final class Centre {
  var showsItems = true
}

private struct TwoInTheMiddle: View {
  let centre: Centre
  var body: some View {
    Text("Body 本文")
      .toolbar {
        if centre.showsItems {
          ToolbarItem(placement: .principal) { Text("左 बाएँ") }
          ToolbarItem(placement: .principal) { Text("右 दाएँ") }
        }
      }
  }
}

private struct Message: View {
  let log: ToolbarLog
  var body: some View {
    Text("Hello")
      .navigationTitle("Message")
      .navigationBarBackButtonHidden()
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Close") { log.events.append("close") }
        }
        ToolbarItem(placement: .confirmationAction) { Button("Reply") {} }
      }
  }
}

/// A sheet with a cancellation and a confirmation item, and no navigation stack.
private struct Composer: View {
  let log: ToolbarLog
  @State private var isComposing = true

  var body: some View {
    Text("Drafts")
      .sheet(isPresented: $isComposing) {
        Text("New message")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") {
                log.events.append("cancel")
                isComposing = false
              }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Send") {
                log.events.append("send")
                isComposing = false
              }
            }
          }
      }
  }
}

/// Toolbar items in GTK: native buttons in the header bar and in an action bar at the bottom of
/// the window, pressed as GTK presses them, replaced when a view is pushed.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ToolbarChromeTests {
  private func widgets(_ host: GtkHost, _ region: _ToolbarRegion) -> [GtkWidgetPointer] {
    host.headerBar.toolbar.shownWidgets.filter { $0.region == region }.map(\.widget)
  }

  private func buttonLabel(_ widget: GtkWidgetPointer) -> String {
    String(cString: gtk_button_get_label(gtkCast(widget)))
  }

  private func labelString(_ widget: GtkWidgetPointer) -> String {
    String(cString: gtk_label_get_text(gtkOpaque(widget)))
  }

  @Test func itemsAreNativeWidgetsWhereTheirPlacementSays() throws {
    let log = ToolbarLog()
    let host = GtkTestSupport.host(Mailbox(log: log))
    defer { host.close() }
    let bar = host.headerBar.bar
    let leading = widgets(host, .leading)
    let trailing = widgets(host, .trailing)
    #expect(leading.map(buttonLabel) == ["Folders"])
    #expect(trailing.map(buttonLabel) == ["Compose", "Purge"])
    for widget in leading + trailing {
      #expect(gtk_widget_get_parent(widget) != nil)
      #expect(gtk_widget_is_ancestor(widget, bar) != 0)
    }
    let principal = try #require(widgets(host, .principal).first)
    #expect(gtk_header_bar_get_title_widget(gtkOpaque(bar)) == principal)
    #expect(labelString(principal) == "東京 ✉️")
    #expect(gtk_widget_has_css_class(trailing[1], "destructive-action") != 0)
    #expect(
      trellis_test_accessible_text_is(trailing[0], GTK_ACCESSIBLE_PROPERTY_LABEL, "Compose") != 0)
    // The bottom row is a GtkActionBar under the window's content.
    let status = try #require(widgets(host, .bottom).first)
    let actionBar = try #require(host.headerBar.toolbar.actionBar)
    #expect(gtk_widget_is_ancestor(status, actionBar) != 0)
    #expect(gtk_widget_get_visible(actionBar) != 0)
    #expect(labelString(status) == "3 messages")
    // The content is laid out above the bar, not under it.
    for _ in 0..<50 where gtk_widget_get_height(actionBar) == 0 {
      g_usleep(10_000)
      GtkTestSupport.settle(host)
    }
    host.followWindowSize()
    let scroller = try #require(host.main.scroller)
    #expect(gtk_widget_get_height(actionBar) > 0)
    #expect(Int32(host.core.size.height) <= gtk_widget_get_height(scroller))
    #expect(gtk_widget_is_ancestor(scroller, host.main.window) != 0)
    #expect(gtk_widget_get_parent(actionBar) == gtk_widget_get_parent(scroller))
    // The items' own views have no widget in the content.
    #expect(host.widgets(.button).map { buttonLabel($0.widget) } == ["Open"])
    #expect(host.widgets(.label).map(labelText) == ["Inbox"])
  }

  @Test func severalPrincipalItemsShareTheMiddleAndGoWithTheirItems() throws {
    let centre = Centre()
    let host = GtkTestSupport.host(TwoInTheMiddle(centre: centre))
    defer { host.close() }
    let bar = host.headerBar.bar
    let principal = widgets(host, .principal)
    #expect(principal.map(labelString) == ["左 बाएँ", "右 दाएँ"])
    // Both are in the title widget, side by side (before, only the first was shown and
    // the second was never placed).
    let title = try #require(gtk_header_bar_get_title_widget(gtkOpaque(bar)))
    for widget in principal {
      #expect(gtk_widget_is_ancestor(widget, title) != 0 || widget == title)
    }
    let watched = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
    defer { watched.deallocate() }
    watched.pointee = UnsafeMutableRawPointer(principal[1])
    g_object_add_weak_pointer(
      UnsafeMutableRawPointer(principal[1]).assumingMemoryBound(to: GObject.self), watched)
    centre.showsItems = false
    GtkTestSupport.settle(host)
    #expect(widgets(host, .principal).isEmpty)
    #expect(watched.pointee == nil, "the second item's label is freed with its item")
  }

  @Test func aClickRunsTheItemsActionAndTheItemsFollowState() throws {
    let log = ToolbarLog()
    let host = GtkTestSupport.host(Mailbox(log: log))
    defer { host.close() }
    let compose = try #require(widgets(host, .trailing).first)
    trellis_emit(compose, "clicked")
    GtkTestSupport.settle(host)
    #expect(log.events == ["compose"])
    let status = try #require(widgets(host, .bottom).first)
    #expect(labelString(status) == "4 messages")
  }

  @Test func aPushedViewsItemsReplaceTheRootsAndItsHiddenBackButtonStaysHidden() throws {
    let log = ToolbarLog()
    let host = GtkTestSupport.host(Mailbox(log: log))
    defer { host.close() }
    trellis_emit(host.widgets(.button)[0].widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(host.widgets(.label).map(labelText) == ["Hello"])
    #expect(widgets(host, .leading).map(buttonLabel) == ["Close"])
    let reply = try #require(widgets(host, .trailing).first)
    #expect(buttonLabel(reply) == "Reply")
    #expect(gtk_widget_has_css_class(reply, "suggested-action") != 0)
    #expect(widgets(host, .principal).isEmpty)
    #expect(gtk_header_bar_get_title_widget(gtkOpaque(host.headerBar.bar)) == nil)
    let actionBar = try #require(host.headerBar.toolbar.actionBar)
    #expect(gtk_widget_get_visible(actionBar) == 0)
    // The view hides its back button: the header bar shows none, and Alt+Left and Escape
    // (which go through navigateBack) do not go back.
    #expect(!host.headerBar.showsBack)
    #expect(gtk_widget_get_visible(host.headerBar.backButton) == 0)
    #expect(!host.core.navigateBack())
    GtkTestSupport.settle(host)
    #expect(host.widgets(.label).map(labelText) == ["Hello"])
    trellis_emit(try #require(widgets(host, .leading).first), "clicked")
    GtkTestSupport.settle(host)
    #expect(log.events == ["close"])
  }

  @Test func aSheetsConfirmationIsItsDefaultWidgetAndItsCancellationAnswersEscape() throws {
    let log = ToolbarLog()
    let host = GtkTestSupport.host(Composer(log: log))
    defer { host.close() }
    let sheet = try #require(host.modals.first?.window)
    let bar = try #require(sheet.headerBar)
    let send = try #require(bar.toolbar.shownWidgets.first { $0.region == .trailing }?.widget)
    #expect(buttonLabel(send) == "Send")
    #expect(gtk_widget_has_css_class(send, "suggested-action") != 0)
    #expect(gtk_window_get_default_widget(gtkCast(sheet.window)) == send)
    // Escape in the sheet cancels it through its cancellation item.
    let presentation = try #require(host.presentation(of: sheet))
    #expect(presentation.cancelAction?.text == "Cancel")
    presentation.cancel()
    GtkTestSupport.settle(host)
    #expect(log.events == ["cancel"])
    #expect(host.modals.isEmpty)
  }

  @Test func returnInTheSheetPressesTheConfirmation() throws {
    let log = ToolbarLog()
    let host = GtkTestSupport.host(Composer(log: log))
    defer { host.close() }
    let sheet = try #require(host.modals.first?.window)
    // What Return does in a window: GTK activates its default widget.
    gtk_widget_activate_default(sheet.window)
    // GTK shows an activated button pressed for a moment before it emits `clicked`.
    for _ in 0..<60 where !host.modals.isEmpty {
      g_usleep(10_000)
      GtkTestSupport.settle(host)
    }
    #expect(log.events == ["send"])
    #expect(host.modals.isEmpty)
  }
}
