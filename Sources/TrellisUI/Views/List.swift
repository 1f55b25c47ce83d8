import Foundation

/// A scrolling column of rows, realised lazily whatever its content (rows from data,
/// `ForEach`es, sections with headers and footers, fixed rows, groups): only the rows on
/// screen are built, so a list of a million rows opens and updates as fast as a short one.
/// A row that holds state (`@State`, `@StateObject`, focus) keeps it while scrolled away.
/// The header of the section at the top stays in view while its rows scroll under it, as
/// in a plain-style list on Apple's platforms; in a grouped style (`.listStyle(.grouped)`,
/// `.insetGrouped`) headers scroll away with their rows.
public struct List<SelectionValue: Hashable, Content: View> {
  /// Drawn by Trellis as a clipped column of rows with a scroll indicator in its last column.
  public typealias Body = Never
  let content: Content
  /// The rows selected, for a list made with `selection:` (see List+Selection.swift).
  var selection: _ListSelection?
}

extension List where SelectionValue == Never {
  /// A list of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = nil
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
    .lazy(_RowList(content, in: context))
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    // Grouped lists' section headers scroll away with their rows, as a form's do.
    .layout(
      _ListLayout(
        showsSeparators: true, rowGroupStyle: node.environment.listStyle.rowGroupStyle,
        pinsHeaders: !node.environment.listStyle.isGrouped,
        showsIndicator: node.environment.verticalScrollIndicatorVisibility.isShown,
        selects: selection != nil, sectionSpacing: node.environment.listSectionSpacing,
        rowSpacing: node.environment.listRowSpacing))
  }
  func _control(node: _ViewNode) -> _Control? {
    guard let selection else { return nil }
    // Read here, in the list's tracked description, so that a change of the selection
    // updates the list (and not the view that made it, unless that view reads it too).
    _ = selection.read()
    return .listSelection(selection)
  }
}

/// Lays out rows from the first visible one down until the viewport is full, clipped to
/// it, asking the graph for only those rows (``_LazyRowSource``). Every shape of content is
/// lazy: sections, fixed rows, several `ForEach`es. A section header after other rows gets
/// a blank line above it, and (in a list) the header of the section at the top stays in
/// view while its rows scroll. A scroll indicator in the last column shows the position.
struct _ListLayout: _ScrollableLayout {
  let showsSeparators: Bool
  /// How its rows are grouped where the host groups rows (``_HostMetrics/rowGrouping``):
  /// boxed for forms and every style but `.plain` and `.sidebar`, which are flat; `nil`,
  /// never grouped.
  var rowGroupStyle: _RowGroupStyle?
  /// Whether the header of the section at the top stays in view (a list's does; a form's,
  /// grouped, scrolls away).
  let pinsHeaders: Bool
  /// Whether the scroll indicator is shown (`.scrollIndicators(.hidden)` hides it): it
  /// takes the trailing edge.
  var showsIndicator = true
  /// Whether the list selects rows: it then shows which are selected
  /// (ListLayout+Selection.swift).
  var selects = false
  /// `listSectionSpacing(_:)` and `listRowSpacing(_:)` on the list; `nil`, the default.
  var sectionSpacing: ListSectionSpacing? = nil
  var rowSpacing: CGFloat? = nil
  /// A columns form's: the rows' labels in a column, every section set apart by space
  /// (ListLayout+LabelColumn.swift).
  var alignsLabelColumn = false

