import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct OnAppearTests {
  struct Child: View {
    let name: String
    let log: EventLog
    var body: some View {
      log.add("\(name) body")
      return Text(name)
    }
  }

  struct Toggling: View {
    let log: EventLog
    @State private var showsA = true
    @State private var unrelated = 0

    var body: some View {
      VStack {
        if showsA {
          Child(name: "A", log: log)
            .onAppear { log.add("A appear") }
            .onDisappear { log.add("A disappear") }
        } else {
          Child(name: "B", log: log)
            .onAppear { log.add("B appear") }
            .onDisappear { log.add("B disappear") }
        }
        Text("Unrelated \(unrelated)")
        Button("Switch") { showsA.toggle() }
        Button("Bump") { unrelated += 1 }
      }
    }
  }

  @Test func appearRunsAfterTheUpdateThatCreatedTheViewNotDuringBodies() {
    let log = EventLog()
    let host = ViewHost(Toggling(log: log))
    // The child's body ran before the action: the action waited for the update to finish.
    #expect(log.events == ["A body", "A appear"])
    _ = host
  }

  @Test func conditionalViewsAppearAndDisappearOncePerAppearance() async throws {
    let log = EventLog()
    let host = ViewHost(Toggling(log: log))
    log.clear()

    try host.button("Switch").tap()
    await host.nextUpdate()
    // The view that left disappears first, then the one that came appears.
    #expect(log.events == ["B body", "A disappear", "B appear"])

    log.clear()
    try host.button("Switch").tap()
    await host.nextUpdate()
    #expect(log.events == ["A body", "B disappear", "A appear"])

    // Updates that keep the view run neither action.
    log.clear()
    try host.button("Bump").tap()
    try host.button("Bump").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Unrelated 2"))
    #expect(log.count("A appear") == 0)
    #expect(log.count("A disappear") == 0)

    // Closing the host removes every view: the shown one disappears.
    host.close()
    #expect(log.events.last == "A disappear")
    #expect(log.count("B disappear") == 0)
  }

  struct Loader: View {
    @State private var status = "loading"
    var body: some View {
      Text("Status: \(status)")
        .onAppear { status = "loaded" }
    }
  }

  @Test func stateSetInOnAppearShowsInTheFirstScreen() {
    let host = ViewHost(Loader())
    #expect(host.contains(text: "Status: loaded"))
  }

  struct Rows: View {
    let log: EventLog
    var body: some View {
      List(0..<100) { index in
        Text("Row \(index)")
          .onAppear { log.add("appear \(index)") }
          .onDisappear { log.add("disappear \(index)") }
      }
    }
  }

  @Test func lazyRowsAppearWhenRealised() async {
    let log = EventLog()
    let host = ViewHost(Rows(log: log), width: 40, height: 10)
    host.update()
    // Only the rows on screen were realised, and each appeared once.
    #expect(log.events == (0..<10).map { "appear \($0)" })
    host.close()
    #expect(log.events.filter { $0.hasPrefix("disappear") }.count == 10)
  }

  struct Nested: View {
    let log: EventLog
    var body: some View {
      Group {
        VStack {
          Text("hello")
            .task { log.add("Text task") }
            .onChange(of: true, initial: true) { log.add("Text onChange") }
            .onAppear { log.add("Text onAppear") }
        }
        .task { log.add("VStack task") }
        .onChange(of: true, initial: true) { log.add("VStack onChange") }
        .onAppear { log.add("VStack onAppear") }
      }
      .task { log.add("Group task") }
      .onChange(of: true, initial: true) { log.add("Group onChange") }
      .onAppear { log.add("Group onAppear") }
    }
  }

  @Test func innerViewsFirstModifiersInWrittenOrderTasksLast() async {
    let log = EventLog()
    let host = ViewHost(Nested(log: log))
    await log.waitUntil { log.events.count == 9 }
    #expect(
      log.events == [
        "Text onChange", "Text onAppear", "VStack onChange", "VStack onAppear",
        "Group onChange", "Group onAppear", "Text task", "VStack task", "Group task",
      ])
    _ = host
  }
}
