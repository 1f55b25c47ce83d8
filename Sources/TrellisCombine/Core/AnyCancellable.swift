/// A cancellable that cancels its work when it is deinitialised.
///
/// Keep the value that `sink` or `assign` returns for as long as the subscription should
/// live; store it in a set or an array owned by the object that uses the stream.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let lock = _Lock()
  // Guarded by `lock`; taken out under it, then run outside it, exactly once.
  private var action: (() -> Void)?

  /// Creates a cancellable that runs `cancel` once, on ``cancel()`` or on deinit.
  public init(_ cancel: @escaping () -> Void) {
    action = cancel
  }

  /// Wraps another cancellable, forwarding cancellation to it.
  public init<C: Cancellable>(_ canceller: C) {
    action = canceller.cancel
  }

  /// Runs the cancel action, at most once over the cancellable's life; later calls and the
  /// deinit do nothing.
  public func cancel() {
    lock.lock()
    let run = action
    action = nil
    lock.unlock()
    run?()
  }

  deinit { action?() }

  /// Keeps this cancellable alive in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Keeps this cancellable alive in `set`.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Whether the two are the same instance.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  /// Hashes the instance's identity, consistent with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
