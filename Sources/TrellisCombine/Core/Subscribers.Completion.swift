extension Subscribers {
  /// How a stream ended: normally, or with an error.
  public enum Completion<Failure: Error> {
    /// The publisher finished normally and will send nothing more.
    case finished
    /// The publisher stopped because of `Failure`.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
  /// The same completion with its error changed by `transform`.
  func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure)
    -> Subscribers.Completion<NewFailure>
  {
    switch self {
    case .finished: return .finished
    case .failure(let error): return .failure(transform(error))
    }
  }

  /// The completion with its error erased to `any Error`.
  var eraseError: Subscribers.Completion<any Error> { mapError { $0 } }
}
