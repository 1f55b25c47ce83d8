import Observation
import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct SheetTests {
  @Observable final class Model {
    var isPresented = false
  }

  struct Counter: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @State private var count = 0

    var body: some View {
      VStack {
        Text("Count: \(count)")
        Text(isPresented ? "In a sheet" : "Not in a sheet")
        Button("Increment") { count += 1 }
        Button("Done") { dismiss() }
      }
    }
  }

  struct Screen: View {
    let model: Model
    let log: EventLog

    var body: some View {
      @Bindable var model = model
      VStack {
        Text("Main screen")
        Button("Show") { model.isPresented = true }
      }
      .sheet(isPresented: $model.isPresented, onDismiss: dismissed) {
        Counter()
      }
    }

    func dismissed() {
      log.add("dismissed")
    }
  }

  @Test func presentsOverTheScreenAndDismissesWithTheEnvironmentAction() async throws {
    let log = EventLog()
    let model = Model()
    let host = ViewHost(Screen(model: model, log: log), width: 40, height: 12)
    #expect(!host.text.contains("Count"))
    let show = try host.button("Show")

    try show.tap()
    await host.nextUpdate()
    #expect(model.isPresented)
    // Nothing behind the sheet keeps focus.
    #expect(host.focusedElement == nil)
    #expect(host.contains(text: "Count: 0"))
    #expect(host.contains(text: "In a sheet"))
    // Drawn as a box over the screen, centred.
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false)
    let top = try #require(lines.firstIndex { $0.contains("┌") })
    let bottom = try #require(lines.firstIndex { $0.contains("└") })
    let count = try host.text("Count: 0")
    #expect(top < count.frame.y && count.frame.y < bottom)
    #expect(abs((top + bottom) - (lines.count - 1)) <= 1)

    // Input goes to the sheet: what is behind it cannot be found, nor used.
    #expect(throws: ViewHostError.self) { try host.button("Show") }
    #expect(!host.contains(text: "Main screen"))
    do {
      try show.tap()
      Issue.record("A button behind a sheet was pressed")
    } catch let error as ViewHostError {
      #expect(error.description.contains("behind a presented sheet"))
    }

    try host.button("Increment").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Count: 1"))
    #expect(log.events.isEmpty)

    try host.button("Done").tap()
    await host.nextUpdate()
    #expect(!model.isPresented)
    #expect(!host.text.contains("Count"))
    #expect(!host.text.contains("┌"))
    #expect(host.contains(text: "Main screen"))
    #expect(log.events == ["dismissed"])

    // A new presentation starts with fresh state.
    try host.button("Show").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Count: 0"))
  }

  @Test func dismissesWhenTheBindingTurnsFalse() async throws {
    let log = EventLog()
    let model = Model()
    let host = ViewHost(Screen(model: model, log: log), width: 40, height: 12)
    model.isPresented = true
    await host.nextUpdate()
    #expect(host.contains(text: "Count: 0"))
    let sheetNodes = host.liveNodeCount

    model.isPresented = false
    await host.nextUpdate()
    #expect(!host.text.contains("Count"))
    #expect(log.events == ["dismissed"])
    // The sheet's views left the graph.
    #expect(host.liveNodeCount < sheetNodes)
  }

  @Test func contentOutsideTheSheetIsNotPresented() {
    let host = ViewHost(Counter())
    #expect(host.contains(text: "Not in a sheet"))
    // Without a presentation, dismiss does nothing.
    #expect(throws: Never.self) { try host.button("Done").tap() }
    #expect(host.contains(text: "Count: 0"))
  }

  struct Book: Identifiable {
    let id: Int
    let title: String
  }

  struct Detail: View {
    let book: Book
    @Environment(\.dismiss) private var dismiss
    @State private var notes = 0

    var body: some View {
      VStack {
        Text("Reading \(book.title)")
        Text("Notes: \(notes)")
        Button("Note") { notes += 1 }
        Button("Close") { dismiss() }
      }
    }
  }

  struct Shelf: View {
    let log: EventLog
    @State private var selected: Book?
    let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]

    var body: some View {
      VStack {
        Text("Selected: \(selected?.title ?? "none")")
        ForEach(books) { book in
          Button("Open \(book.title)") { selected = book }
        }
      }
      .sheet(item: $selected, onDismiss: dismissed) { book in
        VStack {
          Detail(book: book)
          Button("Switch") { selected = books.first { $0.id != book.id } }
        }
      }
    }

    func dismissed() {
      log.add("dismissed")
    }
  }

  @Test func itemSheetShowsTheItemAndDismissSetsItToNil() async throws {
    let log = EventLog()
    let host = ViewHost(Shelf(log: log), width: 50, height: 16)
    try host.button("Open Dune").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Reading Dune"))
    try host.button("Note").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Notes: 1"))

    // Another item replaces the sheet, with fresh state; the replaced one was dismissed.
    try host.button("Switch").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Reading Emma"))
    #expect(host.contains(text: "Notes: 0"))
    #expect(log.events == ["dismissed"])

    try host.button("Close").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Selected: none"))
    #expect(!host.text.contains("Reading"))
    #expect(log.events == ["dismissed", "dismissed"])
  }

  struct Rename: View {
    @State private var isRenaming = false
    @State private var name = "Draft"

    var body: some View {
      Button("Rename \(name)") { isRenaming = true }
        .sheet(isPresented: $isRenaming) {
          RenameField(name: $name)
        }
    }
  }

  struct RenameField: View {
    @Binding var name: String
    @FocusState private var isFocused: Bool

    var body: some View {
      TextField("Name", text: $name)
        .focused($isFocused)
        .onAppear { isFocused = true }
    }
  }

  @Test func aFieldInTheSheetCanTakeFocusWhenItAppears() async throws {
    let host = ViewHost(Rename(), width: 40, height: 10)
    try host.button("Rename Draft").tap()
    await host.nextUpdate()
    #expect(host.focusedElement?.placeholder == "Name")
    try host.focusedElement?.type("s")
    await host.nextUpdate()
    #expect(try host.textField("Name").value == "Drafts")
  }

  final class Tracker: ObservableObject {
    @Published var edits = 0
  }

  /// Remembers an object without keeping it alive.
  @MainActor final class WeakReference {
    weak var object: AnyObject?
  }

  struct TrackedEditor: View {
    @StateObject private var tracker: Tracker
    @Environment(\.dismiss) private var dismiss

    init(reference: WeakReference) {
      _tracker = StateObject(
        wrappedValue: {
          let tracker = Tracker()
          reference.object = tracker
          return tracker
        }())
    }

    var body: some View {
      VStack {
        Text("Edits: \(tracker.edits)")
        Button("Edit") { tracker.edits += 1 }
        Button("Done") { dismiss() }
      }
    }
  }

  struct TrackedScreen: View {
    let reference: WeakReference
    @State private var isEditing = false

    var body: some View {
      Button("Open") { isEditing = true }
        .sheet(isPresented: $isEditing) {
          TrackedEditor(reference: reference)
        }
    }
  }

  @Test func aDismissedSheetLeavesNothingAlive() async throws {
    let reference = WeakReference()
    let host = ViewHost(TrackedScreen(reference: reference), width: 40, height: 10)
    let nodesBefore = host.liveNodeCount
    try host.button("Open").tap()
    await host.nextUpdate()
    try host.button("Edit").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Edits: 1"))
    #expect(reference.object != nil)

    try host.button("Done").tap()
    await host.nextUpdate()
    _ = host.text
    #expect(reference.object == nil)
    #expect(host.liveNodeCount == nodesBefore)
  }
}
