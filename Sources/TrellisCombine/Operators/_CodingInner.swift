/// The subscriber and subscription behind `encode(encoder:)` and `decode(type:decoder:)`:
/// each value goes through `code`, which may throw; a thrown error cancels the upstream and
/// ends the stream with that error.
///
/// As Apple's, it passes every event on until the stream has ended, even one that arrives
/// before its subscription (a value is coded and delivered, and the downstream's demand
/// returned), and keeps its downstream for as long as it lives. A cancel that comes before
/// the subscription does nothing.
final class _CodingInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Downstream.Failure == any Error {
  typealias Failure = UpstreamFailure

  private let lock = _Lock()
  private let downstream: Downstream
  private let code: (Input) throws -> Downstream.Input
  // Guarded by `lock`.
  private var finished = false
  private var upstream: Subscription?
  let description: String

  init(
    _ description: String, downstream: Downstream,
    code: @escaping (Input) throws -> Downstream.Input
  ) {
    self.description = description
    self.downstream = downstream
    self.code = code
  }

  func receive(subscription: Subscription) {
    lock.lock()
    guard !finished, upstream == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    let isFinished = finished
    lock.unlock()
    guard !isFinished else { return .none }
    let output: Downstream.Input
    do {
      output = try code(input)
    } catch {
      lock.lock()
      finished = true
      let upstream = self.upstream
      self.upstream = nil
      lock.unlock()
      upstream?.cancel()
      downstream.receive(completion: .failure(error))
      return .none
    }
    return downstream.receive(output)
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    lock.lock()
    guard !finished else {
      lock.unlock()
      return
    }
    finished = true
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    withExtendedLifetime(upstream) {}
    downstream.receive(completion: completion.eraseError)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    let upstream = self.upstream
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    guard !finished, let upstream else {
      lock.unlock()
      return
    }
    finished = true
    self.upstream = nil
    lock.unlock()
    upstream.cancel()
  }

  var customMirror: Mirror {
    lock.lock()
    let children: [Mirror.Child] = [
      ("downstream", downstream), ("finished", finished),
      ("upstreamSubscription", upstream as Any),
    ]
    lock.unlock()
    return Mirror(self, children: children)
  }

  var playgroundDescription: Any { description }
}
