import Testing
import TrellisTesting
import TrellisUI

@Observable private final class Todo: Identifiable {
  let id: Int
  var title: String
  var done = false
  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

@Observable private final class TodoStore {
  var items: [Todo]
  init(count: Int) { items = (0..<count).map { Todo(id: $0, title: "Todo \($0)") } }
}

/// Counts the row closures and row bodies evaluated, by row id.
@MainActor private final class RowLog {
  var evaluated: [Int] = []
  func record(_ id: Int) { evaluated.append(id) }
}

private final class Tally: ObservableObject {
  @Published var suffix = "a"
}

private struct SuffixKey: EnvironmentKey {
  static let defaultValue = "-"
}

extension EnvironmentValues {
  fileprivate var suffix: String {
    get { self[SuffixKey.self] }
    set { self[SuffixKey.self] = newValue }
  }
}

/// A row view that reads the environment.
private struct SuffixedRow: View {
  let number: Int
  @Environment(\.suffix) var suffix
  var body: some View { Text("Row \(number)\(suffix)") }
}

@MainActor
@Suite struct LazyRowTrackingTests {
  // `List(store.items) { item in Text(item.title) }`: the closure reads an @Observable
  // property; editing it updates that row, and only that row.
  @Test func anInlineRowReadingAnObservablePropertyUpdates() {
    let store = TodoStore(count: 1_000)
    let log = RowLog()
    let host = ViewHost(
      List(store.items) { item in
        let _ = log.record(item.id)
        Text(item.title)
      }, width: 30, height: 8)
    #expect(host.contains(text: "Todo 3"))
    log.evaluated.removeAll()
    store.items[3].title = "Buy milk"
    host.update()
    #expect(host.contains(text: "Buy milk"))
    #expect(log.evaluated == [3])
  }

  // The same in `ScrollView { LazyVStack { ForEach … } }`.
  @Test func anInlineRowInALazyStackReadingAnObservablePropertyUpdates() {
    let store = TodoStore(count: 1_000)
    let log = RowLog()
    let host = ViewHost(
      ScrollView {
        LazyVStack(alignment: .leading) {
          ForEach(store.items) { item in
            let _ = log.record(item.id)
            Text(item.title)
          }
        }
      }, width: 30, height: 8)
    log.evaluated.removeAll()
    store.items[5].title = "Walk the dog"
    host.update()
    #expect(host.contains(text: "Walk the dog"))
    #expect(log.evaluated == [5])
  }

  // A row closure that reads the owner's @State updates when the state changes, in a List
  // and in a lazy stack.
  @Test(arguments: [false, true])
  func anInlineRowReadingTheOwnersStateUpdates(inLazyStack: Bool) throws {
    struct Screen: View {
      let inLazyStack: Bool
      @State var suffix = "a"
      var body: some View {
        VStack {
          Button("Change") { suffix = "b" }
          if inLazyStack {
            ScrollView {
              LazyVStack { ForEach(0..<100, id: \.self) { i in Text("Row \(i) \(suffix)") } }
            }
          } else {
            List(0..<100, id: \.self) { i in Text("Row \(i) \(suffix)") }
          }
        }
      }
    }
    let host = ViewHost(Screen(inLazyStack: inLazyStack), width: 30, height: 8)
    #expect(host.contains(text: "Row 2 a"))
    try host.button("Change").tap()
    host.update()
    #expect(host.contains(text: "Row 2 b"))
    #expect(!host.contains(text: "Row 2 a"))
  }

  // A row closure reading the owner's @ObservedObject updates on the object's change.
  @Test func anInlineRowReadingAnObservedObjectUpdates() {
    struct Screen: View {
      @ObservedObject var tally: Tally
      var body: some View {
        List(0..<100, id: \.self) { i in Text("Row \(i)\(tally.suffix)") }
      }
    }
    let tally = Tally()
    let host = ViewHost(Screen(tally: tally), width: 30, height: 8)
    #expect(host.contains(text: "Row 1a"))
    tally.suffix = "z"
    host.update()
    #expect(host.contains(text: "Row 1z"))
  }

  // A row view reading the environment updates when the environment value changes.
  @Test func aRowViewReadingTheEnvironmentUpdates() throws {
    struct Screen: View {
      @State var suffix = "!"
      var body: some View {
        VStack {
          Button("Change") { suffix = "?" }
          List(0..<100, id: \.self) { SuffixedRow(number: $0) }
            .environment(\.suffix, suffix)
        }
      }
    }
    let host = ViewHost(Screen(), width: 30, height: 8)
    #expect(host.contains(text: "Row 0!"))
    try host.button("Change").tap()
    host.update()
    #expect(host.contains(text: "Row 0?"))
  }

  // A row closure reading a binding it was given updates when the bound value changes.
  @Test func anInlineRowReadingABindingUpdates() throws {
    struct Rows: View {
      @Binding var marker: String
      var body: some View {
        ScrollView {
          LazyVStack { ForEach(0..<100, id: \.self) { i in Text("Row \(i)\(marker)") } }
        }
      }
    }
    struct Screen: View {
      @State var marker = "."
      var body: some View {
        VStack {
          Button("Mark") { marker = "*" }
          Rows(marker: $marker)
        }
      }
    }
    let host = ViewHost(Screen(), width: 30, height: 8)
    #expect(host.contains(text: "Row 1."))
    try host.button("Mark").tap()
    host.update()
    #expect(host.contains(text: "Row 1*"))
  }

  // A ForEach outside any lazy container tracks each row on its own too: an edit evaluates
  // the edited row's closure only.
  @Test func anEagerForEachEvaluatesOnlyTheEditedRow() {
    let store = TodoStore(count: 20)
    let log = RowLog()
    let host = ViewHost(
      VStack {
        ForEach(store.items) { item in
          let _ = log.record(item.id)
          Text(item.title)
        }
      }, width: 30, height: 24)
    log.evaluated.removeAll()
    store.items[4].title = "Fourth"
    host.update()
    #expect(host.contains(text: "Fourth"))
    #expect(log.evaluated == [4])
  }

  // A row updates only when what it read changes: a property it did not read leaves it.
  @Test func aRowIsNotEvaluatedForAPropertyItDidNotRead() {
    let store = TodoStore(count: 100)
    let log = RowLog()
    let host = ViewHost(
      List(store.items) { item in
        let _ = log.record(item.id)
        Text(item.title)
      }, width: 30, height: 8)
    log.evaluated.removeAll()
    store.items[2].done = true
    host.update()
    #expect(log.evaluated.isEmpty)
  }

  // A row scrolled out of view and released no longer follows its item: editing it costs
  // nothing, and scrolling back shows the edit.
  @Test func aReleasedRowShowsItsItemsLatestValueWhenItComesBack() throws {
    let store = TodoStore(count: 1_000)
    let log = RowLog()
    let host = ViewHost(
      List(store.items) { item in
        let _ = log.record(item.id)
        Text(item.title)
      }, width: 30, height: 8)
    try host.text("Todo 0").scroll(by: 500)
    #expect(host.contains(text: "Todo 500"))
    log.evaluated.removeAll()
    store.items[1].title = "Edited away"
    host.update()
    #expect(log.evaluated.isEmpty)
    try host.text("Todo 500").scroll(by: -500)
    #expect(host.contains(text: "Edited away"))
  }
}
