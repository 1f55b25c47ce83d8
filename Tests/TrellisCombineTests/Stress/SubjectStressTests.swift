import Dispatch
import Synchronization
import Testing
import TrellisCombine

// Safe to share: its only state is a `@Published` property, whose storage is locked.
private final class Model: ObservableObject, @unchecked Sendable {
  @Published var value = -1
}

/// Eight threads send at once; every value must arrive exactly once. CI also runs this suite
/// under ThreadSanitizer (`--filter Stress`), where any data race fails the run.
@Suite struct SubjectStressTests {
  static let threads = 8
  static let perThread = 2_000

  private static func expected() -> Set<Int> {
    Set(0..<(threads * perThread))
  }

  @Test func passthroughSubjectLosesAndDuplicatesNothing() {
    let subject = PassthroughSubject<Int, Never>()
    let received = Mutex<[Int]>([])
    let token = subject.sink { value in received.withLock { $0.append(value) } }
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      for index in 0..<Self.perThread { subject.send(thread * Self.perThread + index) }
    }
    let values = received.withLock { $0 }
    #expect(values.count == Self.threads * Self.perThread)
    #expect(Set(values) == Self.expected())
    token.cancel()
  }

  @Test func publishedPropertyLosesAndDuplicatesNothing() {
    let model = Model()
    let received = Mutex<[Int]>([])
    let willChange = Mutex(0)
    let valueToken = model.$value.sink { value in received.withLock { $0.append(value) } }
    let changeToken = model.objectWillChange.sink { willChange.withLock { $0 += 1 } }
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      for index in 0..<Self.perThread { model.value = thread * Self.perThread + index }
    }
    let values = received.withLock { $0 }
    // The first value is the one `$value` replays on subscription.
    #expect(values.first == -1)
    #expect(values.count == Self.threads * Self.perThread + 1)
    #expect(Set(values.dropFirst()) == Self.expected())
    #expect(willChange.withLock { $0 } == Self.threads * Self.perThread)
    #expect(Self.expected().contains(model.value))
    valueToken.cancel()
    changeToken.cancel()
  }

  @Test func subscribingAndCancellingWhileSendingIsSafe() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let delivered = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      for index in 0..<500 {
        if thread % 2 == 0 {
          subject.send(index)
        } else {
          let token = subject.sink { _ in delivered.withLock { $0 += 1 } }
          token.cancel()
        }
      }
    }
    // Each short-lived subscriber got at least the current value on subscribing.
    #expect(delivered.withLock { $0 } >= (Self.threads / 2) * 500)
  }

  @Test func subscribersSendingToEachOthersSubjectsFromTwoThreadsDoNotDeadlock() {
    let left = PassthroughSubject<Int, Never>()
    let right = PassthroughSubject<Int, Never>()
    let received = Mutex(0)
    // Each value bounces once to the other subject: a cycle of deliveries across threads.
    let leftToken = left.sink { value in
      received.withLock { $0 += 1 }
      if value >= 0 { right.send(-1) }
    }
    let rightToken = right.sink { value in
      received.withLock { $0 += 1 }
      if value >= 0 { left.send(-1) }
    }
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      for index in 0..<Self.perThread {
        if thread == 0 { left.send(index) } else { right.send(index) }
      }
    }
    #expect(received.withLock { $0 } == 4 * Self.perThread)
    leftToken.cancel()
    rightToken.cancel()
  }
}
