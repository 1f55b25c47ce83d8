import Testing
import TrellisTesting

@testable import TrellisUI

@Observable private final class Meter {
  var reading = 0
  var label = "meter"
}

/// Reads `meter.label`, which never changes, and re-evaluates each time `ticks` does.
private struct Gauge: View {
  let meter: Meter
  @State var ticks = 0
  var body: some View {
    VStack {
      Text("\(meter.label) \(ticks)")
      Button("Tick") { ticks += 1 }
    }
  }
}

private final class Store: ObservableObject {
  @Published var count = 0
}

private struct Counted: View {
  @ObservedObject var store: Store
  var body: some View { Text("count \(store.count)") }
}

@MainActor
@Suite(.serialized) struct RegistrationTests {
  /// Re-evaluates `Gauge` `times` times through its button.
  private func tick(_ host: ViewHost, times: Int) throws {
    let button = try host.button("Tick")
    for _ in 0..<times {
      try button.tap()
      host.update()
    }
  }

  // Each evaluation ends the Observation registrations of the one before: after thousands
  // of re-evaluations a write to a property read all along reaches the view once.
  @Test func reEvaluatingEndsTheRegistrationsOfTheEvaluationBefore() throws {
    let meter = Meter()
    let host = ViewHost(Gauge(meter: meter), width: 30, height: 4)
    let liveAtOpening = _ObservationScope.liveRegistrations
    try tick(host, times: 2_000)
    #expect(host.contains(text: "meter 2000"))
    #expect(_ObservationScope.liveRegistrations == liveAtOpening)

    let delivered = _ObservationScope.deliveredChanges
    meter.label = "gauge"
    host.update()
    #expect(host.contains(text: "gauge 2000"))
    #expect(_ObservationScope.deliveredChanges - delivered == 1)
    host.close()
  }

  // A write costs the same after many re-evaluations as after a few: the registrar of the
  // object holds one registration for the view either way.
  @Test func aWriteReachesTheSameNumberOfRegistrationsAfterTenOrTenThousandEvaluations()
    throws
  {
    func deliveries(afterTicks ticks: Int) throws -> Int {
      let meter = Meter()
      let host = ViewHost(Gauge(meter: meter), width: 30, height: 4)
      defer { host.close() }
      try tick(host, times: ticks)
      let before = _ObservationScope.deliveredChanges
      meter.label = "changed"
      return _ObservationScope.deliveredChanges - before
    }
    #expect(try deliveries(afterTicks: 10) == 1)
    #expect(try deliveries(afterTicks: 5_000) == 1)
  }

  // A view that leaves the graph ends its registrations: a later write reaches nothing.
  @Test func aRemovedViewHoldsNoRegistration() throws {
    /// Reads the meter in a body of its own, so its node holds the registration.
    struct Reading: View {
      let meter: Meter
      var body: some View { Text("reading \(meter.reading)") }
    }
    struct Toggled: View {
      let meter: Meter
      @State var shown = true
      var body: some View {
        VStack {
          Button("Hide") { shown = false }
          if shown { Reading(meter: meter) }
        }
      }
    }
    let meter = Meter()
    let host = ViewHost(Toggled(meter: meter), width: 30, height: 4)
    let withText = _ObservationScope.liveRegistrations
    try host.button("Hide").tap()
    host.update()
    #expect(!host.contains(text: "reading 0"))
    #expect(_ObservationScope.liveRegistrations < withText)

    let delivered = _ObservationScope.deliveredChanges
    meter.reading = 1
    host.update()
    #expect(_ObservationScope.deliveredChanges == delivered)
    host.close()
    #expect(_ObservationScope.liveRegistrations <= withText - 1)
  }

  // Views that hold only values they were built with (text, stacks, conditionals) can read
  // no `@Observable` property while they are described, so their nodes hold no registration:
  // a body that shows many of them holds as many as one that shows a single `Text` (its own,
  // and those of the host's window around it), and a change still reaches it.
  @Test func viewsThatHoldOnlyValuesHoldNoRegistration() throws {
    struct Single: View {
      let meter: Meter
      var body: some View { Text("reading \(meter.reading)") }
    }
    struct Panel: View {
      let meter: Meter
      var body: some View {
        VStack {
          Text("reading \(meter.reading)")
          HStack {
            Text("a")
            Text("b")
          }
          if meter.reading > 0 { Text("positive") } else { Text("zero") }
          Group { Text("c") }
        }
      }
    }
    let meter = Meter()
    let before = _ObservationScope.liveRegistrations
    let single = ViewHost(Single(meter: meter), width: 30, height: 8)
    let forSingle = _ObservationScope.liveRegistrations - before
    single.close()
    #expect(_ObservationScope.liveRegistrations == before)

    let host = ViewHost(Panel(meter: meter), width: 30, height: 8)
    #expect(_ObservationScope.liveRegistrations - before == forSingle)
    meter.reading = 2
    host.update()
    #expect(host.contains(text: "reading 2"))
    #expect(host.contains(text: "positive"))
    #expect(_ObservationScope.liveRegistrations - before == forSingle)
    host.close()
    #expect(_ObservationScope.liveRegistrations == before)
  }

  // Closing the host ends every registration its nodes held.
  @Test func closingEndsEveryRegistration() throws {
    let before = _ObservationScope.liveRegistrations
    let meter = Meter()
    let host = ViewHost(Gauge(meter: meter), width: 30, height: 4)
    #expect(_ObservationScope.liveRegistrations > before)
    host.close()
    #expect(_ObservationScope.liveRegistrations == before)
  }

  // An ObservableObject's subscription is one per view, however often the view updates, and
  // ends with the view.
  @Test func anObservedObjectIsSubscribedOncePerView() throws {
    let before = _ObjectSubscription.live
    let store = Store()
    let host = ViewHost(Counted(store: store), width: 30, height: 2)
    for value in 1...500 {
      store.count = value
      host.update()
    }
    #expect(host.contains(text: "count 500"))
    #expect(_ObjectSubscription.live == before + 1)
    host.close()
    #expect(_ObjectSubscription.live == before)
  }
}

@MainActor
@Suite(.serialized) struct StateReaderRegistrationTests {
  /// Rows that read their owner's @State in their closure.
  private struct Suffixed: View {
    @State var suffix = "a"
    var body: some View {
      VStack {
        Button("Change") { suffix = "b" }
        List(0..<10_000, id: \.self) { Text("Row \($0) \(suffix)") }
      }
    }
  }

  // A row that reads its owner's state registers as a reader; a row released while
  // scrolling ends its registration, so scrolling through thousands of rows leaves as many
  // registrations as there are rows on screen.
  @Test func rowsReleasedWhileScrollingEndTheirRegistrations() throws {
    let before = _StateReaders.live
    let host = ViewHost(Suffixed(), width: 30, height: 8)
    let opened = _StateReaders.live - before
    #expect(opened > 0)
    for _ in 0..<100 {
      let row = try #require(host.all(Text.self).first { $0.text.hasPrefix("Row") })
      try row.scroll(by: 20)
    }
    #expect(host.contains(text: "Row 2000 a"))
    #expect(_StateReaders.live - before == opened)
    try host.button("Change").tap()
    host.update()
    #expect(host.contains(text: "Row 2000 b"))
    host.close()
    #expect(_StateReaders.live == before)
  }
}
