extension Publisher where Failure == Never {
  /// Writes each value to `keyPath` of `object`.
  ///
  /// The subscriber holds `object` strongly until the stream completes or is cancelled.
  /// - Returns: A cancellable that ends the subscription.
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
  ) -> AnyCancellable {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}

extension Subscribers {
  /// A subscriber that writes each value to a property of an object.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
  {
    /// An assign subscriber accepts only publishers that cannot fail.
    public typealias Failure = Never

    private let lock = _Lock()
    // Guarded by `lock`; the object is released on completion or cancel.
    private var status = _SubscriberStatus.awaitingSubscription
    private var target: Root?

    /// The object written to, until the subscription ends.
    public var object: Root? { lock.withLock { target } }
    /// The property written to.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>

    /// `"Assign"` followed by the object's type while it is held, or `"Assign"` alone after
    /// the subscription has ended.
    public var description: String { object.map { "Assign \(type(of: $0))." } ?? "Assign" }

    /// The same as ``description``.
    public var playgroundDescription: Any { description }

    /// Apple's layout: the `object`, the `keyPath` and the subscription `status`.
    public var customMirror: Mirror {
      let (object, status) = lock.withLock { (target, self.status) }
      let children: [Mirror.Child] = [
        ("object", object as Any), ("keyPath", keyPath), ("status", status),
      ]
      return Mirror(self, children: children)
    }

    /// Creates a subscriber that writes to `keyPath` of `object`.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.target = object
      self.keyPath = keyPath
    }

    /// Keeps `subscription` and asks it for unlimited values; a second subscription, or one
    /// that arrives after completion or cancel, is cancelled.
    public func receive(subscription: Subscription) {
      lock.lock()
      guard case .awaitingSubscription = status else {
        lock.unlock()
        subscription.cancel()
        return
      }
      status = .subscribed(subscription)
      lock.unlock()
      subscription.request(.unlimited)
    }

    /// Writes `value` to ``keyPath`` of ``object``, on the calling thread; does nothing before
    /// the subscription arrives (as Apple's) or once the object has been released.
    ///
    /// - Returns: ``Subscribers/Demand/none``: the subscriber asked for everything up front.
    public func receive(_ value: Input) -> Subscribers.Demand {
      lock.lock()
      let object = status.subscription == nil ? nil : target
      lock.unlock()
      object?[keyPath: keyPath] = value
      return .none
    }

    /// Releases ``object``; nothing more is written.
    public func receive(completion: Subscribers.Completion<Never>) {
      // Released after unlocking: the object's deinit may cancel this subscriber.
      lock.lock()
      let dropped = (status, target)
      status = .terminal
      target = nil
      lock.unlock()
      withExtendedLifetime(dropped) {}
    }

    /// Cancels the subscription and releases ``object``.
    public func cancel() {
      lock.lock()
      let subscription = status.subscription
      let object = target
      status = .terminal
      target = nil
      lock.unlock()
      subscription?.cancel()
      withExtendedLifetime(object) {}
    }
  }
}
