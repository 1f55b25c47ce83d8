import Dispatch
import Synchronization
import Testing
import TrellisCombine

/// Many threads push values through a chain of the element-wise operators at once. Run
/// under ThreadSanitizer by CI (`--filter Stress`).
@Suite struct TransformStressTests {
  private static let threads = 8
  private static let perThread = 500

  @Test func concurrentSendsThroughAChainArriveOnceEachInOneSerialStream() {
    let subject = PassthroughSubject<Int, Never>()
    let received = Mutex<[Int]>([])
    let cancellable =
      subject
      .map { $0 * 2 }
      .filter { $0 >= 0 }
      .compactMap { Optional($0) }
      .tryMap { $0 / 2 }
      .removeDuplicates { _, _ in false }
      .scan(0) { count, _ in count + 1 }
      .handleEvents(receiveOutput: { _ in })
      .replaceError(with: -1)
      .sink { count in received.withLock { $0.append(count) } }
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      for index in 0..<Self.perThread { subject.send(thread * Self.perThread + index) }
    }
    let counts = received.withLock { $0 }
    // Scan's running count is only consistent if deliveries never overlapped.
    #expect(counts == Array(1...(Self.threads * Self.perThread)))
    cancellable.cancel()
  }

  @Test func cancelRacingWithSendsStopsDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    let received = Mutex(0)
    let cancellable =
      subject
      .tryMap { $0 }
      .handleEvents(receiveCancel: {})
      .filter { _ in true }
      .replaceError(with: 0)
      .sink { _ in received.withLock { $0 += 1 } }
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      for index in 0..<Self.perThread {
        if thread == 0 && index == Self.perThread / 2 { cancellable.cancel() }
        subject.send(index)
      }
    }
    let afterRace = received.withLock { $0 }
    subject.send(1)
    #expect(received.withLock { $0 } == afterRace)
    #expect(afterRace < Self.threads * Self.perThread)
  }
}
