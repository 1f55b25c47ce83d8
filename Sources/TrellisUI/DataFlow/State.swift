import Foundation
import Synchronization

/// A value that a view owns. Its storage lives in the graph, tied to the view's identity: it
/// keeps its value across updates and is reset only when the view gets a new identity. One
/// view value shown in several places (`let row = Row()`, then `row` twice, or captured by
/// a list's row closure) is a view in each place, each with storage of its own.
///
/// Setting it updates the views whose `body` read it, the owner included: as on Apple's
/// platforms, an owner that only hands `$value` to its children is not re-evaluated.
/// `$value` gives a ``Binding`` to hand to child views. A `@State` may hold an `@Observable`
/// object, whose properties are then tracked where `body` reads them.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  var box: _StateBox<Value>
  /// The value a view starts from, kept in the value as Apple's `State` keeps it: when one
  /// view value is shown in several places, its box serves the first and each other place
  /// gets a box of its own, starting here.
  private let initialValue: Value

  /// Creates the state with an initial value, used the first time its view appears.
  public init(wrappedValue value: Value) {
    box = _StateBox(value)
    initialValue = value
  }

  /// Creates the state with an initial value.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The current value.
  public var wrappedValue: Value {
    get { box.get() }
    nonmutating set { box.set(newValue) }
  }

  /// A binding that reads and writes this state.
  public var projectedValue: Binding<Value> { Binding(location: box) }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state whose initial value is `nil`.
  public init() { self.init(wrappedValue: nil) }
}

extension State: _DynamicPropertyField {
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {
    if let stored = node.propertyStorage[slot] as? _StateBox<Value> {
      box = stored
      box.ownerWillEvaluate()
    } else {
      // A box serves one place only, ever: a value shown twice, or a row made again from a
      // captured value, starts from the initial value rather than sharing another's state.
      if !box.claim() { box = _StateBox(initialValue) }
      node.propertyStorage[slot] = box
      box.adopt(owner: node, name: name)
    }
  }
}

/// The storage of one `@State`: its value, its owner, and the views that read it (the owner
/// itself or others through a binding) in their last evaluation. Values may be set from any
/// thread; updates are applied on the main actor.
final class _StateBox<Value>: _Location<Value>, _PersistentState, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var value: Value
  private var owner: _WeakNode?
  private var ownerName = "_state"
  private var readers: [ObjectIdentifier: _WeakNode] = [:]
  /// Whether the owner's last `body` read the value.
  private var ownerRead = false

  /// Whether its row is kept out of view for it (``_PersistentState/keepsRow``).
  let keepsRow: Bool
  /// Whether a view's place has taken this box as its storage (main actor only).
  private var claimed = false

  /// A box holding `value`; `keepsRow` false for one whose value only matters on screen.
  init(_ value: Value, keepsRow: Bool = true) {
    self.value = value
    self.keepsRow = keepsRow
  }

  /// Takes the box for a view's place; false when another place has taken it.
  @MainActor func claim() -> Bool {
    defer { claimed = true }
    return !claimed
  }

  @MainActor func adopt(owner node: _ViewNode, name: String) {
    let handle = _WeakNode(node)
    lock.withLock {
      owner = handle
      ownerName = name
    }
  }

  override func get() -> Value {
    if _MainQueue.isCurrent {
      MainActor.assumeIsolated { registerReader() }
    }
    return lock.withLock { value }
  }

  /// The owner's `body` is about to run again: what it reads now decides whether it
  /// depends on the value.
  func ownerWillEvaluate() {
    lock.withLock { ownerRead = false }
  }

  /// A body that reads this state is updated when it changes. A reader other than the
  /// owner (through a binding) is registered until the value changes, it evaluates again or
  /// it leaves the graph.
  @MainActor private func registerReader() {
    guard let (node, _) = _ViewGraph.evaluating else { return }
    let isOwner = lock.withLock {
      if owner?.node === node {
        ownerRead = true
        return true
      }
      if readers.updateValue(node.handle, forKey: ObjectIdentifier(node)) == nil {
        _StateReaders.count.add(1, ordering: .relaxed)
      }
      return false
    }
    if !isOwner { node.didRead(self) }
  }

  /// What the readers of this state are told changed: the owner's property, as
  /// `Owner._name`. On the main queue only.
  private var sourceName: String {
    let (owner, name) = lock.withLock { (self.owner, ownerName) }
    let ownerType = MainActor.assumeIsolated { owner?.node?.typeName }
    return ownerType.map { "\($0).\(name)" } ?? name
  }

  /// Where a write during an update happened, for its warning: the state's owner and name.
  private var siteName: String { sourceName }

  override var sourceDescription: String? { _MainQueue.isCurrent ? sourceName : nil }

  override func set(_ newValue: Value) {
    if _RuntimeWarnings.isInViewUpdate { _RuntimeWarnings.modifyingStateDuringUpdate(siteName) }
    let (owner, name, readers) = lock.withLock {
      value = newValue
      let readers = self.readers
      self.readers.removeAll()
      _StateReaders.count.subtract(readers.count, ordering: .relaxed)
      return (ownerRead ? self.owner : nil, ownerName, readers)
    }
    if let owner { _ViewNode.invalidate(owner, generation: nil, because: name) }
    guard !readers.isEmpty else { return }
    let cause = _MainQueue.isCurrent ? "@dependencies (\(sourceName))" : "@dependencies"
    for reader in readers.values {
      _ViewNode.invalidate(reader, generation: nil, because: cause)
    }
  }
}

extension _StateBox: _ReadRegistration {
  func removeReader(_ node: ObjectIdentifier) {
    lock.withLock {
      if readers.removeValue(forKey: node) != nil {
        _StateReaders.count.subtract(1, ordering: .relaxed)
      }
    }
  }
}

/// Counts the views registered as readers of `@State` they do not own, across all graphs.
enum _StateReaders {
  static let count = Atomic<Int>(0)

  /// How many reader registrations there are now (for tests).
  package static var live: Int { count.load(ordering: .relaxed) }
}
