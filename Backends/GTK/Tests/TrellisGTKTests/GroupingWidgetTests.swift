import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Whether a panel's details are shown, held off screen.
@Observable private final class Details {
  var isOpen = false
  var verbose = false
}

private struct DetailsView: View {
  let details: Details

  var body: some View {
    @Bindable var details = details
    VStack(alignment: .leading) {
      DisclosureGroup("詳細 Details", isExpanded: $details.isOpen) {
        Toggle("Verbose", isOn: $details.verbose)
      }
      Button("Save") {}
    }
  }
}

/// A form whose rows include a group that keeps its own expansion, a collapsible section,
/// labelled values and a group box.
private struct SettingsForm: View {
  @State private var showsNetwork = true

  var body: some View {
    Form {
      Section("About") {
        LabeledContent("संस्करण", value: "2.4.1")
        DisclosureGroup("More") {
          Text("Build 77")
        }
      }
      Section("Network", isExpanded: $showsNetwork) {
        Text("Wi-Fi")
      }
    }
  }
}

private struct BoxedView: View {
  var body: some View {
    GroupBox("接続 Connection") {
      Text("Server one")
    }
    .padding()
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct GroupingWidgetTests {
  private func isA(_ widget: GtkWidgetPointer, _ type: GType) -> Bool {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    return g_type_check_instance_is_a(instance, type) != 0
  }

  private func isExpanded(_ hosted: HostedWidget) -> Bool {
    gtk_expander_get_expanded(gtkOpaque(hosted.widget)) != 0
  }

  /// The text an expander's title shows, and its markup.
  private func title(_ hosted: HostedWidget) -> (text: String, markup: String) {
    let label = gtk_expander_get_label_widget(gtkOpaque(hosted.widget))!
    return (
      String(cString: gtk_label_get_text(gtkOpaque(label))),
      String(cString: gtk_label_get_label(gtkOpaque(label)))
    )
  }

  private func label(_ host: GtkHost, _ text: String) -> HostedWidget? {
    host.widgets(.label).first { labelText($0) == text }
  }

  @Test func aDisclosureGroupIsAnExpanderThatFollowsAndWritesItsBinding() throws {
    let details = Details()
    let host = GtkTestSupport.host(DetailsView(details: details))
    defer { host.close() }
    let expander = try #require(host.widgets(.expander).first)
    #expect(isA(expander.widget, gtk_expander_get_type()))
    #expect(title(expander).text == "詳細 Details")
    #expect(!isExpanded(expander))
    // A screen reader hears an expandable button named by the title, collapsed.
    #expect(
      trellis_test_accessible_text_is(
        expander.control, GTK_ACCESSIBLE_PROPERTY_LABEL, "詳細 Details") != 0)
    #expect(trellis_test_accessible_expanded_is(expander.control, 0) != 0)
    #expect(host.widgets(.check).isEmpty)

    // Written from outside: the expander opens and the content's widgets appear.
    details.isOpen = true
    GtkTestSupport.settle(host)
    #expect(isExpanded(expander))
    #expect(trellis_test_accessible_expanded_is(expander.control, 1) != 0)
    let check = try #require(host.widgets(.check).first)
    // The content lines up with the expander's title, under it.
    let indent = Int(host.measurer.decoration(of: .disclosure).leading.rounded())
    #expect(indent > 0)
    #expect(check.treeFrame.x == expander.treeFrame.x + indent)
    #expect(check.treeFrame.y >= expander.treeFrame.y + expander.treeFrame.height)

    // A person collapses it: the binding is written and the content's widgets go.
    gtk_expander_set_expanded(gtkOpaque(expander.widget), 0)
    GtkTestSupport.settle(host)
    #expect(details.isOpen == false)
    #expect(host.widgets(.check).isEmpty)
    #expect(host.widgets(.button).count == 1)
  }

  @Test func keysExpandAndCollapseTheFocusedExpanderAndTabReachesItsContent() throws {
    let details = Details()
    let host = GtkTestSupport.host(DetailsView(details: details))
    defer { host.close() }
    press(host, GDK_KEY_Tab)
    #expect(host.core.focused?.kind == .disclosure)
    let expander = try #require(host.widgets(.expander).first)
    #expect(gtk_widget_has_focus(expander.widget) != 0)
    // Right expands and Left collapses it, as in the terminal.
    press(host, GDK_KEY_Right)
    #expect(details.isOpen)
    #expect(isExpanded(expander))
    press(host, GDK_KEY_Tab)
    #expect(host.core.focused?.text == "Verbose")
    press(host, GDK_KEY_Tab, GdkModifierType(rawValue: GDK_SHIFT_MASK.rawValue))
    press(host, GDK_KEY_Left)
    #expect(!details.isOpen)
    // Collapsed, its content leaves the Tab order.
    press(host, GDK_KEY_Tab)
    #expect(host.core.focused?.text == "Save")
    // GTK's own activation (Space or Return on the expander) writes the binding too.
    _ = gtk_widget_activate(expander.widget)
    GtkTestSupport.settle(host)
    #expect(details.isOpen)
  }

  @Test func inAFormTheHeadersAreExpandersInTheirSectionsBoxes() throws {
    let host = GtkTestSupport.host(SettingsForm(), height: 400)
    defer { host.close() }
    let expanders = host.widgets(.expander)
    #expect(expanders.map { title($0).text } == ["More", "Network"])
    // A collapsible section's header is bold, as the others are; a group's title is not.
    #expect(title(expanders[1]).markup.contains("weight=\"700\""))
    #expect(!title(expanders[0]).markup.contains("weight"))
    let more = expanders[0]
    #expect(!isExpanded(more))
    #expect(label(host, "Build 77") == nil)
    // The group's rows join the About box: a row more, inside it, indented.
    let boxesBefore = try host.rowBoxes()
    #expect(isInside(more, boxesBefore[0]))
    gtk_expander_set_expanded(gtkOpaque(more.widget), 1)
    GtkTestSupport.settle(host)
    let build = try #require(label(host, "Build 77"))
    let boxes = try host.rowBoxes()
    #expect(boxes[0].height > boxesBefore[0].height)
    #expect(isInside(build, boxes[0]))
    #expect(build.treeFrame.x > more.treeFrame.x)

    // The collapsible section's header hides its rows.
    let network = host.widgets(.expander)[1]
    #expect(isExpanded(network))
    #expect(label(host, "Wi-Fi") != nil)
    gtk_expander_set_expanded(gtkOpaque(network.widget), 0)
    GtkTestSupport.settle(host)
    #expect(label(host, "Wi-Fi") == nil)
  }

  @Test func labeledContentIsItsLabelAndADimmedValueAtTheTrailingEdge() throws {
    let host = GtkTestSupport.host(SettingsForm(), height: 400)
    defer { host.close() }
    let title = try #require(label(host, "संस्करण"))
    let value = try #require(label(host, "2.4.1"))
    let markup = String(cString: gtk_label_get_label(gtkOpaque(value.widget)))
    #expect(markup.contains("alpha=\"60%\""))
    #expect(!String(cString: gtk_label_get_label(gtkOpaque(title.widget))).contains("alpha"))
    #expect(value.treeFrame.y == title.treeFrame.y)
    // The value ends at the row's content edge, the label starts at its other.
    let box = try host.rowBoxes()[0]
    #expect(value.treeFrame.x + value.treeFrame.width > box.x + box.width - 24)
    #expect(title.treeFrame.x < box.x + 24)
  }

  @Test func aGroupBoxIsAFrameUnderItsTitleAroundItsContent() throws {
    let host = GtkTestSupport.host(BoxedView())
    defer { host.close() }
    let frame = try #require(host.widgets(.frame).first)
    #expect(isA(frame.widget, gtk_frame_get_type()))
    #expect(
      trellis_test_accessible_text_is(frame.control, GTK_ACCESSIBLE_PROPERTY_LABEL, "接続 Connection")
        != 0)
    let title = try #require(label(host, "接続 Connection"))
    let server = try #require(label(host, "Server one"))
    // The title is above the frame; the content inside it, inset from its edges.
    #expect(title.treeFrame.y + title.treeFrame.height <= frame.treeFrame.y)
    #expect(server.treeFrame.x >= frame.treeFrame.x + 8)
    #expect(server.treeFrame.y >= frame.treeFrame.y + 8)
    #expect(
      server.treeFrame.y + server.treeFrame.height <= frame.treeFrame.y + frame.treeFrame.height - 8
    )
    // Behind the content: stacked before its label.
    let parent = try #require(gtk_widget_get_parent(frame.widget))
    var child = gtk_widget_get_first_child(parent)
    var order: [GtkWidgetPointer] = []
    while let current = child {
      order.append(current)
      child = gtk_widget_get_next_sibling(current)
    }
    let frameIndex = try #require(order.firstIndex(of: frame.widget))
    let serverIndex = try #require(order.firstIndex(of: server.widget))
    #expect(frameIndex < serverIndex)
  }
}
