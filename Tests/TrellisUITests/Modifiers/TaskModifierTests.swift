import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct TaskModifierTests {
  /// A task that runs until it is cancelled, without spending real time: `Task.sleep`
  /// returns as soon as the task is cancelled.
  static func waitForCancellation(_ log: EventLog, _ name: String) async {
    log.add("start \(name)")
    do {
      try await Task.sleep(for: .seconds(3600))
      log.add("finished \(name)")
    } catch {
      log.add("cancelled \(name)")
    }
  }

  struct Worker: View {
    let log: EventLog
    @State private var isShown = true
    @State private var other = 0

    var body: some View {
      VStack {
        if isShown {
          Text("Working")
            .task {
              // Written in a body, the task runs on the main actor.
              MainActor.assertIsolated()
              await TaskModifierTests.waitForCancellation(log, "work")
            }
        }
        Text("Other \(other)")
        Button("Hide") { isShown = false }
        Button("Bump") { other += 1 }
      }
    }
  }

  @Test func startsWhenTheViewAppearsAndIsCancelledWhenItGoes() async throws {
    let log = EventLog()
    let host = ViewHost(Worker(log: log))
    await log.waitUntil { log.contains("start work") }
    #expect(log.events == ["start work"])

    // Other updates neither restart nor cancel it.
    try host.button("Bump").tap()
    await host.nextUpdate()
    for _ in 0..<10 { await Task.yield() }
    #expect(log.events == ["start work"])

    try host.button("Hide").tap()
    await host.nextUpdate()
    await log.waitUntil { log.contains("cancelled work") }
    #expect(log.events == ["start work", "cancelled work"])
  }

  @Test func closingTheHostCancelsTheTask() async {
    let log = EventLog()
    let host = ViewHost(Worker(log: log))
    await log.waitUntil { log.contains("start work") }
    host.close()
    await log.waitUntil { log.contains("cancelled work") }
    #expect(log.events == ["start work", "cancelled work"])
  }

  struct Search: View {
    let log: EventLog
    @State private var query = "a"
    @State private var isShown = true

    var body: some View {
      VStack {
        if isShown {
          Text("Query \(query)")
            .task(id: query) {
              await TaskModifierTests.waitForCancellation(log, query)
            }
        }
        Button("Next") { query += "b" }
        Button("Same") { query = query + "" }
        Button("Hide") { isShown = false }
      }
    }
  }

  @Test func taskWithIDRestartsWhenTheIDChanges() async throws {
    let log = EventLog()
    let host = ViewHost(Search(log: log))
    await log.waitUntil { log.contains("start a") }
    #expect(log.events == ["start a"])

    // Setting the same id does not restart.
    try host.button("Same").tap()
    await host.nextUpdate()
    for _ in 0..<10 { await Task.yield() }
    #expect(log.events == ["start a"])

    try host.button("Next").tap()
    await host.nextUpdate()
    await log.waitUntil { log.contains("cancelled a") && log.contains("start ab") }
    #expect(Set(log.events) == ["start a", "cancelled a", "start ab"])
    #expect(!log.contains("cancelled ab"))

    try host.button("Hide").tap()
    await host.nextUpdate()
    await log.waitUntil { log.contains("cancelled ab") }
    #expect(log.count("cancelled ab") == 1)
    #expect(!log.contains("finished a") && !log.contains("finished ab"))
  }

  /// Something a task holds on to while it runs.
  final class Resource: Sendable {}

  struct Holder: View {
    let log: EventLog
    let made: @MainActor (Resource) -> Void
    @State private var isShown = true

    var body: some View {
      VStack {
        if isShown {
          Text("Holding")
            .task {
              let resource = Resource()
              made(resource)
              await TaskModifierTests.waitForCancellation(log, "hold")
              _ = resource
            }
        }
        Button("Hide") { isShown = false }
      }
    }
  }

  @Test func aCancelledTaskReleasesWhatItHeld() async throws {
    let log = EventLog()
    weak var held: Resource?
    let host = ViewHost(Holder(log: log, made: { held = $0 }))
    await log.waitUntil { log.contains("start hold") }
    #expect(held != nil)

    try host.button("Hide").tap()
    await host.nextUpdate()
    await log.waitUntil { log.contains("cancelled hold") && held == nil }
    #expect(held == nil)
  }
}
