extension Publisher {
  /// Publishes the first `maxLength` values, then finishes.
  ///
  /// ```swift
  /// (1...10).publisher.prefix(3)  // publishes 1, 2, 3, then finishes
  /// ```
  ///
  /// The upstream is cancelled as soon as the last wanted value has been published.
  ///
  /// - Parameter maxLength: How many values to publish; must not be negative.
  /// - Returns: A publisher of at most `maxLength` values.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    precondition(maxLength >= 0, "prefix(\(maxLength)): the length must not be negative")
    return output(in: ..<maxLength)
  }

  /// Publishes only the value at position `index` of the upstream's values, then finishes.
  ///
  /// If the upstream completes before producing that value, nothing is published.
  ///
  /// - Parameter index: The zero-based position of the value to publish; must not be
  ///   negative.
  /// - Returns: A publisher of at most one value.
  public func output(at index: Int) -> Publishers.Output<Self> {
    precondition(index >= 0, "output(at: \(index)): the index must not be negative")
    return output(in: index...index)
  }

  /// Publishes the values whose zero-based positions fall in `range`, then finishes.
  ///
  /// ```swift
  /// (10...20).publisher.output(in: 2..<4)  // publishes 12, 13, then finishes
  /// ```
  ///
  /// The values before the range are dropped (each one asks the upstream for one more, so
  /// the downstream's demand is spent on values in the range only). The upstream is
  /// cancelled once the last position in the range has been published. A one-sided range
  /// such as `3...` publishes everything from position 3 on.
  ///
  /// - Parameter range: The positions to publish; must not reach below zero.
  /// - Returns: A publisher of the values in `range`.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
  where R.Bound == Int {
    Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
  }
}

extension Publishers {
  /// A publisher that publishes the values at a range of positions in its upstream's values.
  public struct Output<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are sliced.
    public let upstream: Upstream
    /// The zero-based positions of the values to publish.
    public let range: CountableRange<Int>

    /// Creates a publisher of the values of `upstream` at the positions in `range`.
    ///
    /// - Precondition: Neither bound of `range` is negative.
    public init(upstream: Upstream, range: CountableRange<Int>) {
      precondition(
        range.lowerBound >= 0 && range.upperBound >= 0,
        "Publishers.Output: the range \(range) must not reach below zero")
      self.upstream = upstream
      self.range = range
    }

    /// Subscribes `subscriber` to the upstream; the values whose positions fall in ``range``
    /// are passed on, and the stream finishes once the range is past.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _OutputInner(range: range, downstream: subscriber))
    }
  }
}

extension Publishers.Output: Equatable where Upstream: Equatable {}

/// Counts the upstream's values and passes on those whose positions are in `range`.
/// Output's subscriber and subscription: values before the range are dropped (each asking the
/// upstream for one more) and values in the range are passed on; the last one in the range
/// ends the stream (the upstream is cancelled and `.finished` follows it), and when that is not
/// possible (the subscription had not arrived yet), the first value past the range does.
///
/// Like Apple's, it keeps no other state: values are counted and passed on even before the
/// subscription or after a completion, and the demand a subscriber returns for the last value
/// is returned to the upstream. The downstream stays referenced until this object goes away.
private final class _OutputInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let link = _UpstreamLink()
  // Guarded by `link`.
  private var remainingUntilStart: Int
  private var remainingCount: Int

  init(range: Range<Int>, downstream: Downstream) {
    self.downstream = downstream
    remainingUntilStart = range.lowerBound
    remainingCount = range.count
  }

  var description: String { "Output" }
  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    guard link.accept(subscription) else { return }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    link.lock()
    if remainingUntilStart > 0 {
      remainingUntilStart -= 1
      link.unlock()
      return .max(1)
    }
    guard remainingCount > 0 else {
      guard let subscription = link.status.subscription else {
        link.unlock()
        return .none
      }
      link.endLocked()
      link.unlock()
      subscription.cancel()
      downstream.receive(completion: .finished)
      return .none
    }
    remainingCount -= 1
    // The last value ends the stream before it goes out, so that a request made from inside
    // the downstream's `receive(_:)` no longer reaches the upstream.
    var ending: Subscription?
    if remainingCount == 0, link.status.subscription != nil { ending = link.endLocked() }
    link.unlock()
    let more = downstream.receive(input)
    if let ending {
      ending.cancel()
      downstream.receive(completion: .finished)
    }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard link.finish() else { return }
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) { link.request(demand) }

  func cancel() { link.cancel() }
}
