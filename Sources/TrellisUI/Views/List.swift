/// A scrolling column of rows. Rows from data (or a `ForEach`) are realised lazily: only the
/// rows on screen exist, so a list of a million rows opens and updates as fast as a short one.
public struct List<SelectionValue: Hashable, Content: View> {
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

/// Lays out rows from the first visible one down until the viewport is full. With lazy
/// rows, only those rows are realised; a scroll indicator shows the position.
struct _ListLayout: _Layout {
  let showsSeparators: Bool

  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    // A list takes the space it is offered; its ideal is a modest block.
    _Size(width: proposal.width ?? 40, height: proposal.height ?? 10)
  }

  func placeSubviews(in bounds: _Rect, subviews: _Subviews, context: _LayoutContext) {
    let node = context.node
    let contentWidth = max(0, bounds.width - 1)  // the last column is the scroll indicator
    if let lazy = node.lazyRows {
      let first = min(max(0, lazy.firstVisibleIndex), max(0, lazy.count - 1))
      lazy.firstVisibleIndex = first
      // Realise a viewport's worth of rows; rows are at least one cell tall.
      let realized = lazy.realize(first..<(first + max(1, bounds.height)))
      place(realized, in: bounds, width: contentWidth, context: context)
    } else {
      place(Array(subviews.nodes), in: bounds, width: contentWidth, context: context)
    }
  }

  private func place(_ rows: [_ViewNode], in bounds: _Rect, width: Int, context: _LayoutContext) {
    var y = bounds.y
    for row in rows {
      let remaining = bounds.maxY - y
      guard remaining > 0 else {
        context.engine.place(row, in: _Rect(x: bounds.x, y: bounds.maxY, width: width, height: 0))
        continue
      }
      let size = context.engine.size(of: row, proposal: _ProposedSize(width: width, height: nil))
      let height = min(size.height, remaining)
      context.engine.place(row, in: _Rect(x: bounds.x, y: y, width: width, height: height))
      y += height
    }
  }

  func draw(in bounds: _Rect, canvas: inout _Canvas, context: _DrawContext) {
    guard let lazy = context.node.lazyRows, lazy.count > bounds.height, bounds.height > 0 else {
      return
    }
    // The scroll indicator: a thumb in the last column, sized and placed by position.
    let track = bounds.height
    let thumb = max(1, track * lazy.realizedInOrder.count / max(1, lazy.count))
    let top =
      (track - thumb) * lazy.firstVisibleIndex / max(1, lazy.count - lazy.realizedInOrder.count)
    for row in 0..<track {
      let inThumb = row >= top && row < top + thumb
      canvas.draw(
        inThumb ? "┃" : "│", x: bounds.maxX - 1, y: bounds.y + row,
        style: _Canvas.Style(dim: !inThumb))
    }
  }
}

extension List: View {}
