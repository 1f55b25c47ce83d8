import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A draft's title, view and zoom, held off screen.
@Observable private final class SheetDraft {
  var title = "東京"
  var mode = 0
  var zoom = 1.0
}

/// A sheet whose toolbar holds a segmented picker as its title, a field, and in its bottom
/// bar a slider and a progress view without a value.
private struct SheetDraftView: View {
  let draft: SheetDraft

  var body: some View {
    @Bindable var draft = draft
    Text("Drafts")
      .sheet(isPresented: .constant(true)) {
        Text("\(draft.title) \(draft.mode) \(Int(draft.zoom * 100))%")
          .toolbar {
            ToolbarItem(placement: .principal) {
              Picker("表示 दृश्य", selection: $draft.mode) {
                Text("Text").tag(0)
                Text("रेखा").tag(1)
              }
              .pickerStyle(.segmented)
            }
            ToolbarItem(placement: .primaryAction) {
              TextField("शीर्षक 題名", text: $draft.title)
            }
            ToolbarItem(placement: .bottomBar) {
              Slider(value: $draft.zoom, in: 0.5...2)
            }
            ToolbarItem(placement: .bottomBar) { ProgressView() }
          }
      }
  }
}

/// Toolbar controls in a sheet's header bar and action bar: the sheet's own chrome shows
/// them with hosted widgets of the sheet's window.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct SheetToolbarControlsTests {
  private func chrome(_ host: GtkHost) throws -> ToolbarChrome {
    try #require(host.modals.first?.window.headerBar).toolbar
  }

  private func hosted(_ host: GtkHost, _ kind: WidgetKind) throws -> HostedWidget {
    try #require(try chrome(host).hostedWidgets.values.first { $0.kind == kind })
  }

  private func sheetText(_ host: GtkHost) throws -> String {
    let sheet = try #require(host.modals.first?.window)
    return labelText(try #require(sheet.ordered.first { $0.kind == .label }))
  }

  @Test func aSegmentedPickerIsTheTitleWidgetAndChoosesBySegment() throws {
    let draft = SheetDraft()
    let host = GtkTestSupport.host(SheetDraftView(draft: draft))
    defer { host.close() }
    let bar = try #require(host.modals.first?.window.headerBar)
    let picker = try hosted(host, .segmented)
    #expect(gtk_header_bar_get_title_widget(gtkOpaque(bar.bar)) == picker.widget)
    let labels = picker.pickerButtons.map {
      String(cString: gtk_button_get_label(gtkCast($0)))
    }
    #expect(labels == ["Text", "रेखा"])
    #expect(
      trellis_test_accessible_text_is(picker.control, GTK_ACCESSIBLE_PROPERTY_LABEL, "表示 दृश्य")
        != 0)
    gtk_toggle_button_set_active(gtkCast(picker.pickerButtons[1]), 1)
    GtkTestSupport.settle(host)
    #expect(draft.mode == 1)
    let text = try sheetText(host)
    #expect(text == "東京 1 100%")
  }

  @Test func typingInTheFieldWritesItsText() throws {
    let draft = SheetDraft()
    let host = GtkTestSupport.host(SheetDraftView(draft: draft))
    defer { host.close() }
    let field = try hosted(host, .entry)
    #expect(String(cString: gtk_editable_get_text(gtkOpaque(field.widget))) == "東京")
    // A field one character wide, as in the content's layout, would be useless in a bar.
    #expect(
      gtk_editable_get_width_chars(gtkOpaque(field.widget)) == HostedWidget.toolbarFieldCharacters)
    #expect(
      trellis_test_accessible_text_is(field.widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "शीर्षक 題名")
        != 0)
    gtk_editable_set_text(gtkOpaque(field.widget), "नमस्ते 東京")
    GtkTestSupport.settle(host)
    #expect(draft.title == "नमस्ते 東京")
    let text = try sheetText(host)
    #expect(text == "नमस्ते 東京 0 100%")
  }

  @Test func theSliderSetsItsValueAndTheSpinnerSpins() throws {
    let draft = SheetDraft()
    let host = GtkTestSupport.host(SheetDraftView(draft: draft))
    defer { host.close() }
    let actionBar = try #require(try chrome(host).actionBar)
    let slider = try hosted(host, .scale)
    #expect(gtk_widget_is_ancestor(slider.widget, actionBar) != 0)
    #expect(gtk_range_get_value(gtkCast(slider.widget)) == 1)
    gtk_range_set_value(gtkCast(slider.widget), 1.5)
    GtkTestSupport.settle(host)
    #expect(draft.zoom == 1.5)
    let text = try sheetText(host)
    #expect(text == "東京 0 150%")
    let spinner = try hosted(host, .spinner)
    #expect(gtk_widget_is_ancestor(spinner.widget, actionBar) != 0)
    #expect(gtk_spinner_get_spinning(gtkOpaque(spinner.widget)) != 0)
    #expect(trellis_test_accessible_busy_is(spinner.widget, 1) != 0)
  }
}
