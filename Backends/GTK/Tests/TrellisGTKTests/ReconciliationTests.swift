import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

@Observable
final class Counter {
  var count = 0
  var name = "Ada"
}

struct CounterView: View {
  let counter: Counter

  var body: some View {
    VStack {
      Text("Count: \(counter.count)")
      Button("Add") { counter.count += 1 }
      Button("Locked") {}.disabled(true)
      Toggle("Loud", isOn: .constant(true))
      TextField("Name", text: Binding(get: { counter.name }, set: { counter.name = $0 }))
      Divider()
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ReconciliationTests {
  @Test func elementsBecomeWidgetsOfTheirKind() {
    let host = GtkTestSupport.host(CounterView(counter: Counter()))
    defer { host.close() }
    GtkTestSupport.settle(host)
    #expect(
      host.main.ordered.map(\.kind) == [.label, .button, .button, .check, .entry, .separator])
    #expect(labelText(host.widgets(.label)[0]) == "Count: 0")
    let buttons = host.widgets(.button)
    #expect(gtk_widget_get_sensitive(buttons[0].widget) == 1)
    #expect(gtk_widget_get_sensitive(buttons[1].widget) == 0)
    #expect(gtk_check_button_get_active(gtkCast(host.widgets(.check)[0].widget)) == 1)
    #expect(host.widgets(.entry)[0].entryText == "Ada")
  }

  @Test func aStateChangeUpdatesTheLabelInPlace() {
    let counter = Counter()
    let host = GtkTestSupport.host(CounterView(counter: counter))
    defer { host.close() }
    GtkTestSupport.settle(host)
    let label = host.widgets(.label)[0].widget
    let entry = host.widgets(.entry)[0].widget
    counter.count = 5
    GtkTestSupport.settle(host)
    #expect(host.widgets(.label)[0].widget == label)
    #expect(host.widgets(.entry)[0].widget == entry)
    #expect(labelText(host.widgets(.label)[0]) == "Count: 5")
  }

  @Test func clickingAButtonRunsItsAction() {
    let counter = Counter()
    let host = GtkTestSupport.host(CounterView(counter: counter))
    defer { host.close() }
    GtkTestSupport.settle(host)
    trellis_emit(host.widgets(.button)[0].widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(counter.count == 1)
    #expect(labelText(host.widgets(.label)[0]) == "Count: 1")
  }

  @Test func typingInAnEntryWritesTheBindingAndKeepsTheCursor() {
    let counter = Counter()
    let host = GtkTestSupport.host(CounterView(counter: counter))
    defer { host.close() }
    GtkTestSupport.settle(host)
    let entry = host.widgets(.entry)[0]
    entry.grabFocus()
    GtkTestSupport.settle(host)
    gtk_editable_set_text(gtkOpaque(entry.widget), "Grace")
    gtk_editable_set_position(gtkOpaque(entry.widget), 2)
    GtkTestSupport.settle(host)
    #expect(counter.name == "Grace")
    #expect(host.widgets(.entry)[0].widget == entry.widget)
    #expect(gtk_editable_get_position(gtkOpaque(entry.widget)) == 2)
    #expect(host.core.focused?.kind == .textField)
  }

  @Test func aWidgetWhoseElementLeavesIsRemoved() {
    struct Toggled: View {
      let counter: Counter
      var body: some View {
        VStack {
          if counter.count == 0 { Text("Zero") }
          Button("Add") { counter.count += 1 }
        }
      }
    }
    let counter = Counter()
    let host = GtkTestSupport.host(Toggled(counter: counter))
    defer { host.close() }
    GtkTestSupport.settle(host)
    #expect(host.widgets(.label).count == 1)
    counter.count = 1
    GtkTestSupport.settle(host)
    #expect(host.widgets(.label).isEmpty)
    #expect(gtk_widget_get_first_child(host.main.fixedWidget) == host.widgets(.button)[0].widget)
  }

  @Test func aRemovedWidgetKeepsNoHandlerOfTheHost() {
    struct Leaving: View {
      let counter: Counter
      var body: some View {
        VStack {
          if counter.count == 0 { Button("Add") { counter.count += 1 } }
          Text("Count: \(counter.count)")
        }
      }
    }
    let counter = Counter()
    let host = GtkTestSupport.host(Leaving(counter: counter))
    defer { host.close() }
    let button = host.widgets(.button)[0]
    let control = UnsafeMutableRawPointer(button.control)
    let context = button.context
    g_object_ref(control)
    defer { g_object_unref(control) }
    #expect(g_signal_handler_find(control, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, context) != 0)
    counter.count = 1
    GtkTestSupport.settle(host)
    #expect(host.widgets(.button).isEmpty)
    #expect(g_signal_handler_find(control, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, context) == 0)
  }

  @Test func aClosedHostLeavesNothingBehindThatPointsAtIt() {
    let counter = Counter()
    weak var closed: GtkHost?
    var window: UnsafeMutableRawPointer?
    do {
      let host = GtkTestSupport.host(CounterView(counter: counter))
      window = UnsafeMutableRawPointer(host.main.window)
      g_object_ref(window)
      // A render is scheduled when the host closes.
      counter.count = 1
      host.core.update()
      host.close()
      closed = host
    }
    defer { g_object_unref(window) }
    #expect(closed == nil)
    while g_main_context_iteration(nil, 0) != 0 {}
    #expect(gtk_widget_get_visible(window?.assumingMemoryBound(to: GtkWidget.self)) == 0)
  }

  @Test func aSliderWithAStepOfZeroGetsAScale() {
    let host = GtkTestSupport.host(Slider(value: .constant(4), in: 0...10, step: 0))
    defer { host.close() }
    let scale = host.widgets(.scale)[0]
    let adjustment = gtk_range_get_adjustment(gtkCast(scale.widget))
    #expect(gtk_adjustment_get_upper(adjustment) == 10)
    #expect(gtk_adjustment_get_step_increment(adjustment) == 0.1)
    #expect(gtk_range_get_value(gtkCast(scale.widget)) == 4)
  }

  @Test func theCursorKeepsItsPlaceAfterCharactersOfSeveralScalars() {
    struct Shouting: View {
      let counter: Counter
      var body: some View {
        TextField(
          "Name", text: Binding(get: { counter.name }, set: { counter.name = $0.uppercased() }))
      }
    }
    let counter = Counter()
    let host = GtkTestSupport.host(Shouting(counter: counter))
    defer { host.close() }
    let entry = host.widgets(.entry)[0]
    // Two characters of two scalars each, then two letters: six scalars.
    gtk_editable_set_text(gtkOpaque(entry.widget), "👍🏽👍🏽ab")
    gtk_editable_set_position(gtkOpaque(entry.widget), 6)
    GtkTestSupport.settle(host)
    #expect(entry.entryText == "👍🏽👍🏽AB")
    #expect(gtk_editable_get_position(gtkOpaque(entry.widget)) == 6)
  }

  @Test func aRenderWithPendingChangesSchedulesNoOther() {
    let counter = Counter()
    let host = GtkTestSupport.host(CounterView(counter: counter))
    defer { host.close() }
    let frames = host.frameCount
    counter.count = 2
    host.render()
    while g_main_context_iteration(nil, 0) != 0 {}
    #expect(host.frameCount == frames + 1)
    #expect(labelText(host.widgets(.label)[0]) == "Count: 2")
  }
}
