import Foundation

extension View {
  /// Sets the width of the inspector column this view is in, fixed. Apply it to an
  /// inspector's content; elsewhere it does nothing.
  ///
  /// - Parameter width: The column's width, in points (a terminal cell is 8 points wide).
  public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    modifier(
      _ColumnWidthModifier(
        width: _NavigationSplitColumnWidth(min: width, ideal: width, max: width),
        column: { $0._inspectorColumn }))
  }

  /// Sets the width of the inspector column this view is in, and its bounds. Apply it to
  /// an inspector's content; elsewhere it does nothing.
  ///
  /// - Parameters:
  ///   - min: The least width the column keeps, if any.
  ///   - ideal: The width it takes.
  ///   - max: The greatest width it takes, if any.
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  {
    modifier(
      _ColumnWidthModifier(
        width: _NavigationSplitColumnWidth(min: min, ideal: ideal, max: max),
        column: { $0._inspectorColumn }))
  }
}

private struct InspectorColumnKey: EnvironmentKey {
  static var defaultValue: _InspectorColumn? { nil }
}

extension EnvironmentValues {
  /// The inspector column views here are in; `nil` outside any inspector.
  var _inspectorColumn: _InspectorColumn? {
    get { self[InspectorColumnKey.self] }
    set { self[InspectorColumnKey.self] = newValue }
  }
}
