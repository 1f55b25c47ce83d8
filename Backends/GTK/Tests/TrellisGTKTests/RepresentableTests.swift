import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A label made by the app, counting the updates the host asks for.
struct CountingLabel: GtkWidgetRepresentable {
  let text: String

  func makeWidget(context: Context) -> GtkWidgetPointer { gtk_label_new(nil) }

  func updateWidget(_ widget: GtkWidgetPointer, context: Context) {
    gtk_label_set_text(OpaquePointer(widget), text)
  }
}

struct RepresentableHost: View {
  let counter: Counter

  var body: some View {
    VStack {
      Text("Count: \(counter.count)")
      CountingLabel(text: counter.name)
    }
  }
}

/// An entry the app makes itself.
struct AppEntry: GtkWidgetRepresentable {
  func makeWidget(context: Context) -> GtkWidgetPointer { gtk_entry_new() }
  func updateWidget(_ widget: GtkWidgetPointer, context: Context) {}
}

struct FieldBesideAnAppEntry: View {
  @FocusState private var isFocused: Bool
  @State private var name = ""

  var body: some View {
    VStack {
      TextField("Name", text: $name).focused($isFocused)
      AppEntry()
      Button("Name") { isFocused = true }
      Text("Focused: \(isFocused)")
    }
  }
}

/// A label that counts how often the host dismantled one.
struct DismantledLabel: GtkWidgetRepresentable {
  @MainActor static var dismantled = 0

  func makeWidget(context: Context) -> GtkWidgetPointer { gtk_label_new("Going") }
  func updateWidget(_ widget: GtkWidgetPointer, context: Context) {}
  static func dismantleWidget(_ widget: GtkWidgetPointer, coordinator: Void) { dismantled += 1 }
}

struct LeavingRepresentable: View {
  let counter: Counter

  var body: some View {
    VStack {
      if counter.count == 0 { DismantledLabel() }
      Text("Count: \(counter.count)")
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct RepresentableTests {
  @Test func updateRunsWhenTheRepresentableInputsChangeOnly() {
    let counter = Counter()
    let host = GtkTestSupport.host(RepresentableHost(counter: counter))
    defer { host.close() }
    GtkTestSupport.settle(host)
    let custom = host.widgets(.custom)[0]
    #expect(custom.representableUpdates == 1)
    #expect(String(cString: gtk_label_get_text(OpaquePointer(custom.control))) == "Ada")

    counter.count = 3
    GtkTestSupport.settle(host)
    #expect(custom.representableUpdates == 1)

    counter.name = "Grace"
    GtkTestSupport.settle(host)
    #expect(custom.representableUpdates == 2)
    #expect(host.widgets(.custom)[0] === custom)
    #expect(String(cString: gtk_label_get_text(OpaquePointer(custom.control))) == "Grace")
  }

  @Test func focusInTheAppsWidgetClearsTheFocusState() {
    let host = GtkTestSupport.host(FieldBesideAnAppEntry())
    defer { host.close() }
    let field = host.widgets(.entry)[0]
    let custom = host.widgets(.custom)[0]
    trellis_emit(host.widgets(.button)[0].widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(host.main.hasFocus(field))
    #expect(labelText(host.widgets(.label)[0]) == "Focused: true")

    gtk_widget_grab_focus(custom.control)
    GtkTestSupport.settle(host)
    #expect(labelText(host.widgets(.label)[0]) == "Focused: false")
    #expect(host.main.hasFocus(custom))
    #expect(host.core.focused == nil)

    // Focusing the field again from the app moves GTK's focus back.
    trellis_emit(host.widgets(.button)[0].widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(host.main.hasFocus(field))
    #expect(labelText(host.widgets(.label)[0]) == "Focused: true")
  }

  @Test func theWidgetIsDismantledWhenTheViewLeaves() {
    let counter = Counter()
    let host = GtkTestSupport.host(LeavingRepresentable(counter: counter))
    defer { host.close() }
    let before = DismantledLabel.dismantled
    #expect(host.widgets(.custom).count == 1)
    counter.count = 1
    GtkTestSupport.settle(host)
    #expect(host.widgets(.custom).isEmpty)
    #expect(DismantledLabel.dismantled == before + 1)
  }
}
