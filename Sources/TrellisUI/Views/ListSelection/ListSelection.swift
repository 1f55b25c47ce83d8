/// A list's selection without its type: the values selected now, which row tags stand for
/// them, and how to set them. One binding to an optional value, to a value, or to a set.
struct _ListSelection {
  /// How many rows can be selected, and whether none can be.
  enum Kind: Equatable {
    /// One row or none (`Binding<SelectionValue?>`).
    case optional
    /// Always one row: a selection that cannot be cleared (`Binding<SelectionValue>`).
    case required
    /// Any number of rows (`Binding<Set<SelectionValue>>`).
    case multiple
  }

  let kind: Kind
  /// The selected values now (optionals unwrapped), read each time it is asked.
  let read: () -> Set<AnyHashable>
  /// Sets the selection to `values` (of which a single selection takes the first; an empty
  /// set clears an optional one and leaves a required one as it is).
  let write: ([AnyHashable]) -> Void
  /// The type a row's tag must have (or, with `includeOptional`, wrap).
  let valueType: Any.Type
  let wrappedType: Any.Type?

  /// The selected values now.
  var values: Set<AnyHashable> { read() }

  /// Whether a row tagged `tag` can stand for a value of the selection: the same rule as a
  /// picker's (a tag of `V` counts for `V?`).
  func accepts(_ tag: _TypedTag) -> Bool {
    _TypedTag.fits(tag, valueType: valueType, wrappedType: wrappedType)
  }

  /// A selection of one optional value.
  init<Value: Hashable>(optional binding: Binding<Value?>) {
    kind = .optional
    valueType = Value?.self
    wrappedType = Value.self
    read = { binding.wrappedValue.map { [_unwrappedHashable($0)] } ?? [] }
    write = { values in binding.wrappedValue = values.first.flatMap { $0.base as? Value } }
  }

  /// A selection of one value that is always there.
  init<Value: Hashable>(required binding: Binding<Value>) {
    kind = .required
    valueType = Value.self
    wrappedType = (Value.self as? any _OptionalValue.Type)?.wrappedType
    read = { [_unwrappedHashable(binding.wrappedValue)] }
    write = { values in
      guard let value = values.first?.base as? Value else { return }
      binding.wrappedValue = value
    }
  }

  /// A selection of any number of values.
  init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
    kind = .multiple
    valueType = Value.self
    wrappedType = (Value.self as? any _OptionalValue.Type)?.wrappedType
    read = { Set(binding.wrappedValue.map(_unwrappedHashable)) }
    write = { values in binding.wrappedValue = Set(values.compactMap { $0.base as? Value }) }
  }
}

/// What a selecting list keeps between frames in its node: the row the keyboard is on
/// (Up/Down move it, Space toggles it) and the row a range (Shift) is extended from, both
/// by index among the list's rows.
@MainActor
final class _ListSelectionState {
  var cursor: Int?
  var anchor: Int?
}

extension _ViewNode {
  /// The selection of a list that selects rows; `nil` for any other view.
  var listSelection: _ListSelection? {
    if case .listSelection(let selection) = control { return selection }
    return nil
  }

  /// A selecting list's keyboard state, made the first time it is asked for. It lives with
  /// the list's rows (the node's modifier slot holds its disclosure groups' expansions).
  var listSelectionState: _ListSelectionState {
    if let state = lazyRows?.selectionState { return state }
    let state = _ListSelectionState()
    lazyRows?.selectionState = state
    return state
  }

  /// The tag a list row stands for: its `tag(_:)`, else the id of the `ForEach` element it
  /// was built for, found as a picker finds its options' tags; `nil` for a row without one.
  var rowSelectionTag: _TypedTag? {
    if let tag = singleOptionTag { return tag }
    if case .explicit(let id) = id {
      return _TypedTag(value: id, type: type(of: id.base), includeOptional: true)
    }
    return nil
  }

  /// Whether `.selectionDisabled()` is on the row (on it or on its first view inside).
  var isSelectionDisabled: Bool {
    var current = self
    while true {
      if current.environment.isSelectionDisabled { return true }
      guard let first = current.children.first else { return false }
      current = first
    }
  }
}
