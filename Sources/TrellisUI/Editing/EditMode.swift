/// Whether the person is editing a list's rows: deleting and moving them.
///
/// Read and written through `@Environment(\.editMode)`, a binding that every window provides,
/// so an ``EditButton`` anywhere in the window turns editing on for the lists in it.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment, as a swipe to delete does.
  case transient
  /// Editing.
  case active

  /// Whether this mode is an editing one (`transient` or `active`).
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// Whether the views here are being edited; `nil` where no window provides an edit mode.
  ///
  /// ```swift
  /// @Environment(\.editMode) private var editMode
  /// ...
  /// if editMode?.wrappedValue.isEditing == true { Text("Editing") }
  /// ```
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that turns editing on and off: "Edit" while not editing, "Done" while editing.
///
/// It toggles the environment's `editMode` between `.inactive` and `.active`; the rows of a
/// `ForEach` with `onDelete` then show a delete button, and those with `onMove` a handle.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// An edit button.
  public init() {}

  /// "Edit" or "Done", toggling the edit mode.
  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing == true
    Button(isEditing ? "Done" : "Edit") {
      guard let editMode else { return }
      withAnimation { editMode.wrappedValue = isEditing ? .inactive : .active }
    }
  }
}
