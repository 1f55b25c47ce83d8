import Testing
import TrellisTesting
import TrellisUI

enum CoalescingFixtures {
  @MainActor
  final class PublishedCounter: ObservableObject {
    @Published var value = 0
  }

  @MainActor
  @Observable
  final class ObservableCounter {
    var value = 0
  }

  /// Changes its own state 100 times in one action.
  @MainActor
  struct StateCounter: View {
    @State private var value = 0

    var body: some View {
      VStack {
        Text("State: \(value)")
        Button("Add 100") {
          for _ in 0..<100 { value += 1 }
        }
        Button("Add 1") { value += 1 }
      }
    }
  }

  /// Reads both counters; passes the published one to a child that observes it too.
  @MainActor
  struct MixedCounters: View {
    @ObservedObject var published: PublishedCounter
    let observable: ObservableCounter

    var body: some View {
      VStack {
        Text("Published: \(published.value), observable: \(observable.value)")
        CounterChild(published: published)
      }
    }
  }

  @MainActor
  struct CounterChild: View {
    @ObservedObject var published: PublishedCounter

    var body: some View {
      Text("Child: \(published.value)")
    }
  }
}

/// Changes made in one turn of the main loop are applied in one update pass, with one `body`
/// evaluation per affected view.
@MainActor
@Suite struct CoalescingTests {
  typealias Fixtures = CoalescingFixtures

  // Apple: state changes are coalesced: 100 writes in one action give one body evaluation.
  @Test func hundredStateWritesInOneActionGiveOneEvaluation() async throws {
    let host = ViewHost(Fixtures.StateCounter())
    let before = host.bodyEvaluations(of: Fixtures.StateCounter.self)
    let passes = host.updatePasses

    try host.button("Add 100").tap()
    await host.nextUpdate()

    #expect(host.bodyEvaluations(of: Fixtures.StateCounter.self) == before + 1)
    #expect(host.updatePasses == passes + 1)
    #expect(host.contains(text: "State: 100"))
  }

  // Apple: 100 separate actions in one turn of the main loop also give one evaluation.
  @Test func hundredActionsInOneTurnGiveOneEvaluation() async throws {
    let host = ViewHost(Fixtures.StateCounter())
    let button = try host.button("Add 1")
    let before = host.bodyEvaluations(of: Fixtures.StateCounter.self)
    let passes = host.updatePasses

    for _ in 0..<100 { try button.tap() }
    await host.nextUpdate()

    #expect(host.bodyEvaluations(of: Fixtures.StateCounter.self) == before + 1)
    #expect(host.updatePasses == passes + 1)
    #expect(host.contains(text: "State: 100"))
  }

  // Apple: 100 objectWillChange notifications in one turn give one evaluation of each
  // observing view, parents before children: the child, updated by its parent's pass, is not
  // evaluated a second time for its own subscription.
  @Test func hundredPublishedChangesGiveOneEvaluationPerView() async {
    let published = Fixtures.PublishedCounter()
    let observable = Fixtures.ObservableCounter()
    let host = ViewHost(Fixtures.MixedCounters(published: published, observable: observable))
    let parent = host.bodyEvaluations(of: Fixtures.MixedCounters.self)
    let child = host.bodyEvaluations(of: Fixtures.CounterChild.self)
    let passes = host.updatePasses

    for _ in 0..<100 { published.value += 1 }
    await host.nextUpdate()

    #expect(host.bodyEvaluations(of: Fixtures.MixedCounters.self) == parent + 1)
    #expect(host.bodyEvaluations(of: Fixtures.CounterChild.self) == child + 1)
    #expect(host.updatePasses == passes + 1)
    #expect(host.contains(text: "Published: 100, observable: 0"))
    #expect(host.contains(text: "Child: 100"))
  }

  // Apple (Observation): 100 changes of a tracked property in one turn give one evaluation.
  @Test func hundredObservableChangesGiveOneEvaluation() async {
    let published = Fixtures.PublishedCounter()
    let observable = Fixtures.ObservableCounter()
    let host = ViewHost(Fixtures.MixedCounters(published: published, observable: observable))
    let parent = host.bodyEvaluations(of: Fixtures.MixedCounters.self)
    let child = host.bodyEvaluations(of: Fixtures.CounterChild.self)
    let passes = host.updatePasses

    for _ in 0..<100 { observable.value += 1 }
    await host.nextUpdate()

    #expect(host.bodyEvaluations(of: Fixtures.MixedCounters.self) == parent + 1)
    #expect(host.bodyEvaluations(of: Fixtures.CounterChild.self) == child)
    #expect(host.updatePasses == passes + 1)
    #expect(host.contains(text: "Published: 0, observable: 100"))
  }

  // Apple: changes from different sources in one turn are still one pass and one evaluation.
  @Test func mixedSourcesInOneTurnGiveOneEvaluation() async {
    let published = Fixtures.PublishedCounter()
    let observable = Fixtures.ObservableCounter()
    let host = ViewHost(Fixtures.MixedCounters(published: published, observable: observable))
    let parent = host.bodyEvaluations(of: Fixtures.MixedCounters.self)
    let passes = host.updatePasses

    for _ in 0..<50 {
      published.value += 1
      observable.value += 1
    }
    await host.nextUpdate()

    #expect(host.bodyEvaluations(of: Fixtures.MixedCounters.self) == parent + 1)
    #expect(host.updatePasses == passes + 1)
    #expect(host.contains(text: "Published: 50, observable: 50"))
  }

  // Apple: each later turn with changes gets its own pass.
  @Test func separateTurnsGetSeparatePasses() async {
    let published = Fixtures.PublishedCounter()
    let host = ViewHost(
      Fixtures.MixedCounters(published: published, observable: Fixtures.ObservableCounter()))
    let parent = host.bodyEvaluations(of: Fixtures.MixedCounters.self)
    let passes = host.updatePasses

    for turn in 1...3 {
      published.value += 1
      await host.nextUpdate()
      #expect(host.contains(text: "Child: \(turn)"))
    }

    #expect(host.bodyEvaluations(of: Fixtures.MixedCounters.self) == parent + 3)
    #expect(host.updatePasses == passes + 3)
  }
}
