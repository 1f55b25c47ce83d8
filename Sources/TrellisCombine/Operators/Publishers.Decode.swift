extension Publisher {
  /// Decodes each value, such as JSON `Data`, into a value of `type` with `decoder`.
  ///
  /// ```swift
  /// URLSession.shared.dataTaskPublisher(for: url)
  ///   .map(\.data)
  ///   .decode(type: Settings.self, decoder: JSONDecoder())
  /// ```
  ///
  /// When a value cannot be decoded, the upstream is cancelled and the decoder's error ends
  /// the stream.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - decoder: Decodes each value.
  /// - Returns: A publisher of decoded values whose failure type is `any Error`.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder>
  where Output == Coder.Input {
    Publishers.Decode(upstream: self, decoder: decoder)
  }
}

extension Publishers {
  /// A publisher that decodes each value of its upstream with a `TopLevelDecoder`.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    /// Any error: the upstream's failure, or the decoder's.
    public typealias Failure = any Error

    /// The publisher whose values are decoded.
    public let upstream: Upstream
    private let decoder: Coder

    /// Creates a publisher that decodes `upstream`'s values with `decoder`.
    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    /// Subscribes `subscriber` to the upstream, passing on each value decoded.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let decoder = self.decoder
      upstream.subscribe(
        _CodingInner<Upstream.Output, Upstream.Failure, S>(
          "Decode", downstream: subscriber, code: { try decoder.decode(Output.self, from: $0) }))
    }
  }
}
