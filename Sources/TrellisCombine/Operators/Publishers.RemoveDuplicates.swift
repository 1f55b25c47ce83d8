extension Publisher where Output: Equatable {
  /// Drops each value that equals the last value sent on.
  ///
  /// ```swift
  /// [1, 1, 2, 2, 2, 1].publisher.removeDuplicates()  // 1, 2, 1
  /// ```
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}

extension Publisher {
  /// Drops each value that `predicate` calls a duplicate of the value before it.
  ///
  /// The first value always passes. As in Apple's Combine, each later value is compared with
  /// the value just before it, whether that one was passed on or dropped.
  ///
  /// - Parameter predicate: Given the previous value and a new value, returns `true` when the
  ///   new one is a duplicate and should be dropped.
  /// - Returns: A publisher without consecutive duplicates.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that drops values that duplicate the last value it sent on.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are compared.
    public let upstream: Upstream
    /// Returns `true` when its second argument duplicates its first, the last value sent on.
    public let predicate: (Output, Output) -> Bool

    /// Creates a publisher that drops the values of `upstream` that `predicate` calls
    /// duplicates.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream, passing on each value that ``predicate``
    /// does not find a duplicate of the last one passed on.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        _RemoveDuplicatesInner<Upstream.Failure, S>(
          "RemoveDuplicates", downstream: subscriber, mapFailure: { $0 },
          isDuplicate: { .success(predicate($0, $1)) }))
    }
  }
}

/// RemoveDuplicates' subscriber: forwards upstream's subscription, remembers the last value
/// sent on, and asks upstream for one more in place of each dropped duplicate.
///
/// Upstream delivers values one at a time (the `Subscriber` contract), which is what makes
/// `last` safe without a lock; the class is not `Sendable` and shares it with no one else.

/// The subscription behind `removeDuplicates` and `tryRemoveDuplicates`: it remembers the
/// last value seen and drops a value the predicate calls a duplicate of it (asking the upstream
/// for one more). As in Apple's Combine, each value becomes the new "last", a dropped one too.
final class _RemoveDuplicatesInner<UpstreamFailure: Error, Downstream: Subscriber>:
  _FilteringInner<Downstream.Input, UpstreamFailure, Downstream>, @unchecked Sendable
{
  typealias IsDuplicate = (Input, Input) -> Result<Bool, Downstream.Failure>

  private let isDuplicate: IsDuplicate
  /// Touched only by `filter(_:)` and the mirror; values arrive one at a time.
  private var last: Input?

  init(
    _ description: String, downstream: Downstream,
    mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
    isDuplicate: @escaping IsDuplicate
  ) {
    self.isDuplicate = isDuplicate
    super.init(description, downstream: downstream, mapFailure: mapFailure)
  }

  override var customMirror: Mirror {
    let children: [Mirror.Child] = [("downstream", downstream), ("last", last as Any)]
    return Mirror(self, children: children)
  }

  override func filter(_ input: Input) -> _FilterStep<Input, Downstream.Failure> {
    let previous = last
    last = input
    guard let previous else { return .emit(input) }
    switch isDuplicate(previous, input) {
    case .success(true): return .skip
    case .success(false): return .emit(input)
    case .failure(let error): return .fail(error)
    }
  }
}
