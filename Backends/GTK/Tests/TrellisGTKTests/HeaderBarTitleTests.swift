import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

@MainActor
private final class Document: ObservableObject {
  @Published var name = "Draft"
  @Published var words = 12
}

/// A document whose title is renamable and whose subtitle counts its words.
private struct Editor: View {
  @ObservedObject var document: Document
  var body: some View {
    NavigationStack {
      VStack {
        Text("Body")
        Button("Rename to Final") { document.name = "Final" }
        NavigationLink("Details") { Text("Details page").navigationTitle("Details") }
      }
      .navigationTitle($document.name)
      .navigationSubtitle("\(document.words) words")
    }
  }
}

/// `navigationTitle(_: Binding<String>)` and `navigationSubtitle` in GTK's header bar: an
/// editable label that writes the binding when an edit ends, and a subtitle label under it.
extension WindowLifecycleSuites {
  @MainActor
  @Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
  struct HeaderBarTitleTests {
    private func text(_ label: GtkWidgetPointer) -> String {
      String(cString: gtk_editable_get_text(gtkOpaque(label)))
    }

    private func click(_ host: GtkHost, _ title: String) throws {
      let element = try #require(
        host.core.elements.first { $0.kind == .button && $0.text == title })
      trellis_emit(try #require(host.main.widget(for: element)).widget, "clicked")
    }

    private func subtitleText(_ host: GtkHost) -> String? {
      guard let box = host.headerBar.titleChrome.box,
        let last = gtk_widget_get_last_child(box), gtk_widget_get_visible(last) != 0
      else { return nil }
      return String(cString: gtk_label_get_text(gtkOpaque(last)))
    }

    @Test func theTitleIsAnEditableLabelWithTheSubtitleUnderIt() throws {
      let document = Document()
      let host = GtkTestSupport.host(Editor(document: document))
      defer { host.close() }
      let bar = host.headerBar.bar
      let label = try #require(host.headerBar.titleChrome.editableTitle)
      #expect(gtk_header_bar_get_title_widget(gtkOpaque(bar)) == host.headerBar.titleChrome.box)
      #expect(text(label) == "Draft")
      #expect(subtitleText(host) == "12 words")
      #expect(trellis_test_accessible_text_is(label, GTK_ACCESSIBLE_PROPERTY_LABEL, "Title") != 0)
      #expect(String(cString: gtk_window_get_title(gtkCast(host.main.window))) == "Draft")
      // The content has no field of its own: the header bar renames.
      #expect(host.widgets(.entry).isEmpty)
    }

    @Test func anEditThatEndsWritesTheBindingAndEscapeRestoresTheName() throws {
      let document = Document()
      let host = GtkTestSupport.host(Editor(document: document))
      defer { host.close() }
      let label = try #require(host.headerBar.titleChrome.editableTitle)
      gtk_editable_label_start_editing(gtkOpaque(label))
      gtk_editable_set_text(gtkOpaque(label), "東京 नमस्ते 👩‍👩‍👧")
      gtk_editable_label_stop_editing(gtkOpaque(label), 1)
      GtkTestSupport.settle(host)
      #expect(document.name == "東京 नमस्ते 👩‍👩‍👧")
      #expect(String(cString: gtk_window_get_title(gtkCast(host.main.window))) == document.name)
      // Cancelled: the old name comes back and nothing is written.
      gtk_editable_label_start_editing(gtkOpaque(label))
      gtk_editable_set_text(gtkOpaque(label), "Discarded")
      gtk_editable_label_stop_editing(gtkOpaque(label), 0)
      GtkTestSupport.settle(host)
      #expect(document.name == "東京 नमस्ते 👩‍👩‍👧")
      #expect(text(label) == "東京 नमस्ते 👩‍👩‍👧")
    }

    /// GTK 4.8's editable label arms a 100 ms timeout when focus leaves it mid-edit and does
    /// not cancel it when disposed; a label freed sooner crashed the process when it fired.
    @Test func aTitleLetGoMidEditOutlivesGTKsFocusTimeoutAndThenGoes() throws {
      let host = GtkTestSupport.host(Editor(document: Document()))
      let label = try #require(host.headerBar.titleChrome.editableTitle)
      gtk_editable_label_start_editing(gtkOpaque(label))
      #expect(gtk_editable_label_get_editing(gtkOpaque(label)) != 0)
      let watched = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
      defer { watched.deallocate() }
      watched.pointee = UnsafeMutableRawPointer(label)
      g_object_add_weak_pointer(
        UnsafeMutableRawPointer(label).assumingMemoryBound(to: GObject.self), watched)
      host.close()
      while g_main_context_iteration(nil, 0) != 0 {}
      #expect(watched.pointee != nil, "the label is held past GTK's focus timeout")
      let deadline = Date().addingTimeInterval(2)
      while watched.pointee != nil, Date() < deadline {
        g_main_context_iteration(nil, 0)
        usleep(5_000)
      }
      #expect(watched.pointee == nil, "and then let go")
    }

    @Test func aNameSetByTheAppShowsAndAFixedTitleIsPlain() throws {
      let document = Document()
      let host = GtkTestSupport.host(Editor(document: document))
      defer { host.close() }
      try click(host, "Rename to Final")
      document.words = 40
      GtkTestSupport.settle(host)
      let label = try #require(host.headerBar.titleChrome.editableTitle)
      #expect(text(label) == "Final")
      #expect(subtitleText(host) == "40 words")
      // A pushed view with a fixed title and no subtitle: the window's own title shows.
      try click(host, "Details")
      GtkTestSupport.settle(host)
      #expect(host.headerBar.titleChrome.editableTitle == nil)
      #expect(gtk_header_bar_get_title_widget(gtkOpaque(host.headerBar.bar)) == nil)
      #expect(String(cString: gtk_window_get_title(gtkCast(host.main.window))) == "Details")
    }
  }
}
