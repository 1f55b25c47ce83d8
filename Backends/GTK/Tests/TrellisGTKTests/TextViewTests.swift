import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

@Observable
final class Letter {
  var body = ""
  var subject = ""
  var sent: [String] = []
  var writes = 0
}

struct LetterView: View {
  let letter: Letter

  var body: some View {
    VStack {
      TextField(
        "Subject", text: Binding(get: { letter.subject }, set: { letter.subject = $0 }),
        axis: .vertical
      )
      .lineLimit(1...3)
      .onSubmit { letter.sent.append(letter.subject) }
      TextEditor(
        text: Binding(
          get: { letter.body },
          set: {
            letter.writes += 1
            letter.body = $0
          })
      )
      .foregroundStyle(.blue)
      Button("Clear") { letter.body = "" }
    }
  }
}

/// Vertical fields and editors in GTK: a GtkTextView in a GtkScrolledWindow whose buffer and
/// the binding follow each other.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct TextViewTests {
  private func buffer(_ hosted: HostedWidget) -> UnsafeMutablePointer<GtkTextBuffer> {
    gtk_text_view_get_buffer(gtkCast(hosted.control))
  }

  @Test func typingInTheTextViewWritesTheBindingOnce() {
    let letter = Letter()
    let host = GtkTestSupport.host(LetterView(letter: letter))
    defer { host.close() }
    let views = host.widgets(.textView)
    #expect(views.count == 2)
    let editor = views[1]
    #expect(gtk_text_view_get_wrap_mode(gtkCast(editor.control)) == GTK_WRAP_WORD_CHAR)
    editor.grabFocus()
    GtkTestSupport.settle(host)
    gtk_text_buffer_insert_at_cursor(buffer(editor), "क्षत्रिय 中文 👩‍👩‍👧", -1)
    GtkTestSupport.settle(host)
    #expect(letter.body == "क्षत्रिय 中文 👩‍👩‍👧")
    #expect(letter.writes == 1)
    // The render that followed left the buffer as it was: no write back, caret at the end.
    #expect(editor.textViewText == "क्षत्रिय 中文 👩‍👩‍👧")
    #expect(editor.textViewCaret == "क्षत्रिय 中文 👩‍👩‍👧".unicodeScalars.count)
    #expect(host.widgets(.textView)[1].widget == editor.widget)
    #expect(host.core.focused?.textAreaRole == .editor)
  }

  @Test func aModelChangeShowsInTheFocusedTextViewAndTheCaretStaysInTheText() {
    let letter = Letter()
    letter.body = "Dear Ada, thank you"
    let host = GtkTestSupport.host(LetterView(letter: letter))
    defer { host.close() }
    let editor = host.widgets(.textView)[1]
    #expect(editor.textViewText == "Dear Ada, thank you")
    editor.grabFocus()
    var iter = GtkTextIter()
    gtk_text_buffer_get_iter_at_offset(buffer(editor), &iter, 8)
    gtk_text_buffer_place_cursor(buffer(editor), &iter)
    GtkTestSupport.settle(host)
    letter.body = "Dear Grace, thanks"
    GtkTestSupport.settle(host)
    #expect(editor.textViewText == "Dear Grace, thanks")
    #expect(editor.textViewCaret == 8)
    #expect(letter.writes == 0)
    try? host.widgets(.button)[0].element.tap()
    GtkTestSupport.settle(host)
    #expect(editor.textViewText == "")
    #expect(editor.textViewCaret == 0)
    #expect(letter.writes == 0)
  }

  @Test func aModelChangeKeepsTheCaretBetweenGraphemes() {
    let letter = Letter()
    letter.body = "👩‍👩‍👧🇯🇵 क्षत्रिय"
    let host = GtkTestSupport.host(LetterView(letter: letter))
    defer { host.close() }
    let editor = host.widgets(.textView)[1]
    editor.grabFocus()
    // The caret after the family emoji: one grapheme, five code points.
    var iter = GtkTextIter()
    gtk_text_buffer_get_iter_at_offset(buffer(editor), &iter, 5)
    gtk_text_buffer_place_cursor(buffer(editor), &iter)
    GtkTestSupport.settle(host)
    letter.body = "क्षत्रिय 👩‍👩‍👧🇯🇵"
    GtkTestSupport.settle(host)
    // Still one grapheme in: after the conjunct क्ष (three code points), not inside त्रि.
    #expect(editor.textViewText == "क्षत्रिय 👩‍👩‍👧🇯🇵")
    #expect(editor.textViewCaret == "क्ष".unicodeScalars.count)
    // After त्रि (two graphemes, seven code points), then CJK text: two characters in.
    gtk_text_buffer_get_iter_at_offset(buffer(editor), &iter, 7)
    gtk_text_buffer_place_cursor(buffer(editor), &iter)
    GtkTestSupport.settle(host)
    letter.body = "中文字"
    GtkTestSupport.settle(host)
    #expect(editor.textViewCaret == 2)
    #expect(letter.writes == 0)
  }

  // A vertical field shows its prompt while empty, as an entry shows its placeholder: gone
  // once text is typed, back when the model clears the text; an editor has none.
  @Test func aVerticalFieldShowsItsPromptWhileEmpty() throws {
    let letter = Letter()
    let host = GtkTestSupport.host(LetterView(letter: letter))
    defer { host.close() }
    let views = host.widgets(.textView)
    let field = views[0]
    let prompt = try #require(field.textViewPlaceholder)
    #expect(views[1].textViewPlaceholder == nil)
    #expect(String(cString: gtk_label_get_text(gtkOpaque(prompt))) == "Subject")
    #expect(gtk_widget_get_visible(prompt) != 0)
    field.grabFocus()
    GtkTestSupport.settle(host)
    gtk_text_buffer_insert_at_cursor(buffer(field), "चाय 🍵", -1)
    GtkTestSupport.settle(host)
    #expect(letter.subject == "चाय 🍵")
    #expect(gtk_widget_get_visible(prompt) == 0)
    letter.subject = ""
    GtkTestSupport.settle(host)
    #expect(gtk_widget_get_visible(prompt) != 0)
  }

  @Test func returnSubmitsAVerticalFieldAndGoesOnToAnEditor() {
    let letter = Letter()
    let host = GtkTestSupport.host(LetterView(letter: letter))
    defer { host.close() }
    let field = host.widgets(.textView)[0]
    field.grabFocus()
    GtkTestSupport.settle(host)
    gtk_text_buffer_insert_at_cursor(buffer(field), "Lunch", -1)
    GtkTestSupport.settle(host)
    let handled = trellis_emit_key(
      field.textViewKeyController, guint(GDK_KEY_Return), GdkModifierType(rawValue: 0))
    GtkTestSupport.settle(host)
    #expect(handled != 0)
    #expect(letter.sent == ["Lunch"])
    #expect(field.textViewText == "Lunch")
    // Shift-Return is left to the text view, which starts a new line.
    #expect(
      trellis_emit_key(field.textViewKeyController, guint(GDK_KEY_Return), GDK_SHIFT_MASK) == 0)
    let editor = host.widgets(.textView)[1]
    #expect(
      trellis_emit_key(
        editor.textViewKeyController, guint(GDK_KEY_Return), GdkModifierType(rawValue: 0)) == 0)
    #expect(letter.sent == ["Lunch"])
  }

  @Test func aVerticalFieldGrowsToItsLimitAndIsNamedByItsTitle() {
    let letter = Letter()
    let host = GtkTestSupport.host(LetterView(letter: letter))
    defer { host.close() }
    let field = host.widgets(.textView)[0]
    #expect(
      trellis_test_accessible_text_is(field.control, GTK_ACCESSIBLE_PROPERTY_LABEL, "Subject") != 0)
    let oneLine = field.treeFrame.height
    letter.subject = String(repeating: "a few words more ", count: 60)
    GtkTestSupport.settle(host)
    let grown = host.widgets(.textView)[0].treeFrame.height
    #expect(grown > oneLine)
    letter.subject = String(repeating: "a few words more ", count: 120)
    GtkTestSupport.settle(host)
    // Three lines at most: the text view scrolls inside its scrolled window beyond them.
    #expect(host.widgets(.textView)[0].treeFrame.height == grown)
    #expect(grown < oneLine * 4)
  }
}
