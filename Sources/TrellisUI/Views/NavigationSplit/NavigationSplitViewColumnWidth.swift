import Foundation

extension View {
  /// Sets the width of the split view column this view is in, fixed.
  ///
  /// ```swift
  /// NavigationSplitView {
  ///   Sidebar().navigationSplitViewColumnWidth(180)
  /// } detail: {
  ///   Detail()
  /// }
  /// ```
  ///
  /// - Parameter width: The column's width, in points (a terminal cell is 8 points wide).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    modifier(
      _NavigationSplitColumnWidthModifier(
        width: _NavigationSplitColumnWidth(min: width, ideal: width, max: width)))
  }

  /// Sets the width of the split view column this view is in, and how far it may change.
  /// The detail column's width is what the others leave.
  ///
  /// - Parameters:
  ///   - min: The least width the column keeps, if any.
  ///   - ideal: The width it starts at.
  ///   - max: The greatest width it takes, if any.
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    modifier(
      _NavigationSplitColumnWidthModifier(
        width: _NavigationSplitColumnWidth(min: min, ideal: ideal, max: max)))
  }
}

/// The widths a column asks for.
struct _NavigationSplitColumnWidth: Equatable {
  var min: CGFloat?
  var ideal: CGFloat
  var max: CGFloat?

  /// `width` kept within the bounds.
  func clamped(_ width: CGFloat) -> CGFloat {
    Swift.min(Swift.max(width, min ?? 0), max ?? .infinity)
  }
}

/// Hands its width to the column it is in; leaving the graph takes it back.
struct _NavigationSplitColumnWidthModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let width: _NavigationSplitColumnWidth

  func _attach(to node: _ViewNode) {
    guard let column = node.environment._navigationSplitColumn else { return }
    column.setWidth(width)
    let (registration, isNew) = node.modifierState(_WidthRegistration.init)
    registration.column = column
    if isNew {
      node.teardownActions.append { [weak registration] in registration?.column?.setWidth(nil) }
    }
  }
}

/// The column a width modifier set the width of.
@MainActor
private final class _WidthRegistration {
  weak var column: _NavigationSplitColumn?
}
