extension Publisher {
  /// Publishes this publisher's values, then, once it finishes, the given values.
  ///
  /// ```swift
  /// [1, 2].publisher.append(3, 4)  // publishes 1, 2, 3, 4, then finishes
  /// ```
  ///
  /// - Parameter elements: The values to publish after this publisher finishes.
  /// - Returns: A publisher of this publisher's values followed by `elements`.
  public func append(
    _ elements: Output...
  ) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Publishes this publisher's values, then, once it finishes, the elements of a sequence.
  ///
  /// - Parameter elements: The sequence whose elements follow this publisher's values.
  /// - Returns: A publisher of this publisher's values followed by `elements`.
  public func append<S: Sequence>(
    _ elements: S
  ) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>> where S.Element == Output {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Publishes this publisher's values, then, once it finishes, another publisher's.
  ///
  /// `publisher` is subscribed to only when this publisher finishes. If this publisher
  /// fails, the failure is passed on and `publisher` is never subscribed to.
  ///
  /// - Parameter publisher: The publisher whose values follow this publisher's.
  /// - Returns: A publisher of this publisher's values followed by `publisher`'s.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }

  /// Publishes the given values, then this publisher's.
  ///
  /// ```swift
  /// [3, 4].publisher.prepend(1, 2)  // publishes 1, 2, 3, 4, then finishes
  /// ```
  ///
  /// - Parameter elements: The values to publish before this publisher's.
  /// - Returns: A publisher of `elements` followed by this publisher's values.
  public func prepend(
    _ elements: Output...
  ) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// Publishes the elements of a sequence, then this publisher's values.
  ///
  /// - Parameter elements: The sequence whose elements come before this publisher's values.
  /// - Returns: A publisher of `elements` followed by this publisher's values.
  public func prepend<S: Sequence>(
    _ elements: S
  ) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where S.Element == Output {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// Publishes another publisher's values, then, once it finishes, this publisher's.
  ///
  /// This publisher is subscribed to only when `publisher` finishes.
  ///
  /// - Parameter publisher: The publisher whose values come first.
  /// - Returns: A publisher of `publisher`'s values followed by this publisher's.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }
}

extension Publishers {
  /// A publisher that publishes all of one publisher's values, then all of another's.
  ///
  /// The suffix is subscribed to only once the prefix finishes, and receives whatever demand
  /// the downstream has not yet used.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
    /// The values of both publishers, which share one output type.
    public typealias Output = Suffix.Output
    /// The failure of either publisher, which share one failure type.
    public typealias Failure = Suffix.Failure

    /// The publisher whose values come first.
    public let prefix: Prefix
    /// The publisher whose values follow, once `prefix` has finished.
    public let suffix: Suffix

    /// Creates a publisher of `prefix`'s values followed by `suffix`'s.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    /// Subscribes `subscriber` to ``prefix``, then to ``suffix`` once the prefix finishes;
    /// if the prefix fails, the failure ends the stream and the suffix is never subscribed.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = _ConcatenateInner(suffix: suffix, downstream: subscriber)
      prefix.subscribe(_ConcatenateInner.Head(inner: inner))
    }
  }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}

/// The subscription behind `append` and `prepend`: it subscribes to the prefix, then to the
/// suffix, and counts the downstream's demand so that the suffix is asked for what the prefix
/// did not deliver.
///
/// The prefix and the suffix each get their own subscriber (``Head`` and ``Tail``), which
/// share this object's identity, as Apple's do. Apple's rules, kept here:
/// - a prefix value beyond the downstream's demand is dropped, as is a prefix value after
///   the prefix finished;
/// - the suffix is asked for every demand the downstream made, less the prefix's values;
/// - the downstream stays referenced until this object goes away.
private final class _ConcatenateInner<Suffix: Publisher, Downstream: Subscriber>: Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Downstream.Input == Suffix.Output, Downstream.Failure == Suffix.Failure {
  typealias Input = Suffix.Output
  typealias Failure = Suffix.Failure

  /// The subscriber attached to the prefix.
  struct Head: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
  {
    let inner: _ConcatenateInner
    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    var description: String { inner.description }
    var customMirror: Mirror { inner.customMirror }
    var playgroundDescription: Any { inner.playgroundDescription }
    func receive(subscription: Subscription) { inner.headReceive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { inner.headReceive(input) }
    func receive(completion: Subscribers.Completion<Failure>) {
      inner.headReceive(completion: completion)
    }
  }

  /// The subscriber attached to the suffix.
  struct Tail: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
  {
    let inner: _ConcatenateInner
    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    var description: String { inner.description }
    var customMirror: Mirror { inner.customMirror }
    var playgroundDescription: Any { inner.playgroundDescription }
    func receive(subscription: Subscription) { inner.tailReceive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { inner.tailReceive(input) }
    func receive(completion: Subscribers.Completion<Failure>) {
      inner.tailReceive(completion: completion)
    }
  }

  private let downstream: Downstream
  private let lock = _Lock()
  // Guarded by `lock`.
  private var suffix: Suffix?
  private var head = _SubscriberStatus.awaitingSubscription
  private var tail = _SubscriberStatus.awaitingSubscription
  /// Everything the downstream asked for, less the prefix values delivered.
  private var pending = Subscribers.Demand.none

  init(suffix: Suffix, downstream: Downstream) {
    self.suffix = suffix
    self.downstream = downstream
  }

  var description: String { "Concatenate" }
  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func request(_ more: Subscribers.Demand) {
    lock.lock()
    pending += more
    guard let subscription = head.subscription ?? tail.subscription else {
      lock.unlock()
      return
    }
    lock.unlock()
    subscription.request(more)
  }

  func cancel() {
    lock.lock()
    let subscription = head.subscription ?? tail.subscription
    head = .terminal
    tail = .terminal
    let suffix = self.suffix
    self.suffix = nil
    lock.unlock()
    subscription?.cancel()
    withExtendedLifetime(suffix) {}
  }

  // MARK: Prefix

  fileprivate func headReceive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = head else {
      lock.unlock()
      subscription.cancel()
      return
    }
    head = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  fileprivate func headReceive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = head, pending > 0 else {
      lock.unlock()
      return .none
    }
    pending -= 1
    lock.unlock()
    let more = downstream.receive(input)
    guard more > 0 else { return .none }
    lock.withLock { pending += more }
    return more
  }

  fileprivate func headReceive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = head else {
      lock.unlock()
      return
    }
    head = .terminal
    let suffix = self.suffix
    lock.unlock()
    switch completion {
    case .finished: suffix?.subscribe(Tail(inner: self))
    case .failure: downstream.receive(completion: completion)
    }
  }

  // MARK: Suffix

  fileprivate func tailReceive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = tail else {
      lock.unlock()
      subscription.cancel()
      return
    }
    tail = .subscribed(subscription)
    let pending = self.pending
    lock.unlock()
    if pending > 0 { subscription.request(pending) }
  }

  fileprivate func tailReceive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = tail else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    return downstream.receive(input)
  }

  fileprivate func tailReceive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = tail else {
      lock.unlock()
      return
    }
    head = .terminal
    tail = .terminal
    lock.unlock()
    downstream.receive(completion: completion)
  }
}
