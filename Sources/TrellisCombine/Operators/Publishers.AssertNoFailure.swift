extension Publisher {
  /// Traps when upstream fails, and otherwise passes everything on.
  ///
  /// Use it for streams that must never fail: the failure stops the process with a message
  /// made of `prefix` and the error, pointing at `file` and `line`, like `fatalError(_:)`.
  ///
  /// - Parameters:
  ///   - prefix: Text put before the error in the trap's message.
  ///   - file: The file reported by the trap; the caller's by default.
  ///   - line: The line reported by the trap; the caller's by default.
  /// - Returns: A publisher that cannot fail.
  public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line)
    -> Publishers.AssertNoFailure<Self>
  {
    Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
  }
}

extension Publishers {
  /// A publisher that traps when its upstream fails, and otherwise republishes it.
  public struct AssertNoFailure<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// This publisher cannot fail: an upstream failure traps instead.
    public typealias Failure = Never

    /// The publisher that must not fail.
    public let upstream: Upstream
    /// Text put before the error in the trap's message.
    public let prefix: String
    /// The file reported by the trap.
    public let file: StaticString
    /// The line reported by the trap.
    public let line: UInt

    /// Creates a publisher that traps with `prefix`, `file` and `line` when `upstream` fails.
    public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
      self.upstream = upstream
      self.prefix = prefix
      self.file = file
      self.line = line
    }

    /// Subscribes `subscriber` to the upstream, passing everything on and trapping if the
    /// upstream fails.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _AssertNoFailureInner<S, Upstream.Failure>(
          downstream: subscriber, prefix: prefix, file: file, line: line))
    }
  }
}

/// AssertNoFailure's subscriber: forwards everything, and traps on a failure.
private struct _AssertNoFailureInner<Downstream: Subscriber, Failure: Error>: Subscriber,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
where Downstream.Failure == Never {
  typealias Input = Downstream.Input

  let downstream: Downstream
  let prefix: String
  let file: StaticString
  let line: UInt
  let combineIdentifier = CombineIdentifier()

  var description: String { "AssertNoFailure" }

  var customMirror: Mirror {
    let children: [Mirror.Child] = [("file", file), ("line", line), ("prefix", prefix)]
    return Mirror(self, children: children)
  }

  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished:
      downstream.receive(completion: .finished)
    case .failure(let error):
      let message = prefix.isEmpty ? "\(error)" : "\(prefix): \(error)"
      fatalError(message, file: file, line: line)
    }
  }
}
