/// The owner of a set of conduits: told when one is cancelled, asked for the current value.
@usableFromInline
protocol _ConduitParent<Output, Failure>: AnyObject, Sendable {
  associatedtype Output
  associatedtype Failure: Error
  func detach(_ conduit: AnyObject)
  /// The value a new demand should deliver first, for subjects that replay one.
  func currentValue() -> Output?
  /// Told once per conduit, at its first request: a subject then asks its upstream
  /// subscriptions for values, which it does only once a subscriber wants some.
  func acknowledgeDownstreamDemand()
  /// Whether one request opens the flow for good, so that every value is delivered whatever
  /// demand is left (Apple's `ObservableObjectPublisher`).
  static var anyDemandIsUnlimited: Bool { get }
}

extension _ConduitParent {
  @inlinable static var anyDemandIsUnlimited: Bool { false }
}

/// A parent whose subscriptions describe and reflect themselves, as Apple's subjects' do.
/// (A timer's subscriptions do neither, as Apple's do not.)
@usableFromInline
protocol _NamedConduitParent: _ConduitParent {
  /// How the subscriptions describe themselves: `"PassthroughSubject"`.
  static var conduitName: String { get }
}

/// One subscriber's link to a subject: the `Subscription` the subscriber holds, and the
/// object the subject delivers through.
///
/// The hot path (``offer(_:)``) is inlinable so that it is specialised, together with the
/// subscriber's `receive(_:)`, in the module that subscribes: unspecialised generic code
/// spends most of a send looking up type metadata.
@usableFromInline
final class _ConduitSubscription<Downstream: Subscriber, Parent: _ConduitParent>:
  Subscription, @unchecked Sendable
