import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A shopping list and a note on a yellow background of their own, with the system's
/// background hidden or not.
private struct Shopping: View {
  let visibility: Visibility
  @State private var note = "Pas de sucre · 无糖"
  var body: some View {
    VStack {
      List(["Lait", "Reis · 米", "दूध"], id: \.self) { Text($0) }
      TextEditor(text: $note)
    }
    .scrollContentBackground(visibility)
    .background(Color.yellow)
  }
}

/// `scrollContentBackground(.hidden)` on GTK: the list's scrolled window and the editor's
/// text view take the class whose rule makes the row boxes and the text area transparent.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ScrollContentBackgroundWidgetTests {
  private func classes(_ host: GtkHost) throws -> (list: Bool, editor: Bool) {
    let list = try #require(host.core.scrollContainers.first)
    let clip = try #require(host.main.clips[list.identity])
    let editor = try #require(host.widgets(.textView).first)
    return (
      gtk_widget_has_css_class(clip.scroller, HostStyle.clearContentClass) != 0,
      gtk_widget_has_css_class(editor.control, HostStyle.clearContentClass) != 0
    )
  }

  @Test func hiddenMakesTheRowsAndTheTextAreaTransparent() throws {
    let hidden = GtkTestSupport.host(Shopping(visibility: .hidden))
    defer { hidden.close() }
    let found = try classes(hidden)
    #expect(found.list && found.editor)
    // The row boxes are still there (with their borders), under the rows.
    #expect(try !hidden.rowBoxes().isEmpty)
    let shown = GtkTestSupport.host(Shopping(visibility: .automatic))
    defer { shown.close() }
    let plain = try classes(shown)
    #expect(!plain.list && !plain.editor)
  }
}
