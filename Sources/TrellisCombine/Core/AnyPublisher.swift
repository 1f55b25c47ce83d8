/// A publisher that hides the type of the publisher it wraps.
///
/// Return `AnyPublisher` from an API so that its callers depend on the output and failure
/// types only, never on the chain of operators behind them.
@frozen
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible,
  CustomPlaygroundDisplayConvertible
{
  @usableFromInline let box: _AnyPublisherBox<Output, Failure>

  /// Wraps `publisher`; wrapping an `AnyPublisher` again reuses its box.
  @inlinable public init<P: Publisher>(_ publisher: P)
  where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      box = erased.box
    } else {
      // Made here, where the wrapped type is known, so that the chain it subscribes is
      // specialised as if it had not been erased. `receive(subscriber:)`, not `subscribe`:
      // as in Apple's, an introspection sees the eraser attach, not the publisher it hides.
      box = _AnyPublisherBox { publisher.receive(subscriber: $0) }
    }
  }

  /// Always `"AnyPublisher"`; the wrapped publisher stays hidden.
  public var description: String { "AnyPublisher" }

  /// Always `"AnyPublisher"`.
  public var playgroundDescription: Any { description }

  /// Attaches `subscriber` to the wrapped publisher.
  ///
  /// The subscriber is passed on wrapped in an ``AnySubscriber`` (which keeps its identity),
  /// so that the wrapped chain, specialised for that one subscriber type when the publisher
  /// was erased, serves every subscriber: a value costs one more call than unerased.
  @inlinable public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    box.attach(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// Wraps this publisher in an ``AnyPublisher``, hiding its type.
  @inlinable public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}

/// What an ``AnyPublisher`` holds: the wrapped publisher's `subscribe`, as a closure made where
/// the publisher's type was known.
@usableFromInline
final class _AnyPublisherBox<Output, Failure: Error>: @unchecked Sendable {
  @usableFromInline let attach: (AnySubscriber<Output, Failure>) -> Void
  @inlinable init(_ attach: @escaping (AnySubscriber<Output, Failure>) -> Void) {
    self.attach = attach
  }
}
