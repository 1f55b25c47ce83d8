import Foundation
import TrellisUI

@testable import book_reader

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

// The same book reader after its migration to Observation: the `book-reader` app itself
// (Apps/BookReader, the seed's program verbatim), reached through a namespace beside the
// version before the migration, whose types have the same names.
enum BookReaderAfterSeed {
  typealias Library = book_reader.Library
  typealias Book = book_reader.Book
  typealias BookReaderApp = book_reader.BookReaderApp
  typealias LibraryView = book_reader.LibraryView
  typealias BookView = book_reader.BookView
  typealias BookEditView = book_reader.BookEditView
}
