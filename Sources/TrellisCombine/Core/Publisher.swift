import Synchronization

/// A type that delivers a sequence of values over time to the subscribers attached to it.
///
/// A publisher does nothing until a subscriber attaches. Each call of
/// ``receive(subscriber:)`` starts an independent stream for that subscriber, which then
/// pulls values by requesting demand through the ``Subscription`` it is handed.
public protocol Publisher<Output, Failure> {
  /// The kind of value this publisher delivers.
  associatedtype Output
  /// The kind of error this publisher can end with; `Never` when it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber`; called by `subscribe(_:)`, which users call instead.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  // Transparent, not just inlinable: each operator subscribes its inner subscriber to its
  // upstream through this method, so one chain calls it again and again with a subscriber type
  // that grows (`Sink`, `_FilterInner<Sink>`, `_MapInner<_FilterInner<Sink>>`). The optimiser
  // takes that for an endless specialisation loop and stops specialising, which left the whole
  // delivery path of `subject.map(_:).filter(_:).sink(_:)` generic: 1.2 µs a value instead of
  // 46 ns. Inlined before optimisation, this method never shows in the specialisation history.
  /// Attaches a subscriber to this publisher, starting the stream.
  ///
  /// While an `_Introspection` is enabled, the attachment and the subscriber's events are
  /// reported to it; otherwise this is ``receive(subscriber:)``.
  @_transparent public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    if _IntrospectionRegistry.isActive.load(ordering: .relaxed) {
      _IntrospectionRegistry.subscribe(self, subscriber)
    } else {
      receive(subscriber: subscriber)
    }
  }

  /// Attaches a subject to this publisher: each value and the completion are forwarded to it.
  ///
  /// The subject asks for the values: a `PassthroughSubject` does so once one of its own
  /// subscribers asks for any, a `CurrentValueSubject` at once. The subject is not kept alive
  /// by this subscription.
  ///
  /// - Returns: A cancellable that detaches the subject.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let subscriber = SubjectSubscriber(subject)
    subscribe(subscriber)
    return AnyCancellable(subscriber)
  }
}

/// Namespace for the publisher types that operators return.
public enum Publishers {}
