import Synchronization
import Testing
import TrellisCombine

/// A publisher the test drives by hand from any task: it hands its subscriber a subscription
/// only when told, and records what that subscription is asked for.
private final class HandDrivenSource: Publisher, @unchecked Sendable {
  typealias Output = Int
  typealias Failure = TestError

  private final class Link: Subscription, @unchecked Sendable {
    let source: HandDrivenSource
    init(_ source: HandDrivenSource) { self.source = source }
    func request(_ demand: Subscribers.Demand) {
      source.state.withLock { $0.requests.append(demand) }
    }
    func cancel() { source.state.withLock { $0.cancelled = true } }
  }

  private struct State: @unchecked Sendable {
    var subscriber: AnySubscriber<Int, TestError>?
    var requests: [Subscribers.Demand] = []
    var cancelled = false
  }
  private let state = Mutex(State())

  var requests: [Subscribers.Demand] { state.withLock { $0.requests } }
  var isCancelled: Bool { state.withLock { $0.cancelled } }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
    state.withLock { $0.subscriber = AnySubscriber(subscriber) }
  }

  func sendSubscription() { state.withLock { $0.subscriber }?.receive(subscription: Link(self)) }
  @discardableResult func send(_ value: Int) -> Subscribers.Demand {
    state.withLock { $0.subscriber }?.receive(value) ?? .none
  }
  func send(completion: Subscribers.Completion<TestError>) {
    state.withLock { $0.subscriber }?.receive(completion: completion)
  }
}

/// One iterator shared by several tasks, as Apple's allows.
private final class SharedIterator: @unchecked Sendable {
  private var iterator: AsyncThrowingPublisher<HandDrivenSource>.Iterator
  private let started = Atomic<Int>(0)
  init(_ source: HandDrivenSource) { iterator = source.values.makeAsyncIterator() }
  var callsStarted: Int { started.load(ordering: .acquiring) }
  func next() async throws -> Int? {
    started.add(1, ordering: .releasing)
    return try await iterator.next()
  }
}

@Suite struct AsyncPublisherWaitersTests {
  private func waitUntil(_ condition: () -> Bool) async {
    while !condition() { await Task.yield() }
    // The call that flagged itself registers its wait without suspending; let it get there.
    for _ in 0..<20 { await Task.yield() }
  }

  @Test func severalWaitingCallsEachAskForOneValue() async throws {
    let source = HandDrivenSource()
    let shared = SharedIterator(source)
    source.sendSubscription()
    async let first = shared.next()
    async let second = shared.next()
    await waitUntil { source.requests.count == 2 }
    #expect(source.requests == [.max(1), .max(1)])
    source.send(10)
    source.send(20)
    let values = try await [first, second].compactMap { $0 }.sorted()
    #expect(values == [10, 20])
  }

  @Test func callsMadeBeforeTheSubscriptionAreAskedForTogether() async throws {
    let source = HandDrivenSource()
    let shared = SharedIterator(source)
    async let first = shared.next()
    async let second = shared.next()
    await waitUntil { shared.callsStarted == 2 }
    source.sendSubscription()
    #expect(source.requests == [.max(2)])
    source.send(1)
    source.send(2)
    let values = try await [first, second].compactMap { $0 }.sorted()
    #expect(values == [1, 2])
  }

  @Test func aValueBeforeTheSubscriptionEndsTheWaitingCallsWithNil() async throws {
    let source = HandDrivenSource()
    let shared = SharedIterator(source)
    async let first = shared.next()
    await waitUntil { shared.callsStarted == 1 }
    #expect(source.send(5) == .none)
    #expect(try await first == nil)
  }

  @Test func aFailureNobodyWaitedForIsThrownByTheNextCallThenNil() async throws {
    let source = HandDrivenSource()
    let shared = SharedIterator(source)
    source.sendSubscription()
    source.send(completion: .failure(TestError(code: 8)))
    await #expect(throws: TestError(code: 8)) { try await shared.next() }
    #expect(try await shared.next() == nil)
  }

  @Test func cancellingOneWaitingTaskEndsEveryWaitAndTheSubscription() async throws {
    let source = HandDrivenSource()
    let shared = SharedIterator(source)
    source.sendSubscription()
    let cancelled = Task { try await shared.next() }
    async let other = shared.next()
    await waitUntil { source.requests.count == 2 }
    cancelled.cancel()
    #expect(try await cancelled.value == nil)
    #expect(try await other == nil)
    #expect(source.isCancelled)
  }

  @Test func aValueNobodyAskedForTraps() async {
    await #expect(processExitsWith: .failure) {
      let source = HandDrivenSource()
      let iterator = source.values.makeAsyncIterator()
      source.sendSubscription()
      withExtendedLifetime(iterator) { _ = source.send(1) }
    }
  }
}
