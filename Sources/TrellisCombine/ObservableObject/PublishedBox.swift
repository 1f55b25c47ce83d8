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

  /// Finds out, once, which publisher a set must notify: the object's synthesized
  /// `objectWillChange`, or one the class declared itself if it is an `ObservableObjectPublisher`.
  @usableFromInline final func learnObjectWillChange(of object: AnyObject) {
    if let observable = object as? any ObservableObject,
      let publisher = _observableObjectPublisher(of: observable)
    {
      link(to: publisher)
    }
    knowsItsObjectFlag.store(true, ordering: .releasing)
  }

  deinit {
    if let raw = objectWillChangeSlot.load(ordering: .acquiring) {
      Unmanaged<ObservableObjectPublisher>.fromOpaque(raw).release()
    }
  }
}

private func _observableObjectPublisher<Object: ObservableObject>(of object: Object)
  -> ObservableObjectPublisher?
{
  object.objectWillChange as? ObservableObjectPublisher
}

/// The storage of one `@Published` property: its value, and the subscribers of `$property`.
@usableFromInline
final class _PublishedBox<Value>: _PublishedBoxBase, _ConduitParent, @unchecked Sendable {
  @usableFromInline typealias Output = Value
  @usableFromInline typealias Failure = Never

  @usableFromInline let lock = _Lock()
  // Guarded by `lock`.
  @usableFromInline var storedValue: Value
  @usableFromInline var subscribers: _SubjectCore<Value, Never>?
  /// The pipelines that `assign(to: &$property)` ties to this storage's life.
  private var assignments: [AnyCancellable] = []

  @usableFromInline init(_ value: Value) { storedValue = value }

  @inlinable var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return storedValue
  }

  /// Announces, delivers, then stores `newValue`: the willSet order Apple documents.
  @inlinable func publish(_ newValue: Value) {
    objectWillChange?.send()
    lock.lock()
    let subscribers = self.subscribers
    lock.unlock()
    subscribers?.send(newValue, storing: false)
    lock.lock()
    storedValue = newValue
    lock.unlock()
  }

  @inlinable func attach<S: Subscriber>(_ subscriber: S)
  where S.Input == Value, S.Failure == Never {
    lock.lock()
    let core: _SubjectCore<Value, Never>
    if let existing = subscribers {
      core = existing
    } else {
      core = _SubjectCore()
      subscribers = core
    }
    lock.unlock()
    core.attach(subscriber, parent: self, replaysCurrentValue: true)
  }

  @usableFromInline func detach(_ conduit: AnyObject) {
    lock.withLock { subscribers }?.detach(conduit)
  }
  @usableFromInline func currentValue() -> Value? { value }

  func keepAlive(_ assignment: AnyCancellable) {
    lock.withLock { assignments.append(assignment) }
  }
}
