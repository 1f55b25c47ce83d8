import Foundation
import Testing
import TrellisCombine

/// The article "Where Apple's behaviour looks like a bug": each quirk it lists, as code.
@Suite struct MatchingApplesQuirksTests {
  @Test func justAnswersAtOnce() {
    var transformed = 0
    let doubled = Just(21).map { value -> Int in
      transformed += 1
      return value * 2
    }
    // transformed == 1 before anything subscribes; doubled.output == 42
    #expect(transformed == 1)
    #expect(doubled.output == 42)
  }

  @Test func justOutputInAnEmptyRange() {
    let first = Just("a").output(in: 0..<0)
    // first == Optional.Publisher("a"): only where the range starts is looked at
    #expect(first == Optional.Publisher("a"))
  }

  @Test func reductionsOfAnEmptyOptional() {
    let none = Optional<Int>.Publisher(nil)
    let count = none.count()
    let sum = none.reduce(0, +)
    // count.output == nil and sum.output == nil, not 0
    #expect(count.output == nil)
    #expect(sum.output == nil)
  }

  @Test func ignoringTheOutputOfAFailure() {
    struct Offline: Error, Equatable {}
    var completion: Subscribers.Completion<Offline>?
    let cancellable = Result<Int, Offline>.Publisher(Offline())
      .ignoreOutput()
      .sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
    // completion == .finished: the failure is dropped
    #expect(completion == .finished)
    withExtendedLifetime(cancellable) {}
  }

  @Test func currentValueAfterCompletion() {
    let subject = CurrentValueSubject<Int, Never>(0)
    subject.send(completion: .finished)
    subject.value = 1
    subject.send(2)
    // subject.value == 1: the setter stores, send(_:) is ignored
    #expect(subject.value == 1)
  }

  @Test func sinkCancelledBeforeItsSubscription() {
    var values: [Int] = []
    let sink = Subscribers.Sink<Int, Never>(
      receiveCompletion: { _ in }, receiveValue: { values.append($0) })
    sink.cancel()
    [1, 2].publisher.subscribe(sink)
    // values == [1, 2]: the early cancel did nothing
    #expect(values == [1, 2])
  }

  @Test func timerPublishTolerance() {
    let timer = Timer.publish(every: 1, tolerance: 0.1, on: .main, in: .common)
    // timer.tolerance == nil
    #expect(timer.tolerance == nil)
  }

  @Test func demandPastIntMax() {
    let demand = Subscribers.Demand.max(Int.max) - (-1)
    // demand == .none
    #expect(demand == .none)
  }

  @Test func distanceFromTheFarFuture() {
    let now = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
    let far = DispatchQueue.SchedulerTimeType(.distantFuture)
    let back = far.distance(to: now)
    // back == .nanoseconds(.max), not negative
    #expect(back == .nanoseconds(.max))
  }

  @Test func objectWillChangeAfterOneRequest() {
    let publisher = ObservableObjectPublisher()
    var signals = 0
    let subscriber = AnySubscriber<Void, Never>(
      receiveSubscription: { $0.request(.max(1)) },
      receiveValue: { _ in
        signals += 1
        return .none
      })
    publisher.subscribe(subscriber)
    publisher.send()
    publisher.send()
    publisher.send()
    // signals == 3 although one value was asked for
    #expect(signals == 3)
  }
}
