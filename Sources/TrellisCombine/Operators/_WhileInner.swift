/// The subscription shared by `drop(while:)`, `prefix(while:)` and their throwing forms: it
/// asks a predicate about each leading value, and what a value that passes or fails the
/// predicate does depends on the ``Role``. A predicate that throws cancels the upstream and
/// fails the stream.
final class _WhileInner<Input, Failure: Error, Downstream: Subscriber>:
  _SlicingInner<Input, Failure, Downstream>, @unchecked Sendable
where Downstream.Input == Input {
  typealias Predicate = (Input) -> Result<Bool, Downstream.Failure>

  /// What the predicate decides.
  enum Role {
    /// Values are swallowed while the predicate holds; from the first that fails it, every
    /// value is passed on and the predicate is not asked again. Each swallowed value asks
    /// the upstream for one more.
    case drop
    /// Values are passed on while the predicate holds; the first that fails it cancels the
    /// upstream and finishes the stream.
    case prefix
  }

  private let role: Role
  // Guarded by `lock`; `nil` once the stream has ended, or (dropping) once a value has
  // failed the predicate.
  private var predicate: Predicate?

  init(
    _ role: Role, _ description: String, downstream: Downstream,
    mapFailure: @escaping (Failure) -> Downstream.Failure, predicate: @escaping Predicate
  ) {
    self.role = role
    self.predicate = predicate
    super.init(description, downstream: downstream, mapFailure: mapFailure)
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard let downstream = liveDownstreamLocked else {
      lock.unlock()
      return .none
    }
    let predicate = self.predicate
    lock.unlock()
    if let predicate {
      switch (predicate(input), role) {
      case (.success(true), .drop):
        return .max(1)
      case (.success(true), .prefix):
        break
      case (.success(false), .drop):
        lock.withLock { self.predicate = nil }
      case (.success(false), .prefix):
        terminate(.finished)
        return .none
      case (.failure(let error), _):
        terminate(.failure(error))
        return .none
      }
    }
    return downstream.receive(input)
  }

  override func releaseLocked() {
    predicate = nil
    super.releaseLocked()
  }
}
