#if canImport(Glibc)
  import Glibc
#endif

extension ConnectablePublisher {
  /// Connects this publisher when the first subscriber attaches, and disconnects it when the
  /// last one cancels.
  ///
  /// ```swift
  /// let shared = numbers.makeConnectable().autoconnect()
  /// ```
  ///
  /// - Returns: A publisher that manages the connection of this one.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publishers {
  /// A publisher that connects its connectable upstream on the first subscriber and cancels
  /// the connection when the last subscriber cancels.
  ///
  /// Subscribers are counted from when they attach until they cancel; a subscriber that
  /// received a completion stays counted until it cancels, so a completed upstream is not
  /// connected again. After the last subscriber cancels, the next one connects anew.
  ///
  /// Each subscriber receives the upstream's own subscription, wrapped only to count its
  /// cancel, and every event the upstream sends, as in Apple's Combine. Apple's quirk, kept
  /// here: a subscriber that subscribes again from inside its `receive(subscription:)`, while
  /// the first connection is being made, makes a second `connect()` call.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    /// The kind of values this publisher emits.
    public typealias Output = Upstream.Output
    /// The kind of error this publisher can fail with.
    public typealias Failure = Upstream.Failure

    /// The connectable publisher this one connects.
    public final let upstream: Upstream

    private enum Connection {
      case disconnected
      /// The first subscriber is connecting, on the thread `connector`; subscribers that
      /// come meanwhile from other threads are counted and attach without connecting again.
      case connecting(subscribers: Int, connector: pthread_t)
      case connected(subscribers: Int, connection: Cancellable)
    }

    private let lock = _Lock()
    // Guarded by `lock`.
    private var connection = Connection.disconnected

    /// Creates a publisher that connects `upstream` as subscribers come and go.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches `subscriber` to the upstream, connecting it if this is the first subscriber.
    public final func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = _AutoconnectInner(parent: self, downstream: subscriber)
      lock.lock()
      switch connection {
      case .connected(let count, let live):
        connection = .connected(subscribers: count + 1, connection: live)
        lock.unlock()
        upstream.subscribe(inner)
      case .connecting(let count, let connector) where pthread_equal(connector, pthread_self()) == 0:
        // Another thread is connecting: one connection serves both.
        connection = .connecting(subscribers: count + 1, connector: connector)
        lock.unlock()
        upstream.subscribe(inner)
      case .disconnected, .connecting:
        // A subscriber that subscribes again from inside its `receive(subscription:)` while
        // this thread connects makes a second connection, as Apple's does.
        let counted: Int
        if case .connecting(let count, _) = connection { counted = count } else { counted = 0 }
        connection = .connecting(subscribers: counted + 1, connector: pthread_self())
        lock.unlock()
        upstream.subscribe(inner)
        let made = upstream.connect()
        lock.withLock {
          switch connection {
          case .connecting(let count, _), .connected(let count, _):
            connection = .connected(subscribers: count, connection: made)
          case .disconnected:
            connection = .connected(subscribers: 1, connection: made)
          }
        }
      }
    }

    /// Counts one subscriber out, and disconnects when it was the last one.
    func subscriberWillCancel() {
      lock.lock()
      if case .connecting(let count, let connector) = connection {
        // A subscriber that came from another thread during the connection is counted out;
        // the connecting one's own cancel leaves the connection to be made, as Apple's does.
        if pthread_equal(connector, pthread_self()) == 0 {
          connection = .connecting(subscribers: count - 1, connector: connector)
        }
        lock.unlock()
        return
      }
      guard case .connected(let count, let live) = connection else {
        lock.unlock()
        return
      }
      guard count <= 1 else {
        connection = .connected(subscribers: count - 1, connection: live)
        lock.unlock()
        return
      }
      connection = .disconnected
      lock.unlock()
      live.cancel()
    }
  }
}

// Every mutable field is guarded by `lock`; `upstream` never changes.
extension Publishers.Autoconnect: @unchecked Sendable where Upstream: Sendable {}

/// The subscriber Autoconnect attaches to its upstream for each downstream: it passes every
/// event straight through and hands the downstream the upstream's subscription, wrapped so
/// that a cancel is counted.
struct _AutoconnectInner<Upstream: ConnectablePublisher, Downstream: Subscriber>: Subscriber,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  let combineIdentifier = CombineIdentifier()
  private let parent: Publishers.Autoconnect<Upstream>
  private let downstream: Downstream

  init(parent: Publishers.Autoconnect<Upstream>, downstream: Downstream) {
    self.parent = parent
    self.downstream = downstream
  }

  var description: String { "Autoconnect" }

  var customMirror: Mirror {
    let children: [Mirror.Child] = [("parent", parent), ("downstream", downstream)]
    return Mirror(self, children: children)
  }

  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    downstream.receive(subscription: _AutoconnectSubscription(subscription, parent: parent))
  }

  func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

/// The upstream's subscription as an Autoconnect subscriber sees it: the same identity and
/// description, with each cancel counted by the parent first.
private struct _AutoconnectSubscription<Upstream: ConnectablePublisher>: Subscription,
  CustomStringConvertible, CustomPlaygroundDisplayConvertible
{
  private let parent: Publishers.Autoconnect<Upstream>
  private let upstream: Subscription

  init(_ upstream: Subscription, parent: Publishers.Autoconnect<Upstream>) {
    self.upstream = upstream
    self.parent = parent
  }

  var combineIdentifier: CombineIdentifier { upstream.combineIdentifier }
  var description: String { String(describing: upstream) }
  var playgroundDescription: Any { description }

  func request(_ demand: Subscribers.Demand) { upstream.request(demand) }

  func cancel() {
    parent.subscriberWillCancel()
    upstream.cancel()
  }
}
