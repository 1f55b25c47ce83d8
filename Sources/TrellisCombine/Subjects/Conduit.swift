/// The owner of a set of conduits: told when one is cancelled, asked for the current value.
@usableFromInline
protocol _ConduitParent<Output, Failure>: AnyObject, Sendable {
  associatedtype Output
  associatedtype Failure: Error
  func detach(_ conduit: AnyObject)
  /// The value a new demand should deliver first, for subjects that replay one.
  func currentValue() -> Output?
}

/// One subscriber's link to a subject: the `Subscription` the subscriber holds, and the
/// object the subject delivers through.
///
/// The hot path (``offer(_:)``) is inlinable so that it is specialised, together with the
/// subscriber's `receive(_:)`, in the module that subscribes: unspecialised generic code
/// spends most of a send looking up type metadata.
@usableFromInline
final class _ConduitSubscription<Downstream: Subscriber, Parent: _ConduitParent>:
  Subscription, CustomStringConvertible, @unchecked Sendable
where Parent.Output == Downstream.Input, Parent.Failure == Downstream.Failure {
  @usableFromInline struct State {
    /// `nil` once finished or cancelled: no further value is accepted.
    @usableFromInline var downstream: Downstream?
    @usableFromInline var parent: Parent?
    @usableFromInline var demand = Subscribers.Demand.none
    /// For replaying subjects: the parent's current value has not been delivered yet.
    @usableFromInline var owesCurrentValue: Bool
    /// The thread inside the downstream's `receive`, or 0; other threads queue behind it.
    @usableFromInline var deliverer: UInt = 0
    @usableFromInline var isCancelled = false
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

  @usableFromInline var description: String { _typeName(Parent.self, qualified: false) }

  // Deliveries from different threads never overlap: the first thread to deliver becomes the
  // deliverer and drains what other threads queue meanwhile. A send from inside the
  // downstream's own callback (same thread) is delivered at once, nested, as Apple's subjects
  // do. No lock is held while the downstream runs, so subscribers that send to each other's
  // subjects from two threads cannot deadlock.

  @inlinable func offer(_ value: Downstream.Input) {
    guarded.lock()
    let state = guarded.state
    guard let downstream = state.pointee.downstream, state.pointee.demand > 0 else {
      // A replaying subject delivers the newest value when demand arrives.
      if replaysCurrentValue && state.pointee.downstream != nil {
        state.pointee.owesCurrentValue = true
      }
      guarded.unlock()
      return
    }
    state.pointee.demand -= 1
    state.pointee.owesCurrentValue = false
    deliverOrQueue(value, to: downstream)
  }

  /// Called with the lock held and demand taken for `value`; unlocks.
  @inlinable func deliverOrQueue(_ value: Downstream.Input, to downstream: Downstream) {
    let state = guarded.state
    let me = _RecursiveLock.currentThread
    if state.pointee.deliverer == 0 {
      state.pointee.deliverer = me
      guarded.unlock()
      drain(startingWith: value, to: downstream)
    } else if state.pointee.deliverer == me {
      // Re-entrant: the downstream sent from inside its own callback.
      guarded.unlock()
      let more = downstream.receive(value)
      if more > 0 {
        guarded.withLock { state in
          if state.downstream != nil { state.demand += more }
        }
      }
    } else {
      state.pointee.pending.append(value)
      guarded.unlock()
    }
  }

  /// Delivers `first`, then whatever was queued meanwhile, then a queued completion.
  @inlinable func drain(startingWith first: Downstream.Input, to downstream: Downstream) {
    var next = first
    while true {
      let more = downstream.receive(next)
      guarded.lock()
      let state = guarded.state
      if state.pointee.isCancelled {
        state.pointee.deliverer = 0
        guarded.unlock()
        return
      }
      if more > 0 && state.pointee.downstream != nil { state.pointee.demand += more }
      if !state.pointee.pending.isEmpty {
        next = state.pointee.pending.removeFirst()
        guarded.unlock()
        continue
      }
      state.pointee.deliverer = 0
      let completion = state.pointee.pendingCompletion
      state.pointee.pendingCompletion = nil
      guarded.unlock()
      if let completion { downstream.receive(completion: completion) }
      return
    }
  }

  @inlinable func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    guarded.lock()
    let state = guarded.state
    guard let downstream = state.pointee.downstream else {
      guarded.unlock()
      return
    }
    // Released after unlocking, like everything dropped here: a deinit may call back in.
    let parent = state.pointee.parent
    state.pointee.downstream = nil
    state.pointee.parent = nil
    if state.pointee.deliverer != 0 && state.pointee.deliverer != _RecursiveLock.currentThread {
      // The running deliverer sends it after the values queued before it.
      state.pointee.pendingCompletion = completion
      guarded.unlock()
      withExtendedLifetime(parent) {}
      return
    }
    guarded.unlock()
    withExtendedLifetime(parent) {}
    downstream.receive(completion: completion)
  }

  @usableFromInline func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    guarded.lock()
    let state = guarded.state
    guard let downstream = state.pointee.downstream else {
      guarded.unlock()
      return
    }
    state.pointee.demand += more
    guard state.pointee.owesCurrentValue, let parent = state.pointee.parent,
      let value = parent.currentValue()
    else {
      guarded.unlock()
      return
    }
    state.pointee.owesCurrentValue = false
    state.pointee.demand -= 1
    deliverOrQueue(value, to: downstream)
  }

  @usableFromInline func cancel() {
    // What the conduit drops is released after unlocking: a subscriber's deinit may cancel
    // again, and the lock is not re-entrant.
    let (parent, dropped) = guarded.withLock { state in
      defer {
        state.downstream = nil
        state.parent = nil
        state.isCancelled = true
        state.pending = []
        state.pendingCompletion = nil
      }
      return (state.parent, (state.downstream, state.pending))
    }
    parent?.detach(self)
    withExtendedLifetime(dropped) {}
  }
}

