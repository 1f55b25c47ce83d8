import SwiftUI

/// The notes list, with a field to add one.
struct NotesView: View {
  @ObservedObject var store: NotesStore
  @State private var draft = ""
  @Bindable var settings: NoteSettings
  @Environment(\.notesTitle) private var title

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: settings.rowSpacing) {
        HStack {
          TextField("New note", text: $draft)
          Button("Add") {
            store.add(draft)
            draft = ""
          }
          .disabled(draft.isEmpty)
        }
        Toggle("Show dates", isOn: $settings.showsDates)
        List {
          if !store.pinned.isEmpty {
            Section("Pinned") {
              ForEach(store.pinned) { note in
                Text(note.title)
              }
            }
          }
          Section("All") {
            ForEach(store.notes) { note in
              NoteRow(note: note, showsDate: settings.showsDates) {
                store.togglePin(note)
              }
            }
          }
        }
      }
      .padding()
      .navigationTitle(title)
    }
  }
}

/// One note: its title, its day, and a pin button.
struct NoteRow: View {
  let note: Note
  var showsDate = true
  var togglePin: @MainActor () -> Void = {}

  var body: some View {
    HStack {
      Text(note.title)
      Spacer()
      if showsDate {
        Text(note.day)
      }
      Button(note.isPinned ? "Unpin" : "Pin", action: togglePin)
    }
  }
}
