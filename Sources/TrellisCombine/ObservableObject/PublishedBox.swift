import Synchronization

/// The part of a `@Published` property's storage that does not depend on its value type:
/// the link to the enclosing object's `objectWillChange`, read lock-free on every set.
@usableFromInline
class _PublishedBoxBase: @unchecked Sendable {
  // Written once (under `_ObjectWillChangeRegistry`'s lock) and retained until deinit.
  @usableFromInline let objectWillChangeSlot = Atomic<UnsafeRawPointer?>(nil)
  // Set once the box has asked its enclosing object which publisher to notify.
  @usableFromInline let knowsItsObjectFlag = Atomic<Bool>(false)

  @inlinable final var objectWillChange: ObservableObjectPublisher? {
    guard let raw = objectWillChangeSlot.load(ordering: .acquiring) else { return nil }
    return Unmanaged<ObservableObjectPublisher>.fromOpaque(raw).takeUnretainedValue()
  }

  /// Links the box to `publisher` unless it is linked already; returns the publisher in use.
  @discardableResult
  final func link(to publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
    let raw = UnsafeRawPointer(Unmanaged.passRetained(publisher).toOpaque())
    let (exchanged, existing) = objectWillChangeSlot.compareExchange(
      expected: nil, desired: raw, ordering: .acquiringAndReleasing)
    if exchanged {
      knowsItsObjectFlag.store(true, ordering: .releasing)
      return publisher
    }
    Unmanaged<ObservableObjectPublisher>.fromOpaque(raw).release()
    return Unmanaged<ObservableObjectPublisher>.fromOpaque(existing!).takeUnretainedValue()
  }

  @inlinable final var knowsItsObject: Bool { knowsItsObjectFlag.load(ordering: .acquiring) }

  /// Finds out, once, whether a set must notify the enclosing object's synthesized
  /// `objectWillChange`.
  ///
  /// Reading the synthesized publisher links every `@Published` box of the object to it (see
  /// `_ObjectWillChangeRegistry`), this one included. A class that declares its own
  /// `objectWillChange` is not linked: as in Apple's Combine, `@Published` then sends nothing
  /// to it, and the class calls `send()` itself.
  @usableFromInline final func learnObjectWillChange(of object: AnyObject) {
    if let observable = object as? any ObservableObject { _readObjectWillChange(of: observable) }
    knowsItsObjectFlag.store(true, ordering: .releasing)
  }

  deinit {
    if let raw = objectWillChangeSlot.load(ordering: .acquiring) {
      Unmanaged<ObservableObjectPublisher>.fromOpaque(raw).release()
    }
  }
}

private func _readObjectWillChange<Object: ObservableObject>(of object: Object) {
  _ = object.objectWillChange
}

/// The storage of one `@Published` property: its value, and the subscribers of `$property`.
@usableFromInline
final class _PublishedBox<Value>: _PublishedBoxBase, _NamedConduitParent, CustomStringConvertible,
  @unchecked Sendable
{
  /// `"PublishedSubject"`, the name Apple's `@Published` storage reports in mirrors.
  @usableFromInline var description: String { "PublishedSubject" }

  @usableFromInline typealias Output = Value
  @usableFromInline typealias Failure = Never

  @usableFromInline struct State {
    @usableFromInline var value: Value
    /// The pipelines that `assign(to: &$property)` ties to this storage's life.
    var assignments: [AnyCancellable] = []
    @usableFromInline init(value: Value) { self.value = value }
  }

  @usableFromInline let guarded: _LockedState<State>
  /// The subscribers of `$property`: made by the first subscription (never replaced), and
  /// retained until deinit, so that a set reads it with one atomic load and no retain.
  @usableFromInline let subscribersSlot = Atomic<UnsafeRawPointer?>(nil)

  @usableFromInline init(_ value: Value) { guarded = _LockedState(State(value: value)) }

  deinit {
    if let raw = subscribersSlot.load(ordering: .acquiring) {
      Unmanaged<_SubjectCore<Value, Never>>.fromOpaque(raw).release()
    }
  }

  @inlinable var value: Value {
    guarded.lock()
    defer { guarded.unlock() }
    return guarded.state.pointee.value
  }

  /// Announces, delivers, then stores `newValue`: the willSet order Apple documents.
  @inlinable func publish(_ newValue: Value) {
    // Both publishers are owned by this box until its deinit, and the caller holds the box:
    // they are used without being retained.
    if let raw = objectWillChangeSlot.load(ordering: .acquiring) {
      Unmanaged<ObservableObjectPublisher>.fromOpaque(raw)._withUnsafeGuaranteedRef {
        $0.send()
      }
    }
    if let raw = subscribersSlot.load(ordering: .acquiring) {
      Unmanaged<_SubjectCore<Value, Never>>.fromOpaque(raw)._withUnsafeGuaranteedRef {
        $0.send(newValue, storing: false)
      }
    }
    var replaced = newValue
    guarded.lock()
    swap(&guarded.state.pointee.value, &replaced)
    guarded.unlock()
    // The old value is released here, after unlocking: its deinit may read this property.
  }

  /// The subscribers of `$property`, made on first use.
  @usableFromInline var subscribers: _SubjectCore<Value, Never> {
    if let raw = subscribersSlot.load(ordering: .acquiring) {
      return Unmanaged<_SubjectCore<Value, Never>>.fromOpaque(raw).takeUnretainedValue()
    }
    let made = Unmanaged.passRetained(_SubjectCore<Value, Never>())
    let (exchanged, existing) = subscribersSlot.compareExchange(
      expected: nil, desired: UnsafeRawPointer(made.toOpaque()), ordering: .acquiringAndReleasing)
    if exchanged { return made.takeUnretainedValue() }
    made.release()
    return Unmanaged<_SubjectCore<Value, Never>>.fromOpaque(existing.unsafelyUnwrapped)
      .takeUnretainedValue()
  }

  @inlinable func attach<S: Subscriber>(_ subscriber: S)
  where S.Input == Value, S.Failure == Never {
    subscribers.attach(subscriber, parent: self, replaysCurrentValue: true)
  }

  @usableFromInline func detach(_ conduit: AnyObject) {
    guard let raw = subscribersSlot.load(ordering: .acquiring) else { return }
    Unmanaged<_SubjectCore<Value, Never>>.fromOpaque(raw).takeUnretainedValue().detach(conduit)
  }
  @usableFromInline func currentValue() -> Value? { value }
  @usableFromInline func acknowledgeDownstreamDemand() {}
  @usableFromInline static var conduitName: String { "PublishedSubject" }

  func keepAlive(_ assignment: AnyCancellable) {
    guarded.withLock { $0.assignments.append(assignment) }
  }
}
