private struct SelectionDisabledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the rows here can be selected in a list (`.selectionDisabled()` turns it on).
  var isSelectionDisabled: Bool {
    get { self[SelectionDisabledKey.self] }
    set { self[SelectionDisabledKey.self] = newValue }
  }
}

extension View {
  /// Keeps this row of a selecting list from being selected: a click, the arrow keys and
  /// Space pass it over. The row is drawn and acts as before; a selection written from
  /// outside may still hold its tag.
  ///
  /// ```swift
  /// List(selection: $selected) {
  ///   Text("Inbox").tag("inbox")
  ///   Text("Archive").tag("archive").selectionDisabled()
  /// }
  /// ```
  ///
  /// - Parameter isDisabled: Whether the row cannot be selected.
  public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(_EnvironmentModifier { $0.isSelectionDisabled = isDisabled })
  }
}
