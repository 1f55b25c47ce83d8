/// A publisher that hides the type of the publisher it wraps.
///
/// Return `AnyPublisher` from an API so that its callers depend on the output and failure
/// types only, never on the chain of operators behind them.
@frozen
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible,
  CustomPlaygroundDisplayConvertible
{
  @usableFromInline let box: _AnyPublisherBoxBase<Output, Failure>

  /// Wraps `publisher`.
  @inlinable public init<P: Publisher>(_ publisher: P)
  where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      box = erased.box
    } else {
      box = _AnyPublisherBox(publisher)
    }
  }

  /// Always `"AnyPublisher"`; the wrapped publisher stays hidden.
  public var description: String { "AnyPublisher" }

  /// Always `"AnyPublisher"`.
  public var playgroundDescription: Any { description }

  /// Attaches `subscriber` to the wrapped publisher.
  @inlinable public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    box.receive(subscriber: subscriber)
  }
}

extension Publisher {
  /// Wraps this publisher in an ``AnyPublisher``, hiding its type.
  @inlinable public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}

@usableFromInline class _AnyPublisherBoxBase<Output, Failure: Error>: @unchecked Sendable {
  @inlinable init() {}
  @usableFromInline func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    fatalError("abstract")
  }
}

@usableFromInline
final class _AnyPublisherBox<P: Publisher>:
  _AnyPublisherBoxBase<P.Output, P.Failure>, @unchecked Sendable
{
  @usableFromInline let base: P
  @inlinable init(_ base: P) { self.base = base }
  @usableFromInline override func receive<S: Subscriber>(subscriber: S)
  where S.Input == P.Output, S.Failure == P.Failure {
    base.receive(subscriber: subscriber)
  }
}
