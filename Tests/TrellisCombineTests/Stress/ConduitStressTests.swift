import Dispatch
import Synchronization
import Testing
import TrellisCombine

/// Cancelling and completing from one thread while another delivers: no crash, no value
/// after completion, and the subscriber (with what its closures captured) is released once
/// both threads are done. Runs under ThreadSanitizer in CI (`--filter Stress`).
@Suite struct ConduitStressTests {
  final class WeakRef: @unchecked Sendable {
    weak var object: AnyObject?
  }

  @Test func cancelWhileAnotherThreadDeliversReleasesTheSubscriber() {
    let subject = PassthroughSubject<Int, Never>()
    let ref = WeakRef()
    let subscription = Mutex<Subscription?>(nil)
    let delivering = DispatchSemaphore(value: 0)
    let cancelled = DispatchSemaphore(value: 0)
    do {
      // It keeps its subscription, which keeps it: only cancel breaks the cycle.
      let subscriber = TestSubscriber<Int, Never>()
      ref.object = subscriber
      subscriber.onValue = { value in
        guard value == 1 else { return }
        delivering.signal()
        cancelled.wait()
      }
      subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe(subscriber)
      subscription.withLock { $0 = subscriber.subscription }
    }
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      if thread == 0 {
        for value in 0..<5 { subject.send(value) }
      } else {
        // Cancels while the other thread is inside the subscriber's `receive`.
        delivering.wait()
        subscription.withLock { $0 }?.cancel()
        cancelled.signal()
      }
    }
    subscription.withLock { $0 = nil }
    #expect(ref.object == nil)
  }

  @Test func completionFromAnotherThreadArrivesOnceAndLast() {
    for _ in 0..<200 {
      let subject = PassthroughSubject<Int, Never>()
      let events = Mutex<[String]>([])
      let token = subject.sink(
        receiveCompletion: { _ in events.withLock { $0.append("end") } },
        receiveValue: { _ in events.withLock { $0.append("value") } })
      DispatchQueue.concurrentPerform(iterations: 3) { thread in
        if thread == 2 {
          subject.send(completion: .finished)
        } else {
          for value in 0..<30 { subject.send(value) }
        }
      }
      let log = events.withLock { $0 }
      #expect(log.filter { $0 == "end" }.count == 1)
      #expect(log.last == "end")
      token.cancel()
    }
  }
}
