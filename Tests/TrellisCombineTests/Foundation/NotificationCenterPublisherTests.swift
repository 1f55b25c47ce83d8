import Foundation
import Testing
import TrellisCombine

@Suite struct NotificationCenterPublisherTests {
  private static let ping = Notification.Name("NotificationCenterPublisherTests.ping")
  private static let pong = Notification.Name("NotificationCenterPublisherTests.pong")

  @Test func deliversPostedNotificationsSynchronously() {
    let center = NotificationCenter()
    let subscriber = TestSubscriber<Notification, Never>()
    center.publisher(for: Self.ping).subscribe(subscriber)
    center.post(name: Self.ping, object: nil, userInfo: ["n": 1])
    #expect(subscriber.values.count == 1)
    #expect(subscriber.values.first?.name == Self.ping)
    #expect(subscriber.values.first?.userInfo?["n"] as? Int == 1)
    center.post(name: Self.ping, object: nil)
    #expect(subscriber.values.count == 2)
    #expect(subscriber.completions.isEmpty)
  }

  @Test func onlyTheNamedNotificationIsDelivered() {
    let center = NotificationCenter()
    let subscriber = TestSubscriber<Notification, Never>()
    center.publisher(for: Self.ping).subscribe(subscriber)
    center.post(name: Self.pong, object: nil)
    #expect(subscriber.values.isEmpty)
  }

  @Test func objectFiltersBySender() {
    final class Sender {}
    let center = NotificationCenter()
    let wanted = Sender()
    let other = Sender()
    let filtered = TestSubscriber<Notification, Never>()
    let unfiltered = TestSubscriber<Notification, Never>()
    center.publisher(for: Self.ping, object: wanted).subscribe(filtered)
    center.publisher(for: Self.ping).subscribe(unfiltered)
    center.post(name: Self.ping, object: other)
    center.post(name: Self.ping, object: wanted)
    #expect(filtered.values.count == 1)
    #expect(filtered.values.first?.object as AnyObject? === wanted)
    #expect(unfiltered.values.count == 2)
  }

  @Test func notificationsPostedWithoutDemandAreMissed() {
    let center = NotificationCenter()
    let subscriber = TestSubscriber<Notification, Never>(demand: .max(1))
    center.publisher(for: Self.ping).subscribe(subscriber)
    center.post(name: Self.ping, object: nil, userInfo: ["n": 1])
    center.post(name: Self.ping, object: nil, userInfo: ["n": 2])
    #expect(subscriber.values.count == 1)
    subscriber.request(.max(1))
    center.post(name: Self.ping, object: nil, userInfo: ["n": 3])
    #expect(subscriber.values.map { $0.userInfo?["n"] as? Int } == [1, 3])
  }

  @Test func demandReturnedFromReceiveIsHonoured() {
    let center = NotificationCenter()
    let subscriber = TestSubscriber<Notification, Never>(demand: .max(1), demandPerValue: .max(1))
    center.publisher(for: Self.ping).subscribe(subscriber)
    for _ in 0..<3 { center.post(name: Self.ping, object: nil) }
    #expect(subscriber.values.count == 3)
  }

  @Test func cancelStopsDeliveryAndRemovesTheObserver() {
    let center = NotificationCenter()
    weak var weakSubscription: AnyObject?
    do {
      let subscriber = TestSubscriber<Notification, Never>()
      center.publisher(for: Self.ping).subscribe(subscriber)
      weakSubscription = subscriber.subscription as AnyObject?
      center.post(name: Self.ping, object: nil)
      subscriber.cancel()
      center.post(name: Self.ping, object: nil)
      #expect(subscriber.values.count == 1)
    }
    // The center held the observer, and through it the subscription, until the cancel.
    #expect(weakSubscription == nil)
  }

  @Test func cancelFromReceiveSubscriptionNeverObserves() {
    let center = NotificationCenter()
    weak var weakSubscription: AnyObject?
    var received = 0
    do {
      let subscriber = AnySubscriber<Notification, Never>(
        receiveSubscription: { subscription in
          weakSubscription = subscription as AnyObject
          subscription.request(.unlimited)
          subscription.cancel()
        },
        receiveValue: { _ in
          received += 1
          return .none
        })
      center.publisher(for: Self.ping).subscribe(subscriber)
    }
    center.post(name: Self.ping, object: nil)
    #expect(received == 0)
    #expect(weakSubscription == nil)
  }

  @Test func droppingTheCancellableReleasesTheSink() {
    weak var weakToken: AnyObject?
    var cancellable: AnyCancellable?
    let center = NotificationCenter()
    var received = 0
    do {
      final class Token {}
      let token = Token()
      weakToken = token
      cancellable = center.publisher(for: Self.ping).sink { _ in
        _ = token
        received += 1
      }
    }
    center.post(name: Self.ping, object: nil)
    #expect(received == 1)
    cancellable = nil
    #expect(weakToken == nil)
    center.post(name: Self.ping, object: nil)
    #expect(received == 1)
    _ = cancellable
  }

  @Test func reentrantPostFromReceiveIsDelivered() {
    let center = NotificationCenter()
    let subscriber = TestSubscriber<Notification, Never>()
    subscriber.onValue = { _ in
      if subscriber.values.count < 3 { center.post(name: Self.ping, object: nil) }
    }
    center.publisher(for: Self.ping).subscribe(subscriber)
    center.post(name: Self.ping, object: nil)
    #expect(subscriber.values.count == 3)
  }

  @Test func worksWithTheDefaultCenterAndOperators() {
    let name = Notification.Name("NotificationCenterPublisherTests.default.\(UUID())")
    var names: [Notification.Name] = []
    let cancellable = NotificationCenter.default.publisher(for: name)
      .prefix(2)
      .sink { names.append($0.name) }
    for _ in 0..<3 { NotificationCenter.default.post(name: name, object: nil) }
    #expect(names == [name, name])
    cancellable.cancel()
  }

  @Test func storesItsParametersAndComparesByIdentity() {
    final class Sender {}
    let sender = Sender()
    let center = NotificationCenter()
    let publisher = NotificationCenter.Publisher(center: center, name: Self.ping, object: sender)
    #expect(publisher.center === center)
    #expect(publisher.name == Self.ping)
    #expect(publisher.object === sender)
    #expect(publisher == center.publisher(for: Self.ping, object: sender))
    #expect(publisher != center.publisher(for: Self.ping))
    #expect(publisher != NotificationCenter().publisher(for: Self.ping, object: sender))
  }
}
