import CGtk
import CTrellisGTKShim
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A note's draft, kept off the views.
@Observable
final class Draft {
  var title = ""
  var summary = ""
  var body = "क्षत्रिय 漢字 👩‍👩‍👧"
  var isLocked = false
  var submitted: [String] = []
}

/// Vertical fields with each kind of line limit, and an editor in a colour that a lock
/// makes read-only.
struct DraftView: View {
  let draft: Draft

  var body: some View {
    Form {
      Section("Note") {
        TextField(
          "Title", text: Binding(get: { draft.title }, set: { draft.title = $0 }), axis: .vertical
        )
        .lineLimit(1...3)
        .onSubmit { draft.submitted.append(draft.title) }
        TextField(
          "Summary", text: Binding(get: { draft.summary }, set: { draft.summary = $0 }),
          axis: .vertical
        )
        .lineLimit(2...5)
        TextField("Tags", text: .constant(""), axis: .vertical)
          .lineLimit(3, reservesSpace: true)
      }
      Section("Body") {
        TextEditor(text: Binding(get: { draft.body }, set: { draft.body = $0 }))
          .foregroundStyle(.red)
          .disabled(draft.isLocked)
      }
    }
  }
}

/// What stop 21 left untested in GTK's text views: their colour, their disabled state, the
/// keypad's Enter and Alt-Return, the lower line limit and reserved space.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct TextViewStateTests {
  private func colour(_ widget: GtkWidgetPointer) -> [Int] {
    var rgba = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &rgba)
    return [rgba.red, rgba.green, rgba.blue].map { Int(($0 * 255).rounded()) }
  }

  @Test func anEditorIsDrawnInItsForegroundStyle() {
    let host = GtkTestSupport.host(
      VStack {
        TextEditor(text: .constant("लाल 赤い 🟥")).foregroundStyle(.red)
        TextEditor(text: .constant("plain"))
      })
    defer { host.close() }
    let views = host.widgets(.textView)
    #expect(views.count == 2)
    guard views.count == 2 else { return }
    let red = colour(views[0].control)
    let plain = colour(views[1].control)
    #expect(red[0] > 180 && red[1] < 100 && red[2] < 100, "\(red)")
    #expect(plain != red, "\(plain)")
  }

  @Test func aDisabledEditorTakesNoTypingUntilEnabledAgain() throws {
    let draft = Draft()
    // Tall enough for the Body section's box below the Note section's.
    let host = GtkTestSupport.host(DraftView(draft: draft), height: 480)
    defer { host.close() }
    var editor = try #require(host.widgets(.textView).dropFirst(3).first)
    #expect(isInside(editor, try #require(host.rowBoxes().last), inset: 12))
    #expect(gtk_text_view_get_editable(gtkCast(editor.control)) != 0)
    draft.isLocked = true
    GtkTestSupport.settle(host)
    editor = host.widgets(.textView)[3]
    #expect(gtk_text_view_get_editable(gtkCast(editor.control)) == 0)
    // Typing goes through the buffer's interactive insertion, which respects editability.
    let buffer = gtk_text_view_get_buffer(gtkCast(editor.control))
    gtk_text_buffer_insert_interactive_at_cursor(buffer, "x", -1, 0)
    GtkTestSupport.settle(host)
    #expect(draft.body == "क्षत्रिय 漢字 👩‍👩‍👧")
    draft.isLocked = false
    GtkTestSupport.settle(host)
    editor = host.widgets(.textView)[3]
    #expect(gtk_text_view_get_editable(gtkCast(editor.control)) != 0)
    var end = GtkTextIter()
    gtk_text_buffer_get_end_iter(buffer, &end)
    gtk_text_buffer_place_cursor(buffer, &end)
    gtk_text_buffer_insert_interactive_at_cursor(buffer, " ✓", -1, 1)
    GtkTestSupport.settle(host)
    #expect(draft.body == "क्षत्रिय 漢字 👩‍👩‍👧 ✓")
  }

  @Test func theKeypadsEnterSubmitsAndAltReturnStartsALine() {
    let draft = Draft()
    let host = GtkTestSupport.host(DraftView(draft: draft))
    defer { host.close() }
    let title = host.widgets(.textView)[0]
    title.grabFocus()
    GtkTestSupport.settle(host)
    gtk_text_buffer_insert_at_cursor(title.textBuffer, "चाय 🍵", -1)
    GtkTestSupport.settle(host)
    #expect(
      trellis_emit_key(title.textViewKeyController, guint(GDK_KEY_KP_Enter), GdkModifierType(0))
        != 0)
    GtkTestSupport.settle(host)
    #expect(draft.submitted == ["चाय 🍵"])
    // Alt-Return is left to the text view (a new line), and submits nothing.
    #expect(
      trellis_emit_key(title.textViewKeyController, guint(GDK_KEY_Return), GDK_ALT_MASK) == 0)
    #expect(
      trellis_emit_key(title.textViewKeyController, guint(GDK_KEY_KP_Enter), GDK_ALT_MASK) == 0)
    #expect(draft.submitted == ["चाय 🍵"])
  }

  @Test func emptyFieldsAreAsHighAsTheirLowerLimitOrTheirReservedLines() {
    let draft = Draft()
    let host = GtkTestSupport.host(DraftView(draft: draft))
    defer { host.close() }
    let heights = host.widgets(.textView).prefix(3).map(\.treeFrame.height)
    // One line, two lines, three lines: each line adds the same height.
    let line = heights[1] - heights[0]
    #expect(line > 10, "\(heights)")
    #expect(heights[2] - heights[1] == line, "\(heights)")
    // The summary grows past its two lines with its text, up to five.
    draft.summary = String(repeating: "शब्द 文字 words ", count: 80)
    GtkTestSupport.settle(host)
    let grown = host.widgets(.textView)[1].treeFrame.height
    #expect(grown == heights[0] + 4 * line, "\(grown) \(heights)")
  }
}
