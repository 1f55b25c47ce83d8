import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// `popover(isPresented:)` as a `GtkPopover` parented to the window's content, pointing at
/// the view: its widgets live, Tab within it, and GTK's closing it (Escape, a click
/// outside) writing the binding.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct PopoverWidgetTests {
  @Observable final class Model {
    var isShowing = false
    var locked = false
  }

  private struct Screen: View {
    @Bindable var model: Model
    var body: some View {
      VStack {
        Text(model.isShowing ? "Open" : "Closed")
        Button("Details") { model.isShowing = true }
          .popover(isPresented: $model.isShowing, arrowEdge: .bottom) {
            Details(locked: model.locked)
          }
        Spacer()
      }
    }
  }

  private struct Details: View {
    let locked: Bool
    @State private var count = 0
    @Environment(\.dismiss) private var dismiss
    var body: some View {
      VStack {
        Text("Count \(count) · गिनती 数")
        Button("Add") { count += 1 }
        Button("Done") { dismiss() }
      }
      .padding()
      .interactiveDismissDisabled(locked)
    }
  }

  private func open(_ host: GtkHost) throws -> WidgetWindow {
    let details = try #require(host.widgets(.button).first)
    trellis_emit(details.widget, "clicked")
    GtkTestSupport.settle(host)
    return try #require(host.modals.first?.window)
  }

  @Test func opensAGtkPopoverPointingAtTheButtonWithLiveContent() throws {
    let model = Model()
    let host = GtkHost.popoverTestHost(Screen(model: model))
    defer { host.close() }
    let button = try #require(host.widgets(.button).first)
    let shown = try open(host)
    let popover = try #require(shown.popover)
    #expect(gtk_widget_get_visible(popover) != 0)
    #expect(gtk_widget_get_parent(popover) == host.main.fixedWidget)
    var rect = GdkRectangle()
    #expect(gtk_popover_get_pointing_to(gtkCast(popover), &rect) != 0)
    #expect(Int(rect.x) == button.treeFrame.x && Int(rect.y) == button.treeFrame.y)
    #expect(Int(rect.width) == button.treeFrame.width)
    #expect(gtk_popover_get_position(gtkCast(popover)) == GTK_POS_BOTTOM)
    // No sheet window: the popover is the only thing presented.
    #expect(host.modals.count == 1)
    let labels = shown.ordered.filter { $0.kind == .label }.map(labelText)
    #expect(labels == ["Count 0 · गिनती 数"])
    // The focus is in it, on its first button; Tab moves to the next.
    #expect(host.core.focused?.text == "Add")
    press(host, GDK_KEY_Tab, in: shown)
    #expect(host.core.focused?.text == "Done")
    let add = try #require(shown.ordered.first { $0.kind == .button })
    trellis_emit(add.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(shown.ordered.filter { $0.kind == .label }.map(labelText) == ["Count 1 · गिनती 数"])
  }

  @Test func gtkClosingItWritesTheBindingFalse() throws {
    let model = Model()
    let host = GtkHost.popoverTestHost(Screen(model: model))
    defer { host.close() }
    let shown = try open(host)
    #expect(model.isShowing)
    // What Escape and a click outside do to a GtkPopover.
    gtk_popover_popdown(gtkCast(try #require(shown.popover)))
    GtkTestSupport.settle(host)
    #expect(!model.isShowing)
    #expect(host.modals.isEmpty)
    #expect(host.widgets(.label).map(labelText) == ["Closed"])
  }

  @Test func theDismissActionAndTheBindingCloseIt() throws {
    let model = Model()
    let host = GtkHost.popoverTestHost(Screen(model: model))
    defer { host.close() }
    let shown = try open(host)
    let done = try #require(shown.ordered.last { $0.kind == .button })
    trellis_emit(done.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(!model.isShowing)
    #expect(host.modals.isEmpty)

    model.isShowing = true
    GtkTestSupport.settle(host)
    #expect(host.modals.first?.window.isPopoverShown == true)
    model.isShowing = false
    GtkTestSupport.settle(host)
    #expect(host.modals.isEmpty)
  }

  @Test func aPopoverThatRefusesDismissalStaysOpen() throws {
    let model = Model()
    model.locked = true
    let host = GtkHost.popoverTestHost(Screen(model: model))
    defer { host.close() }
    let shown = try open(host)
    let popover = try #require(shown.popover)
    #expect(gtk_popover_get_autohide(gtkCast(popover)) == 0)
    gtk_popover_popdown(gtkCast(popover))
    GtkTestSupport.settle(host)
    #expect(model.isShowing)
    #expect(host.modals.first?.window === shown)
    #expect(shown.isPopoverShown)
  }
}

extension GtkHost {
  /// A shown host for the popover tests.
  fileprivate static func popoverTestHost<V: View>(_ view: V) -> GtkHost {
    GtkTestSupport.host(view, height: 320)
  }
}
