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
      _ColumnWidthModifier(
        width: _NavigationSplitColumnWidth(min: width, ideal: width, max: width),
        column: { $0._navigationSplitColumn }))
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
      _ColumnWidthModifier(
        width: _NavigationSplitColumnWidth(min: min, ideal: ideal, max: max),
        column: { $0._navigationSplitColumn }))
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

/// A column whose width views in it set: a split view's, an inspector's.
@MainActor
protocol _WidthTakingColumn: AnyObject {
  /// The width its views asked for, if any.
  var width: _NavigationSplitColumnWidth? { get }
  /// Sets the width its views ask for.
  func setWidth(_ width: _NavigationSplitColumnWidth?)
}

/// Hands its width to the column it is in (the one `column` finds in the environment);
/// leaving the graph takes it back, unless another view set a width since.
struct _ColumnWidthModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let width: _NavigationSplitColumnWidth
  let column: @MainActor (EnvironmentValues) -> (any _WidthTakingColumn)?

  func _attach(to node: _ViewNode) {
    guard let column = column(node.environment) else { return }
    column.setWidth(width)
    let (registration, isNew) = node.modifierState(_WidthRegistration.init)
    registration.column = column
    registration.width = width
    if isNew {
      node.teardownActions.append { [weak registration] in
        guard let registration, let column = registration.column,
          column.width == registration.width
        else { return }
        column.setWidth(nil)
      }
    }
  }
}

/// The column a width modifier set the width of, and the width it set.
@MainActor
private final class _WidthRegistration {
  weak var column: (any _WidthTakingColumn)?
  var width: _NavigationSplitColumnWidth?
}
