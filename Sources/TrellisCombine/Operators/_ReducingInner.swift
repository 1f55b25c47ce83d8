/// What one step of a reducing operator decided about the rest of the stream.
enum _ReduceStep<Failure: Error> {
  /// Keep folding values in.
  case proceed
  /// The result is known already (`first`): stop the upstream and deliver the result.
  case finish
  /// Stop the upstream and end with this error (a `try` operator's closure threw).
  case fail(Failure)
}

/// The subscription shared by the operators that fold a whole stream into at most one value:
/// `reduce`, `collect()`, `count`, `first`, `last`, `min`, `max` and their `try` variants.
///
/// It asks the upstream for everything as soon as it is subscribed, folds each value into
/// `result` with `step`, and delivers the result (if there is one) followed by `.finished`
/// once the upstream has finished (or `step` answered ``_ReduceStep/finish``) and the
/// downstream has asked for at least one value. A failure is delivered at once.
final class _ReducingInner<Input, Failure: Error, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Step = (inout Downstream.Input?, Input) -> _ReduceStep<Downstream.Failure>

  private let lock = _Lock()
  private let mapFailure: (Failure) -> Downstream.Failure
  // Guarded by `lock`. `downstream`, `result` and `step` are released once the stream ends.
  private var upstream = _SubscriberStatus.awaitingSubscription
  private var downstream: Downstream?
  private var result: Downstream.Input?
  private var step: Step?
  private var hasDemand = false
  private var resultIsReady = false

  let description: String

  /// - Parameters:
  ///   - initial: The result before any value arrives; `nil` when an empty stream has none.
  ///   - mapFailure: Turns the upstream's failure into the downstream's.
  ///   - step: Folds one value into the result. Values reach it one at a time.
  init(
    _ description: String, downstream: Downstream, initial: Downstream.Input?,
    mapFailure: @escaping (Failure) -> Downstream.Failure, step: @escaping Step
  ) {
    self.description = description
    self.downstream = downstream
    self.result = initial
    self.mapFailure = mapFailure
    self.step = step
  }

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = upstream, let downstream else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
    // The downstream may have cancelled from inside `receive(subscription:)`.
    lock.lock()
    let isLive = upstream.subscription != nil
    lock.unlock()
    if isLive { subscription.request(.unlimited) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = upstream, let step, !resultIsReady else {
      lock.unlock()
      return .none
    }
    // Take the partial result out while the step runs, so that a collected array stays
    // uniquely referenced and grows in place. Values arrive one at a time, so no other
    // step can run meanwhile; only a cancel can, and that is checked afterwards.
    var partial = result
    result = nil
    lock.unlock()

    let decision = step(&partial, input)

    lock.lock()
    guard case .subscribed(let subscription) = upstream else {
      lock.unlock()
      return .none
    }
    result = partial
    switch decision {
    case .proceed:
      lock.unlock()
    case .finish:
      upstream = .terminal
      self.step = nil
      resultIsReady = true
      let delivery = takeDeliveryLocked()
      lock.unlock()
      subscription.cancel()
      deliver(delivery)
    case .fail(let error):
      upstream = .terminal
      let downstream = self.downstream
      releaseLocked()
      lock.unlock()
      subscription.cancel()
      downstream?.receive(completion: .failure(error))
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = upstream else {
      lock.unlock()
      return
    }
    upstream = .terminal
    step = nil
    switch completion {
    case .finished:
      resultIsReady = true
      let delivery = takeDeliveryLocked()
      lock.unlock()
      deliver(delivery)
    case .failure(let error):
      let downstream = self.downstream
      releaseLocked()
      lock.unlock()
      downstream?.receive(completion: .failure(mapFailure(error)))
    }
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    lock.lock()
    hasDemand = true
    let delivery = takeDeliveryLocked()
    lock.unlock()
    deliver(delivery)
  }

  func cancel() {
    lock.lock()
    let subscription = upstream.subscription
    upstream = .terminal
    releaseLocked()
    lock.unlock()
    subscription?.cancel()
  }

  // MARK: Private

  private typealias Delivery = (downstream: Downstream, value: Downstream.Input?)

  /// The result and its receiver, when both the result and the demand for it are there.
  /// Called with `lock` held; after it the subscription is finished.
  private func takeDeliveryLocked() -> Delivery? {
    guard hasDemand, resultIsReady, let downstream else { return nil }
    let value = result
    releaseLocked()
    return (downstream, value)
  }

  private func releaseLocked() {
    downstream = nil
    result = nil
    step = nil
    resultIsReady = false
  }

  private func deliver(_ delivery: Delivery?) {
    guard let (downstream, value) = delivery else { return }
    if let value { _ = downstream.receive(value) }
    downstream.receive(completion: .finished)
  }
}
