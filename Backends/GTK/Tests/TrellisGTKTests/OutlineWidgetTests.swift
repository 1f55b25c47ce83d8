import CGtk
import CTrellisGTKShim
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A hierarchical list in GTK: folders are expanders read as expandable, files are labels;
/// Right and Left on the focused list walk the tree as in a file manager's tree view.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct OutlineWidgetTests {
  struct Folder: Identifiable {
    var id: String { name }
    var name: String
    var children: [Folder]?
  }

  @Observable final class Files {
    var folders = [
      Folder(
        name: "文書",
        children: [
          Folder(name: "नमस्ते.txt"), Folder(name: "Old", children: [Folder(name: "a.md")]),
        ]),
      Folder(name: "👨‍👩‍👧 family.jpg"),
    ]
    var selected: String?
  }

  private struct Browser: View {
    let files: Files
    var body: some View {
      List(files.folders, children: \.children, selection: Bindable(files).selected) {
        Text($0.name)
      }
    }
  }

  private func click(_ host: GtkHost, _ text: String) throws {
    let row = try #require(host.core.elements.first { $0.typeName == "Text" && $0.text == text })
    trellis_emit_click_released(
      UnsafeMutableRawPointer(host.main.tapController), 1,
      Double(row.frame.midX - host.main.origin.x), Double(row.frame.midY - host.main.origin.y))
    GtkTestSupport.settle(host)
  }

  private func isExpanded(_ hosted: HostedWidget) -> Bool {
    gtk_expander_get_expanded(gtkOpaque(hosted.widget)) != 0
  }

  private func label(_ host: GtkHost, _ text: String) -> HostedWidget? {
    host.widgets(.label).first { labelText($0) == text }
  }

  @Test func foldersAreExpandersAndArrowsOnTheFocusedListWalkTheTree() throws {
    let files = Files()
    let host = GtkTestSupport.host(Browser(files: files))
    defer { host.close() }
    let expanders = host.widgets(.expander)
    try #require(expanders.count == 1)
    let folder = expanders[0]
    #expect(!isExpanded(folder))
    #expect(trellis_test_accessible_expanded_is(folder.control, 0) != 0)
    #expect(label(host, "नमस्ते.txt") == nil)

    try click(host, "👨‍👩‍👧 family.jpg")
    #expect(files.selected == "👨‍👩‍👧 family.jpg")
    #expect(host.core.focused?.kind == .list)
    press(host, GDK_KEY_Up)
    #expect(files.selected == "文書")
    // Right expands the folder, then moves into it.
    press(host, GDK_KEY_Right)
    let opened = try #require(host.widgets(.expander).first)
    #expect(isExpanded(opened))
    #expect(trellis_test_accessible_expanded_is(opened.control, 1) != 0)
    let child = try #require(label(host, "नमस्ते.txt"))
    #expect(child.treeFrame.x > opened.treeFrame.x)
    // The nested folder is an expander of its own, collapsed.
    #expect(host.widgets(.expander).count == 2)
    press(host, GDK_KEY_Right)
    #expect(files.selected == "नमस्ते.txt")
    // Left goes up to the parent, then collapses it.
    press(host, GDK_KEY_Left)
    #expect(files.selected == "文書")
    press(host, GDK_KEY_Left)
    #expect(label(host, "नमस्ते.txt") == nil)
    #expect(!isExpanded(try #require(host.widgets(.expander).first)))

    // A child inserted from outside appears under its expanded folder.
    press(host, GDK_KEY_Right)
    files.folders[0].children?.append(Folder(name: "新しい.txt"))
    GtkTestSupport.settle(host)
    #expect(label(host, "新しい.txt") != nil)
  }
}
