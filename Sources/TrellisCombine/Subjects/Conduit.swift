/// One subscriber's link to a subject: the `Subscription` the subscriber holds, and the
/// object the subject delivers through. Subclassed per subscriber type so a subject can hold
/// subscribers of different types in one list.
class _Conduit<Output, Failure: Error>: @unchecked Sendable {
  func offer(_ value: Output) { fatalError("abstract") }
  func finish(_ completion: Subscribers.Completion<Failure>) { fatalError("abstract") }
}

/// The owner of a set of conduits: told when one is cancelled, asked for the current value.
protocol _ConduitParent<Output, Failure>: AnyObject, Sendable {
  associatedtype Output
  associatedtype Failure: Error
  func detach(_ conduit: _Conduit<Output, Failure>)
  /// The value a new demand should deliver first, for subjects that replay one.
  func currentValue() -> Output?
}

final class _ConduitSubscription<Downstream: Subscriber, Parent: _ConduitParent>:
  _Conduit<Downstream.Input, Downstream.Failure>, Subscription, CustomStringConvertible,
  @unchecked Sendable
where Parent.Output == Downstream.Input, Parent.Failure == Downstream.Failure {
  private let lock = _Lock()
  // Serialises calls into the downstream, but lets it send re-entrantly from its callbacks.
  private let deliveryLock = _RecursiveLock()
  // Guarded by `lock`.
  private var downstream: Downstream?
  private var parent: Parent?
  private var demand = Subscribers.Demand.none
  /// For replaying subjects: the parent's current value has not been delivered yet.
  private var owesCurrentValue: Bool
  private let replaysCurrentValue: Bool

  init(parent: Parent, downstream: Downstream, replaysCurrentValue: Bool) {
    self.parent = parent
    self.downstream = downstream
    self.owesCurrentValue = replaysCurrentValue
    self.replaysCurrentValue = replaysCurrentValue
  }

  var description: String { "\(Parent.self)" }

  override func offer(_ value: Downstream.Input) {
    lock.lock()
    guard let downstream, demand > 0 else {
      // A replaying subject delivers the newest value when demand arrives.
      if self.downstream != nil && replaysCurrentValue { owesCurrentValue = true }
      lock.unlock()
      return
    }
    demand -= 1
    owesCurrentValue = false
    lock.unlock()
    deliver(value, to: downstream)
  }

  private func deliver(_ value: Downstream.Input, to downstream: Downstream) {
    deliveryLock.lock()
    let more = downstream.receive(value)
    deliveryLock.unlock()
    if more > 0 {
      lock.lock()
      if self.downstream != nil { demand += more }
      lock.unlock()
    }
  }

  override func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    let downstream = self.downstream
    self.downstream = nil
    parent = nil
    lock.unlock()
    guard let downstream else { return }
    deliveryLock.lock()
    downstream.receive(completion: completion)
    deliveryLock.unlock()
  }

  func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    demand += more
    guard owesCurrentValue, let parent, let value = parent.currentValue() else {
      lock.unlock()
      return
    }
    owesCurrentValue = false
    demand -= 1
    lock.unlock()
    deliver(value, to: downstream)
  }

  func cancel() {
    lock.lock()
    let parent = self.parent
    downstream = nil
    self.parent = nil
    lock.unlock()
    parent?.detach(self)
  }
}

/// The subscribers of one subject, kept small for the common case of a single subscriber.
struct _ConduitList<Output, Failure: Error> {
  private enum Storage {
    case none
    case one(_Conduit<Output, Failure>)
    case many(ContiguousArray<_Conduit<Output, Failure>>)
  }
  private var storage = Storage.none

  var isEmpty: Bool {
    if case .none = storage { return true }
    return false
  }

  mutating func insert(_ conduit: _Conduit<Output, Failure>) {
    switch storage {
    case .none: storage = .one(conduit)
    case .one(let existing): storage = .many([existing, conduit])
    case .many(var all):
      storage = .none
      all.append(conduit)
      storage = .many(all)
    }
  }

  mutating func remove(_ conduit: _Conduit<Output, Failure>) {
    switch storage {
    case .none: break
    case .one(let existing): if existing === conduit { storage = .none }
    case .many(var all):
      storage = .none
      if let index = all.firstIndex(where: { $0 === conduit }) { all.remove(at: index) }
      storage = all.count == 1 ? .one(all[0]) : .many(all)
    }
  }

  @inline(__always) func forEachConduit(_ body: (_Conduit<Output, Failure>) -> Void) {
    switch storage {
    case .none: break
    case .one(let conduit): body(conduit)
    case .many(let all): for conduit in all { body(conduit) }
    }
  }
}
