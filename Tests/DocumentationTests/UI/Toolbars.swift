import TrellisUI

/// The code of the article "Toolbars".
enum Toolbars {
  // MARK: A toolbar on a navigation stack

  struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
  }

  struct NotesView: View {
    @State private var notes = [Note(id: 1, title: "नमस्ते")]
    @State private var isAdding = false

    var body: some View {
      NavigationStack {
        List(notes) { note in
          NavigationLink(note.title, value: note)
        }
        .navigationTitle("Notes")
        .navigationDestination(for: Note.self) { note in
          NoteDetail(note: note)
        }
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Add") { isAdding = true }
          }
          ToolbarItem(placement: .status) {
            Text("\(notes.count) notes")
          }
        }
        .sheet(isPresented: $isAdding) {
          AddNote { title in notes.append(Note(id: notes.count + 1, title: title)) }
        }
      }
    }
  }

  struct NoteDetail: View {
    let note: Note

    var body: some View {
      Text(note.title)
        .navigationTitle("Note")
        .toolbar {
          ToolbarItemGroup(placement: .primaryAction) {
            Button("Share") {}
            Button("Pin") {}
          }
        }
    }
  }

  // MARK: Controls as items

  struct LibraryView: View {
    @State private var order = "title"
    @State private var isStarred = false
    @State private var progress = 0.4

    var body: some View {
      NavigationStack {
        Text("Books")
          .navigationTitle("Library")
          .toolbar {
            ToolbarItem(placement: .navigation) {
              Picker("क्रम 排序", selection: $order) {
                Text("Title").tag("title")
                Text("日付").tag("date")
              }
              .pickerStyle(.menu)
            }
            ToolbarItem(placement: .primaryAction) {
              Toggle("Starred", isOn: $isStarred)
            }
            ToolbarItem(placement: .status) {
              ProgressView(value: progress)
            }
          }
      }
    }
  }

  // MARK: A sheet's confirmation and cancellation

  struct AddNote: View {
    let add: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""

    var body: some View {
      TextField("Title", text: $title)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { dismiss() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Save") {
              add(title)
              dismiss()
            }
            .disabled(title.isEmpty)
          }
        }
    }
  }

  // MARK: Hiding the back button

  struct EditorView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = "東京"

    var body: some View {
      TextField("Text", text: $text)
        .navigationBarBackButtonHidden()
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Discard") { dismiss() }
          }
        }
    }
  }

  // MARK: A title people rename, and a subtitle

  @MainActor final class Document: ObservableObject {
    @Published var name = "Untitled"
    @Published var text = ""
  }

  struct DocumentView: View {
    @ObservedObject var document: Document

    var body: some View {
      NavigationStack {
        TextEditor(text: $document.text)
          .navigationTitle($document.name)
          .navigationSubtitle("\(document.text.count) characters")
      }
    }
  }
}
