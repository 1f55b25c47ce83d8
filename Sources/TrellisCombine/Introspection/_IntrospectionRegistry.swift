import Synchronization

/// The enabled introspections, and what `subscribe(_:)` does while there are any.
@usableFromInline
enum _IntrospectionRegistry {
  /// Whether any introspection is enabled: read on every `subscribe(_:)`, so one atomic load
  /// is all that subscribing pays while none is.
  @usableFromInline static let isActive = Atomic<Bool>(false)

  private static let enabled = _LockedState<[any _Introspection]>([])

  static func enable(_ introspection: any _Introspection) {
    enabled.withLock { list in
      if !list.contains(where: { $0 === introspection }) { list.append(introspection) }
      isActive.store(!list.isEmpty, ordering: .releasing)
    }
  }

  static func disable(_ introspection: any _Introspection) {
    enabled.withLock { list in
      list.removeAll { $0 === introspection }
      isActive.store(!list.isEmpty, ordering: .releasing)
    }
  }

  static func isEnabled(_ introspection: any _Introspection) -> Bool {
    enabled.withLock { list in list.contains { $0 === introspection } }
  }

  /// Calls `hook` on each enabled introspection, outside the lock so a hook may enable or
  /// disable introspections, or send more events.
  static func report(_ hook: (any _Introspection) -> Void) {
    guard isActive.load(ordering: .acquiring) else { return }
    for introspection in enabled.withLock({ $0 }) { hook(introspection) }
  }

  /// `publisher.subscribe(subscriber)` while an introspection is enabled: reports the
  /// subscription around it and hands the publisher a forwarding subscriber that reports the
  /// events to come. A subscriber that already forwards (an operator passing its downstream on
  /// unchanged) is not wrapped again, so each event is reported once; it is reported as an
  /// ``AnySubscriber``, since the subscriber it forwards to has a type not known here.
  @usableFromInline
  static func subscribe<Upstream: Publisher, Downstream: Subscriber>(
    _ publisher: Upstream, _ subscriber: Downstream
  ) where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
    if isTap(subscriber) {
      let reported = AnySubscriber(subscriber)
      report { $0.willReceive(publisher: publisher, subscriber: reported) }
      publisher.receive(subscriber: subscriber)
      report { $0.didReceive(publisher: publisher, subscriber: reported) }
    } else {
      report { $0.willReceive(publisher: publisher, subscriber: subscriber) }
      publisher.receive(subscriber: _IntrospectionSubscriberTap(subscriber))
      report { $0.didReceive(publisher: publisher, subscriber: subscriber) }
    }
  }

  /// Whether `subscriber` is a forwarding subscriber, or an ``AnySubscriber`` around one (as
  /// ``AnyPublisher`` passes it on).
  private static func isTap<Downstream: Subscriber>(_ subscriber: Downstream) -> Bool {
    if subscriber is _IntrospectionTap { return true }
    guard let erased = subscriber as? AnySubscriber<Downstream.Input, Downstream.Failure> else {
      return false
    }
    return erased.reflected() is _IntrospectionTap
  }
}
