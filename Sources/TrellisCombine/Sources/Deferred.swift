/// A publisher that builds its real publisher only when a subscriber attaches, and builds a
/// fresh one for every subscriber.
///
/// Use it to postpone work, such as starting a request, until someone listens, or to give
/// each subscriber its own run of a `Future`, which otherwise starts at once and runs only once.
///
/// ```swift
/// let fresh = Deferred { Future<Int, Never> { $0(.success(Int.random(in: 1...6))) } }
/// ```
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  /// The kind of values this publisher emits.
  public typealias Output = DeferredPublisher.Output
  /// The kind of error this publisher can fail with.
  public typealias Failure = DeferredPublisher.Failure

  /// The closure that makes the publisher each new subscriber is attached to.
  public let createPublisher: () -> DeferredPublisher

  /// Creates a publisher that calls `createPublisher` for each subscriber.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  /// Attaches `subscriber`; called by `subscribe(_:)`.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    createPublisher().subscribe(subscriber)
  }
}