  /// The room the scroll indicator takes at the trailing edge.
  private func indicatorWidth(_ context: _LayoutContext) -> CGFloat {
    showsIndicator ? context.metrics.scrollIndicator.width : 0
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    // A list takes the space it is offered; its ideal is a modest block.
    proposal.replacingUnspecifiedDimensions(by: context.metrics.listIdealSize)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    guard let source = context.node.lazyRows else { return }
    let content = CGRect(
      x: bounds.minX, y: bounds.minY,
      // The trailing edge: the scroll indicator.
      width: max(0, bounds.width - indicatorWidth(context)), height: bounds.height)
    let engine = context.engine
    let grid = context.grid
    let leastRow = grid.length(1, along: .vertical)
    let cells = rowCells(content: content, indicator: indicatorWidth(context), context: context)
    // Right to left, the rows' column is mirrored within the bounds: the indicator's at
    // the left.
    engine.clipping(to: context.directed(content)) {
      let count = source.rowCount
      let first = min(max(0, source.viewport.firstIndex), max(0, count - 1))
      source.viewport.firstIndex = first
      var column: [(index: Int, node: _ViewNode, rect: CGRect, proposal: ProposedViewSize)] = []
      var beyond: [_ViewNode] = []
      // A host that scrolls by pixels leaves the first row partly scrolled past the top.
      var y = content.minY - max(0, source.viewport.offsetInFirstRow)
      var index = first
      var measured = (height: CGFloat(0), rows: 0)
      // The row above the first one shown decides the room above that one, as it would
      // if it were shown: the list scrolls through that room smoothly.
      var previousRole = first > 0 ? source.role(at: first - 1) : nil
      var chromes: [Int: CGFloat] = [:]
      var leads: [Int: CGFloat] = [:]
      // The settings of the rows placed, looked for only once a row has had one.
      var traits: [Int: _ListRowTraits] = [:]
      var rowInsets: [Int: EdgeInsets] = [:]
      // Ask for as many rows as the estimate says fill the viewport; when they fall short,
      // ask again for the next ones.
      while y < content.maxY, index < count {
        let estimate = max(leastRow, source.viewport.estimatedRowExtent ?? leastRow)
        let wanted = max(1, Int(((content.maxY - y) / estimate).rounded(.up)))
        let rows = source.rows(index..<(index + wanted))
        for row in rows {
          defer { index += 1 }
          let role = source.role(at: index)
          let rowTraits = source.hasRowTraits ? row.listRowTraits : nil
          if let rowTraits { traits[index] = rowTraits }
          var cells = cells
          if let spacing = rowTraits?.sectionSpacing {
            cells.sectionSpacing = spacing.points(
              standard: context.metrics.sectionSpacing, grid: grid)
          }
          // (The list's own top margin is no section's spacing.)
          if index > first, y > content.minY,
            role == .header || (alignsLabelColumn && source.startsSection(at: index))
          {
            y += cells.sectionSpacing
          }
          let room = cells.room(
            above: index, role: role, after: previousRole,
            startsSection: source.startsSection(at: index))
          y += room
          previousRole = role
          guard y < content.maxY else {
            beyond.append(row)
            continue
          }
          let insets = role == .row ? rowTraits?.insets.map { grid.snapped($0) } : nil
          if let insets { rowInsets[index] = insets }
          let rowProposal = cells.proposal(for: role, insets: insets)
          let size = engine.size(of: row, proposal: rowProposal)
          let cell = cells.cell(for: role, at: y, height: size.height, insets: insets)
          let rect = cells.contentRect(of: cell, role: role, insets: insets)
          column.append((index, row, rect, rowProposal))
          y += cell.height
          chromes[index] = room + cell.height - size.height
          leads[index] = room + rect.minY - cell.minY
          measured = (measured.height + room + cell.height, measured.rows + 1)
        }
      }
      if alignsLabelColumn { column = alignedToLabelColumn(column, source: source, engine: engine) }
      source.viewport.rowChrome = chromes
      source.viewport.rowLead = leads
      source.viewport.endMargin = cells.endMargin(
        lastRole: count > 0 ? source.role(at: count - 1) : nil)
      // A boxed list's headers scroll away with their boxes, as a preferences page's do.
      let header =
        cells.grouping == nil || cells.style == .flat
        ? pinnedHeader(
          above: first, column: column.map { ($0.index, $0.node, $0.rect) },
          cells: cells, context: context)
        : nil
      var rowsArea = content
      if let header {
        // The rows scrolling under the pinned header are hidden by it.
        let covered = max(0, header.cell.maxY - content.minY)
        rowsArea = CGRect(
          x: content.minX, y: content.minY + covered, width: content.width,
          height: max(0, content.height - covered))
        engine.pin(header.node, in: context.node, rowsTop: rowsArea.minY)
      }
      source.viewport.rowGroups = cells.groups(
        of: column.map {
          ($0.index, source.role(at: $0.index), $0.rect, source.startsSection(at: $0.index))
        }, linesFrom: rowsArea.minY, line: traits.isEmpty ? nil : { lineLook(above: $0, traits) },
        insets: rowInsets)
      source.viewport.rowFills =
        traits.isEmpty
        ? []
        : rowFills(
          column.map { ($0.index, $0.rect) }, traits: traits, cells: cells, in: rowsArea,
          groups: source.viewport.rowGroups, source: source, grid: grid)
      engine.clipping(to: context.directed(rowsArea)) {
        // A row of several views stacks them on the leading edge, as rows are.
        for row in column {
          engine.place(
            row.node, in: context.directed(row.rect), proposal: row.proposal, alignment: .leading)
        }
      }
      for row in beyond {
        // Asked for but past the bottom: placed out of view, released after layout.
        engine.place(
          row, in: CGRect(x: content.minX, y: content.maxY, width: content.width, height: 0),
          proposal: cells.proposal(for: .row))
      }
      // Placed last, so it is drawn over the rows.
      if let header {
        engine.place(
          header.node, in: context.directed(header.rect), proposal: cells.proposal(for: .header),
          alignment: .leading)
      }
      if measured.rows > 0 {
        source.viewport.estimatedRowExtent = max(
          leastRow, grid.rounded(measured.height / CGFloat(measured.rows), along: .vertical))
      }
    }
  }

