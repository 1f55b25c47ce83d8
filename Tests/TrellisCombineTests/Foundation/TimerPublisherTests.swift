import Foundation
import Testing
import TrellisCombine

/// The only real-time tests: each runs the current thread's run loop for at most 0.45 s with a
/// 10 ms timer (stopping as soon as it has seen what it needs), and asserts only what cannot
/// depend on the machine's speed.
@Suite(.serialized) struct TimerPublisherTests {
  /// Runs the current run loop until `done` holds or `limit` seconds have passed.
  private func runLoop(for limit: TimeInterval, until done: () -> Bool = { false }) {
    let deadline = Date().addingTimeInterval(limit)
    while !done(), Date() < deadline {
      RunLoop.current.run(until: min(deadline, Date().addingTimeInterval(0.005)))
    }
  }

  @Test func publishStoresItsParametersButTheTolerance() {
    let publisher = Timer.publish(every: 2, tolerance: 0.5, on: .current, in: .common)
    #expect(publisher.interval == 2)
    // Apple's `publish` drops the tolerance; the initializer keeps it.
    #expect(publisher.tolerance == nil)
    #expect(publisher.runLoop === RunLoop.current)
    #expect(publisher.mode == .common)
    #expect(publisher.options == nil)
    let direct = Timer.TimerPublisher(interval: 2, tolerance: 0.5, runLoop: .current, mode: .common)
    #expect(direct.tolerance == 0.5)
  }

  @Test func subscriptionsAndConnectionsDescribeNothing() throws {
    let publisher = Timer.publish(every: 5, on: .current, in: .default)
    let subscriber = TestSubscriber<Date, Never>()
    publisher.subscribe(subscriber)
    let connection = publisher.connect()
    let subscription = try #require(subscriber.subscription)
    #expect(!(subscription is CustomStringConvertible))
    #expect(!(subscription is CustomReflectable))
    #expect(!(connection is CustomStringConvertible))
    connection.cancel()
  }

  @Test func nothingTicksBeforeConnect() {
    let publisher = Timer.publish(every: 0.01, on: .current, in: .default)
    let subscriber = TestSubscriber<Date, Never>()
    publisher.subscribe(subscriber)
    runLoop(for: 0.05)
    #expect(subscriber.values.isEmpty)
  }

  @Test func connectedTimerTicksWithCurrentDates() {
    let start = Date()
    let publisher = Timer.publish(every: 0.01, on: .current, in: .default)
    let subscriber = TestSubscriber<Date, Never>()
    publisher.subscribe(subscriber)
    let connection = publisher.connect()
    runLoop(for: 0.4) { subscriber.values.count >= 3 }
    connection.cancel()
    let ticks = subscriber.values
    #expect(ticks.count >= 2)
    #expect(ticks.allSatisfy { $0 >= start })
    #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(subscriber.completions.isEmpty)
  }

  @Test func cancellingTheConnectionStopsTheTicks() {
    let publisher = Timer.publish(every: 0.01, on: .current, in: .default)
    let subscriber = TestSubscriber<Date, Never>()
    publisher.subscribe(subscriber)
    let connection = publisher.connect()
    runLoop(for: 0.3) { !subscriber.values.isEmpty }
    connection.cancel()
    let count = subscriber.values.count
    #expect(count >= 1)
    runLoop(for: 0.05)
    #expect(subscriber.values.count == count)
    #expect(subscriber.completions.isEmpty)
  }

  @Test func honoursEachSubscribersDemand() {
    let publisher = Timer.publish(every: 0.01, on: .current, in: .default)
    let limited = TestSubscriber<Date, Never>(demand: .max(1))
    let unlimited = TestSubscriber<Date, Never>()
    publisher.subscribe(limited)
    publisher.subscribe(unlimited)
    let connection = publisher.connect()
    runLoop(for: 0.4) { unlimited.values.count >= 3 }
    connection.cancel()
    #expect(unlimited.values.count >= 2)
    #expect(limited.values.count == 1)
  }

  @Test func cancelledSubscriberGetsNoMoreTicks() {
    let publisher = Timer.publish(every: 0.01, on: .current, in: .default)
    let leaving = TestSubscriber<Date, Never>()
    let staying = TestSubscriber<Date, Never>()
    publisher.subscribe(leaving)
    publisher.subscribe(staying)
    let connection = publisher.connect()
    runLoop(for: 0.2) { !leaving.values.isEmpty }
    leaving.cancel()
    let left = leaving.values.count
    let stayed = staying.values.count
    runLoop(for: 0.2) { staying.values.count > stayed }
    connection.cancel()
    #expect(leaving.values.count == left)
    #expect(staying.values.count > stayed)
  }

  @Test func connectWhileConnectedReturnsTheSameConnection() {
    let publisher = Timer.publish(every: 0.01, on: .current, in: .default)
    let first = publisher.connect()
    let second = publisher.connect()
    let firstID = ObjectIdentifier(first as AnyObject)
    #expect(firstID == ObjectIdentifier(second as AnyObject))
    first.cancel()
    let third = publisher.connect()
    #expect(firstID != ObjectIdentifier(third as AnyObject))
    third.cancel()
  }

  @Test func reconnectingAfterCancelTicksAgain() {
    let publisher = Timer.publish(every: 0.01, on: .current, in: .default)
    let subscriber = TestSubscriber<Date, Never>()
    publisher.subscribe(subscriber)
    publisher.connect().cancel()
    let connection = publisher.connect()
    runLoop(for: 0.4) { !subscriber.values.isEmpty }
    connection.cancel()
    #expect(!subscriber.values.isEmpty)
  }

  @Test func droppingTheCancellableReleasesTheSink() {
    weak var weakToken: AnyObject?
    let publisher = Timer.publish(every: 0.01, on: .current, in: .default)
    var cancellable: AnyCancellable?
    var ticks = 0
    do {
      final class Token {}
      let token = Token()
      weakToken = token
      cancellable = publisher.sink { _ in
        _ = token
        ticks += 1
      }
    }
    let connection = publisher.connect()
    runLoop(for: 0.3) { ticks >= 1 }
    cancellable = nil
    #expect(weakToken == nil)
    let seen = ticks
    runLoop(for: 0.03)
    connection.cancel()
    #expect(ticks == seen)
    _ = cancellable
  }
}
