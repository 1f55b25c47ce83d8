import Foundation
import TrellisUI

/// The code of the article "Presenting sheets, alerts and dialogs".
enum Presentations {
  // MARK: Sheets

  struct Note: Identifiable {
    let id: Int
    var title: String
  }

  struct NotesView: View {
    @State private var notes = [
      Note(id: 1, title: "Groceries"), Note(id: 2, title: "किराने का सामान"),
      Note(id: 3, title: "買い物 🛒"),
    ]
    @State private var isComposing = false
    @State private var editing: Note?

    var body: some View {
      VStack {
        ForEach(notes) { note in
          Button(note.title) { editing = note }
        }
        Button("New note") { isComposing = true }
      }
      .sheet(isPresented: $isComposing) {
        Composer { title in
          notes.append(Note(id: notes.count + 1, title: title))
        }
      }
      .sheet(item: $editing) { note in
        Text("Editing \(note.title)")
      }
    }
  }

  struct Composer: View {
    let add: (String) -> Void
    @State private var title = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        TextField("Title", text: $title)
        HStack {
          Button("Cancel", role: .cancel) { dismiss() }
          Button("Add") {
            add(title)
            dismiss()
          }
          .disabled(title.isEmpty)
        }
      }
    }
  }

  // MARK: Alerts

  struct DeleteNote: View {
    @State private var isConfirming = false
    @State private var deleted = false

    var body: some View {
      Button(deleted ? "Deleted" : "Delete") { isConfirming = true }
        .alert("Delete this note?", isPresented: $isConfirming) {
          Button("Delete", role: .destructive) { deleted = true }
          Button("Cancel", role: .cancel) {}
        } message: {
          Text("It is gone from every device.")
        }
    }
  }

  enum SyncError: LocalizedError {
    case offline

    var errorDescription: String? { "The notes could not be synced" }
    var recoverySuggestion: String? { "Connect to the internet and try again." }
  }

  struct SyncButton: View {
    @State private var error: SyncError?
    @State private var showsError = false

    var body: some View {
      Button("Sync") {
        error = .offline
        showsError = true
      }
      .alert(isPresented: $showsError, error: error) { _ in
        Button("OK") {}
      } message: { error in
        Text(error.recoverySuggestion ?? "")
      }
    }
  }

  // MARK: Confirmation dialogs

  struct ShareNote: View {
    @State private var isSharing = false
    @State private var shared = "nothing"

    var body: some View {
      VStack {
        Text("Shared: \(shared)")
        Button("Share") { isSharing = true }
      }
      .confirmationDialog("Share the note", isPresented: $isSharing, titleVisibility: .visible) {
        Button("Copy a link") { shared = "a link" }
        Button("Send by mail") { shared = "a mail" }
        Button("Cancel", role: .cancel) {}
      }
    }
  }

  // MARK: Full-screen covers

  struct Reader: View {
    @State private var isReading = false

    var body: some View {
      Button("Read without distractions") { isReading = true }
        .fullScreenCover(isPresented: $isReading) {
          ReadingView()
        }
    }
  }

  struct ReadingView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        Text("Chapter 1 · पहला अध्याय · 第一章")
        Button("Done") { dismiss() }
      }
    }
  }

  // MARK: Keeping a sheet open

  struct DraftEditor: View {
    @Binding var draft: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        TextField("Draft", text: $draft)
        Button("Discard") {
          draft = ""
          dismiss()
        }
      }
      .interactiveDismissDisabled(!draft.isEmpty)
    }
  }

  struct Drafts: View {
    @State var isEditing = true
    @State var draft = ""

    var body: some View {
      Text("Drafts")
        .sheet(isPresented: $isEditing) { DraftEditor(draft: $draft) }
    }
  }

  // MARK: Popovers

  struct ColourSwatch: View {
    @State private var isShowingInfo = false
    @State private var uses = 0

    var body: some View {
      Button("Saffron केसरिया") { isShowingInfo = true }
        .popover(isPresented: $isShowingInfo, arrowEdge: .bottom) {
          SwatchInfo(uses: $uses)
        }
    }
  }

  struct SwatchInfo: View {
    @Binding var uses: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        Text("Used \(uses) times · 使用")
        Button("Use it") { uses += 1 }
        Button("Close") { dismiss() }
      }
    }
  }
}
