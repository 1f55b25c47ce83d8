import Dispatch
import Synchronization
import Testing
import TrellisCombine

/// Run by CI under ThreadSanitizer (`--filter Stress`).
@Suite struct ShareStressTests {
  @Test func subscribersComingAndGoingOnManyThreadsLeaveNoConnectionOpen() {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let shared = probe.share()
    let outOfOrder = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 6) { index in
      if index == 0 {
        for value in 0..<3000 { source.send(value) }
        return
      }
      for _ in 0..<300 {
        let subscriber = TestSubscriber<Int, Never>()
        shared.subscribe(subscriber)
        subscriber.cancel()
        let values = subscriber.values
        if zip(values, values.dropFirst()).contains(where: { $0 >= $1 }) {
          outOfOrder.add(1, ordering: .relaxed)
        }
      }
    }
    #expect(outOfOrder.load(ordering: .relaxed) == 0)
    #expect(probe.log.subscriptions >= 1)
    // Every connection made was taken down once its subscribers had all gone.
    #expect(probe.log.subscriptions == probe.log.cancels)
  }

  @Test func everyConcurrentSubscriberOfASharedFutureGetsTheValue() {
    for round in 0..<100 {
      let promiseBox = Mutex<UncheckedBox<Future<Int, Never>.Promise>?>(nil)
      let shared = UncheckedBox(
        Deferred {
          Future<Int, Never> { promise in promiseBox.withLock { $0 = UncheckedBox(promise) } }
        }.share())
      let subscribers = (0..<8).map { _ in TestSubscriber<Int, Never>() }
      DispatchQueue.concurrentPerform(iterations: subscribers.count) { index in
        shared.value.subscribe(subscribers[index])
      }
      promiseBox.withLock { $0 }?.value(.success(round))
      for subscriber in subscribers {
        #expect(subscriber.values == [round])
        #expect(subscriber.isFinished)
      }
    }
  }
}

/// Lets a test hand a share of a `Deferred` (whose closure is not `Sendable`), or a promise, to
/// other threads; both are thread-safe, which is what the test checks.
private struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
