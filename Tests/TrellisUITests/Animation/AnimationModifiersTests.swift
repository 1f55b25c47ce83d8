import Foundation
import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct AnimationModifiersTests {
  @Observable final class Counter {
    var value = 0
  }

  struct Plain: View {
    let counter: Counter
    var body: some View {
      VStack(alignment: .leading) {
        Text("Count: \(counter.value)")
        if counter.value.isMultiple(of: 2) { Text("even") }
        Button("Add") { counter.value += 1 }
      }
    }
  }

  struct Animated: View {
    let counter: Counter
    @Namespace private var namespace

    var body: some View {
      VStack(alignment: .leading) {
        Text("Count: \(counter.value)")
          .animation(.easeInOut, value: counter.value)
          .contentTransition(.numericText(value: Double(counter.value)))
          .matchedGeometryEffect(id: "count", in: namespace)
        if counter.value.isMultiple(of: 2) {
          Text("even").transition(.scale)
        }
        Button("Add") { withAnimation(.snappy) { counter.value += 1 } }
          .transaction { $0.animation = nil }
      }
    }
  }

  @Test func viewsWithAnimationModifiersLookAndUpdateAsWithout() async throws {
    let plainCounter = Counter()
    let animatedCounter = Counter()
    let plain = ViewHost(Plain(counter: plainCounter), width: 30, height: 6)
    let animated = ViewHost(Animated(counter: animatedCounter), width: 30, height: 6)
    #expect(animated.text == plain.text)
    for _ in 0..<3 {
      try plain.button("Add").tap()
      try animated.button("Add").tap()
      await plain.nextUpdate()
      await animated.nextUpdate()
      #expect(animated.text == plain.text)
    }
    #expect(animated.contains(text: "Count: 3"))
    #expect(!animated.contains(text: "even"))
  }

  /// Records the namespace its body sees.
  struct Spaces: View {
    let log: EventLog
    @Namespace private var first
    @Namespace private var second
    @State private var count = 0

    var body: some View {
      log.add("\(first) | \(second)")
      return Button("Again \(count)") { count += 1 }
    }
  }

  @Test func aNamespaceIsTheSameForAsLongAsItsViewIsThereAndDistinctFromOthers() async throws {
    let log = EventLog()
    struct Holder: View {
      let log: EventLog
      @State var generation = 0
      var body: some View {
        VStack {
          Spaces(log: log).id(generation)
          Button("Replace") { generation += 1 }
        }
      }
    }
    let host = ViewHost(Holder(log: log), width: 30, height: 6)
    try host.button("Again 0").tap()
    await host.nextUpdate()
    #expect(log.events.count == 2)
    #expect(log.events[0] == log.events[1])
    let pair = log.events[0].components(separatedBy: " | ")
    #expect(pair[0] != pair[1])
    // A new identity gets new namespaces.
    try host.button("Replace").tap()
    await host.nextUpdate()
    #expect(log.events.count == 3)
    #expect(log.events[2] != log.events[0])
  }
}
