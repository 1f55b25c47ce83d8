import Foundation
import TrellisUI

/// The selected note's title, text and reminder, each change saved as it is made.
struct NoteDetail: View {
  let store: NoteStore
  let id: Note.ID

  var body: some View {
    let note = store.note(id)
    VStack(alignment: .leading, spacing: 12) {
      TextField("Title", text: binding(\.title))
        .font(.title2)
      TextEditor(text: binding(\.body))
        .frame(minHeight: 120)
      Toggle("Remind Me", isOn: hasReminder)
      if note?.reminder != nil {
        DatePicker(
          "Reminder", selection: reminder, displayedComponents: [.date, .hourAndMinute])
      }
    }
    .padding()
    .navigationTitle(note?.title ?? "")
  }

  /// A binding to one property of the note, which marks it modified when set.
  private func binding<Value: Equatable>(_ keyPath: WritableKeyPath<Note, Value>)
    -> Binding<Value>
  {
    Binding(
      get: { store.note(id)?[keyPath: keyPath] ?? Note.empty[keyPath: keyPath] },
      set: { value in store.update(id) { $0[keyPath: keyPath] = value } })
  }

  /// On when the note has a reminder; turning it on sets one for an hour from now.
  private var hasReminder: Binding<Bool> {
    Binding(
      get: { store.note(id)?.reminder != nil },
      set: { isOn in
        store.update(id) { note in
          note.reminder = isOn ? (note.reminder ?? Date().addingTimeInterval(3_600)) : nil
        }
      })
  }

  private var reminder: Binding<Date> {
    Binding(
      get: { store.note(id)?.reminder ?? Date() },
      set: { date in store.update(id) { $0.reminder = date } })
  }
}

extension Note {
  /// What a binding reads once its note is gone (for the moment before the detail goes).
  static let empty = Note(id: 0, title: "", body: "", modified: .distantPast)
}
