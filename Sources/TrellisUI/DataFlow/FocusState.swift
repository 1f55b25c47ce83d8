import Dispatch

/// Reads and moves keyboard focus: its value says which of the views marked with
/// `.focused(_:)` or `.focused(_:equals:)` holds focus, and setting it moves focus there.
///
/// Use a `Bool` for one field, or an optional `Hashable` value (often an enum) to tell
/// several fields apart; `false` or `nil` means none of them is focused.
///
/// ```swift
/// enum Field { case name, email }
/// @FocusState private var focus: Field?
///
/// var body: some View {
///   TextField("Name", text: $name).focused($focus, equals: .name)
///   TextField("Email", text: $email).focused($focus, equals: .email)
///   Button("Next") { focus = .email }
/// }
/// ```
///
/// The value follows the host: a person focusing a field sets it, and a focused view that
/// leaves the graph resets it. Like `@State`, it lives as long as the view's identity.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  var box: _FocusStateBox<Value>

  /// A focus state for a single view: `true` while it is focused.
  public init() where Value == Bool {
    box = _FocusStateBox(empty: false)
  }

  /// A focus state telling several views apart: the focused view's value, or `nil`.
  public init<T: Hashable>() where Value == T? {
    box = _FocusStateBox(empty: nil)
  }

  /// Which view is focused; setting it moves focus after the current update.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.request(newValue) }
  }

  /// A binding to hand to `.focused(_:)` and to child views.
  public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }

  /// A connection to a `@FocusState` that another view owns; `$focus` makes one. Declare
  /// `@FocusState.Binding var focus: Bool` in a child view to receive it.
  @propertyWrapper
  public struct Binding {
    let box: _FocusStateBox<Value>

    /// Which view is focused; setting it moves focus.
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.request(newValue) }
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

extension FocusState: _DynamicPropertyField {
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {
    if let stored = node.propertyStorage[slot] as? _FocusStateBox<Value> {
      box = stored
    } else {
      node.propertyStorage[slot] = box
      box.adopt(owner: node, name: name)
    }
  }
}

/// The storage of one `@FocusState`: its value (in a `@State` box, so readers update as
/// they do for state) and the graph whose focus it follows.
final class _FocusStateBox<Value: Hashable>: _PersistentState, @unchecked Sendable {
  let storage: _StateBox<Value>
  /// `false` or `nil`: no view focused.
  let empty: Value
  // Main actor only.
  private weak var graph: _ViewGraph?

  init(empty: Value) {
    self.empty = empty
    storage = _StateBox(empty)
  }

  var value: Value { storage.get() }

  @MainActor func adopt(owner node: _ViewNode, name: String) {
    graph = node.graph
    storage.adopt(owner: node, name: name)
  }

  /// A write from the app: records the value, then moves focus to match it after the update.
  func request(_ newValue: Value) {
    storage.set(newValue)
    // The value only travels to the main queue, where focus state is used.
    let request = _UncheckedSendable(newValue)
    if _MainQueue.isCurrent {
      MainActor.assumeIsolated { requestFocus(request.value) }
    } else {
      DispatchQueue.main.async {
        MainActor.assumeIsolated { self.requestFocus(request.value) }
      }
    }
  }

  @MainActor private func requestFocus(_ newValue: Value) {
    guard let graph else { return }
    graph.focusBindings.request(
      _FocusRequest(
        box: ObjectIdentifier(self), value: AnyHashable(newValue), isEmpty: newValue == empty,
        reset: { [weak self] in self?.reflect(nil) }),
      in: graph)
  }

  /// A change from the graph (focus moved): records `focused`, or `empty` when `nil`,
  /// without moving focus again. Does nothing when the value is already that.
  @MainActor func reflect(_ focused: Value?) {
    let newValue = focused ?? empty
    if current != newValue { storage.set(newValue) }
  }

  /// The value, read without making the view being evaluated (if any) depend on it.
  @MainActor private var current: Value {
    let evaluating = _ViewGraph.evaluating
    _ViewGraph.evaluating = nil
    defer { _ViewGraph.evaluating = evaluating }
    return storage.get()
  }
}
