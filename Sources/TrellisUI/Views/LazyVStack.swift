import Foundation

/// A column that builds its rows only as they come into view.
///
/// Inside a ``ScrollView``, only the rows in the visible part of the screen exist, whatever
/// the content: `ForEach`es, sections with headers and footers, fixed rows, groups. A stack
/// of a million rows opens and updates as fast as a short one; a row that scrolls out of
/// view is released, unless it holds state (`@State`, `@StateObject`, focus), which it keeps
/// for as long as its identity is in the data. Unlike a `VStack`, a lazy stack takes all
/// the width it is offered. With `pinnedViews: .sectionHeaders`, the header of the section
/// at the top stays in view while its rows scroll under it.
public struct LazyVStack<Content: View> {
  /// Drawn by Trellis; only the rows in view are built.
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A lazy column of the views `content` builds, aligned across its width, `spacing`
  /// points apart (no gap in a cell host when `nil`), with the section headers or footers
  /// in `pinnedViews` kept in view while their rows scroll.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

/// Parts of a lazy stack's sections that stay in view while the rest scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
  /// The bits of the set.
  public let rawValue: UInt32
  /// A set from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers (not pinned yet: they scroll with their rows).
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

extension LazyVStack: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .lazy(_RowList(content, in: context))
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(
      _LazyLinesLayout(
        axis: .vertical, items: nil, alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: spacing, pinsHeaders: pinnedViews.contains(.sectionHeaders)))
  }
}

extension LazyVStack: View {}
