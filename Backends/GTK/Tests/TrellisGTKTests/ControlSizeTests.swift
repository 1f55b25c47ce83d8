import CGtk
import CTrellisGTKShim
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// The same controls at a regular size and, below, at `size`.
private struct Sizes: View {
  let size: ControlSize
  @State private var alerts = true
  @State private var name = "Ada"
  @State private var volume = 0.3

  var body: some View {
    VStack(alignment: .leading) {
      controls
      controls.controlSize(size)
    }
  }

  /// Titled alike, so that only their size tells them apart.
  private var controls: some View {
    HStack {
      Toggle("Alerts", isOn: $alerts)
      Toggle("同期", isOn: $alerts).toggleStyle(.switch)
      TextField("Name", text: $name)
      Slider(value: $volume)
    }
  }
}

/// The size a settings pane's compact rows are shown at, switched by the app.
@Observable private final class Density {
  var size = ControlSize.small
}

/// A stepper, a vertical field and a field, at a regular size and, below, at the model's.
private struct CompactRows: View {
  let density: Density
  @State private var copies = 3
  @State private var note = "नोट क्षण 漢字 👩‍👩‍👧"

  var body: some View {
    VStack(alignment: .leading) {
      row
      row.controlSize(density.size)
    }
  }

  private var row: some View {
    HStack {
      Stepper("Copies", value: $copies, in: 0...9)
      TextField("Note", text: $note, axis: .vertical)
      TextField("Name", text: $note)
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ControlSizeTests {
  /// The least size GTK would give `widget`, across and down.
  private func minimum(_ widget: GtkWidgetPointer) -> (width: Int32, height: Int32) {
    var width: Int32 = 0
    var height: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &width, &natural, nil, nil)
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, &height, &natural, nil, nil)
    return (width, height)
  }

  /// The least size of the part of `widget` its size class changes (its first child: a check
  /// button's box, an entry's text, a scale's trough), which layout's size request on the
  /// widget itself does not hide.
  private func part(_ widget: GtkWidgetPointer) -> (width: Int32, height: Int32) {
    minimum(gtk_widget_get_first_child(widget) ?? widget)
  }

  /// Lets the window draw two frames: GTK computes a widget's style again, after a change of
  /// its style classes, in the frame's layout phase.
  private func drawNextFrames(_ host: GtkHost) {
    let clock = gtk_widget_get_frame_clock(gtkCast(host.main.window))
    let start = gdk_frame_clock_get_frame_counter(clock)
    gtk_widget_queue_draw(gtkCast(host.main.window))
    for _ in 0..<400 where gdk_frame_clock_get_frame_counter(clock) < start + 2 {
      while g_main_context_iteration(nil, 0) != 0 {}
      g_usleep(5000)
    }
  }

  private func pair(_ host: GtkHost, _ kind: WidgetKind) throws -> (HostedWidget, HostedWidget) {
    let widgets = host.widgets(kind)
    try #require(widgets.count == 2, "\(kind): \(widgets.count)")
    return (widgets[0], widgets[1])
  }

  // Small and mini controls draw their parts smaller than regular ones: a check box's box,
  // a switch, a field's text and a slider's knob take less room.
  @Test(arguments: [ControlSize.small, .mini])
  func smallControlsAreDrawnSmaller(size: ControlSize) throws {
    let host = GtkTestSupport.host(Sizes(size: size))
    defer { host.close() }
    let check = try pair(host, .check)
    #expect(part(check.1.control).width < part(check.0.control).width)
    let toggle = try pair(host, .switch)
    #expect(minimum(toggle.1.control).height < minimum(toggle.0.control).height)
    let field = try pair(host, .entry)
    #expect(part(field.1.control).height < part(field.0.control).height)
    let slider = try pair(host, .scale)
    #expect(part(slider.1.control).height < part(slider.0.control).height)
    let name = size == .small ? "trellis-control-small" : "trellis-control-mini"
    #expect(gtk_widget_has_css_class(field.1.control, name) != 0)
    #expect(gtk_widget_has_css_class(field.0.control, name) == 0)
  }

  // A large check box's box is larger; a change of size back to regular takes it away.
  @Test func aLargeCheckBoxIsLarger() throws {
    let host = GtkTestSupport.host(Sizes(size: .large))
    defer { host.close() }
    let check = try pair(host, .check)
    #expect(part(check.1.control).width > part(check.0.control).width)
  }

  // A stepper's spin button and a vertical field's text are drawn smaller too; switched
  // back to regular, every control is drawn as the regular ones again.
  @Test func steppersAndVerticalFieldsShrinkAndComeBackToRegular() throws {
    let density = Density()
    let host = GtkTestSupport.host(CompactRows(density: density))
    defer { host.close() }
    let stepper = try pair(host, .stepper)
    #expect(part(stepper.1.control).height < part(stepper.0.control).height)
    let note = try pair(host, .textView)
    #expect(minimum(note.1.control).height < minimum(note.0.control).height)
    #expect(gtk_widget_has_css_class(note.1.control, "trellis-control-small") != 0)
    let name = try pair(host, .entry)
    #expect(gtk_widget_has_css_class(name.1.control, "trellis-control-small") != 0)

    density.size = .regular
    GtkTestSupport.settle(host)
    drawNextFrames(host)
    let regular = try pair(host, .stepper)
    #expect(part(regular.1.control).height == part(regular.0.control).height)
    let regularNote = try pair(host, .textView)
    #expect(minimum(regularNote.1.control).height == minimum(regularNote.0.control).height)
    let regularName = try pair(host, .entry)
    for widget in [regular.1, regularNote.1, regularName.1] {
      #expect(gtk_widget_has_css_class(widget.control, "trellis-control-small") == 0)
    }
    #expect(part(regularName.1.control).height == part(regularName.0.control).height)
  }
}