/// A subject's handle on one conduit: its identity, and closures made where the conduit's
/// type is known, so that calling them runs specialised code.
@usableFromInline
struct _ConduitEntry<Output, Failure: Error> {
  @usableFromInline let conduit: AnyObject
  @usableFromInline let offer: (Output) -> Void
  @usableFromInline let finish: (Subscribers.Completion<Failure>) -> Void

  @inlinable init<Downstream, Parent>(_ conduit: _ConduitSubscription<Downstream, Parent>)
  where Downstream.Input == Output, Downstream.Failure == Failure {
    self.conduit = conduit
    offer = { conduit.offer($0) }
    finish = { conduit.finish($0) }
  }
}

/// The subscribers of one subject, kept small for the common case of a single subscriber.
@usableFromInline
struct _ConduitList<Output, Failure: Error> {
  @usableFromInline enum Storage {
    case none
    case one(_ConduitEntry<Output, Failure>)
    case many(ContiguousArray<_ConduitEntry<Output, Failure>>)
  }
  @usableFromInline var storage = Storage.none

  @inlinable init() {}

  @inlinable mutating func insert(_ entry: _ConduitEntry<Output, Failure>) {
    switch storage {
    case .none: storage = .one(entry)
    case .one(let existing): storage = .many([existing, entry])
    case .many(var all):
      storage = .none
      all.append(entry)
      storage = .many(all)
    }
  }

  @usableFromInline mutating func remove(_ conduit: AnyObject) {
    switch storage {
    case .none: break
    case .one(let existing): if existing.conduit === conduit { storage = .none }
    case .many(var all):
      storage = .none
      if let index = all.firstIndex(where: { $0.conduit === conduit }) { all.remove(at: index) }
      storage = all.count == 1 ? .one(all[0]) : .many(all)
    }
  }

  @inlinable func offer(_ value: Output) {
    switch storage {
    case .none: break
    case .one(let entry): entry.offer(value)
    case .many(let all): for entry in all { entry.offer(value) }
    }
  }

  @inlinable func finish(_ completion: Subscribers.Completion<Failure>) {
    switch storage {
    case .none: break
    case .one(let entry): entry.finish(completion)
    case .many(let all): for entry in all { entry.finish(completion) }
    }
  }
}
