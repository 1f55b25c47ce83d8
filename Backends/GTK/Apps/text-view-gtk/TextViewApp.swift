// A GtkTextView in a Trellis view, through GtkWidgetRepresentable: the text view and a
// TextField beside it edit the same model, each following the other.
import Foundation
import Observation
import TrellisGTK
import TrellisUI

@Observable
final class NoteModel {
  var text = "Edit me here or in the field"
}

/// A multi-line GTK text view bound to a string.
struct TextView: GtkWidgetRepresentable {
  @Binding var text: String

  /// Writes the buffer's edits back to the binding.
  final class Coordinator {
    var text: Binding<String>
    /// Set while `updateWidget` writes the buffer, whose change is then not a person's.
    var isUpdating = false
    init(text: Binding<String>) { self.text = text }
  }

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  func makeWidget(context: Context) -> GtkWidgetPointer {
    let view = gtk_text_view_new()!
    gtk_text_view_set_wrap_mode(
      UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkTextView.self), GTK_WRAP_WORD_CHAR)
    let buffer = gtk_text_view_get_buffer(
      UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkTextView.self))
    let coordinator = Unmanaged.passUnretained(context.coordinator).toOpaque()
    let changed: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
      buffer, coordinator in
      let target = Unmanaged<Coordinator>.fromOpaque(coordinator!).takeUnretainedValue()
      MainActor.assumeIsolated {
        guard !target.isUpdating else { return }
        let text = TextView.text(of: buffer!.assumingMemoryBound(to: GtkTextBuffer.self))
        if target.text.wrappedValue != text { target.text.wrappedValue = text }
      }
    }
    g_signal_connect_data(
      UnsafeMutableRawPointer(buffer), "changed", unsafeBitCast(changed, to: GCallback.self),
      coordinator, nil, GConnectFlags(0))
    return view
  }

  func updateWidget(_ widget: GtkWidgetPointer, context: Context) {
    context.coordinator.text = $text
    let buffer = gtk_text_view_get_buffer(
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self))!
    guard Self.text(of: buffer) != text else { return }
    context.coordinator.isUpdating = true
    gtk_text_buffer_set_text(buffer, text, -1)
    context.coordinator.isUpdating = false
  }

  static func text(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_bounds(buffer, &start, &end)
    let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0)!
    defer { g_free(characters) }
    return String(cString: characters)
  }
}

struct NoteRow: View {
  @Bindable var model: NoteModel

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("A GtkTextView and a TextField bound to one model").bold()
      HStack(spacing: 2) {
        TextView(text: $model.text)
          .frame(width: 320, height: 64)
        TextField("Note", text: $model.text)
      }
      Text("Characters: \(model.text.count)")
    }
    .padding()
  }
}

@main
@MainActor
struct TextViewApp: App {
  @State private var model = NoteModel()

  var body: some Scene {
    WindowGroup("Text View") {
      NoteRow(model: model)
    }
  }
}
