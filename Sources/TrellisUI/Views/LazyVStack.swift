/// A column that builds its rows only as they come into view.
///
/// When its content is a `ForEach`, only the rows inside the visible part of the screen
/// (the viewport of the enclosing ``ScrollView``) exist: a stack of a million rows opens and
/// updates as fast as a short one, and a row that scrolls out of view is released with its
/// state. Other content is built whole, as a ``VStack`` builds it. Unlike a `VStack`, a lazy
/// stack takes all the width it is offered.
public struct LazyVStack<Content: View> {
  /// Drawn by Trellis; only the rows in view are built.
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  /// A lazy column of the views `content` builds, aligned across its width, `spacing`
  /// points apart (no gap in a cell host when `nil`). Pinned headers are not drawn pinned.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
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
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

extension LazyVStack: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    if let provider = content as? any _LazyRowProvider { return .lazy(provider._lazyRows) }
    return .list([_Child(id: .index(0), view: content)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(
      _LazyStackLayout(
        alignment: alignment.position, spacing: spacing.map { _Points.rows($0) } ?? 0))
  }
}

/// Lays rows out in a column. With lazy rows, the stack's height is estimated from the
/// average height of the rows it has built, so measuring it builds nothing; placing it
/// builds only the rows that fall inside the visible part of the screen.
struct _LazyStackLayout: _Layout {
  /// The position (0, 1, 2) across the stack: leading, centre, trailing.
  let alignment: Int
  /// Cells between rows.
  let spacing: Int

  private var eager: _StackLayout {
    _StackLayout(axis: .vertical, alignment: alignment, spacing: spacing)
  }

  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    guard let lazy = context.node.lazyRows else {
      let size = eager.sizeThatFits(proposal, subviews: subviews, context: context)
      return _Size(width: proposal.width ?? size.width, height: size.height)
    }
    let count = lazy.count
    let total = count == 0 ? 0 : count * lazy.estimatedRowHeight + (count - 1) * spacing
    let width =
      proposal.width
      ?? subviews.map {
        $0.sizeThatFits(_ProposedSize(width: nil, height: nil), context: context).width
      }.max() ?? 0
    return _Size(width: width, height: proposal.height.map { min($0, total) } ?? total)
  }

  func placeSubviews(in bounds: _Rect, subviews: _Subviews, context: _LayoutContext) {
    guard let lazy = context.node.lazyRows else {
      eager.placeSubviews(in: bounds, subviews: subviews, context: context)
      return
    }
    let engine = context.engine
    let visible = engine.visibleRect.intersection(bounds)
    guard lazy.count > 0, visible.height > 0, visible.width > 0 else {
      // Nothing of the stack can be seen: no row needs to exist.
      _ = lazy.realize(0..<0)
      return
    }
    // The first row that may be visible, by the estimate; a viewport's worth of rows from
    // there (every row is at least one cell tall).
    let stride = lazy.estimatedRowHeight + spacing
    let first = min(lazy.count - 1, max(0, (visible.y - bounds.y) / stride))
    lazy.firstVisibleIndex = first
    var y = bounds.y + first * stride
    // Enough rows to reach the bottom of the visible part if each were one cell tall:
    // k rows cover at least k + (k - 1) * spacing cells.
    let span = visible.maxY - y
    let needed = max(1, (span + spacing + spacing) / (1 + spacing))
    let rows = lazy.realize(first..<(first + needed))
    var placedHeight = 0
    var placedCount = 0
    for row in rows {
      guard y < visible.maxY else {
        engine.place(row, in: _Rect(x: bounds.x, y: visible.maxY, width: bounds.width, height: 0))
        continue
      }
      let size = engine.size(of: row, proposal: _ProposedSize(width: bounds.width, height: nil))
      let width = min(size.width, bounds.width)
      let x = bounds.x + _aligned(width, in: bounds.width, position: alignment)
      engine.place(row, in: _Rect(x: x, y: y, width: width, height: size.height))
      y += size.height + spacing
      placedHeight += size.height
      placedCount += 1
    }
    if placedCount > 0 {
      let average = (Double(placedHeight) / Double(placedCount)).rounded()
      lazy.estimatedRowHeight = max(1, Int(average))
    }
  }
}

extension LazyVStack: View {}
