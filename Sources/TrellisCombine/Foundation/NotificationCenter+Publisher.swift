import Foundation

extension NotificationCenter {
  /// A publisher of the notifications this center posts with `name` (and, when given, from
  /// `object`).
  ///
  /// ```swift
  /// let cancellable = NotificationCenter.default
  ///   .publisher(for: .NSCalendarDayChanged)
  ///   .sink { notification in print(notification.name) }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name of the notifications to publish.
  ///   - object: The only sender whose notifications are published; `nil` for any sender.
  /// - Returns: A publisher of the matching notifications.
  public func publisher(
    for name: Notification.Name, object: AnyObject? = nil
  ) -> NotificationCenter.Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher that publishes the notifications a center posts with a given name.
  ///
  /// Each subscriber registers its own observer with the center when it subscribes, and the
  /// observer is removed when the subscription is cancelled. Notifications are delivered
  /// synchronously on the thread that posts them. A notification posted while the subscriber
  /// has no outstanding demand is not delivered to it. The publisher never completes.
  public struct Publisher: TrellisCombine.Publisher {
    /// The notifications, as posted.
    public typealias Output = Notification
    /// This publisher never fails.
    public typealias Failure = Never

    /// The center whose notifications are published.
    public let center: NotificationCenter
    /// The name of the notifications published.
    public let name: Notification.Name
    /// The only sender whose notifications are published; `nil` for any sender.
    public let object: AnyObject?

    /// Creates a publisher of `center`'s notifications named `name`, from `object` if given.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Attaches `subscriber`, then registers its observer with `center`; notifications
    /// posted before that are not seen.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let subscription = _NotificationSubscription(center: center, downstream: subscriber)
      subscriber.receive(subscription: subscription)
      subscription.observe(name, from: object)
    }
  }
}

extension NotificationCenter.Publisher: Equatable {
  /// Two publishers are equal when they watch the same center, name and sender.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
  }
}

/// One subscriber's observer on a notification center. The center holds the observer (and so
/// this object) until the subscription is cancelled.
private final class _NotificationSubscription<Downstream: Subscriber>: Subscription,
  CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
  private let lock = _Lock()
  // Guarded by `lock`.
  private var center: NotificationCenter?
  private var observer: (any NSObjectProtocol)?
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none

  init(center: NotificationCenter, downstream: Downstream) {
    self.center = center
    self.downstream = downstream
  }

  var description: String { "NotificationCenter Observer" }

  /// Registers the observer, unless the subscriber cancelled from `receive(subscription:)`.
  func observe(_ name: Notification.Name, from object: AnyObject?) {
    lock.lock()
    guard let center, downstream != nil else {
      lock.unlock()
      return
    }
    lock.unlock()
    // The center calls the block on the posting thread; `deliver` locks for itself.
    let deliver = _UncheckedSendable(self.deliver)
    let observer = center.addObserver(forName: name, object: object, queue: nil) { notification in
      deliver.value(notification)
    }
    lock.lock()
    if downstream != nil {
      self.observer = observer
      lock.unlock()
    } else {
      // Cancelled while the observer was being added.
      lock.unlock()
      center.removeObserver(observer)
    }
  }

  private func deliver(_ notification: Notification) {
    lock.lock()
    guard let downstream, demand > 0 else {
      lock.unlock()
      return
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(notification)
    if more > 0 { lock.withLock { demand += more } }
  }

  func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.withLock {
      if downstream != nil { demand += more }
    }
  }

  func cancel() {
    lock.lock()
    let center = self.center
    let observer = self.observer
    self.center = nil
    self.observer = nil
    downstream = nil
    lock.unlock()
    if let center, let observer { center.removeObserver(observer) }
  }
}
