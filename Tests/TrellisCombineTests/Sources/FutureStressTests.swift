import Dispatch
import Testing
import TrellisCombine

/// Run by CI under ThreadSanitizer (`--filter Stress`).
@Suite struct FutureStressTests {
  @Test func everySubscriberGetsTheOneValueWhileAnotherThreadFulfils() {
    for round in 0..<200 {
      var storedPromise: Future<Int, Never>.Promise?
      let future = Future<Int, Never> { storedPromise = $0 }
      let promise = UncheckedPromise(storedPromise!)
      let subscribers = (0..<16).map { _ in TestSubscriber<Int, Never>() }
      DispatchQueue.concurrentPerform(iterations: subscribers.count + 1) { index in
        if index == subscribers.count / 2 {
          promise.value(.success(round))
        } else {
          future.subscribe(subscribers[index < subscribers.count / 2 ? index : index - 1])
        }
      }
      for subscriber in subscribers {
        #expect(subscriber.values == [round])
        #expect(subscriber.completions.count == 1)
      }
    }
  }

  @Test func onlyOneOfManyRacingPromiseCallsWins() {
    for _ in 0..<200 {
      var storedPromise: Future<Int, Never>.Promise?
      let future = Future<Int, Never> { storedPromise = $0 }
      let promise = UncheckedPromise(storedPromise!)
      let subscribers = (0..<8).map { _ in TestSubscriber<Int, Never>() }
      DispatchQueue.concurrentPerform(iterations: 16) { index in
        if index.isMultiple(of: 2) {
          promise.value(.success(index))
        } else {
          future.subscribe(subscribers[index / 2])
        }
      }
      let winner = subscribers[0].values
      #expect(winner.count == 1)
      for subscriber in subscribers {
        #expect(subscriber.values == winner)
        #expect(subscriber.completions.count == 1)
      }
    }
  }

  @Test func demandFromManyThreadsDeliversTheValueOnce() {
    for _ in 0..<200 {
      let future = Future<Int, Never> { $0(.success(1)) }
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      future.subscribe(subscriber)
      DispatchQueue.concurrentPerform(iterations: 8) { _ in subscriber.request(.max(1)) }
      #expect(subscriber.values == [1])
      #expect(subscriber.completions.count == 1)
    }
  }
}

/// Lets a test hand a non-`Sendable` closure to `concurrentPerform`; the future it fulfils is
/// thread-safe, which is what these tests check.
private struct UncheckedPromise<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
