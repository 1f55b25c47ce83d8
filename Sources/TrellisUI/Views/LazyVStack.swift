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
  let spacing: Double?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A lazy column of the views `content` builds, aligned across its width, `spacing`
  /// points apart (no gap in a cell host when `nil`), with the section headers or footers
  /// in `pinnedViews` kept in view while their rows scroll.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
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
    .lazy(_RowList(content))
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(
      _LazyStackLayout(
        alignment: alignment.position, spacing: spacing.map { _Points.rows($0) } ?? 0,
        pinsHeaders: pinnedViews.contains(.sectionHeaders)))
  }
}

/// Lays rows out in a column. The stack's height is estimated from the average height of
/// the rows it has placed, so measuring it builds nothing; placing it asks the graph
/// (``_LazyRowSource``) for only the rows that fall inside the visible part of the screen,
/// and again for more when the estimate fell short.
struct _LazyStackLayout: _Layout {
  /// The position (0, 1, 2) across the stack: leading, centre, trailing.
  let alignment: Int
  /// Cells between rows.
  let spacing: Int
  /// Whether the header of the section at the top stays in view.
  let pinsHeaders: Bool

  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    guard let source = context.node.lazyRows else { return .zero }
    let count = source.rowCount
    let rowHeight = Int(max(1, source.viewport.estimatedRowExtent).rounded())
    let total = count == 0 ? 0 : count * rowHeight + (count - 1) * spacing
    let width =
      proposal.width
      ?? subviews.map {
        $0.sizeThatFits(_ProposedSize(width: nil, height: nil), context: context).width
      }.max() ?? 0
    return _Size(width: width, height: proposal.height.map { min($0, total) } ?? total)
  }

  func placeSubviews(in bounds: _Rect, subviews: _Subviews, context: _LayoutContext) {
    guard let source = context.node.lazyRows else { return }
    let engine = context.engine
    let visible = engine.visibleRect.intersection(bounds)
    // Nothing of the stack can be seen: no row is asked for, so none needs to exist.
    guard source.rowCount > 0, visible.height > 0, visible.width > 0 else { return }
    let rowHeight = Int(max(1, source.viewport.estimatedRowExtent).rounded())
    let stride = rowHeight + spacing
    // The first row that may be visible, by the estimate.
    let first = min(source.rowCount - 1, max(0, (visible.y - bounds.y) / stride))
    source.viewport.firstIndex = first
    let pinned = pinsHeaders ? pinnedHeader(for: first, source: source) : nil

    // Measure rows down from `first` until they fill the visible part, asking for more when
    // the estimate fell short.
    var column: [(index: Int, node: _ViewNode, y: Int, size: _Size)] = []
    var beyond: [_ViewNode] = []
    var y = bounds.y + first * stride
    var index = first
    while y < visible.maxY, index < source.rowCount {
      let wanted = max(1, (visible.maxY - y + spacing + stride - 1) / stride)
      for row in source.rows(index..<(index + wanted)) {
        defer { index += 1 }
        guard y < visible.maxY else {
          beyond.append(row)
          continue
        }
        let size = engine.size(of: row, proposal: _ProposedSize(width: bounds.width, height: nil))
        column.append((index, row, y, size))
        y += size.height + spacing
      }
    }

    // The pinned header covers the top of the viewport; the rows under it are clipped.
    var header: (node: _ViewNode, rect: _Rect)?
    if let pinned, let node = source.rows(pinned..<(pinned + 1)).first {
      let size = engine.size(of: node, proposal: _ProposedSize(width: bounds.width, height: nil))
      var top = visible.y
      if let next = column.first(where: {
        $0.index > pinned && source.role(at: $0.index) == .header
      }),
        next.y < top + size.height
      {
        top = next.y - size.height
      }
      header = (node, rowRect(size, y: top, in: bounds))
    }
    var rowsArea = visible
    if let header {
      let covered = max(0, header.rect.maxY - visible.y)
      rowsArea = _Rect(
        x: visible.x, y: visible.y + covered, width: visible.width,
        height: max(0, visible.height - covered))
      engine.pin(header.node, in: context.node, rowsTop: rowsArea.y)
    }
    engine.clipping(to: rowsArea) {
      for row in column { engine.place(row.node, in: rowRect(row.size, y: row.y, in: bounds)) }
    }
    for row in beyond {
      // Asked for but past the bottom: placed out of view, released after layout.
      engine.place(row, in: _Rect(x: bounds.x, y: visible.maxY, width: bounds.width, height: 0))
    }
    // Placed last, so it is drawn over the rows.
    if let header { engine.place(header.node, in: header.rect) }

    let placed = column.filter { $0.index != pinned }
    if !placed.isEmpty {
      let total = placed.reduce(0) { $0 + $1.size.height }
      let estimate = max(1, (Double(total) / Double(placed.count)).rounded())
      if estimate != source.viewport.estimatedRowExtent {
        // The stack's height came from the old estimate.
        source.viewport.estimatedRowExtent = estimate
        source.viewport.estimateWasCorrected = true
      }
    }
  }

  /// Where a row of `size` goes at `y`: aligned across the stack's width.
  private func rowRect(_ size: _Size, y: Int, in bounds: _Rect) -> _Rect {
    let width = min(size.width, bounds.width)
    let x = bounds.x + _aligned(width, in: bounds.width, position: alignment)
    return _Rect(x: x, y: y, width: width, height: size.height)
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
