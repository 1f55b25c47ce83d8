import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// What controls and containers draw of their labels, which are views of their own: a
/// button's symbol, a disclosure header's styled title, the names of a group box, a progress
/// view and a text, a text area's font.
@Observable
private final class Labels {
  var isStarred = false
  var heading = "विवरण 詳細"
  var boxTitle = "Réglages"
  var done = 2
  var paragraph = "पहली पंक्ति\n第二行 👩‍👩‍👧"
  var isLarge = false
  var notes = "नोट्स"
}

private struct LabelsView: View {
  let labels: Labels
  @State private var isOpen = true

  var body: some View {
    VStack {
      Button {
        labels.isStarred.toggle()
      } label: {
        Label("Favourite ⭐", systemImage: labels.isStarred ? "star.fill" : "star")
      }
      DisclosureGroup(isExpanded: $isOpen) {
        Text("Inside")
      } label: {
        Text(labels.heading).bold()
      }
      GroupBox(labels.boxTitle) {
        ProgressView(value: Double(labels.done), total: 8) {
          Text("Copying 📁")
        } currentValueLabel: {
          Text("\(labels.done) of 8")
        }
      }
      Text(labels.paragraph)
      HStack {
        Text("A")
        Divider()
        Text("B")
      }
      TextEditor(text: Binding(get: { labels.notes }, set: { labels.notes = $0 }))
        .font(labels.isLarge ? .title : .body)
        .frame(height: 80)
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ItemDrivenLabelsTests {
  @Test func aButtonShowsItsLabelsSymbolAndFollowsIt() throws {
    let labels = Labels()
    let host = GtkTestSupport.host(LabelsView(labels: labels), height: 700)
    defer { host.close() }
    let button = try #require(host.widgets(.button).first)
    let before = try #require(button.appliedButtonSymbol)
    #expect(before.iconName != nil)
    #expect(before.title == "Favourite ⭐")
    trellis_emit(button.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(labels.isStarred)
    let after = try #require(button.appliedButtonSymbol)
    #expect(after.title == "Favourite ⭐")
    #expect(after.iconName != before.iconName, "the filled star's icon replaces the outline's")
    #expect(button.appliedAccessibility?.label == "Favourite ⭐")
  }

  @Test func aDisclosureHeaderShowsItsLabelInItsStyle() throws {
    let labels = Labels()
    let host = GtkTestSupport.host(LabelsView(labels: labels), height: 700)
    defer { host.close() }
    let expander = try #require(host.widgets(.expander).first)
    let markup = String(cString: gtk_expander_get_label(gtkOpaque(expander.widget)))
    #expect(markup.contains("विवरण 詳細"))
    #expect(markup.contains("weight=\"700\""), "\(markup)")
    labels.heading = "Détails 👩‍👩‍👧"
    GtkTestSupport.settle(host)
    let changed = String(cString: gtk_expander_get_label(gtkOpaque(expander.widget)))
    #expect(changed.contains("Détails 👩‍👩‍👧") && changed.contains("weight=\"700\""))
  }

  @Test func aGroupBoxAndAProgressViewAreNamedByTheirLabels() throws {
    let labels = Labels()
    let host = GtkTestSupport.host(LabelsView(labels: labels), height: 700)
    defer { host.close() }
    let frame = try #require(host.widgets(.frame).first)
    let bar = try #require(host.widgets(.progressBar).first)
    #expect(frame.appliedAccessibility?.label == "Réglages")
    #expect(bar.appliedAccessibility?.label == "Copying 📁")
    #expect(bar.appliedAccessibility?.description == "2 of 8")
    labels.boxTitle = "設定"
    labels.done = 5
    GtkTestSupport.settle(host)
    #expect(frame.appliedAccessibility?.label == "設定")
    #expect(bar.appliedAccessibility?.description == "5 of 8")
    #expect(bar.indicatorFraction == 5.0 / 8)
  }

  @Test func aTextIsNamedByItsWholeStringLineBreaksAndAll() throws {
    let labels = Labels()
    let host = GtkTestSupport.host(LabelsView(labels: labels), height: 700)
    defer { host.close() }
    let paragraph = try #require(
      host.widgets(.label).first { labelText($0).contains("पहली") })
    #expect(paragraph.appliedAccessibility?.label == "पहली पंक्ति\n第二行 👩‍👩‍👧")
    labels.paragraph = "एक\nदो"
    GtkTestSupport.settle(host)
    #expect(paragraph.appliedAccessibility?.label == "एक\nदो")
    #expect(labelText(paragraph) == "एक\nदो")
  }

  @Test func aDividerInARowIsVertical() throws {
    let host = GtkTestSupport.host(LabelsView(labels: Labels()), height: 700)
    defer { host.close() }
    let divider = try #require(host.widgets(.separator).first)
    #expect(divider.isVertical)
    #expect(
      gtk_orientable_get_orientation(gtkOpaque(divider.widget)) == GTK_ORIENTATION_VERTICAL)
  }

  @Test func aTextEditorTakesItsFontFromItsItem() throws {
    let labels = Labels()
    let host = GtkTestSupport.host(LabelsView(labels: labels), height: 700)
    defer { host.close() }
    let editor = try #require(host.widgets(.textView).first)
    let body = try #require(editor.appliedStyleClasses?.first)
    labels.isLarge = true
    GtkTestSupport.settle(host)
    let title = try #require(editor.appliedStyleClasses?.first)
    #expect(title != body, "a title font gives the text view another style")
    labels.isLarge = false
    GtkTestSupport.settle(host)
    #expect(editor.appliedStyleClasses?.first == body)
  }
}
