import TrellisUI

/// The code of the article "Menus and commands".
enum MenusAndCommands {
  // MARK: Commands of an app

  @Observable final class Library {
    var books: [String] = []
    var isReading = false
  }

  struct LibraryApp: App {
    @State private var library = Library()

    var body: some Scene {
      WindowGroup {
        Text("Books: \(library.books.count)")
      }
      .commands {
        CommandMenu("Books") {
          Button("Add Book") { library.books.append("Untitled") }
            .keyboardShortcut("b")
          Button(library.isReading ? "Stop Reading" : "Start Reading") {
            library.isReading.toggle()
          }
          .keyboardShortcut("r", modifiers: [.command, .shift])
          Divider()
          Button("Remove Last") { library.books.removeLast() }
            .disabled(library.books.isEmpty)
        }
        CommandGroup(after: .newItem) {
          Button("Import…") {}
        }
        SidebarCommands()
      }
    }
  }

  // MARK: The standard menus

  struct NotesApp: App {
    var body: some Scene {
      WindowGroup("Notes") {
        Text("No notes")
      }
      .commands {
        CommandGroup(replacing: .newItem) {
          Button("New Note") {}
            .keyboardShortcut("n")
        }
      }
      Window("Activity", id: "activity") {
        Text("Nothing new")
      }
      Settings {
        Text("Preferences")
      }
    }
  }

  // MARK: Focused objects

  final class Draft: ObservableObject {
    @Published var text = ""
    @Published var isPinned = false
  }

  struct DraftEditor: View {
    @StateObject private var draft = Draft()

    var body: some View {
      TextField("Draft", text: $draft.text)
        .focusedObject(draft)
    }
  }

  struct DraftCommands: Commands {
    @FocusedObject var draft: Draft?

    var body: some Commands {
      CommandMenu("Draft") {
        Button(draft?.isPinned == true ? "Unpin" : "Pin") {
          draft?.isPinned.toggle()
        }
        .keyboardShortcut("p")
        .disabled(draft == nil)
      }
    }
  }

  // MARK: Focused values

  struct Chapter {
    var title: String
    var isDone = false
  }

  struct ChapterEditor: View {
    @State private var chapter = Chapter(title: "Prologue")

    var body: some View {
      TextField("Title", text: $chapter.title)
        .focusedValue(\.chapter, $chapter)
    }
  }

  struct ChapterCommands: Commands {
    @FocusedBinding(\.chapter) var chapter

    var body: some Commands {
      CommandMenu("Chapter") {
        Button(chapter?.isDone == true ? "Mark Not Done" : "Mark Done") {
          chapter?.isDone.toggle()
        }
        .keyboardShortcut("m")
        .disabled(chapter == nil)
      }
    }
  }
}

extension FocusedValues {
  @Entry var chapter: Binding<MenusAndCommands.Chapter>?
}
