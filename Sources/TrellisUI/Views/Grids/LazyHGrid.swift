import Foundation

/// A grid that grows to the right, building its cells only as they come into view.
///
/// The cells fill each column from the top row to the bottom one, then the next column.
/// The rows are the `rows` grid items, sized from the grid's height as a ``LazyVGrid``
/// sizes its columns from its width; a column is as wide as its widest cell, each cell
/// being offered its row's height. Sections start new columns, their headers and footers
/// down the whole grid. Inside a horizontal ``ScrollView`` only the columns in view exist,
/// and a cell that holds state keeps it while scrolled away.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
///     ForEach(tags, id: \.self) { Text($0) }
///   }
/// }
/// ```
public struct LazyHGrid<Content: View> {
  /// Drawn by Trellis; only the columns in view are built.
  public typealias Body = Never
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A grid of the cells `content` builds in `rows`, lined up in their rows by `alignment`
  /// (unless a row says otherwise), its columns `spacing` points apart (the host's default
  /// when `nil`), with the section headers in `pinnedViews` kept in view.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyHGrid: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .lazy(_RowList(content))
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(
      _LazyLinesLayout(
        axis: .horizontal, items: rows,
        alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
        pinsHeaders: pinnedViews.contains(.sectionHeaders)))
  }
}

extension LazyHGrid: View {}
