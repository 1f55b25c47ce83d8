extension Publisher {
  /// Skips the first `count` values and publishes the rest.
  ///
  /// ```swift
  /// (1...5).publisher.dropFirst(2)  // publishes 3, 4, 5, then finishes
  /// ```
  ///
  /// As in Apple's Combine, the subscriber gets its subscription at once, and the upstream is
  /// asked for the `count` values to skip as soon as it is subscribed (plus whatever the
  /// subscriber asked for by then), so the skipped values do not use up the subscriber's demand.
  ///
  /// - Parameter count: How many values to skip; one by default. A negative count traps when
  ///   the upstream's subscription arrives, as it does in Apple's Combine.
  /// - Returns: A publisher of the values after the first `count`.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }
}

extension Publishers {
  /// A publisher that skips a number of its upstream's first values and publishes the rest.
  public struct Drop<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose first values are skipped.
    public let upstream: Upstream
    /// How many values are skipped.
    public let count: Int

    /// Creates a publisher of `upstream`'s values after the first `count`.
    ///
    /// A negative `count` is accepted here and traps when the upstream's subscription
    /// arrives, as in Apple's Combine.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Hands `subscriber` its subscription, then subscribes it to the upstream; the first
    /// ``count`` values are dropped and the rest passed on.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = _DropInner(count: count, downstream: subscriber)
      subscriber.receive(subscription: inner)
      upstream.subscribe(inner)
    }
  }
}

extension Publishers.Drop: Equatable where Upstream: Equatable {}

/// Swallows the first `count` values and passes on the rest.
///
/// Apple's Drop is a thin pass-through, and so is this one: it does not track whether the
/// stream has ended, so every value (after the first `count`, even one sent before the
/// subscription) and every completion the upstream sends is passed on; a cancel forgets the
/// upstream's subscription, so a later one is accepted and asked for what the downstream
/// wants. Zero demand traps, as in Apple. The downstream stays referenced until this object
/// goes away.
private final class _DropInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let lock = _Lock()
  // Guarded by `lock`.
  private var upstream: Subscription?
  private var pendingDemand = Subscribers.Demand.none
  private var remaining: Int

  init(count: Int, downstream: Downstream) {
    self.remaining = count
    self.downstream = downstream
  }

  var description: String { "Drop" }
  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    lock.lock()
    guard upstream == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    let remaining = self.remaining
    precondition(
      remaining >= 0, "dropFirst(\(remaining)): cannot skip a negative number of values")
    upstream = subscription
    let demand = pendingDemand + remaining
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    if remaining > 0 {
      remaining -= 1
      lock.unlock()
      return .none
    }
    lock.unlock()
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    upstream = nil
    lock.unlock()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    lock.lock()
    guard let upstream else {
      pendingDemand += demand
      lock.unlock()
      return
    }
    lock.unlock()
    upstream.request(demand)
  }

  func cancel() {
    lock.lock()
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
  }
}
