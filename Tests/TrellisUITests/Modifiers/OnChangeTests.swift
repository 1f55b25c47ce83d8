import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct OnChangeTests {
  struct Counter: View {
    let log: EventLog
    let initial: Bool
    @State private var count = 0
    @State private var other = 0

    var body: some View {
      VStack {
        Text("Count \(count)")
          .onChange(of: count, initial: initial) { oldValue, newValue in
            log.add("\(oldValue) -> \(newValue)")
          }
          .onChange(of: count) {
            log.add("changed")
          }
        Button("Increment") { count += 1 }
        Button("Add two") {
          count += 1
          count += 1
        }
        Button("Round trip") {
          count += 1
          count -= 1
        }
        Button("Other") { other += 1 }
      }
    }
  }

  @Test func runsWithTheOldAndNewValueAfterTheUpdate() async throws {
    let log = EventLog()
    let host = ViewHost(Counter(log: log, initial: false))
    #expect(log.events.isEmpty)

    try host.button("Increment").tap()
    await host.nextUpdate()
    #expect(log.events == ["0 -> 1", "changed"])

    // Two changes in one turn are one update: the old value is the one the view last saw.
    log.clear()
    try host.button("Add two").tap()
    await host.nextUpdate()
    #expect(log.events == ["1 -> 3", "changed"])

    // A value that comes back to where it was within one update did not change.
    log.clear()
    try host.button("Round trip").tap()
    await host.nextUpdate()
    #expect(log.events.isEmpty)

    // Updates that leave the value alone do not run it.
    try host.button("Other").tap()
    await host.nextUpdate()
    #expect(log.events.isEmpty)
  }

  @Test func initialTrueAlsoRunsWhenTheViewAppears() async throws {
    let log = EventLog()
    let host = ViewHost(Counter(log: log, initial: true))
    #expect(log.events == ["0 -> 0"])
    try host.button("Increment").tap()
    host.update()
    #expect(log.events == ["0 -> 0", "0 -> 1", "changed"])
  }

  struct Mirror: View {
    let log: EventLog
    @State private var source = 1
    @State private var doubled = 0

    var body: some View {
      VStack {
        Text("Doubled \(doubled)")
          .onChange(of: source, initial: true) { _, newValue in
            log.add("action")
            doubled = newValue * 2
          }
        Inner(log: log, value: source)
        Button("Next") { source += 1 }
      }
    }
  }

  struct Inner: View {
    let log: EventLog
    let value: Int
    var body: some View {
      log.add("inner body \(value)")
      return Text("Source \(value)")
    }
  }

  @Test func changesMadeByTheActionAreShownAfterTheUpdate() async throws {
    let log = EventLog()
    let host = ViewHost(Mirror(log: log))
    // The action ran after the bodies of the update, never in the middle of one.
    #expect(log.events == ["inner body 1", "action"])
    #expect(host.contains(text: "Doubled 2"))

    log.clear()
    try host.button("Next").tap()
    await host.nextUpdate()
    #expect(log.events == ["inner body 2", "action"])
    #expect(host.contains(text: "Doubled 4"))
  }

  @Test func deprecatedSingleArgumentFormReceivesTheNewValue() async throws {
    let log = EventLog()
    let host = ViewHost((LegacyCounter(log: log) as any LegacyCounterView).view)
    try host.button("Increment").tap()
    await host.nextUpdate()
    try host.button("Increment").tap()
    await host.nextUpdate()
    #expect(log.events == ["new 1", "new 2"])
  }
}

/// Reaches the deprecated `onChange(of:perform:)` through a protocol, so that the test
/// builds without a deprecation warning (CI treats warnings as errors).
@MainActor
protocol LegacyCounterView {
  var view: AnyView { get }
}

struct LegacyCounter: LegacyCounterView {
  let log: EventLog

  @available(*, deprecated, message: "Uses the deprecated onChange(of:perform:)")
  var view: AnyView { AnyView(LegacyCounterBody(log: log)) }
}

@available(*, deprecated, message: "Uses the deprecated onChange(of:perform:)")
struct LegacyCounterBody: View {
  let log: EventLog
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Count \(count)")
        .onChange(of: count) { newValue in
          log.add("new \(newValue)")
        }
      Button("Increment") { count += 1 }
    }
  }
}