  /// The header of the section holding the first row shown, kept at the top while its rows
  /// scroll under it, as a plain-style list on Apple's platforms pins its section headers;
  /// the next section's header (with the space above it) pushes it up and away.
  private func pinnedHeader(
    above first: Int, column: [(index: Int, node: _ViewNode, rect: CGRect)], cells: _RowCells,
    context: _LayoutContext
  ) -> (node: _ViewNode, rect: CGRect, cell: CGRect)? {
    guard pinsHeaders, let source = context.node.lazyRows, first < source.rowCount,
      let index = source.sectionHeader(containing: first), index < first,
      let node = source.rows(index..<(index + 1)).first
    else { return nil }
    let size = context.engine.size(of: node, proposal: cells.proposal(for: .header))
    let height = cells.cell(for: .header, at: 0, height: size.height).height
    let spacing = context.metrics.sectionSpacing
    var top = cells.content.minY
    if let next = column.first(where: { source.role(at: $0.index) == .header }) {
      let nextTop = cells.cell(around: next.rect, role: .header).minY
      if nextTop - spacing < top + height { top = nextTop - spacing - height }
    }
    let cell = cells.cell(for: .header, at: top, height: size.height)
    return (node, cells.contentRect(of: cell, role: .header), cell)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    guard let source = context.node.lazyRows else { return [] }
    // Behind the rows: the boxes they are grouped in.
    var region = _ScrollRegionItem(
      vertical: context.engine.scrollExtent(of: context.node, along: .vertical).map {
        _ScrollRegionItem.Axis(extent: $0, showsIndicator: showsIndicator)
      })
    region.showsContentBackground = context.environment.scrollContentBackground != .hidden
    var groups: [_DisplayPiece] =
      [(frame, .scrollRegion(region))]
      + source.viewport.rowGroups.map {
        ($0.frame, .rowGroup(separators: $0.separators, style: $0.style))
      }
    // Over the boxes and under the selection: the rows' own backgrounds and tinted lines.
    groups += source.viewport.rowFills.map { ($0.frame, .rowBackground($0.color)) }
    if selects { groups += selectedRows(in: frame, context: context) }
    guard showsIndicator else { return mirroredRightToLeft(groups, context: context) }
    var shown = 0
    for row in source.realizedInOrder where context.engine.isVisible(row) { shown += 1 }
    guard source.rowCount > shown, frame.height > 0 else { return groups }
    let width = context.metrics.scrollIndicator.width
    return mirroredRightToLeft(
      groups + [
        (
          CGRect(x: frame.maxX - width, y: frame.minY, width: width, height: frame.height),
          .scrollIndicator(
            axis: .vertical, visible: shown, total: source.rowCount,
            offset: source.viewport.firstIndex)
        )
      ], context: context)
  }

  /// The list's pieces, worked out left to right, as drawn in its direction: right to left,
  /// its boxes, fills, highlights and indicator mirrored within its frame, as its rows are
  /// (the viewport behind them spans the frame either way).
  private func mirroredRightToLeft(_ pieces: [_DisplayPiece], context: _DisplayContext)
    -> [_DisplayPiece]
  {
    let layoutContext = _LayoutContext(engine: context.engine, node: context.node)
    guard layoutContext.layoutDirection == .rightToLeft else { return pieces }
    return pieces.map { piece in
      if case .scrollRegion = piece.content { return piece }
      return (layoutContext.directed(piece.frame), piece.content)
    }
  }

  func scrolls(along axis: _Axis) -> Bool { axis == .vertical }

  func scroll(_ node: _ViewNode, by amount: Int, along axis: _Axis, grid: _PixelGrid) {
    guard axis == .vertical, let source = node.lazyRows else { return }
    source.viewport.firstIndex = max(0, source.viewport.firstIndex + amount)
    // A step by rows lines the row up with the top.
    source.viewport.offsetInFirstRow = 0
  }

  func offset(of node: _ViewNode, along axis: _Axis, grid: _PixelGrid) -> Int {
    guard axis == .vertical else { return 0 }
    return node.lazyRows?.viewport.firstIndex ?? 0
  }
}

extension List: View {}
