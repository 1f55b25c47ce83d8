// A preview of the text view app: a GtkTextView and a TextField bound to one model.
import TrellisUI

#Preview("Note") {
  @Previewable @State var model = NoteModel()
  NoteRow(model: model)
}
