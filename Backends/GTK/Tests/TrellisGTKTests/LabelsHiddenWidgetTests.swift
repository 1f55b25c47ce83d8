import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Controls of each kind whose labels are hidden together, one shown again inside, and a
/// toggle whose label a button hides at run time.
private struct HiddenLabels: View {
  @State private var wifi = true
  @State private var dark = false
  @State private var count = 2
  @State private var flavour = 1
  @State private var isHidden = true

  var body: some View {
    VStack {
      Toggle("वाई-फ़ाई", isOn: $wifi)
      Toggle("深色模式", isOn: $dark).toggleStyle(.switch)
      Stepper("Count 👩‍👩‍👧", value: $count)
      Picker("Flavour", selection: $flavour) {
        Text("Mango").tag(1)
        Text("Lime").tag(2)
      }
      Toggle("Shown", isOn: $wifi).labelsVisibility(.visible)
      Button("Show labels") { isHidden.toggle() }
        .labelsVisibility(.visible)
    }
    .labelsVisibility(isHidden ? .hidden : .automatic)
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct LabelsHiddenWidgetTests {
  private func isNamed(_ widget: HostedWidget, _ name: String) -> Bool {
    trellis_test_accessible_text_is(widget.control, GTK_ACCESSIBLE_PROPERTY_LABEL, name) != 0
  }

  private func checkLabel(_ widget: HostedWidget) -> String {
    gtk_check_button_get_label(gtkCast(widget.widget)).map { String(cString: $0) } ?? ""
  }

  /// Whether the title label beside a composite's control (its box's first child) shows.
  private func showsTitle(_ widget: HostedWidget) -> Bool {
    guard let title = gtk_widget_get_first_child(widget.widget) else { return false }
    return gtk_widget_get_visible(title) != 0
  }

  @Test func theWidgetsShowNoTitleButAreNamedByTheirLabels() throws {
    let host = GtkTestSupport.host(HiddenLabels())
    defer { host.close() }
    let checks = host.widgets(.check)
    #expect(checks.count == 2)
    let wifi = try #require(checks.first)
    #expect(checkLabel(wifi) == "")
    #expect(isNamed(wifi, "वाई-फ़ाई"))
    #expect(checkLabel(checks[1]) == "Shown")
    // The bare check box takes less room than the one that shows its title.
    #expect(gtk_widget_get_width(wifi.widget) < gtk_widget_get_width(checks[1].widget))
    let dark = try #require(host.widgets(.switch).first)
    #expect(!showsTitle(dark))
    #expect(isNamed(dark, "深色模式"))
    let stepper = try #require(host.widgets(.stepper).first)
    #expect(!showsTitle(stepper))
    #expect(isNamed(stepper, "Count 👩‍👩‍👧"))
    let picker = try #require(host.widgets(.dropDown).first)
    #expect(!showsTitle(picker))
    #expect(isNamed(picker, "Flavour"))
    // The toggle's element still has its label's text as its title.
    #expect(wifi.element.text == "वाई-फ़ाई")
  }

  @Test func showingTheLabelsAgainShowsTheTitles() throws {
    let host = GtkTestSupport.host(HiddenLabels())
    defer { host.close() }
    let show = try #require(host.widgets(.button).first)
    trellis_emit(show.widget, "clicked")
    GtkTestSupport.settle(host)
    let wifi = try #require(host.widgets(.check).first)
    #expect(checkLabel(wifi) == "वाई-फ़ाई")
    let dark = try #require(host.widgets(.switch).first)
    #expect(showsTitle(dark))
    #expect(isNamed(dark, "深色模式"))
    let picker = try #require(host.widgets(.dropDown).first)
    #expect(showsTitle(picker))
  }
}
