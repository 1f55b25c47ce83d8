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

  private let link = _UpstreamLink()
  private let mapFailure: (Failure) -> Downstream.Failure
  private let downstream: Downstream
  private let initial: Downstream.Input?
  private let step: Step
  private let children: Children?
  // Guarded by `link`.
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
    link.lock()
    let result = self.result
    let status = link.status
    link.unlock()
    if let children { return Mirror(self, children: children(result)) }
    let standard: [Mirror.Child] = [
      ("downstream", downstream), ("result", result as Any), ("initial", initial as Any),
      ("status", status),
    ]
    return Mirror(self, children: standard)
  }

  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    guard link.accept(subscription) else { return }
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    link.lock()
    guard case .subscribed(let subscription) = link.status else {
      link.unlock()
      return .none
    }
    // Take the partial result out while the step runs, so that a collected array stays
    // uniquely referenced and grows in place. Values arrive one at a time (Apple does not
    // lock around the step either).
    var partial = result
    result = nil
    link.unlock()

    let decision = step(&partial, input)

    link.lock()
    result = partial
    switch decision {
    case .proceed:
      link.unlock()
    case .finish:
      upstreamCompleted = true
      let deliver = downstreamRequested
      if deliver { completed = true }
      link.endLocked()
      link.unlock()
      subscription.cancel()
      if deliver { sendResultAndFinish(partial) }
    case .fail(let error):
      upstreamCompleted = true
      completed = true
      link.endLocked()
      link.unlock()
      subscription.cancel()
      downstream.receive(completion: .failure(error))
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    link.lock()
    guard case .subscribed = link.status else {
      link.unlock()
      return
    }
    link.endLocked()
    upstreamCompleted = true
    switch completion {
    case .finished:
      let deliver = downstreamRequested
      if deliver { completed = true }
      let result = self.result
      link.unlock()
      if deliver { sendResultAndFinish(result) }
    case .failure(let error):
      completed = true
      link.unlock()
      downstream.receive(completion: .failure(mapFailure(error)))
    }
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    link.lock()
    guard !downstreamRequested, !cancelled, !completed else {
      link.unlock()
      return
    }
    downstreamRequested = true
    guard upstreamCompleted else {
      link.unlock()
      return
    }
    completed = true
    let result = self.result
    link.unlock()
    sendResultAndFinish(result)
  }

  func cancel() { link.cancel(dropping: { cancelled = true }) }

  private func sendResultAndFinish(_ result: Downstream.Input?) {
    if let result { _ = downstream.receive(result) }
    downstream.receive(completion: .finished)
  }
}
