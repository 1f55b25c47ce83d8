/// The subscriber and subscription behind the throwing element-wise operators (`tryMap`,
/// `tryCompactMap`, `tryFilter`, `tryScan`, `tryRemoveDuplicates`).
///
/// Each upstream value goes through `step`, which returns the value to send downstream, or
/// `nil` to drop it (asking upstream for one more so the downstream's demand stays whole).
/// When `step` throws, the upstream is cancelled and the error ends the stream; nothing
/// follows it. It stands between upstream and downstream so that it can cancel the upstream
/// on its own, which a forwarding value type could not.
///
/// Upstream delivers values one at a time (the `Subscriber` contract), so state that a
/// `step` closure keeps between values (scan's running result, the last distinct value)
/// needs no lock of its own.
final class _TryStepSubscription<Input, UpstreamFailure: Error, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Failure == any Error {
  typealias Failure = UpstreamFailure
  typealias Step = (Input) throws -> Downstream.Input?

  private let lock = _Lock()
  // Guarded by `lock`. `downstream` and `step` are dropped when the stream ends or is
  // cancelled, so neither the subscriber nor the user's closure outlive it.
  private var status = _SubscriberStatus.awaitingSubscription
  private var downstream: Downstream?
  private var step: Step?
  let description: String

  init(downstream: Downstream, description: String, step: @escaping Step) {
    self.downstream = downstream
    self.description = description
    self.step = step
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
    guard let downstream, let step else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    let output: Downstream.Input?
    do {
      output = try step(input)
    } catch {
      fail(with: error)
      return .none
    }
    guard let output else { return .max(1) }
    return downstream.receive(output)
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    status = .terminal
    self.downstream = nil
    step = nil
    lock.unlock()
    downstream.receive(completion: completion.eraseError)
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    lock.lock()
    let upstream = status.subscription
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    let upstream = status.subscription
    status = .terminal
    downstream = nil
    step = nil
    lock.unlock()
    upstream?.cancel()
  }

  /// Ends the stream with `error` thrown by `step`: upstream is cancelled first, so that
  /// nothing more arrives, then the downstream learns of the failure.
  private func fail(with error: any Error) {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    let upstream = status.subscription
    status = .terminal
    self.downstream = nil
    step = nil
    lock.unlock()
    upstream?.cancel()
    downstream.receive(completion: .failure(error))
  }
}
