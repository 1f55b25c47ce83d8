/// The subscriber and subscription shared by `receive(on:)` and `delay(for:scheduler:)`: it
/// hands every value and the completion to a scheduler, in the order the upstream produced
/// them.
///
/// As in Apple's Combine, only values and the completion go through the scheduler: the
/// subscription is handed to the downstream at once, and requests and cancellation go upstream
/// on the calling thread, so the downstream's first demand reaches the upstream before the
/// scheduler has run anything.
///
/// Apple's rules, kept here because code depends on them:
/// - an action already on the scheduler holds this object, and through it the downstream,
///   until it runs;
/// - after a cancel a pending value is dropped, but a completion already on its way is still
///   delivered (cancel does nothing once the upstream has completed);
/// - the demand a downstream returns from a value delivered after the upstream completed is
///   still requested from the upstream;
/// - the downstream stays referenced for this object's whole life (Apple releases nothing
///   early either).
///
/// Subclasses decide when the scheduler runs each delivery, in ``schedule(_:)``.
class _ScheduledDelivery<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private enum Status {
    case awaitingSubscription
    case subscribed(Subscription)
    /// The upstream completed; the completion waits on the scheduler.
    case completing(Subscription)
    case terminal

    var subscription: Subscription? {
      switch self {
      case .subscribed(let subscription), .completing(let subscription): return subscription
      case .awaitingSubscription, .terminal: return nil
      }
    }
  }

  let scheduler: Context
  let options: Context.SchedulerOptions?
  private let downstream: Downstream
  private let lock = _Lock()
  /// Serialises calls into the downstream; re-entrant, since a downstream may make the
  /// upstream send again from inside its own `receive`.
  private let downstreamLock = _RecursiveLock()
  // Guarded by `lock`.
  private var status = Status.awaitingSubscription

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  /// Hands `action` to the scheduler; subclasses choose when it runs.
  func schedule(_ action: @escaping () -> Void) {
    fatalError("\(Self.self) must override schedule(_:)")
  }

  final func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = status else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    downstreamLock.lock()
    downstream.receive(subscription: self)
    downstreamLock.unlock()
  }

  final func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    schedule { self.deliver(input) }
    return .none
  }

  final func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed(let subscription) = status else {
      lock.unlock()
      return
    }
    status = .completing(subscription)
    lock.unlock()
    schedule { self.deliver(completion) }
  }

  final func request(_ demand: Subscribers.Demand) {
    lock.lock()
    guard case .subscribed(let subscription) = status else {
      lock.unlock()
      return
    }
    lock.unlock()
    subscription.request(demand)
  }

  final func cancel() {
    lock.lock()
    guard case .subscribed(let subscription) = status else {
      lock.unlock()
      return
    }
    status = .terminal
    lock.unlock()
    subscription.cancel()
  }

  // MARK: On the scheduler

  private func deliver(_ input: Input) {
    lock.lock()
    guard status.subscription != nil else {
      lock.unlock()
      return
    }
    lock.unlock()
    downstreamLock.lock()
    let more = downstream.receive(input)
    downstreamLock.unlock()
    guard more > 0 else { return }
    lock.lock()
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(more)
  }

  private func deliver(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    status = .terminal
    lock.unlock()
    downstreamLock.lock()
    downstream.receive(completion: completion)
    downstreamLock.unlock()
  }
}

/// `receive(on:)`'s subscription: each delivery runs on the scheduler's next turn.
final class _ReceiveOnInner<Downstream: Subscriber, Context: Scheduler>:
  _ScheduledDelivery<Downstream, Context>, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
  var description: String { "ReceiveOn" }
  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  override func schedule(_ action: @escaping () -> Void) {
    scheduler.schedule(options: options, action)
  }
}

/// `delay(for:scheduler:)`'s subscription: each delivery runs `interval` after its event
/// arrived. Like Apple's, it describes and reflects itself only by its type.
final class _DelayInner<Downstream: Subscriber, Context: Scheduler>:
  _ScheduledDelivery<Downstream, Context>, @unchecked Sendable
{
  private let interval: Context.SchedulerTimeType.Stride
  private let tolerance: Context.SchedulerTimeType.Stride

  init(
    downstream: Downstream, interval: Context.SchedulerTimeType.Stride,
    tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
    options: Context.SchedulerOptions?
  ) {
    self.interval = interval
    self.tolerance = tolerance
    super.init(downstream: downstream, scheduler: scheduler, options: options)
  }

  override func schedule(_ action: @escaping () -> Void) {
    scheduler.schedule(
      after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options,
      action)
  }
}
