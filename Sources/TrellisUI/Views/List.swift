/// A scrolling column of rows. Rows from data (or a `ForEach`) are realised lazily: only the
/// rows on screen exist, so a list of a million rows opens and updates as fast as a short one.
public struct List<SelectionValue: Hashable, Content: View> {
  /// Drawn by Trellis as a clipped column of rows with a scroll indicator in its last column.
  public typealias Body = Never
  let content: Content
}

extension List where SelectionValue == Never {
  /// A list of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list with one row per `Identifiable` element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { ForEach(data, content: rowContent) }
  }

  /// A list with one row per element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  /// A list with one row per number in a constant range.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init { ForEach(data, content: rowContent) }
  }
}

extension List: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    // Rows from data (a `ForEach`) are realised lazily; static content is built whole.
    if let provider = content as? any _LazyRowProvider { return .lazy(provider._lazyRows) }
    return .list([_Child(id: .index(0), view: content)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_ListLayout(showsSeparators: true))
  }
}

/// Lays out rows from the first visible one down until the viewport is full, clipped to
/// the viewport. With lazy rows (a lone `ForEach`), only those rows are realised; static
/// content (views and `ForEach`es mixed, sections) is built whole and scrolls by rows. A
/// section header after other rows gets a blank line above it. A scroll indicator in the
/// last column shows the position.
struct _ListLayout: _ScrollableLayout {
  let showsSeparators: Bool

  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    // A list takes the space it is offered; its ideal is a modest block.
    _Size(width: proposal.width ?? 40, height: proposal.height ?? 10)
  }

  func placeSubviews(in bounds: _Rect, subviews: _Subviews, context: _LayoutContext) {
    let node = context.node
    let content = _Rect(
      x: bounds.x, y: bounds.y, width: max(0, bounds.width - 1),  // the last column: indicator
      height: bounds.height)
    context.engine.clipping(to: content) {
      if let lazy = node.lazyRows {
        let first = min(max(0, lazy.firstVisibleIndex), max(0, lazy.count - 1))
        lazy.firstVisibleIndex = first
        // Realise a viewport's worth of rows; rows are at least one cell tall.
        let realized = lazy.realize(first..<(first + max(1, bounds.height)))
        place(realized, from: 0, in: content, context: context)
      } else {
        let rows = Array(subviews.nodes)
        let first = min(max(0, node.scrollOffset.y), max(0, rows.count - 1))
        node.scrollOffset.y = first
        place(rows, from: first, in: content, context: context)
      }
    }
  }

  /// Places `rows[first...]` down from the top of `bounds`; the rows before `first` and
  /// those past the bottom get no area outside the viewport, so they are not shown.
  private func place(
    _ rows: [_ViewNode], from first: Int, in bounds: _Rect, context: _LayoutContext
  ) {
    let engine = context.engine
    for row in rows.prefix(first) {
      engine.place(row, in: _Rect(x: bounds.x, y: bounds.y - 1, width: bounds.width, height: 0))
    }
    var y = bounds.y
    for row in rows.dropFirst(first) {
      if y > bounds.y, Self.startsWithSectionHeader(row) { y += 1 }
      let remaining = bounds.maxY - y
      guard remaining > 0 else {
        engine.place(row, in: _Rect(x: bounds.x, y: bounds.maxY, width: bounds.width, height: 0))
        continue
      }
      let size = engine.size(of: row, proposal: _ProposedSize(width: bounds.width, height: nil))
      // A row of several views (a section in a list of sections) stacks them on the leading
      // edge, as rows are.
      engine.place(
        row, in: _Rect(x: bounds.x, y: y, width: bounds.width, height: size.height), alignment: 0)
      y += size.height
    }
  }

  /// Whether the first view a row shows is a section header.
  private static func startsWithSectionHeader(_ row: _ViewNode) -> Bool {
    var node = row
    while !(node.view is _SectionHeaderMarker) {
      guard case .transparent = node.layout, node.lazyRows == nil, let first = node.children.first
      else { return false }
      node = first
    }
    return true
  }

  func draw(in bounds: _Rect, canvas: inout _Canvas, context: _DrawContext) {
    let node = context.node
    let total: Int
    let first: Int
    if let lazy = node.lazyRows {
      total = lazy.count
      first = lazy.firstVisibleIndex
    } else {
      total = context.engine.subviews(of: node).count
      first = node.scrollOffset.y
    }
    // The rows in view, counted from the first one shown.
    var shown = 0
    for row in context.engine.subviews(of: node).nodes.dropFirst(node.lazyRows == nil ? first : 0)
    where context.engine.isVisible(row) {
      shown += 1
    }
    guard total > shown, bounds.height > 0 else { return }
    _ScrollIndicator.draw(
      track: bounds.height, at: _Point(x: bounds.maxX - 1, y: bounds.y), axis: .vertical,
      visible: shown, total: total, offset: first, canvas: &canvas)
  }

  func scrolls(along axis: _Axis) -> Bool { axis == .vertical }

  func scroll(_ node: _ViewNode, by amount: Int, along axis: _Axis) {
    guard axis == .vertical else { return }
    if let lazy = node.lazyRows {
      lazy.firstVisibleIndex = max(0, lazy.firstVisibleIndex + amount)
    } else {
      node.scrollOffset.y = max(0, node.scrollOffset.y + amount)
    }
  }

  func offset(of node: _ViewNode, along axis: _Axis) -> Int {
    guard axis == .vertical else { return 0 }
    return node.lazyRows?.firstVisibleIndex ?? node.scrollOffset.y
  }
}

extension List: View {}
