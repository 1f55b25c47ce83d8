extension Publisher where Output: Encodable {
  /// Encodes each value with `encoder`, such as a `JSONEncoder`.
  ///
  /// ```swift
  /// Just(settings).encode(encoder: JSONEncoder())  // publishes the JSON Data
  /// ```
  ///
  /// When a value cannot be encoded, the upstream is cancelled and the encoder's error ends
  /// the stream.
  ///
  /// - Parameter encoder: Encodes each value.
  /// - Returns: A publisher of the encoded values whose failure type is `any Error`.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}

extension Publishers {
  /// A publisher that encodes each value of its upstream with a `TopLevelEncoder`.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
  where Upstream.Output: Encodable {
    /// What the encoder produces.
    public typealias Output = Coder.Output
    /// Any error: the upstream's failure, or the encoder's.
    public typealias Failure = any Error

    /// The publisher whose values are encoded.
    public let upstream: Upstream
    private let encoder: Coder

    /// Creates a publisher that encodes `upstream`'s values with `encoder`.
    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    /// Subscribes `subscriber` to the upstream, passing on each value encoded.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let encoder = self.encoder
      upstream.subscribe(
        _CodingInner<Upstream.Output, Upstream.Failure, S>(
          "Encode", downstream: subscriber, code: { try encoder.encode($0) }))
    }
  }
}
