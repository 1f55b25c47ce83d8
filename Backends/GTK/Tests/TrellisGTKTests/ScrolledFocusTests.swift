import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// The notes the fields of ``NoteList`` write to, held off screen.
@MainActor final class NoteBook {
  var notes = Array(repeating: "", count: 60)
}

/// Sixty rows of a note field and a button, far more than the window shows.
struct NoteList: View {
  let book: NoteBook

  var body: some View {
    List(0..<60, id: \.self) { index in
      HStack {
        TextField(
          "Note \(index)",
          text: Binding(get: { book.notes[index] }, set: { book.notes[index] = $0 }))
        Button("Row \(index)") {}
      }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ScrolledFocusTests {
  /// What a person's typing does: the entry's text changes, and its handler tells the core.
  private func type(_ text: String, into hosted: HostedWidget, host: GtkHost) {
    gtk_editable_set_text(gtkOpaque(hosted.control), hosted.entryText + text)
    GtkTestSupport.settle(host)
  }

  private func focusedWidget(_ host: GtkHost) -> HostedWidget? {
    host.main.ordered.first { host.main.hasFocus($0) }
  }

  // The focused field's row scrolls out of view: its widget stays, focused and out of
  // sight; typing goes on in it (not in a row that came into view) and brings its row back
  // into view, with all the text, as a field scrolls to its caret on Apple's platforms.
  @Test func aFocusedFieldScrolledOutOfViewKeepsFocusAndTyping() throws {
    let book = NoteBook()
    let host = GtkTestSupport.host(NoteList(book: book))
    defer { host.close() }
    let first = try #require(host.core.elements.first { $0.placeholder == "Note 0" })
    try first.focus()
    GtkTestSupport.settle(host)
    let field = try #require(focusedWidget(host))
    #expect(field.element.identity == first.identity)
    type("Cafe ", into: field, host: host)

    press(host, GDK_KEY_Page_Down)
    press(host, GDK_KEY_Page_Down)
    #expect(!host.core.windowElements.contains { $0.identity == first.identity })
    #expect(host.core.focused?.identity == first.identity)
    #expect(
      focusedWidget(host) === field,
      "GTK's focus moved to \(String(describing: focusedWidget(host)?.element.text))")
    #expect(field.isParked && field.treeFrame.y + field.treeFrame.height < 0)
    type("au lait, 咖啡", into: field, host: host)
    #expect(book.notes[0] == "Cafe au lait, 咖啡")
    #expect(Set(book.notes.dropFirst()) == [""], "\(book.notes)")
    #expect(host.core.focused?.identity == first.identity)
    #expect(focusedWidget(host) === field && !field.isParked)
    #expect(host.core.windowElements.contains { $0.identity == first.identity })
    let list = try #require(host.widgets(.list).first)
    #expect(field.treeFrame.y >= list.treeFrame.y, "\(field.treeFrame) in \(list.treeFrame)")
    #expect(field.entryText == "Cafe au lait, 咖啡")
    #expect(host.main.ordered.filter { $0.element.identity == first.identity }.count == 1)
  }

  // Focus that moves while the focused field is out of view takes its parked widget away,
  // and GTK's focus goes to the new control, not to a neighbour.
  @Test func tabFromAParkedFieldFocusesTheNextControl() throws {
    let host = GtkTestSupport.host(NoteList(book: NoteBook()))
    defer { host.close() }
    let first = try #require(host.core.elements.first { $0.placeholder == "Note 0" })
    try first.focus()
    GtkTestSupport.settle(host)
    press(host, GDK_KEY_Page_Down)
    press(host, GDK_KEY_Page_Down)
    #expect(focusedWidget(host)?.isParked == true)
    press(host, GDK_KEY_Tab)
    #expect(host.core.focused?.text == "Row 0")
    let focused = try #require(focusedWidget(host))
    #expect(focused.element.text == "Row 0" && !focused.isParked)
    #expect(host.main.ordered.filter(\.isParked).isEmpty)
  }

  // Up and Down scroll a list by a row when no field is focused, and a focused button keeps
  // focus (GTK's arrows would move it to a neighbour).
  @Test func arrowsScrollWithoutMovingFocus() throws {
    let host = GtkTestSupport.host(NoteList(book: NoteBook()))
    defer { host.close() }
    let rows = { host.core.scrollContainers.first?.listRows?.first ?? -1 }
    press(host, GDK_KEY_Down)
    press(host, GDK_KEY_Down)
    #expect(rows() == 2)
    #expect(host.core.focused == nil)
    press(host, GDK_KEY_Up)
    #expect(rows() == 1)
    let button = try #require(host.core.elements.first { $0.kind == .button && $0.text == "Row 2" })
    try button.focus()
    GtkTestSupport.settle(host)
    press(host, GDK_KEY_Down)
    #expect(rows() == 2)
    #expect(host.core.focused?.identity == button.identity)
    #expect(focusedWidget(host)?.element.identity == button.identity)
  }

  // In a focused field Up and Down are the field's.
  @Test func arrowsInAFieldDoNotScroll() throws {
    let host = GtkTestSupport.host(NoteList(book: NoteBook()))
    defer { host.close() }
    let field = try #require(host.core.elements.first { $0.placeholder == "Note 1" })
    try field.focus()
    GtkTestSupport.settle(host)
    press(host, GDK_KEY_Down)
    #expect(host.core.scrollContainers.first?.listRows?.first == 0)
    #expect(host.core.focused?.identity == field.identity)
  }
}
