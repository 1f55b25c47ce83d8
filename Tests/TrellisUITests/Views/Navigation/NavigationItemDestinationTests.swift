import Testing
import TrellisTesting

@testable import TrellisUI

private struct Book: Hashable {
  let title: String
}

private struct BookDetail: View {
  let book: Book
  @State private var readings = 0
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text("\(book.title) read \(readings) times")
      Button("Read") { readings += 1 }
      Button("Close") { dismiss() }
    }
    .navigationTitle(book.title)
  }
}

private struct Shelf: View {
  @State var chosen: Book?
  var body: some View {
    NavigationStack {
      VStack {
        Text("Chosen: \(chosen?.title ?? "none")")
        Button("Dune") { chosen = Book(title: "Dune") }
        Button("दर्पण 鏡") { chosen = Book(title: "दर्पण 鏡") }
      }
      .navigationTitle("Shelf")
      .navigationDestination(item: $chosen) { book in
        BookDetail(book: book)
      }
    }
  }
}

private struct ShelfWithSwitch: View {
  @State var chosen: Book? = Book(title: "Dune")
  var body: some View {
    NavigationStack {
      Text("Root")
        .navigationDestination(item: $chosen) { book in
          VStack {
            BookDetail(book: book)
            Button("Next book") { chosen = Book(title: "Emma") }
            Button("Clear") { chosen = nil }
          }
        }
    }
  }
}

@MainActor
@Suite struct NavigationItemDestinationTests {
  @Test func aValuePushesItsDestinationAndPoppingClearsTheBinding() throws {
    let host = ViewHost(Shelf(), width: 40, height: 10)
    #expect(host.contains(text: "Chosen: none"))
    try host.button("दर्पण 鏡").tap()
    host.update()
    #expect(host.contains(text: "दर्पण 鏡 read 0 times"))
    #expect(!host.contains(text: "Chosen:"))
    try host.button("‹ Back").tap()
    host.update()
    #expect(host.contains(text: "Chosen: none"))

    try host.button("Dune").tap()
    host.update()
    try host.button("Close").tap()
    host.update()
    #expect(host.contains(text: "Chosen: none"))
    #expect(!host.contains(text: "Dune read"))
    host.close()
  }

  @Test func aValueAtFirstIsShownAndANewValueRebuildsTheDestinationInPlace() throws {
    let host = ViewHost(ShelfWithSwitch(), width: 40, height: 12)
    #expect(host.contains(text: "Dune read 0 times"))
    try host.button("Read").tap()
    host.update()
    #expect(host.contains(text: "Dune read 1 times"))
    try host.button("Next book").tap()
    host.update()
    // The same destination, shown for the new value: its state stays.
    #expect(host.contains(text: "Emma read 1 times"))
    #expect(!host.contains(text: "Dune"))
    try host.button("Clear").tap()
    host.update()
    #expect(host.contains(text: "Root"))
    #expect(!host.contains(text: "Emma"))
    host.close()
  }
}
