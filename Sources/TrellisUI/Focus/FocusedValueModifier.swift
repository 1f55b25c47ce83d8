extension View {
  /// Publishes `value` at `keyPath` of the focused values while focus is in this view (on
  /// it or on a view inside it); ``FocusedValue`` reads it.
  ///
  /// ```swift
  /// NoteEditor(note: $note)
  ///   .focusedValue(\.selectedNote, $note)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The value's place in ``FocusedValues``.
  ///   - value: The value.
  /// - Returns: The view that publishes the value.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> some View
  {
    modifier(_FocusedValueModifier(keyPath: keyPath, value: value, isSceneValue: false))
  }

  /// Publishes `value` at `keyPath` while focus is in this view, or nothing when it is `nil`.
  /// - Parameters:
  ///   - keyPath: The value's place in ``FocusedValues``.
  ///   - value: The value, or `nil` to publish none.
  /// - Returns: The view that publishes the value.
  public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    modifier(_FocusedValueModifier(keyPath: keyPath, value: value, isSceneValue: false))
  }

  /// Publishes `value` at `keyPath` for the whole scene while the scene has focus, wherever
  /// focus is in it (and when nothing in it is focused); a value published nearer focus with
  /// `focusedValue(_:_:)` comes first.
  /// - Parameters:
  ///   - keyPath: The value's place in ``FocusedValues``.
  ///   - value: The value.
  /// - Returns: The view that publishes the value.
  public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> some View {
    modifier(_FocusedValueModifier(keyPath: keyPath, value: value, isSceneValue: true))
  }

  /// Publishes `value` at `keyPath` for the whole scene, or nothing when it is `nil`.
  /// - Parameters:
  ///   - keyPath: The value's place in ``FocusedValues``.
  ///   - value: The value, or `nil` to publish none.
  /// - Returns: The view that publishes the value.
  public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    modifier(_FocusedValueModifier(keyPath: keyPath, value: value, isSceneValue: true))
  }
}

/// Publishes a focused value; its node keeps what it publishes.
struct _FocusedValueModifier<Value>: ViewModifier {
  typealias Body = Never
  let keyPath: WritableKeyPath<FocusedValues, Value?>
  let value: Value?
  let isSceneValue: Bool
}

extension _FocusedValueModifier: _PrimitiveModifier {
  func _attach(to node: _ViewNode) {
    let (box, isNew) = node.modifierState(_FocusedValuePublication.init)
    let keyPath = keyPath
    let value = value
    let changed =
      isNew || box.isSceneValue != isSceneValue
      || !(box.input.map { _ViewTypeInfo.sameInputs($0, (keyPath, value)) } ?? false)
    box.input = (keyPath, value)
    box.isSceneValue = isSceneValue
    box.apply = { values in
      if values[keyPath: keyPath] == nil, let value { values[keyPath: keyPath] = value }
    }
    guard changed else { return }
    node.graph.focusedValues.publicationChanged(at: node, isNew: isNew, isSceneValue: isSceneValue)
  }
}

/// What one `focusedValue` or `focusedSceneValue` modifier publishes.
final class _FocusedValuePublication {
  /// Sets the value in focused values that do not have one for its key yet.
  var apply: (inout FocusedValues) -> Void = { _ in }
  /// The key path and value last published, to tell whether they changed.
  var input: Any?
  var isSceneValue = false
}
