/// A key for a value that the focused view (or the focused scene) publishes, which commands
/// and other views read with ``FocusedValue``.
///
/// Declare one with `@Entry` in an extension of ``FocusedValues``, or by hand:
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey {
///   typealias Value = Binding<Note>
/// }
///
/// extension FocusedValues {
///   var selectedNote: Binding<Note>? {
///     get { self[SelectedNoteKey.self] }
///     set { self[SelectedNoteKey.self] = newValue }
///   }
/// }
/// ```
public protocol FocusedValueKey {
  /// The type of the value.
  associatedtype Value
}

/// The values that the views around focus publish with `focusedValue(_:_:)`, and those the
/// focused scene publishes with `focusedSceneValue(_:_:)`.
///
/// Each key's value is the one published nearest the focused view; a view outside the
/// focused view's ancestors publishes nothing, and a key nothing publishes is `nil`.
public struct FocusedValues {
  var values: [ObjectIdentifier: Any] = [:]
  /// The objects published with `focusedObject(_:)` and `focusedSceneObject(_:)`, by type.
  var objects: [ObjectIdentifier: AnyObject] = [:]

  /// The value for `key`, or `nil` when nothing in focus publishes it.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
