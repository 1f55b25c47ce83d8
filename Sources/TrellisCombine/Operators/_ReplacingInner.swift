/// The subscriber and subscription shared by `replaceEmpty(with:)` and `replaceError(with:)`:
/// it passes values through and, at the upstream's completion, may send one replacement value
/// before the completion.
///
/// It counts the downstream's demand so that the replacement is sent only when the downstream
/// has asked for a value; otherwise the replacement and a normal finish wait for the next
/// request.
final class _ReplacingInner<UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = UpstreamFailure

  /// What an upstream completion turns into: whether the replacement value is sent first,
  /// and the completion passed on downstream.
  typealias Ending = (Subscribers.Completion<UpstreamFailure>) -> (
    replace: Bool, completion: Subscribers.Completion<Downstream.Failure>
  )

  let description: String
  /// The replacement is sent only when the upstream has sent no value.
  private let replacesOnlyWhenEmpty: Bool
  private let ending: Ending
  private let lock = _Lock()
  // Guarded by `lock`.
  private var status = _SubscriberStatus.awaitingSubscription
  private var downstream: Downstream?
  private var output: Input?
  private var receivedValue = false
  /// Values the downstream asked for that it has not received yet.
  private var demand = Subscribers.Demand.none
  /// The replacement is due but the downstream had no demand: it waits for a request.
  private var owesReplacement = false

  init(
    _ description: String, downstream: Downstream, output: Input, replacesOnlyWhenEmpty: Bool,
    ending: @escaping Ending
  ) {
    self.description = description
    self.downstream = downstream
    self.output = output
    self.replacesOnlyWhenEmpty = replacesOnlyWhenEmpty
    self.ending = ending
  }

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = status, let downstream else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = status, let downstream else {
      lock.unlock()
      return .none
    }
    if replacesOnlyWhenEmpty {
      receivedValue = true
      output = nil
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(input)
    if more > 0 {
      lock.lock()
      if self.downstream != nil { demand += more }
      lock.unlock()
    }
    return more
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    lock.lock()
    guard case .subscribed = status, let downstream else {
      lock.unlock()
      return
    }
    status = .terminal
    let (replaceRequested, passedOn) = ending(completion)
    let replacing = replaceRequested && !receivedValue
    if replacing && demand == .none {
      owesReplacement = true
      lock.unlock()
      return
    }
    let replacement = output
    self.downstream = nil
    output = nil
    lock.unlock()
    if replacing, let replacement { _ = downstream.receive(replacement) }
    downstream.receive(completion: passedOn)
  }

  func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.lock()
    if owesReplacement, let downstream, let replacement = output {
      owesReplacement = false
      self.downstream = nil
      output = nil
      lock.unlock()
      _ = downstream.receive(replacement)
      downstream.receive(completion: .finished)
      return
    }
    demand += more
    let upstream = status.subscription
    lock.unlock()
    upstream?.request(more)
  }

  func cancel() {
    lock.lock()
    let upstream = status.subscription
    status = .terminal
    downstream = nil
    output = nil
    owesReplacement = false
    lock.unlock()
    upstream?.cancel()
  }
}
