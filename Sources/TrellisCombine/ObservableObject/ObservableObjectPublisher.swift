/// The publisher that an ``ObservableObject`` sends before it changes.
///
/// Call ``send()`` by hand before changing state that `@Published` does not cover, such as the
/// inner state of a referenced object.
public final class ObservableObjectPublisher: Publisher, _NamedConduitParent, @unchecked Sendable {
  /// Each event carries no value: it only says a change is coming.
  public typealias Output = Void
  /// This publisher never fails.
  public typealias Failure = Never

  @usableFromInline let core = _SubjectCore<Void, Never>()

  /// Creates a publisher with no subscribers.
  public init() {}

  /// Tells every subscriber that the object is about to change.
  @inlinable public func send() { core.send((), storing: false) }

  /// Attaches `subscriber`; once it has asked for any demand, it is told of every ``send()``,
  /// however little it asked for, as Apple's publisher does. The publisher never completes.
  @inlinable public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Void, S.Failure == Never {
    core.attach(subscriber, parent: self, replaysCurrentValue: false)
  }

  @usableFromInline func detach(_ conduit: AnyObject) { core.detach(conduit) }
  @usableFromInline func currentValue() -> Void? { nil }
  @usableFromInline func acknowledgeDownstreamDemand() {}
  @usableFromInline static var conduitName: String { "ObservableObjectPublisher" }
  @usableFromInline static var anyDemandIsUnlimited: Bool { true }
}
