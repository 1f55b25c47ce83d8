import Foundation
import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct AlertTests {
  struct Confirm: View {
    let log: EventLog
    @State private var isConfirming = false
    @State private var books = 3

    var body: some View {
      VStack {
        Text("Books: \(books)")
        Button("Delete") { isConfirming = true }
        Text(isConfirming ? "Confirming" : "No alert")
      }
      .alert("Delete a book?", isPresented: $isConfirming) {
        Button("Delete", role: .destructive) {
          log.add("delete")
          books -= 1
        }
        Button("Cancel", role: .cancel) { log.add("cancel") }
      } message: {
        Text("This cannot be undone.")
      }
    }
  }

  @Test func showsTitleMessageAndActionsAndEachActionDismisses() async throws {
    let log = EventLog()
    let host = ViewHost(Confirm(log: log), width: 50, height: 12)
    try host.button("Delete").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Delete a book?"))
    #expect(host.contains(text: "This cannot be undone."))
    // Only the alert's controls can be reached.
    #expect(host.elements.filter { $0.kind == .button }.map(\.text) == ["Delete", "Cancel"])

    try host.button("Cancel").tap()
    await host.nextUpdate()
    #expect(log.events == ["cancel"])
    #expect(!host.text.contains("Delete a book?"))
    #expect(host.contains(text: "No alert"))
    #expect(host.contains(text: "Books: 3"))

    try host.button("Delete").tap()
    await host.nextUpdate()
    try host.button("Delete").tap()
    await host.nextUpdate()
    #expect(log.events == ["cancel", "delete"])
    #expect(host.contains(text: "Books: 2"))
    #expect(host.contains(text: "No alert"))
  }

  struct Notice: View {
    @State private var isShown = true

    var body: some View {
      Text(isShown ? "Notice shown" : "Notice gone")
        .alert("Saved", isPresented: $isShown) {}
    }
  }

  @Test func withoutActionsAnOKButtonDismisses() async throws {
    let host = ViewHost(Notice(), width: 40, height: 10)
    #expect(host.contains(text: "Saved"))
    try host.button("OK").tap()
    await host.nextUpdate()
    #expect(!host.text.contains("Saved"))
    #expect(host.contains(text: "Notice gone"))
  }

  struct Failure: Identifiable {
    let id = 1
    let reason: String
  }

  struct Reporter: View {
    let log: EventLog
    @State private var isShown = false
    @State private var failure: Failure?

    var body: some View {
      Button("Fail") {
        failure = Failure(reason: "disk full")
        isShown = true
      }
      .alert("Could not save", isPresented: $isShown, presenting: failure) { failure in
        Button("Retry") { log.add("retry after \(failure.reason)") }
      } message: { failure in
        Text("Reason: \(failure.reason)")
      }
    }
  }

  @Test func presentingDataBuildsActionsAndMessageFromIt() async throws {
    let log = EventLog()
    let host = ViewHost(Reporter(log: log), width: 50, height: 10)
    #expect(!host.text.contains("Could not save"))
    try host.button("Fail").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Reason: disk full"))
    try host.button("Retry").tap()
    await host.nextUpdate()
    #expect(log.events == ["retry after disk full"])
    #expect(!host.text.contains("Could not save"))
  }

  struct Book: Identifiable {
    let id: Int
    let title: String
  }

  /// An alert titled with a styled `Text` about the book picked, with or without a message.
  struct Shelf: View {
    let log: EventLog
    let withMessage: Bool
    @State private var isAsking = false
    @State private var picked: Book?

    var body: some View {
      VStack {
        Button("Ask without a book") { isAsking = true }
        Button("Remove गोदान") {
          picked = Book(id: 1, title: "गोदान")
          isAsking = true
        }
        Button("Remove 雪国") {
          picked = Book(id: 2, title: "雪国")
          isAsking = true
        }
        Text(isAsking ? "Asking" : "Not asking")
      }
      .modifier(Ask(log: log, withMessage: withMessage, isAsking: $isAsking, picked: picked))
    }
  }

  struct Ask: ViewModifier {
    let log: EventLog
    let withMessage: Bool
    @Binding var isAsking: Bool
    let picked: Book?

    func body(content: Content) -> some View {
      if withMessage {
        content.alert(
          Text("Remove from the shelf?").bold(), isPresented: $isAsking, presenting: picked
        ) { book in
          Button("Remove", role: .destructive) { log.add("removed \(book.title)") }
          Button("Keep", role: .cancel) {}
        } message: { book in
          Text("\(book.title) goes back to the library 📚")
        }
      } else {
        content.alert(
          Text("Remove from the shelf?").bold(), isPresented: $isAsking, presenting: picked
        ) { book in
          Button("Remove \(book.title) now", role: .destructive) {
            log.add("removed \(book.title)")
          }
        }
      }
    }
  }

  @Test(arguments: [false, true])
  func aTextTitleWithDataShowsOnlyWhileThereIsData(withMessage: Bool) async throws {
    let log = EventLog()
    let host = ViewHost(Shelf(log: log, withMessage: withMessage), width: 60, height: 14)
    // Presented without data: no alert, and the binding stays as it was set.
    try host.button("Ask without a book").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Asking"))
    #expect(!host.contains(text: "Remove from the shelf?"))
    #expect(try host.button("Remove 雪国").isEnabled)

    try host.button("Remove 雪国").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Remove from the shelf?"))
    if withMessage {
      #expect(host.contains(text: "雪国 goes back to the library 📚"))
      try host.button("Remove").tap()
    } else {
      #expect(!host.text.contains("goes back"))
      try host.button("Remove 雪国 now").tap()
    }
    await host.nextUpdate()
    #expect(log.events == ["removed 雪国"])
    #expect(host.contains(text: "Not asking"))
    #expect(!host.contains(text: "Remove from the shelf?"))

    try host.button("Remove गोदान").tap()
    await host.nextUpdate()
    try host.button(withMessage ? "Remove" : "Remove गोदान now").tap()
    await host.nextUpdate()
    #expect(log.events == ["removed 雪国", "removed गोदान"])
  }

  enum SyncError: LocalizedError {
    case offline, quotaFull, unknown

    var errorDescription: String? {
      switch self {
      case .offline: return "同期できませんでした"
      case .quotaFull: return "संग्रहण भर गया"
      case .unknown: return nil
      }
    }

    var recoverySuggestion: String? {
      self == .quotaFull ? "Free some space 🧹, then try again." : nil
    }
  }

  /// A sync screen that reports its error in an alert, with buttons or with the default one.
  struct Sync: View {
    let log: EventLog
    let failure: SyncError?
    let hasActions: Bool
    @State private var showsError = false
    @State private var error: SyncError?

    var body: some View {
      VStack {
        Button("Show") { showsError = true }
        Button("Fail") {
          error = failure
          showsError = true
        }
        Text(showsError ? "Error shown" : "No error shown")
      }
      .modifier(Report(log: log, hasActions: hasActions, showsError: $showsError, error: error))
    }
  }

  struct Report: ViewModifier {
    let log: EventLog
    let hasActions: Bool
    @Binding var showsError: Bool
    let error: SyncError?

    func body(content: Content) -> some View {
      if hasActions {
        content.alert(isPresented: $showsError, error: error) {
          Button("Try again") { log.add("retry") }
          Button("Cancel", role: .cancel) { log.add("cancel") }
        }
      } else {
        content.alert(isPresented: $showsError, error: error) {}
      }
    }
  }

  @Test func anErrorAlertIsTitledWithTheErrorsDescriptionAndOnlyShowsWithAnError() async throws {
    let log = EventLog()
    let host = ViewHost(
      Sync(log: log, failure: .offline, hasActions: true), width: 60, height: 12)
    try host.button("Show").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Error shown"))
    #expect(!host.contains(text: "Try again"))

    try host.button("Fail").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "同期できませんでした"))
    #expect(host.elements.filter { $0.kind == .button }.map(\.text) == ["Try again", "Cancel"])
    try host.button("Try again").tap()
    await host.nextUpdate()
    #expect(log.events == ["retry"])
    #expect(host.contains(text: "No error shown"))
    #expect(!host.contains(text: "同期できませんでした"))
  }

  @Test func anErrorAlertWithoutButtonsHasOKAndAnErrorWithoutADescriptionIsStillTitled()
    async throws
  {
    let host = ViewHost(
      Sync(log: EventLog(), failure: .unknown, hasActions: false), width: 80, height: 12)
    try host.button("Fail").tap()
    await host.nextUpdate()
    let title = SyncError.unknown.localizedDescription
    #expect(!title.isEmpty)
    #expect(host.contains(text: title))
    try host.button("OK").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "No error shown"))
  }

  struct Quota: View {
    let log: EventLog
    @State private var showsError = false
    @State private var error: SyncError?

    var body: some View {
      Button("Upload") {
        error = .quotaFull
        showsError = true
      }
      .alert(isPresented: $showsError, error: error) { error in
        Button("Manage storage") { log.add("manage after \(error.errorDescription ?? "")") }
      } message: { error in
        Text(error.recoverySuggestion ?? "")
      }
    }
  }

  @Test func anErrorAlertBuildsItsButtonsAndMessageFromTheError() async throws {
    let log = EventLog()
    let host = ViewHost(Quota(log: log), width: 60, height: 12)
    #expect(!host.contains(text: "संग्रहण भर गया"))
    try host.button("Upload").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "संग्रहण भर गया"))
    #expect(host.contains(text: "Free some space 🧹, then try again."))
    try host.button("Manage storage").tap()
    await host.nextUpdate()
    #expect(log.events == ["manage after संग्रहण भर गया"])
    #expect(!host.contains(text: "संग्रहण भर गया"))
  }

  /// An alert bound to an optional error: shown while it holds one, and a button clears it.
  struct Upload: View {
    let log: EventLog
    let withMessage: Bool
    @State private var error: SyncError?

    var body: some View {
      VStack {
        Button("Upload") { error = .quotaFull }
        Text(error == nil ? "No error" : "An error is held")
      }
      .modifier(ErrorAlert(log: log, withMessage: withMessage, error: $error))
    }
  }

  struct ErrorAlert: ViewModifier {
    let log: EventLog
    let withMessage: Bool
    @Binding var error: SyncError?

    func body(content: Content) -> some View {
      if withMessage {
        content.alert(error: $error) { error in
          Button("Manage storage") { log.add("manage \(error.errorDescription ?? "")") }
        } message: { error in
          Text(error.recoverySuggestion ?? "")
        }
      } else {
        content.alert(error: $error) {}
      }
    }
  }

  @Test(arguments: [false, true])
  func anAlertBoundToAnErrorShowsWhileItHoldsOneAndClearsIt(withMessage: Bool) async throws {
    let log = EventLog()
    let host = ViewHost(Upload(log: log, withMessage: withMessage), width: 60, height: 12)
    #expect(!host.contains(text: "संग्रहण भर गया"))
    try host.button("Upload").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "संग्रहण भर गया"))
    #expect(host.contains(text: "Free some space 🧹, then try again.") == withMessage)
    try host.button(withMessage ? "Manage storage" : "OK").tap()
    await host.nextUpdate()
    #expect(log.events == (withMessage ? ["manage संग्रहण भर गया"] : []))
    #expect(!host.contains(text: "संग्रहण भर गया"))
    #expect(host.contains(text: "No error"))
  }
}
