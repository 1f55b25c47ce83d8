/// Reads a value that the focused view, or a view around it, publishes with
/// `focusedValue(_:_:)` (or the focused scene with `focusedSceneValue(_:_:)`): `nil` when
/// nothing in focus publishes it.
///
/// Commands use it to act on the focused window's data; the commands (or view) that read it
/// update as focus moves and as the published value changes:
///
/// ```swift
/// struct NoteCommands: Commands {
///   @FocusedValue(\.selectedNote) var note
///
///   var body: some Commands {
///     CommandMenu("Note") {
///       Button(note?.wrappedValue.isPinned == true ? "Unpin" : "Pin") {
///         note?.wrappedValue.isPinned.toggle()
///       }
///       .disabled(note == nil)
///     }
///   }
/// }
/// ```
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  let keyPath: KeyPath<FocusedValues, Value?>
  var center: _FocusedValuesCenter?

  /// Reads the value at `keyPath` of the focused values.
  /// - Parameter keyPath: The value's place in ``FocusedValues``.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    self.keyPath = keyPath
  }

  /// The value, or `nil` when nothing in focus publishes it.
  @MainActor public var wrappedValue: Value? { center?.values()[keyPath: keyPath] }
}

extension FocusedValue: _DynamicPropertyField {
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {
    center = node.graph.focusedValues
  }
}

/// Reads a binding that the focused view, or a view around it, publishes with
/// `focusedValue(_:_:)`, as a value: `nil` when nothing publishes it; setting it writes
/// through the binding (and does nothing while there is none).
///
/// ```swift
/// @FocusedBinding(\.selectedNote) var note: Note?
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  let keyPath: KeyPath<FocusedValues, Binding<Value>?>
  var center: _FocusedValuesCenter?

  /// Reads the binding at `keyPath` of the focused values.
  /// - Parameter keyPath: The binding's place in ``FocusedValues``.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
    self.keyPath = keyPath
  }

  @MainActor private var binding: Binding<Value>? { center?.values()[keyPath: keyPath] }

  /// The binding's value, or `nil` when nothing in focus publishes one.
  @MainActor public var wrappedValue: Value? {
    get { binding?.wrappedValue }
    nonmutating set {
      guard let newValue, let binding else { return }
      binding.wrappedValue = newValue
    }
  }

  /// A binding to the value: `nil` reads while nothing publishes one, and writes then do
  /// nothing.
  @MainActor public var projectedValue: Binding<Value?> {
    let current = binding
    return Binding(
      get: { current?.wrappedValue },
      set: { newValue in
        if let newValue { current?.wrappedValue = newValue }
      })
  }
}

extension FocusedBinding: _DynamicPropertyField {
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {
    center = node.graph.focusedValues
  }
}
