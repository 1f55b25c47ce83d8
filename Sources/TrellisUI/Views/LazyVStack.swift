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
      _LazyStackLayout(
        alignment: alignment, spacing: spacing,
        pinsHeaders: pinnedViews.contains(.sectionHeaders)))
  }
}

/// Lays rows out in a column. The stack's height is estimated from the average height of
/// the rows it has placed, so measuring it builds nothing; placing it asks the graph
/// (``_LazyRowSource``) for only the rows that fall inside the visible part of the screen,
/// and again for more when the estimate fell short.
struct _LazyStackLayout: _Layout {
  /// Where rows line up across the stack.
  let alignment: HorizontalAlignment
  /// Points between rows; `nil` for the host's default.
  let spacing: CGFloat?
  /// Whether the header of the section at the top stays in view.
  let pinsHeaders: Bool

  /// The points between rows, on the host's pixels.
  func gap(_ grid: _PixelGrid, metrics: _HostMetrics) -> CGFloat {
    grid.rounded(spacing ?? metrics.defaultSpacing.height, along: .vertical)
  }

  /// The height assumed for a row not measured yet, on the host's pixels.
  func estimatedRowHeight(_ source: any _LazyRowSource, grid: _PixelGrid) -> CGFloat {
    let least = grid.length(1, along: .vertical)
    return grid.rounded(
      max(least, source.viewport.estimatedRowExtent ?? least), along: .vertical)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    guard let source = context.node.lazyRows else { return .zero }
    let count = CGFloat(source.rowCount)
    let rowHeight = estimatedRowHeight(source, grid: context.grid)
    let spacing = gap(context.grid, metrics: context.metrics)
    let total = count == 0 ? 0 : count * rowHeight + (count - 1) * spacing
    let width =
      proposal.width
      ?? subviews.map { $0.sizeThatFits(.unspecified, context: context).width }.max() ?? 0
    return CGSize(width: width, height: proposal.height.map { min($0, total) } ?? total)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    guard let source = context.node.lazyRows else { return }
    let engine = context.engine
    let visible = engine.visibleRect._clipped(to: bounds)
    // Nothing of the stack can be seen: no row is asked for, so none needs to exist.
    guard source.rowCount > 0, visible.height > 0, visible.width > 0 else { return }
    let rowHeight = estimatedRowHeight(source, grid: context.grid)
    let spacing = gap(context.grid, metrics: context.metrics)
    let stride = rowHeight + spacing
    // The first row that may be visible, by the estimate.
    let first = min(
      source.rowCount - 1, max(0, Int(((visible.minY - bounds.minY) / stride).rounded(.down))))
    source.viewport.firstIndex = first
    let pinned = pinsHeaders ? pinnedHeader(for: first, source: source) : nil

    // Measure rows down from `first` until they fill the visible part, asking for more when
    // the estimate fell short.
    // Each row is offered the stack's width and as much height as it wants.
    let rowProposal = ProposedViewSize(width: bounds.width, height: nil)
    var column: [(index: Int, node: _ViewNode, y: CGFloat, size: CGSize)] = []
    var beyond: [_ViewNode] = []
    var y = bounds.minY + CGFloat(first) * stride
    var index = first
    while y < visible.maxY, index < source.rowCount {
      let wanted = max(1, Int(((visible.maxY - y + spacing) / stride).rounded(.up)))
      for row in source.rows(index..<(index + wanted)) {
        defer { index += 1 }
        guard y < visible.maxY else {
          beyond.append(row)
          continue
        }
        let size = engine.size(of: row, proposal: rowProposal)
        column.append((index, row, y, size))
        y += size.height + spacing
      }
    }

    // The pinned header covers the top of the viewport; the rows under it are clipped.
    var header: (node: _ViewNode, rect: CGRect)?
    if let pinned, let node = source.rows(pinned..<(pinned + 1)).first {
      let size = engine.size(of: node, proposal: rowProposal)
      var top = visible.minY
      if let next = column.first(where: {
        $0.index > pinned && source.role(at: $0.index) == .header
      }),
        next.y < top + size.height
      {
        top = next.y - size.height
      }
      header = (node, rowRect(size, y: top, in: bounds, context: context))
    }
    var rowsArea = visible
    if let header {
      let covered = max(0, header.rect.maxY - visible.minY)
      rowsArea = CGRect(
        x: visible.minX, y: visible.minY + covered, width: visible.width,
        height: max(0, visible.height - covered))
      engine.pin(header.node, in: context.node, rowsTop: rowsArea.minY)
    }
    engine.clipping(to: rowsArea) {
      for row in column {
        engine.place(
          row.node, in: rowRect(row.size, y: row.y, in: bounds, context: context),
          proposal: rowProposal)
      }
    }
    for row in beyond {
      // Asked for but past the bottom: placed out of view, released after layout.
      engine.place(
        row, in: CGRect(x: bounds.minX, y: visible.maxY, width: bounds.width, height: 0),
        proposal: rowProposal)
    }
    // Placed last, so it is drawn over the rows.
    if let header { engine.place(header.node, in: header.rect, proposal: rowProposal) }

    let placed = column.filter { $0.index != pinned }
    if !placed.isEmpty {
      let total = placed.reduce(CGFloat(0)) { $0 + $1.size.height }
      let estimate = max(
        context.grid.length(1, along: .vertical),
        context.grid.rounded(total / CGFloat(placed.count), along: .vertical))
      if estimate
        != (source.viewport.estimatedRowExtent ?? context.grid.length(1, along: .vertical))
      {
        // The stack's height came from the old estimate.
        source.viewport.estimatedRowExtent = estimate
        source.viewport.estimateWasCorrected = true
      }
    }
  }

  /// Where a row of `size` goes at `y`: aligned across the stack's width.
  private func rowRect(_ size: CGSize, y: CGFloat, in bounds: CGRect, context: _LayoutContext)
    -> CGRect
  {
    let width = min(size.width, bounds.width)
    let x =
      bounds.minX
      + _aligned(
        width, in: bounds.width, fraction: alignment.key.fraction ?? 0, along: .horizontal,
        context: context)
    return CGRect(x: x, y: y, width: width, height: size.height)
  }

  /// The header to pin over the top of the viewport: that of the section holding the first
  /// visible row, when the header itself has scrolled above it.
  private func pinnedHeader(for first: Int, source: any _LazyRowSource) -> Int? {
    guard let header = source.sectionHeader(containing: first), header < first else {
      return nil
    }
    return header
  }
}

extension LazyVStack: View {}
