extension Publisher {
  /// Sends the value at `keyPath` of each upstream value.
  ///
  /// ```swift
  /// ["a", "bcd"].publisher.map(\.count)  // 1, 3
  /// ```
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
    Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
  }

  /// Sends a tuple of the values at two key paths of each upstream value.
  public func map<T0, T1>(
    _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>
  ) -> Publishers.MapKeyPath2<Self, T0, T1> {
    Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
  }

  /// Sends a tuple of the values at three key paths of each upstream value.
  public func map<T0, T1, T2>(
    _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>,
    _ keyPath2: KeyPath<Output, T2>
  ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
    Publishers.MapKeyPath3(
      upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
  }
}

extension Publishers {
  /// A publisher that sends the value at a key path of each upstream value.
  public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are read.
    public let upstream: Upstream
    /// The key path read from each value.
    public let keyPath: KeyPath<Upstream.Output, Output>

    /// Creates a publisher that reads `keyPath` from each value of `upstream`.
    public init(upstream: Upstream, keyPath: KeyPath<Upstream.Output, Output>) {
      self.upstream = upstream
      self.keyPath = keyPath
    }

    /// Subscribes `subscriber` to the upstream, passing on the value at ``keyPath`` of each
    /// value.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let keyPath = self.keyPath
      upstream.subscribe(
        _KeyPathInner(downstream: subscriber, description: "ValueForKey", keyPaths: [keyPath]) {
          $0[keyPath: keyPath]
        })
    }
  }

  /// A publisher that sends a tuple of the values at two key paths of each upstream value.
  public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
    /// The values at the two key paths, as a pair.
    public typealias Output = (Output0, Output1)
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are read.
    public let upstream: Upstream
    /// The key path of the tuple's first element.
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    /// The key path of the tuple's second element.
    public let keyPath1: KeyPath<Upstream.Output, Output1>

    /// Creates a publisher that reads both key paths from each value of `upstream`.
    public init(
      upstream: Upstream, keyPath0: KeyPath<Upstream.Output, Output0>,
      keyPath1: KeyPath<Upstream.Output, Output1>
    ) {
      self.upstream = upstream
      self.keyPath0 = keyPath0
      self.keyPath1 = keyPath1
    }

    /// Subscribes `subscriber` to the upstream, passing on the values at ``keyPath0`` and
    /// ``keyPath1`` of each value, as a pair.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let keyPath0 = self.keyPath0
      let keyPath1 = self.keyPath1
      upstream.subscribe(
        _KeyPathInner(
          downstream: subscriber, description: "ValueForKeys", keyPaths: [keyPath0, keyPath1]
        ) {
          ($0[keyPath: keyPath0], $0[keyPath: keyPath1])
        })
    }
  }

  /// A publisher that sends a tuple of the values at three key paths of each upstream value.
  public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
    /// The values at the three key paths, as a triple.
    public typealias Output = (Output0, Output1, Output2)
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are read.
    public let upstream: Upstream
    /// The key path of the tuple's first element.
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    /// The key path of the tuple's second element.
    public let keyPath1: KeyPath<Upstream.Output, Output1>
    /// The key path of the tuple's third element.
    public let keyPath2: KeyPath<Upstream.Output, Output2>

    /// Creates a publisher that reads the three key paths from each value of `upstream`.
    public init(
      upstream: Upstream, keyPath0: KeyPath<Upstream.Output, Output0>,
      keyPath1: KeyPath<Upstream.Output, Output1>, keyPath2: KeyPath<Upstream.Output, Output2>
    ) {
      self.upstream = upstream
      self.keyPath0 = keyPath0
      self.keyPath1 = keyPath1
      self.keyPath2 = keyPath2
    }

    /// Subscribes `subscriber` to the upstream, passing on the values at the three key paths
    /// of each value, as a triple.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let keyPath0 = self.keyPath0
      let keyPath1 = self.keyPath1
      let keyPath2 = self.keyPath2
      upstream.subscribe(
        _KeyPathInner(
          downstream: subscriber, description: "ValueForKeys",
          keyPaths: [keyPath0, keyPath1, keyPath2]
        ) {
          ($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2])
        })
    }
  }
}

/// The key-path maps' subscriber: forwards upstream's subscription and reads each value.
private struct _KeyPathInner<Downstream: Subscriber, Input>: Subscriber,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
{
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  let description: String
  /// The key paths read, shown by the mirror as Apple's shows them.
  let keyPaths: [AnyKeyPath]
  let read: (Input) -> Downstream.Input
  let combineIdentifier = CombineIdentifier()

  var customMirror: Mirror {
    let children: [Mirror.Child] =
      keyPaths.count == 1
      ? [("keyPath", keyPaths[0])]
      : keyPaths.enumerated().map { ("keyPath\($0.offset)", $0.element) }
    return Mirror(self, children: children)
  }

  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(read(input))
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
