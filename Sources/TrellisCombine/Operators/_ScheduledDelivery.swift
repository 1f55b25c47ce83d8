/// The subscription shared by `receive(on:)` and `delay(for:scheduler:)`: it hands the
/// subscription, every value and the completion to a scheduler, in the order the upstream
/// produced them.
///
/// The subscription is handed over on the scheduler's next turn; values and the completion
/// either on its next turn too or, with a ``Lag``, that long after they arrived. Requests and
/// cancellation go upstream on the calling thread. A cancelled subscription keeps no
/// downstream, so deliveries still pending on the scheduler find nobody to deliver to.
final class _ScheduledDelivery<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  /// How long after its arrival each value and the completion is delivered.
  struct Lag {
    var interval: Context.SchedulerTimeType.Stride
    var tolerance: Context.SchedulerTimeType.Stride
  }

  let description: String
  private let lock = _Lock()
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  /// `nil`: values and the completion go out on the scheduler's next turn.
  private let lag: Lag?
  // Guarded by `lock`. `downstream` outlives `status` after an upstream completion until
  // the completion is delivered; cancel clears both.
  private var status = _SubscriberStatus.awaitingSubscription
  private var downstream: Downstream?

  init(
    _ description: String, downstream: Downstream, scheduler: Context,
    options: Context.SchedulerOptions?, lag: Lag? = nil
  ) {
    self.description = description
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
    self.lag = lag
  }

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = status, downstream != nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    scheduler.schedule(options: options) { self.deliverSubscription() }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    schedule { self.deliver(input) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return
    }
    status = .terminal
    lock.unlock()
    schedule { self.deliver(completion) }
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    lock.lock()
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(demand)
  }

  func cancel() {
    lock.lock()
    let subscription = status.subscription
    status = .terminal
    downstream = nil
    lock.unlock()
    subscription?.cancel()
  }

  /// Hands `action` to the scheduler, for its next turn or after the lag.
  private func schedule(_ action: @escaping () -> Void) {
    guard let lag else {
      scheduler.schedule(options: options, action)
      return
    }
    scheduler.schedule(
      after: scheduler.now.advanced(by: lag.interval), tolerance: lag.tolerance,
      options: options, action)
  }

  // MARK: On the scheduler

  private func deliverSubscription() {
    lock.lock()
    let downstream = self.downstream
    lock.unlock()
    downstream?.receive(subscription: self)
  }

  private func deliver(_ input: Input) {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    lock.unlock()
    let more = downstream.receive(input)
    guard more > 0 else { return }
    lock.lock()
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(more)
  }

  private func deliver(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let downstream = self.downstream
    self.downstream = nil
    lock.unlock()
    downstream?.receive(completion: completion)
  }
}
