import CGtk
import CTrellisGTKShim
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
}
