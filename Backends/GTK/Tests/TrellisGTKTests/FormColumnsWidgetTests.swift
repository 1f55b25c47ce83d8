import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A columns form in GTK: each label's widget ends on one line, right-aligned against the
/// control it names; the entry, a value and a check button start after that line; no boxes
/// are drawn under the rows.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct FormColumnsWidgetTests {
  private struct Settings: View {
    @State var name = "क्षिति"
    @State var size = 1
    @State var wraps = true
    var body: some View {
      Form {
        TextField("Name", text: $name)
        Picker("Size", selection: $size) {
          Text("Small").tag(1)
          Text("Large").tag(2)
        }
        Section("Advanced 詳細") {
          LabeledContent("Build number", value: "42")
          Toggle("Wrap 🌯", isOn: $wraps)
        }
      }
      .formStyle(.columns)
    }
  }

  /// Where GTK allocated `widget` (one of `hosted`'s) in its window's content, in pixels.
  private func bounds(_ widget: GtkWidgetPointer, in hosted: HostedWidget) -> CGRect {
    var rect = graphene_rect_t()
    _ = gtk_widget_compute_bounds(widget, hosted.window.fixedWidget, &rect)
    return CGRect(
      x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y), width: CGFloat(rect.size.width),
      height: CGFloat(rect.size.height))
  }

  @Test func labelsEndOnOneLineAndControlsStartAfterIt() throws {
    let host = GtkTestSupport.host(Settings(), height: 320)
    defer { host.close() }
    let labels = host.widgets(.label)
    func label(_ text: String) throws -> CGRect {
      let hosted = try #require(labels.first { labelText($0) == text }, "\(text)")
      return bounds(hosted.widget, in: hosted)
    }
    let name = try label("Name")
    let build = try label("Build number")
    #expect(name.maxX == build.maxX, "\(name) \(build)")
    #expect(name.minX > build.minX)
    let entry = try #require(host.widgets(.entry).first)
    let field = bounds(entry.control, in: entry)
    let picker = try #require(host.widgets(.dropDown).first)
    let check = try #require(host.widgets(.check).first)
    #expect(field.minX > name.maxX)
    #expect(try label("42").minX == field.minX)
    #expect(bounds(check.widget, in: check).minX == field.minX)
    // GTK's picker widget draws its title itself, beside its drop-down: the drop-down
    // starts at the controls' line, the title in the labels' column before it (from the
    // column's leading edge, not right-aligned: a gap the README lists).
    #expect(bounds(picker.control, in: picker).minX == field.minX)
    let title = try #require(gtk_widget_get_first_child(picker.widget))
    #expect(bounds(title, in: picker).maxX <= name.maxX + 8)
    #expect(bounds(title, in: picker).minX >= build.minX)
    // The field's title is its label, not a placeholder in the entry; a screen reader
    // still hears the field named by it.
    let placeholder = gtk_entry_get_placeholder_text(gtkCast(entry.widget))
    #expect(placeholder.map { String(cString: $0) } ?? "" == "")
    #expect(
      trellis_test_accessible_text_is(entry.control, GTK_ACCESSIBLE_PROPERTY_LABEL, "Name") != 0)
    // Sections are apart by space, without boxes.
    #expect(try host.rowBoxes().isEmpty)
    #expect(try label("Advanced 詳細").minY > bounds(picker.widget, in: picker).maxY)
  }
}
