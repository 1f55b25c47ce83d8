import Testing
import TrellisCombine

@Suite struct DemandTests {
  typealias Demand = Subscribers.Demand

  @Test func additionSaturatesAtUnlimited() {
    #expect(Demand.max(2) + .max(3) == .max(5))
    #expect(Demand.max(2) + .unlimited == .unlimited)
    #expect(Demand.max(Int.max) + .max(1) == .unlimited)
    #expect(Demand.max(2) + 3 == .max(5))
    var demand = Demand.none
    demand += 1
    demand += .max(1)
    #expect(demand == .max(2))
  }

  @Test func subtractionStopsAtZeroAndUnlimitedStaysUnlimited() {
    #expect(Demand.max(5) - .max(3) == .max(2))
    #expect(Demand.max(3) - .max(5) == .none)
    #expect(Demand.unlimited - .max(5) == .unlimited)
    #expect(Demand.max(3) - .unlimited == .none)
    #expect(Demand.max(3) - 1 == .max(2))
    var demand = Demand.max(1)
    demand -= 1
    #expect(demand == .none)
  }

  @Test func negativeCountsAtTheEdges() {
    #expect(Demand.max(5) + (-3) == .max(2))
    #expect(Demand.max(5) + Int.min == .none)
    #expect(Demand.unlimited + Int.min == .unlimited)
    #expect(Demand.max(5) - (-3) == .max(8))
    // Apple's quirk, matched: adding through a negative count past Int.max gives none.
    #expect(Demand.max(Int.max) - (-1) == .none)
    var demand = Demand.max(Int.max)
    demand -= -1
    #expect(demand == .none)
    #expect(Demand.max(Int.max) + 10 == .unlimited)
  }

  @Test func multiplication() {
    #expect(Demand.max(3) * 4 == .max(12))
    #expect(Demand.unlimited * 2 == .unlimited)
    #expect(Demand.max(Int.max / 2 + 1) * 2 == .unlimited)
  }

  @Test func comparisonsWithCounts() {
    #expect(Demand.max(1) > 0)
    #expect(Demand.none == 0)
    #expect(Demand.unlimited > Int.max)
    #expect(!(Demand.unlimited == Int.max))
    #expect(Demand.max(2) < .max(3))
    #expect(Demand.max(3) < .unlimited)
    #expect(Demand.max(2) <= 2)
    #expect(Demand.max(2) >= 2)
    #expect(0 < Demand.max(1))
  }

  @Test func maxAndDescription() {
    #expect(Demand.max(4).max == 4)
    #expect(Demand.unlimited.max == nil)
    #expect(Demand.unlimited.description == "unlimited")
    #expect(Demand.max(4).description == "max(4)")
  }

  @Test func negativeMaxTrapsWithAMessage() async {
    await #expect(processExitsWith: .failure) {
      _ = Subscribers.Demand.max(-1)
    }
  }

  @Test func requestingZeroDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let subject = PassthroughSubject<Int, Never>()
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      subject.subscribe(subscriber)
      subscriber.request(.none)
    }
  }
}
