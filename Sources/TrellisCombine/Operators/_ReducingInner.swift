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
/// It hands itself to the downstream, then asks the upstream for everything, folds each value
/// into `result` with `step`, and delivers the result (if there is one) followed by
/// `.finished` once the upstream has finished (or `step` answered ``_ReduceStep/finish``) and
/// the downstream has asked for at least one value. A failure is delivered at once.
///
/// As Apple's does, it keeps the downstream, the closure and the result for its whole life,
/// ignores a cancel that arrives before the upstream's subscription (that subscription is
/// still asked for everything), and traps on a request for zero values.
final class _ReducingInner<Input, Failure: Error, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Step = (inout Downstream.Input?, Input) -> _ReduceStep<Downstream.Failure>
  /// The children a debugger shows, made from the current result; `nil` for the standard
  /// downstream, result, initial and status.
  typealias Children = (Downstream.Input?) -> [Mirror.Child]

  private let lock = _Lock()
  private let mapFailure: (Failure) -> Downstream.Failure
  private let downstream: Downstream
  private let initial: Downstream.Input?
  private let step: Step
  private let children: Children?
  // Guarded by `lock`.
  private var status = _SubscriberStatus.awaitingSubscription
  private var result: Downstream.Input?
  private var downstreamRequested = false
  private var cancelled = false
  private var upstreamCompleted = false
  /// The downstream got, or is getting, its completion.
  private var completed = false

  let description: String

  /// - Parameters:
  ///   - initial: The result before any value arrives; `nil` when an empty stream has none.
  ///   - mapFailure: Turns the upstream's failure into the downstream's.
  ///   - children: What a debugger shows, when not the standard children.
  ///   - step: Folds one value into the result. Values reach it one at a time.
  init(
    _ description: String, downstream: Downstream, initial: Downstream.Input?,
    mapFailure: @escaping (Failure) -> Downstream.Failure, children: Children? = nil,
    step: @escaping Step
  ) {
    self.description = description
    self.downstream = downstream
    self.initial = initial
    self.result = initial
    self.mapFailure = mapFailure
    self.children = children
    self.step = step
  }

  var customMirror: Mirror {
    lock.lock()
    let result = self.result
    let status = self.status
    lock.unlock()
    if let children { return Mirror(self, children: children(result)) }
    let standard: [Mirror.Child] = [
      ("downstream", downstream), ("result", result as Any), ("initial", initial as Any),
      ("status", status),
    ]
    return Mirror(self, children: standard)
  }

  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = status else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed(let subscription) = status else {
      lock.unlock()
      return .none
    }
    // Take the partial result out while the step runs, so that a collected array stays
    // uniquely referenced and grows in place. Values arrive one at a time (Apple does not
    // lock around the step either).
    var partial = result
    result = nil
    lock.unlock()

    let decision = step(&partial, input)

    lock.lock()
    result = partial
    switch decision {
    case .proceed:
      lock.unlock()
    case .finish:
      upstreamCompleted = true
      let deliver = downstreamRequested
      if deliver { completed = true }
      status = .terminal
      lock.unlock()
      subscription.cancel()
      if deliver { sendResultAndFinish(partial) }
    case .fail(let error):
      upstreamCompleted = true
      completed = true
      status = .terminal
      lock.unlock()
      subscription.cancel()
      downstream.receive(completion: .failure(error))
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return
    }
    status = .terminal
    upstreamCompleted = true
    switch completion {
    case .finished:
      let deliver = downstreamRequested
      if deliver { completed = true }
      let result = self.result
      lock.unlock()
      if deliver { sendResultAndFinish(result) }
    case .failure(let error):
      completed = true
      lock.unlock()
      downstream.receive(completion: .failure(mapFailure(error)))
    }
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    lock.lock()
    guard !downstreamRequested, !cancelled, !completed else {
      lock.unlock()
      return
    }
    downstreamRequested = true
    guard upstreamCompleted else {
      lock.unlock()
      return
    }
    completed = true
    let result = self.result
    lock.unlock()
    sendResultAndFinish(result)
  }

  func cancel() {
    lock.lock()
    guard case .subscribed(let subscription) = status else {
      lock.unlock()
      return
    }
    cancelled = true
    status = .terminal
    lock.unlock()
    subscription.cancel()
  }

  private func sendResultAndFinish(_ result: Downstream.Input?) {
    if let result { _ = downstream.receive(result) }
    downstream.receive(completion: .finished)
  }
}
