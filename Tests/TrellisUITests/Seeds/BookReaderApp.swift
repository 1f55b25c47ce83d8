import Foundation
import TrellisUI

// Seed 003's book reader before its migration (`../shared/conformance/BookReaderBefore.swift`),
// verbatim but for the `@main` attribute and a namespace, so that the tests can host it.
enum BookReaderBeforeSeed {
  class Library: ObservableObject {
    @Published var books: [Book] = [Book(), Book(), Book()]
  }

  class Book: ObservableObject, Identifiable {
    @Published var title = "Sample Book Title"

    let id = UUID()  // A unique identifier that never changes.
  }

  struct BookReaderApp: App {
    @StateObject private var library = Library()

    var body: some Scene {
      WindowGroup {
        LibraryView()
          .environmentObject(library)
      }
    }
  }

  struct LibraryView: View {
    @EnvironmentObject var library: Library

    var body: some View {
      List(library.books) { book in
        BookView(book: book)
      }
    }
  }

  struct BookView: View {
    @ObservedObject var book: Book
    @State private var isEditorPresented = false

    var body: some View {
      HStack {
        Text(book.title)
        Spacer()
        Button("Edit") {
          isEditorPresented = true
        }
      }
      .sheet(isPresented: $isEditorPresented) {
        BookEditView(book: book)
      }
    }
  }

  struct BookEditView: View {
    @ObservedObject var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        TextField("Title", text: $book.title)
          .textFieldStyle(.roundedBorder)
          .onSubmit {
            dismiss()
          }

        Button("Close") {
          dismiss()
        }
        .buttonStyle(.borderedProminent)
      }
      .padding()
    }
  }
}

// The same book reader after its migration to Observation
// (`../shared/conformance/BookReaderAfter.swift`), verbatim but for `@main` and a namespace.
enum BookReaderAfterSeed {
  @Observable class Library {
    var books: [Book] = [Book(), Book(), Book()]
  }

  @Observable class Book: Identifiable {
    var title = "Sample Book Title"

    let id = UUID()  // A unique identifier that never changes.
  }

  struct BookReaderApp: App {
    @State private var library = Library()

    var body: some Scene {
      WindowGroup {
        LibraryView()
          .environment(library)
      }
    }
  }

  struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
      List(library.books) { book in
        BookView(book: book)
      }
    }
  }

  struct BookView: View {
    var book: Book
    @State private var isEditorPresented = false

    var body: some View {
      HStack {
        Text(book.title)
        Spacer()
        Button("Edit") {
          isEditorPresented = true
        }
      }
      .sheet(isPresented: $isEditorPresented) {
        BookEditView(book: book)
      }
    }
  }

  struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        TextField("Title", text: $book.title)
          .textFieldStyle(.roundedBorder)
          .onSubmit {
            dismiss()
          }

        Button("Close") {
          dismiss()
        }
        .buttonStyle(.borderedProminent)
      }
      .padding()
    }
  }
}
