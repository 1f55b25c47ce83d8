/// What one step of a filtering operator made of an upstream value.
enum _FilterStep<Output, Failure: Error> {
  /// Pass this value on.
  case emit(Output)
  /// Drop the value, asking the upstream for one more in its place.
  case skip
  /// Cancel the upstream and finish (`prefix(while:)` met its first rejected value).
  case finish
  /// Cancel the upstream and fail (a `try` operator's closure threw).
  case fail(Failure)
}

/// The subscriber and subscription shared by the operators that look at each value and pass
/// it on, drop it or end the stream: `tryFilter`, `tryCompactMap`, `prefix(while:)`,
/// `tryPrefix(while:)`, `removeDuplicates` and `tryRemoveDuplicates`.
///
/// It follows Apple's state machine: a value, completion or request that arrives before the
/// upstream's subscription traps (a broken contract), as does a request for zero values;
/// after the stream ends, values and completions are ignored; a cancel before the upstream's
/// subscription is remembered, so that subscription is cancelled when it comes. The
/// downstream and the closures stay referenced until this object goes away.
///
/// Subclasses decide what each value becomes in ``filter(_:)``.
class _FilteringInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Failure = UpstreamFailure

  let downstream: Downstream
  let description: String
  private let mapFailure: (UpstreamFailure) -> Downstream.Failure
  private let link = _UpstreamLink()

  init(
    _ description: String, downstream: Downstream,
    mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure
  ) {
    self.description = description
    self.downstream = downstream
    self.mapFailure = mapFailure
  }

  /// What `input` becomes; subclasses override it. Values arrive one at a time.
  func filter(_ input: Input) -> _FilterStep<Downstream.Input, Downstream.Failure> {
    fatalError("\(Self.self) must override filter(_:)")
  }

  var customMirror: Mirror { Mirror(self, children: [("downstream", downstream)]) }

  var playgroundDescription: Any { description }

  final func receive(subscription: Subscription) {
    guard link.accept(subscription) else { return }
    downstream.receive(subscription: self)
  }

  final func receive(_ input: Input) -> Subscribers.Demand {
    link.lock()
    let subscription: Subscription
    switch link.status {
    case .awaitingSubscription:
      link.unlock()
      preconditionFailure("\(description): received a value before the subscription")
    case .terminal:
      link.unlock()
      return .none
    case .subscribed(let live):
      subscription = live
    }
    link.unlock()
    switch filter(input) {
    case .emit(let output):
      return downstream.receive(output)
    case .skip:
      return .max(1)
    case .finish:
      _ = link.end()
      subscription.cancel()
      downstream.receive(completion: .finished)
    case .fail(let error):
      _ = link.end()
      subscription.cancel()
      downstream.receive(completion: .failure(error))
    }
    return .none
  }

  final func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    link.lock()
    switch link.status {
    case .awaitingSubscription:
      link.unlock()
      preconditionFailure("\(description): received a completion before the subscription")
    case .terminal:
      link.unlock()
    case .subscribed:
      link.endLocked()
      link.unlock()
      downstream.receive(completion: completion.mapError(mapFailure))
    }
  }

  final func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    link.lock()
    switch link.status {
    case .awaitingSubscription:
      link.unlock()
      preconditionFailure("\(description): request(_:) was called before the subscription")
    case .terminal:
      link.unlock()
    case .subscribed(let subscription):
      link.unlock()
      subscription.request(demand)
    }
  }

  final func cancel() { link.end()?.cancel() }
}

/// A filtering subscription whose step is a closure.
final class _FilterStepInner<Input, UpstreamFailure: Error, Downstream: Subscriber>:
  _FilteringInner<Input, UpstreamFailure, Downstream>, @unchecked Sendable
{
  typealias Step = (Input) -> _FilterStep<Downstream.Input, Downstream.Failure>

  private let step: Step

  init(
    _ description: String, downstream: Downstream,
    mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure, step: @escaping Step
  ) {
    self.step = step
    super.init(description, downstream: downstream, mapFailure: mapFailure)
  }

  override func filter(_ input: Input) -> _FilterStep<Downstream.Input, Downstream.Failure> {
    step(input)
  }
}
