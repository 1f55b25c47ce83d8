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
      prefix.subscribe(_ConcatenateInner(suffix: suffix, downstream: subscriber))
    }
  }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}

/// Subscribes to the prefix, then to the suffix, and counts the downstream's outstanding
/// demand so that the suffix is asked for what the prefix did not deliver.
private final class _ConcatenateInner<Suffix: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Suffix.Output, Downstream.Failure == Suffix.Failure {
  typealias Input = Suffix.Output
  typealias Failure = Suffix.Failure

  private let lock = _Lock()
  // Guarded by `lock`.
  private var suffix: Suffix?
  private var downstream: Downstream?
  private var upstream = _SubscriberStatus.awaitingSubscription
  private var inSuffix = false
  private var demand = Subscribers.Demand.none

  init(suffix: Suffix, downstream: Downstream) {
    self.suffix = suffix
    self.downstream = downstream
  }

  var description: String { "Concatenate" }

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = upstream, let downstream else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = .subscribed(subscription)
    if inSuffix {
      let outstanding = demand
      lock.unlock()
      if outstanding > 0 { subscription.request(outstanding) }
    } else {
      lock.unlock()
      downstream.receive(subscription: self)
    }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = upstream, let downstream else {
      lock.unlock()
      return .none
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(input)
    if more > 0 { lock.withLock { demand += more } }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = upstream else {
      lock.unlock()
      return
    }
    if case .finished = completion, !inSuffix, let suffix {
      inSuffix = true
      self.suffix = nil
      upstream = .awaitingSubscription
      lock.unlock()
      suffix.subscribe(self)
      return
    }
    upstream = .terminal
    let downstream = self.downstream
    self.downstream = nil
    self.suffix = nil
    lock.unlock()
    downstream?.receive(completion: completion)
  }

  func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.lock()
    guard downstream != nil else {
      lock.unlock()
      return
    }
    demand += more
    let subscription = upstream.subscription
    lock.unlock()
    // Between the prefix and the suffix there is no subscription; the suffix is asked for
    // the whole outstanding demand when it arrives.
    subscription?.request(more)
  }

  func cancel() {
    lock.lock()
    let subscription = upstream.subscription
    upstream = .terminal
    downstream = nil
    suffix = nil
    lock.unlock()
    subscription?.cancel()
  }
}
