import Foundation

/// A container that lines its views up in rows and columns, all of them built at once.
///
/// Each ``GridRow`` is a row; its views are the cells of successive columns. The grid has
/// as many columns as its longest row; shorter rows leave their trailing cells empty. A view
/// that is not in a `GridRow` makes a row of its own across every column (a `Divider`
/// between rows, say). A column is as wide as its widest cell and a row as tall as its
/// tallest, and space the grid is offered beyond that goes to the columns and rows that can
/// grow, as a stack shares it out (a `Color` or `Divider` cell grows; use
/// `gridCellUnsizedAxes(_:)` to keep it from sizing its row or column).
///
/// Cells line up in their space by `alignment`, which `GridRow(alignment:)` overrides for a
/// row's vertical alignment, `gridColumnAlignment(_:)` for a column's horizontal alignment,
/// and `gridCellAnchor(_:)` for one cell. `gridCellColumns(_:)` makes a cell span columns.
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow {
///     Text("Name")
///     Text("Amber")
///   }
///   Divider()
///   GridRow {
///     Text("Notes")
///     Text("Shown to everyone").gridCellColumns(2)
///   }
/// }
/// ```
public struct Grid<Content: View> {
  /// Drawn by Trellis: its rows' cells lined up in columns.
  public typealias Body = Never
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// A grid of the rows `content` builds, its cells lined up by `alignment`, its columns
  /// `horizontalSpacing` and its rows `verticalSpacing` points apart (the host's default
  /// spacing when `nil`).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }
}

extension Grid: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(
      _GridLayout(
        alignment: alignment, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing))
  }
}

extension Grid: View {}

/// A row of a ``Grid``: its views are the cells of the grid's successive columns.
///
/// Outside a grid, a row's views join the layout around it, as a `Group`'s do.
public struct GridRow<Content: View> {
  /// Drawn by Trellis: its views are cells of the grid around it.
  public typealias Body = Never
  let alignment: VerticalAlignment?
  let content: Content

  /// A row of the cells `content` builds, lined up vertically by `alignment` (the grid's
  /// alignment when `nil`).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

/// Marks a ``GridRow``, so that a grid finds its rows among its children.
@MainActor
protocol _GridRowMarker {
  var _rowAlignment: VerticalAlignment? { get }
}

extension GridRow: _GridRowMarker {
  var _rowAlignment: VerticalAlignment? { alignment }
}

extension GridRow: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content)])
  }
  // The cells are the grid's subviews: the row lays nothing out itself.
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension GridRow: View {}
