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
}
