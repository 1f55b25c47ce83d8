import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A copy whose progress is held off screen: unknown until it starts.
@Observable private final class Copy {
  var done: Double? = 1
  var isShown = true
}

private struct CopyView: View {
  let copy: Copy

  var body: some View {
    VStack(alignment: .leading) {
      if copy.isShown {
        ProgressView(value: copy.done, total: 4) {
          Text("Copying क्षि 漢字")
        } currentValueLabel: {
          Text(copy.done.map { "\(Int($0)) of 4 📁" } ?? "…")
        }
        .progressViewStyle(.linear)
      }
      Text("Below")
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ProgressWidgetTests {
  private func isA(_ widget: GtkWidgetPointer, _ type: GType) -> Bool {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    return g_type_check_instance_is_a(instance, type) != 0
  }

  private func role(_ widget: GtkWidgetPointer) -> GtkAccessibleRole {
    gtk_accessible_get_accessible_role(OpaquePointer(widget))
  }

  /// Runs GLib's main loop until `condition` holds, for at most two seconds.
  private func run(until condition: () -> Bool) {
    let end = Date().addingTimeInterval(2)
    while !condition(), Date() < end { _ = g_main_context_iteration(nil, 1) }
  }

  @Test func aDeterminateProgressViewIsAProgressBarBetweenItsLabels() throws {
    let copy = Copy()
    let host = GtkTestSupport.host(CopyView(copy: copy))
    defer { host.close() }
    let bar = try #require(host.widgets(.progressBar).first)
    #expect(isA(bar.widget, gtk_progress_bar_get_type()))
    #expect(gtk_progress_bar_get_fraction(gtkOpaque(bar.widget)) == 0.25)
    // Read as a progress bar named by its label, its value 0...1, what it has done after.
    #expect(role(bar.widget) == GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
    #expect(trellis_test_accessible_value_is(bar.widget, 0.25) != 0)
    #expect(
      trellis_test_accessible_text_is(bar.widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Copying क्षि 漢字")
        != 0)
    #expect(
      trellis_test_accessible_text_is(bar.widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "1 of 4 📁")
        != 0)
    #expect(trellis_test_accessible_busy_is(bar.widget, 0) != 0)
    // Its labels are labels of their own, above and below the bar, which is as tall as
    // GTK's progress bar and as wide as the window's content.
    let labels = host.widgets(.label)
    let title = try #require(labels.first { labelText($0) == "Copying क्षि 漢字" })
    let value = try #require(labels.first { labelText($0) == "1 of 4 📁" })
    #expect(title.treeFrame.y + title.treeFrame.height <= bar.treeFrame.y)
    #expect(bar.treeFrame.y + bar.treeFrame.height <= value.treeFrame.y)
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(bar.widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
    #expect(bar.treeFrame.height == Int(natural))
    #expect(bar.treeFrame.width >= title.treeFrame.width)

    copy.done = 3
    GtkTestSupport.settle(host)
    #expect(gtk_progress_bar_get_fraction(gtkOpaque(bar.widget)) == 0.75)
    #expect(trellis_test_accessible_value_is(bar.widget, 0.75) != 0)
    #expect(bar.isPulsing == false)
  }

  @Test func anIndeterminateBarPulsesOnlyWhileItIsShown() throws {
    let copy = Copy()
    copy.done = nil
    let host = GtkTestSupport.host(CopyView(copy: copy))
    defer { host.close() }
    let bar = try #require(host.widgets(.progressBar).first)
    #expect(bar.isPulsing)
    #expect(trellis_test_accessible_busy_is(bar.widget, 1) != 0)
    #expect(trellis_test_accessible_has_value(bar.widget) == 0)
    let before = bar.pulses
    run { bar.pulses > before }
    #expect(bar.pulses > before)

    // Hidden, it is unmapped: the timeout ends; shown again, it pulses again.
    gtk_widget_set_visible(bar.widget, 0)
    #expect(!bar.isPulsing)
    gtk_widget_set_visible(bar.widget, 1)
    run { bar.isPulsing }
    #expect(bar.isPulsing)

    // Told how far it is, it stops pulsing and shows the fraction.
    copy.done = 2
    GtkTestSupport.settle(host)
    #expect(!bar.isPulsing)
    #expect(gtk_progress_bar_get_fraction(gtkOpaque(bar.widget)) == 0.5)

    // Removed, nothing of it runs.
    copy.done = nil
    GtkTestSupport.settle(host)
    #expect(bar.isPulsing)
    copy.isShown = false
    GtkTestSupport.settle(host)
    #expect(!bar.isPulsing)
    #expect(host.widgets(.progressBar).isEmpty)
  }

  @Test func anIndeterminateCircularViewIsASpinner() throws {
    let host = GtkTestSupport.host(ProgressView("読み込み中 ⏳"))
    defer { host.close() }
    let spinner = try #require(host.widgets(.spinner).first)
    #expect(isA(spinner.widget, gtk_spinner_get_type()))
    #expect(gtk_spinner_get_spinning(gtkOpaque(spinner.widget)) != 0)
    #expect(role(spinner.widget) == GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
    #expect(trellis_test_accessible_busy_is(spinner.widget, 1) != 0)
    #expect(
      trellis_test_accessible_text_is(spinner.widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "読み込み中 ⏳")
        != 0)
    // The label is centred under it.
    let label = try #require(host.widgets(.label).first)
    #expect(label.treeFrame.y >= spinner.treeFrame.y + spinner.treeFrame.height)
    let spinnerMiddle = spinner.treeFrame.x + spinner.treeFrame.width / 2
    let labelMiddle = label.treeFrame.x + label.treeFrame.width / 2
    #expect(abs(spinnerMiddle - labelMiddle) <= 1)
  }

  @Test func aDeterminateCircularViewIsARingReadAsAProgressBar() throws {
    let host = GtkTestSupport.host(
      ProgressView("Sync", value: 0.6).progressViewStyle(.circular).tint(.orange))
    defer { host.close() }
    let ring = try #require(host.widgets(.ring).first)
    #expect(isA(ring.widget, gtk_drawing_area_get_type()))
    #expect(role(ring.widget) == GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
    #expect(trellis_test_accessible_value_is(ring.widget, 0.6) != 0)
    #expect(ring.appliedIndicator?.ringLook == .circularCapacity)
    // Apple's orange: 0xFF9500.
    #expect(ring.appliedIndicator?.tint == HostColor(red: 1, green: 149.0 / 255, blue: 0))
    #expect(ring.treeFrame.width == Int(GtkMeasurer.progressRingSide))
  }

  @Test func aTintColoursTheBar() throws {
    let host = GtkTestSupport.host(ProgressView(value: 0.5).tint(.green))
    defer { host.close() }
    let bar = try #require(host.widgets(.progressBar).first)
    // Apple's green: 0x34C759.
    let green = HostColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)
    let tint = TintStyle.styleClass(for: green, on: gtk_widget_get_display(bar.widget))
    #expect(gtk_widget_has_css_class(bar.widget, tint) != 0)
  }

  @Test func aLinearGaugeIsALevelBarReadAsAMeter() throws {
    let host = GtkTestSupport.host(
      Gauge(value: 30, in: 0...40) {
        Text("Fuel ⛽")
      } currentValueLabel: {
        Text("३० L")
      } minimumValueLabel: {
        Text("E")
      } maximumValueLabel: {
        Text("F")
      })
    defer { host.close() }
    let level = try #require(host.widgets(.levelBar).first)
    #expect(isA(level.widget, gtk_level_bar_get_type()))
    #expect(gtk_level_bar_get_value(gtkOpaque(level.widget)) == 0.75)
    #expect(role(level.widget) == GTK_ACCESSIBLE_ROLE_METER)
    #expect(trellis_test_accessible_value_is(level.widget, 0.75) != 0)
    #expect(
      trellis_test_accessible_text_is(level.widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Fuel ⛽") != 0)
    #expect(
      trellis_test_accessible_text_is(level.widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "३० L")
        != 0)
    // The ends' labels at its two sides.
    let labels = host.widgets(.label)
    let empty = try #require(labels.first { labelText($0) == "E" })
    let full = try #require(labels.first { labelText($0) == "F" })
    #expect(empty.treeFrame.x + empty.treeFrame.width <= level.treeFrame.x)
    #expect(level.treeFrame.x + level.treeFrame.width <= full.treeFrame.x)
  }

  @Test func aCircularGaugeIsARingReadAsAMeterItsValueInside() throws {
    let host = GtkTestSupport.host(
      Gauge(value: 0.25) {
        Text("CPU")
      } currentValueLabel: {
        Text("25")
      }
      .gaugeStyle(.accessoryCircular))
    defer { host.close() }
    let ring = try #require(host.widgets(.ring).first)
    #expect(role(ring.widget) == GTK_ACCESSIBLE_ROLE_METER)
    #expect(trellis_test_accessible_value_is(ring.widget, 0.25) != 0)
    #expect(ring.appliedIndicator?.ringLook == .circular)
    let value = try #require(host.widgets(.label).first { labelText($0) == "25" })
    #expect(value.treeFrame.x > ring.treeFrame.x)
    #expect(value.treeFrame.x + value.treeFrame.width < ring.treeFrame.x + ring.treeFrame.width)
    #expect(value.treeFrame.y > ring.treeFrame.y)
  }

  @Test func aStyleOfTheAppsOwnIsShownByItsBodysWidgets() throws {
    struct Percent: ProgressViewStyle {
      func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
      }
    }
    let host = GtkTestSupport.host(ProgressView(value: 0.4).progressViewStyle(Percent()))
    defer { host.close() }
    #expect(host.widgets(.progressBar).isEmpty)
    #expect(host.widgets(.label).map(labelText) == ["40%"])
  }
}
