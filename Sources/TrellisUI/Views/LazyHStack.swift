import Foundation

/// A row that builds its views only as they come into view.
///
/// Inside a horizontal ``ScrollView``, only the views in the visible part exist, whatever
/// the content: `ForEach`es, sections with headers and footers, fixed views, groups. A view
/// that scrolls out of view is released, unless it holds state (`@State`, `@StateObject`,
/// focus), which it keeps for as long as its identity is in the data. Unlike an `HStack`,
/// a lazy stack takes all the height it is offered. With `pinnedViews: .sectionHeaders`,
/// the header of the section at the leading edge stays in view while its views scroll
/// under it.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHStack {
///     ForEach(albums) { AlbumCover($0) }
///   }
/// }
/// ```
public struct LazyHStack<Content: View> {
  /// Drawn by Trellis; only the views in view are built.
  public typealias Body = Never
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A lazy row of the views `content` builds, aligned across its height by `alignment`,
  /// `spacing` points apart (the host's default when `nil`), with the section headers in
  /// `pinnedViews` kept in view while their views scroll.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyHStack: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .lazy(_RowList(content))
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(
      _LazyLinesLayout(
        axis: .horizontal, items: nil,
        alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
        pinsHeaders: pinnedViews.contains(.sectionHeaders)))
  }
}

extension LazyHStack: View {}
