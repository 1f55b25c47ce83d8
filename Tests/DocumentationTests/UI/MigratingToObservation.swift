import Foundation
import TrellisUI

/// The code of the article "Migrating from ObservableObject to Observation": a reading list,
/// before and after its move.
enum ObservationMigration {
  // MARK: Before

  enum Before {
    final class ReadingList: ObservableObject {
      @Published var books = [Book(title: "Middlemarch"), Book(title: "Kokoro")]
    }

    final class Book: ObservableObject, Identifiable {
      let id = UUID()
      @Published var title: String
      @Published var pagesRead = 0

      init(title: String) { self.title = title }
    }

    @MainActor
    struct ReadingListRoot: View {
      @StateObject private var list = ReadingList()

      var body: some View {
        ReadingListView()
          .environmentObject(list)
      }
    }

    @MainActor
    struct ReadingListView: View {
      @EnvironmentObject var list: ReadingList

      var body: some View {
        List(list.books) { book in
          BookRow(book: book)
        }
      }
    }

    @MainActor
    struct BookRow: View {
      @ObservedObject var book: Book

      var body: some View {
        HStack {
          Text(book.title)
          Spacer()
          BookProgress(book: book)
        }
      }
    }

    @MainActor
    struct BookProgress: View {
      @ObservedObject var book: Book

      var body: some View {
        Stepper(value: $book.pagesRead, step: 10) {
          Text("\(book.pagesRead) pages")
        }
      }
    }
  }

  // MARK: After

  enum After {
    @Observable
    final class ReadingList {
      var books = [Book(title: "Middlemarch"), Book(title: "Kokoro")]
      var newTitle = ""

      func addBook() {
        books.append(Book(title: newTitle))
        newTitle = ""
      }
    }

    @Observable
    final class Book: Identifiable {
      let id = UUID()
      var title: String
      var pagesRead = 0
      @ObservationIgnored var timesOpened = 0

      init(title: String) { self.title = title }
    }

    @MainActor
    struct ReadingListRoot: View {
      @State private var list = ReadingList()

      var body: some View {
        ReadingListView()
          .environment(list)
      }
    }

    @MainActor
    struct ReadingListView: View {
      @Environment(ReadingList.self) private var list

      var body: some View {
        @Bindable var list = list
        VStack(alignment: .leading) {
          HStack {
            TextField("New title", text: $list.newTitle)
            Button("Add") { list.addBook() }
          }
          List(list.books) { book in
            BookRow(book: book)
          }
        }
      }
    }

    @MainActor
    struct BookRow: View {
      let book: Book

      var body: some View {
        HStack {
          Text(book.title)
          Spacer()
          BookProgress(book: book)
        }
      }
    }

    @MainActor
    struct BookProgress: View {
      @Bindable var book: Book

      var body: some View {
        Stepper(value: $book.pagesRead, step: 10) {
          Text("\(book.pagesRead) pages")
        }
      }
    }

    /// Reads a property that Observation ignores: nothing updates this view when it changes.
    @MainActor
    struct OpenCount: View {
      let book: Book

      var body: some View {
        Text("Opened \(book.timesOpened) times")
      }
    }
  }

  // MARK: A gradual step

  /// The model has moved to Observation but keeps `ObservableObject` for the views that still
  /// hold it with the object wrappers.
  enum Midway {
    @Observable
    final class ReadingList: ObservableObject {
      var books = [After.Book(title: "Middlemarch")]
    }

    @MainActor
    struct ReadingListRoot: View {
      @StateObject private var list = ReadingList()

      var body: some View {
        VStack(alignment: .leading) {
          Button("Add") { list.books.append(After.Book(title: "Emma")) }
          List(list.books) { book in
            After.BookRow(book: book)
          }
        }
      }
    }
  }

  // MARK: Pitfall: @State makes its initial value on every init

  @MainActor
  @Observable
  final class ReaderSession {
    static var instancesMade = 0
    var page = 1

    init() { Self.instancesMade += 1 }
  }

  @MainActor
  struct ReaderScreen: View {
    @State private var fontSize = 12

    var body: some View {
      VStack {
        Button("Larger") { fontSize += 1 }
        ReaderPane(fontSize: fontSize)
      }
    }
  }

  @MainActor
  struct ReaderPane: View {
    let fontSize: Int
    @State private var session = ReaderSession()

    var body: some View {
      VStack {
        Text("Page \(session.page) at \(fontSize) pt")
        Button("Next page") { session.page += 1 }
      }
    }
  }

  @MainActor
  struct DeferredReaderScreen: View {
    @State private var fontSize = 12

    var body: some View {
      VStack {
        Button("Larger") { fontSize += 1 }
        DeferredReaderPane(fontSize: fontSize)
      }
    }
  }

  @MainActor
  struct DeferredReaderPane: View {
    let fontSize: Int
    @State private var session: ReaderSession?

    var body: some View {
      VStack {
        if let session {
          Text("Page \(session.page) at \(fontSize) pt")
          Button("Next page") { session.page += 1 }
        }
      }
      .task {
        if session == nil { session = ReaderSession() }
      }
    }
  }
}