where Parent.Output == Downstream.Input, Parent.Failure == Downstream.Failure {
  @usableFromInline struct State {
    /// The subscriber, until it is released. While a delivery runs (`deliverer != 0`) only
    /// the deliverer writes this field, and it reads it without the lock; see ``drain``.
    @usableFromInline var downstream: Downstream?
    @usableFromInline var parent: Parent?
    @usableFromInline var demand = Subscribers.Demand.none
    /// For replaying subjects: the parent's current value has not been delivered yet.
    @usableFromInline var owesCurrentValue: Bool
    /// The thread inside the downstream's `receive`, or 0; other threads queue behind it.
    @usableFromInline var deliverer: UInt = 0
    /// `false` once finished or cancelled: no further value or demand is accepted.
    @usableFromInline var isActive = true
    @usableFromInline var isCancelled = false
    /// A request has been made; the parent has been told.
    @usableFromInline var hasRequested = false
    /// Values accepted (demand already taken) while another delivery was running.
    @usableFromInline var pending: [Downstream.Input] = []
    @usableFromInline var pendingCompletion: Subscribers.Completion<Downstream.Failure>?

    @inlinable init(downstream: Downstream, parent: Parent, owesCurrentValue: Bool) {
      self.downstream = downstream
      self.parent = parent
      self.owesCurrentValue = owesCurrentValue
    }
  }

  @usableFromInline let guarded: _LockedState<State>
  @usableFromInline let replaysCurrentValue: Bool

  @inlinable init(parent: Parent, downstream: Downstream, replaysCurrentValue: Bool) {
    guarded = _LockedState(
      State(downstream: downstream, parent: parent, owesCurrentValue: replaysCurrentValue))
    self.replaysCurrentValue = replaysCurrentValue
  }

  // Deliveries from different threads never overlap: the first thread to deliver becomes the
  // deliverer and drains what other threads queue meanwhile. A send from inside the
  // downstream's own callback (same thread) is delivered at once, nested, as Apple's subjects
  // do. No lock is held while the downstream runs, so subscribers that send to each other's
  // subjects from two threads cannot deadlock.
  //
  // While a delivery runs, the downstream stays in `state.downstream` and only the deliverer
  // may release it: a cancel or a finish meanwhile marks the conduit inactive and leaves the
  // release to the deliverer, which does it (after unlocking) as soon as `receive` returns.
  // This is what lets the deliverer call the downstream without copying it (a copy retains
  // the subscriber and every reference in an operator chain of value types).

  @inlinable func offer(_ value: Downstream.Input) {
    guarded.lock()
    let state = guarded.state
    guard state.pointee.isActive, state.pointee.demand > 0 else {
      // A replaying subject delivers the newest value when demand arrives.
      if replaysCurrentValue && state.pointee.isActive {
        state.pointee.owesCurrentValue = true
      }
      guarded.unlock()
      return
    }
    state.pointee.demand -= 1
    state.pointee.owesCurrentValue = false
    deliverOrQueue(value)
  }

  /// Called with the lock held, the conduit active and demand taken for `value`; unlocks.
  @inlinable func deliverOrQueue(_ value: Downstream.Input) {
    let state = guarded.state
    let me = _RecursiveLock.currentThread
    if state.pointee.deliverer == 0 {
      state.pointee.deliverer = me
      guarded.unlock()
      drain(startingWith: value)
    } else if state.pointee.deliverer == me {
      // Re-entrant: the downstream sent from inside its own callback. The running delivery
      // keeps the downstream alive, but this rare path simply holds its own reference.
      let downstream = state.pointee.downstream
      guarded.unlock()
      guard let downstream else { return }
      let more = downstream.receive(value)
      if more > 0 {
        guarded.withLock { state in
          if state.isActive { state.demand += more }
        }
      }
    } else {
      state.pointee.pending.append(value)
      guarded.unlock()
    }
  }

  /// Delivers `first`, then whatever was queued meanwhile, then a queued completion; the
  /// caller has just made this thread the deliverer.
  @inlinable func drain(startingWith first: Downstream.Input) {
    let state = guarded.state
    var next = first
    while true {
      // Nobody else writes or releases `downstream` until `deliverer` is reset below.
      let more = _withBorrowedValue(at: _fieldAddress(state, \.downstream)) { downstream in
        if let downstream { return downstream.receive(next) }
        return .none
      }
      guarded.lock()
      if more > 0 && state.pointee.isActive { state.pointee.demand += more }
      if !state.pointee.isCancelled && !state.pointee.pending.isEmpty {
        next = state.pointee.pending.removeFirst()
        guarded.unlock()
        continue
      }
      state.pointee.deliverer = 0
      if state.pointee.isActive {
        guarded.unlock()
        return
      }
      // Finished or cancelled meanwhile: release the downstream, after a queued completion.
      let completion = state.pointee.pendingCompletion
      state.pointee.pendingCompletion = nil
      let downstream = state.pointee.downstream
      state.pointee.downstream = nil
      guarded.unlock()
      if let completion { downstream?.receive(completion: completion) }
      return
    }
  }

  @inlinable func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    guarded.lock()
    let state = guarded.state
    guard state.pointee.isActive else {
      guarded.unlock()
      return
    }
    state.pointee.isActive = false
    // Released after unlocking, like everything dropped here: a deinit may call back in.
    let parent = state.pointee.parent
    state.pointee.parent = nil
    let deliverer = state.pointee.deliverer
    if deliverer != 0 && deliverer != _RecursiveLock.currentThread {
      // The running deliverer sends it after the values queued before it.
      state.pointee.pendingCompletion = completion
      guarded.unlock()
      withExtendedLifetime(parent) {}
      return
    }
    // Either nothing is being delivered (the downstream is released here), or this is a
    // completion sent from inside the downstream's own callback, delivered at once; the
    // running delivery releases the downstream when it returns. Values other threads queued
    // are dropped: nothing follows a completion.
    let downstream = state.pointee.downstream
    if deliverer == 0 { state.pointee.downstream = nil }
    let dropped = state.pointee.pending
    state.pointee.pending = []
    guarded.unlock()
    withExtendedLifetime((parent, dropped)) {}
    downstream?.receive(completion: completion)
  }

  @usableFromInline func request(_ more: Subscribers.Demand) {
    precondition(
      more > 0, "Subscription.request(\(more)) on a subject: demand must be above zero")
    guarded.lock()
    let state = guarded.state
    guard state.pointee.isActive else {
      guarded.unlock()
      return
    }
    state.pointee.demand = Parent.anyDemandIsUnlimited ? .unlimited : state.pointee.demand + more
    if !state.pointee.hasRequested {
      state.pointee.hasRequested = true
      let parent = state.pointee.parent
      guarded.unlock()
      parent?.acknowledgeDownstreamDemand()
      guarded.lock()
      guard state.pointee.isActive else {
        guarded.unlock()
        return
      }
    }
    guard state.pointee.owesCurrentValue, let parent = state.pointee.parent,
      let value = parent.currentValue()
    else {
      guarded.unlock()
      return
    }
    state.pointee.owesCurrentValue = false
    state.pointee.demand -= 1
    deliverOrQueue(value)
  }

  @usableFromInline func cancel() {
    // What the conduit drops is released after unlocking: a subscriber's deinit may cancel
    // again, and the lock is not re-entrant.
    let (parent, dropped) = guarded.withLock { state in
      let parent = state.parent
      let pending = state.pending
      state.parent = nil
      state.isActive = false
      state.isCancelled = true
      state.pending = []
      state.pendingCompletion = nil
      // A running delivery releases the downstream itself once its `receive` returns.
      let downstream = state.deliverer == 0 ? state.downstream : nil
      if state.deliverer == 0 { state.downstream = nil }
      return (parent, (downstream, pending))
    }
    parent?.detach(self)
    withExtendedLifetime(dropped) {}
  }
}

