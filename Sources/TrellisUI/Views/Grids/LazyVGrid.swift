import Foundation

/// A grid that grows down, building its cells only as they come into view.
///
/// The cells fill each row from the leading column to the trailing one, then the next row.
/// The columns are the `columns` grid items, sized as Apple's are: fixed items first, then
/// each flexible item a share of what is left within its bounds, and each adaptive item as
/// many columns of at least its minimum as its share holds. A row is as tall as its tallest
/// cell, each cell being offered its column's width. Sections start new rows, their headers
/// and footers across the whole grid; with `pinnedViews: .sectionHeaders` the header of the
/// section at the top stays in view while its cells scroll under it.
///
/// Inside a ``ScrollView`` only the rows in view exist: a grid of a million cells opens and
/// updates as fast as a short one, and a cell that holds state keeps it while scrolled away.
///
/// ```swift
/// ScrollView {
///   LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///     ForEach(photos) { photo in Thumbnail(photo) }
///   }
/// }
/// ```
public struct LazyVGrid<Content: View> {
  /// Drawn by Trellis; only the rows in view are built.
  public typealias Body = Never
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A grid of the cells `content` builds in `columns`, lined up in their columns by
  /// `alignment` (unless a column says otherwise), its rows `spacing` points apart (the
  /// host's default when `nil`), with the section headers in `pinnedViews` kept in view.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyVGrid: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .lazy(_RowList(content))
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(
      _LazyLinesLayout(
        axis: .vertical, items: columns,
        alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
        pinsHeaders: pinnedViews.contains(.sectionHeaders)))
  }
}

extension LazyVGrid: View {}
