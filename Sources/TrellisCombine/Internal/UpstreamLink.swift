import Synchronization

/// A single-upstream operator's hold on its upstream subscription, with the lock that guards
/// it (and the rest of the operator's state).
///
/// The rules those operators share live here, so that each states only what it does
/// differently: the first subscription is kept and any later one cancelled (an operator has
/// one upstream); requests reach the upstream only while the link is live; and once it has
/// ended (the upstream completed, the downstream cancelled, or the operator stopped the stream
/// itself) it stays ended, and the operator ignores whatever still arrives.
///
/// Like ``_Lock``, the lock is not re-entrant, and nothing here calls out while holding it:
/// what an operator drops as the link ends is released after unlocking, since a deinit may
/// call back in.
final class _UpstreamLink: @unchecked Sendable {
  private let word = Atomic<Bool>(false)
  /// Where the link stands. Guarded by the lock.
  private(set) var status = _SubscriberStatus.awaitingSubscription

  init() {}

  @inline(__always) func lock() { _SpinLockWord.lock(word) }
  @inline(__always) func unlock() { _SpinLockWord.unlock(word) }

  @inline(__always) func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }

  /// Keeps `subscription` if it is the first to arrive, running `setUp` under the lock, and
  /// returns `true`; otherwise cancels it and returns `false`.
  func accept(_ subscription: Subscription, setUp: () -> Void = {}) -> Bool {
    lock()
    guard case .awaitingSubscription = status else {
      unlock()
      subscription.cancel()
      return false
    }
    status = .subscribed(subscription)
    setUp()
    unlock()
    return true
  }

  /// Passes `demand` on to the upstream while the link is live; before and after, drops it.
  func request(_ demand: Subscribers.Demand) {
    lock()
    let subscription = status.subscription
    unlock()
    subscription?.request(demand)
  }

  /// Ends the link whatever its state; call with the lock held. Returns the upstream
  /// subscription if the link was live, for the caller to cancel after unlocking.
  @discardableResult func endLocked() -> Subscription? {
    let subscription = status.subscription
    status = .terminal
    return subscription
  }

  /// Ends the link whatever its state, returning the upstream subscription if it was live.
  func end() -> Subscription? { withLock { endLocked() } }

  /// The upstream completed. Ends a live link, running `drop` under the lock, and returns
  /// `true`; returns `false`, and does nothing, when the link is not live (the completion
  /// is then to be ignored).
  func finish<Dropped>(dropping drop: () -> Dropped) -> Bool { endLive(dropping: drop) != nil }

  /// The upstream completed: ends a live link and returns `true`, or returns `false`.
  func finish() -> Bool { finish {} }

  /// Ends a live link, running `drop` under the lock, and cancels the upstream; returns
  /// whether the link was live (when it was not, nothing happens).
  @discardableResult func cancel<Dropped>(dropping drop: () -> Dropped) -> Bool {
    guard let subscription = endLive(dropping: drop) else { return false }
    subscription.cancel()
    return true
  }

  /// Ends a live link and cancels the upstream; returns whether the link was live.
  @discardableResult func cancel() -> Bool { cancel {} }

  /// Ends the link if it is live, running `drop` under the lock and releasing what it hands
  /// back after unlocking; returns the upstream subscription, or `nil` if it was not live.
  private func endLive<Dropped>(dropping drop: () -> Dropped) -> Subscription? {
    lock()
    guard case .subscribed(let subscription) = status else {
      unlock()
      return nil
    }
    status = .terminal
    let dropped = drop()
    unlock()
    withExtendedLifetime(dropped) {}
    return subscription
  }
}
