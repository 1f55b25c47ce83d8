import Foundation

extension View {
  /// Sets the width of the inspector column this view is in, fixed. Apply it to an
  /// inspector's content; elsewhere it does nothing.
  ///
  /// - Parameter width: The column's width, in points (a terminal cell is 8 points wide).
  public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    modifier(
      _InspectorColumnWidthModifier(
        width: _NavigationSplitColumnWidth(min: width, ideal: width, max: width)))
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
      _InspectorColumnWidthModifier(
        width: _NavigationSplitColumnWidth(min: min, ideal: ideal, max: max)))
  }
}

/// Hands its width to the inspector column it is in; leaving the graph takes it back.
struct _InspectorColumnWidthModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let width: _NavigationSplitColumnWidth

  func _attach(to node: _ViewNode) {
    guard let column = node.environment._inspectorColumn else { return }
    column.setWidth(width)
    let (registration, isNew) = node.modifierState(_InspectorWidthRegistration.init)
    registration.column = column
    if isNew {
      node.teardownActions.append { [weak registration] in registration?.column?.setWidth(nil) }
    }
  }
}

/// The column a width modifier set the width of.
@MainActor
private final class _InspectorWidthRegistration {
  weak var column: _InspectorColumn?
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