extension _ConduitSubscription: CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible
where Parent: _NamedConduitParent {
  @usableFromInline var description: String { Parent.conduitName }

  @usableFromInline var playgroundDescription: Any { description }

  /// Apple's layout: the subject (`parent`, and again as `subject`), the subscriber and the
  /// demand left; only the subscriber for an `ObservableObjectPublisher`.
  @usableFromInline var customMirror: Mirror {
    let (parent, downstream, demand) = guarded.withLock { ($0.parent, $0.downstream, $0.demand) }
    let children: [Mirror.Child]
    if Parent.anyDemandIsUnlimited {
      children = [("downstream", downstream as Any)]
    } else {
      children = [
        ("parent", parent as Any), ("downstream", downstream as Any), ("demand", demand),
        ("subject", parent as Any),
      ]
    }
    return Mirror(self, children: children)
  }
}

/// The address of one stored field of the value at `base`.
@inlinable @inline(__always)
func _fieldAddress<Root, Value>(
  _ base: UnsafeMutablePointer<Root>, _ field: WritableKeyPath<Root, Value>
) -> UnsafePointer<Value> {
  UnsafePointer(base.pointer(to: field).unsafelyUnwrapped)
}

/// Calls `body` with the value stored at `source` without copying it: no retain, no
/// release. The caller guarantees that nothing writes or destroys that value meanwhile.
///
/// A copy of a subscriber retains every reference it holds (for an operator chain of value
/// types, the subscriber at its end and each operator's closure); on a send path that costs
/// more than the rest of the delivery.
@inlinable @inline(__always)
func _withBorrowedValue<Value, Result>(
  at source: UnsafePointer<Value>, _ body: (Value) -> Result
) -> Result {
  // A value whose bits may not live at another address (an Objective-C weak reference, some
  // C++ types) is copied the ordinary way. The test folds away once specialised.
  guard _isBitwiseTakable(Value.self) else { return body(source.pointee) }
  return withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer in
    let slot = buffer.baseAddress.unsafelyUnwrapped
    // A bitwise copy that owns nothing: it is moved out, lent to `body`, and moved back into
    // the scratch slot, which is then dropped without being deinitialised.
    UnsafeMutableRawPointer(slot).copyMemory(from: source, byteCount: MemoryLayout<Value>.size)
    let value = slot.move()
    let result = body(value)
    slot.initialize(to: consume value)
    return result
  }
}

/// A subject's handle on one conduit: its identity, and closures made where the conduit's
/// type is known, so that calling them runs specialised code.
@usableFromInline
struct _ConduitEntry<Output, Failure: Error> {
  @usableFromInline let id: ObjectIdentifier
  @usableFromInline let offer: (Output) -> Void
  @usableFromInline let finish: (Subscribers.Completion<Failure>) -> Void

  @inlinable init<Downstream, Parent>(_ conduit: _ConduitSubscription<Downstream, Parent>)
  where Downstream.Input == Output, Downstream.Failure == Failure {
    id = ObjectIdentifier(conduit)
    offer = { conduit.offer($0) }
    finish = { conduit.finish($0) }
  }
}

/// The subscribers of one subject. A send copies the list out of the lock: one array buffer,
/// so one retain, whatever the number of subscribers; the buffer is shared until the next
/// attach or detach.
@usableFromInline
typealias _ConduitList<Output, Failure: Error> = ContiguousArray<_ConduitEntry<Output, Failure>>

extension ContiguousArray {
  /// Removes the entry of `conduit`, returning it so that it is released after unlocking.
  @usableFromInline mutating func removeConduit<Output, Failure>(_ conduit: AnyObject)
    -> Element?
  where Element == _ConduitEntry<Output, Failure> {
    let id = ObjectIdentifier(conduit)
    guard let index = firstIndex(where: { $0.id == id }) else { return nil }
    return remove(at: index)
  }

  @inlinable func offerToConduits<Output, Failure>(_ value: Output)
  where Element == _ConduitEntry<Output, Failure> {
    for entry in self { entry.offer(value) }
  }

  @usableFromInline func finishConduits<Output, Failure>(
    _ completion: Subscribers.Completion<Failure>
  )
  where Element == _ConduitEntry<Output, Failure> {
    for entry in self { entry.finish(completion) }
  }
}
