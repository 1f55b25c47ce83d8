/// The realised rows of a lazy container (`List`, `Form`, `LazyVStack`).
///
/// Only the rows its layout asks for have nodes, so opening or editing a list costs the same
/// for 100 rows as for a million. Rows are realised by the graph, evaluated like any view
/// (their closures run under their own dependency tracking), when the container's content
/// changes in an update pass and when layout asks for rows it has not seen
/// (``_LazyRowSource/rows(_:)``). A row that layout no longer asks for is torn down, unless
/// it holds state (`@State`, `@StateObject`, `@FocusState`, focus): then it is kept out of
/// view, updates and all, for as long as its identity is in the data.
@MainActor
final class _LazyRows {
  unowned let owner: _ViewNode
  /// The rows of the content.
  private(set) var rows = _RowList()

  /// A realised row: its node and its index in `rows`.
  private struct Realised {
    var node: _ViewNode
    var index: Int
  }

  /// The rows in use, by identity.
  private var live: [_RealisedKey: Realised] = [:]
  /// The nodes of `live` by index: layout asks again for every row on screen each frame,
  /// and finds it here without making the row's identity. The index of an identity changes
  /// only with the content, which rebuilds both.
  private var liveByIndex: [Int: _ViewNode] = [:]
  /// Rows out of view that hold state, by identity, with the index they last had.
  private var kept: [_RealisedKey: Realised] = [:]
  /// `live` in index order, rebuilt when `live` changes.
  private var ordered: [_ViewNode]? = []
  /// The rows asked for since the last layout ended.
  private var requested: [Range<Int>] = []
  /// What the container's layout remembers between layouts.
  var viewport = _LazyViewport()
  /// How the container's layout placed these rows last, while it still holds: dropped when
  /// the rows change (content, environment, a row released), so that the next layout runs.
  var placementMemo: _LazyPlacementMemo?
  /// The rows' runs of one role in one section, found once per content.
  private var runs: [_RowRun]?
  /// Where the keyboard is in a list that selects rows (ListSelection.swift); `nil` until
  /// a key or click puts it somewhere, and for every other container.
  var selectionState: _ListSelectionState?
  /// Whether a row has carried a list row setting (`listRowBackground`, `listRowInsets`...):
  /// only then does the container's layout look for them (ListRowTraits.swift), so that
  /// rows without any cost nothing more.
  var hasRowTraits = false

  init(owner: _ViewNode) {
    self.owner = owner
  }

  /// The realised rows in use, in index order.
  var realizedInOrder: [_ViewNode] {
    if let ordered { return ordered }
    let sorted = live.values.sorted { $0.index < $1.index }.map(\.node)
    ordered = sorted
    return sorted
  }

  /// Rows kept out of view for their state.
  var keptCount: Int { kept.count }

  /// Every realised row, in use or kept out of view, with its index, in index order.
  var realisedRows: [(index: Int, node: _ViewNode)] {
    (live.values.map { ($0.index, $0.node) } + kept.values.map { ($0.index, $0.node) })
      .sorted { $0.0 < $1.0 }
  }

  /// Realises the row at `index` out of view, for a search through rows not built yet (the
  /// next control for Tab): `accept` decides from the built row whether to keep it, kept
  /// out of view until layout asks for it. A row not accepted goes at once, as if never
  /// built (nothing appeared), unless it holds state.
  ///
  /// Nothing of a row not accepted is remembered: what its body builds depends on more than
  /// the content (a model only the row reads, say), and once torn down the row hears of no
  /// change, so the next search must build it again to know.
  func probe(at index: Int, accept: (_ViewNode) -> Bool) -> _ViewNode? {
    guard index >= 0, index < rows.count else { return nil }
    if let node = node(at: index) ?? kept.values.first(where: { $0.index == index })?.node {
      return accept(node) ? node : nil
    }
    let row = rows.row(at: index)
    let key = _RealisedKey(key: row.key)
    let node = owner.graph.realizing { () -> _ViewNode in
      let node = _ViewNode(
        graph: owner.graph, parent: owner, id: row.key.id, view: row.view,
        environment: owner.environment)
      node.environmentTransform = row.environment
      node.update(with: row.view, environment: owner.derived(for: node))
      // Out of view from the start: its appearance waits for layout to ask for it.
      node.setShown(false)
      return node
    }
    if accept(node) {
      kept[key] = Realised(node: node, index: index)
      return node
    }
    if node.holdsState {
      kept[key] = Realised(node: node, index: index)
    } else {
      node.tearDown()
    }
    return nil
  }

  /// The rows of the run holding the row at `index` (a `ForEach`, or one view), and whether
  /// its rows may contain a control, told from their view type.
  func run(containing index: Int) -> (rows: Range<Int>, mayContainControls: Bool) {
    rows.run(containing: index)
  }

  /// The row in use at `index`, if it is realised.
  func node(at index: Int) -> _ViewNode? {
    liveByIndex[index]
  }

  /// The index of the realised row `node` (in use or kept), if it is one of this
  /// container's rows.
  func index(of node: _ViewNode) -> Int? {
    live.values.first { $0.node === node }?.index ?? kept.values.first { $0.node === node }?.index
  }

  // MARK: Content changes (update pass)

  /// The container's content changed: the rows in use are matched with the new rows at the
  /// same positions by identity and brought up to date; so are the kept rows, whose row may
  /// have moved (a `ForEach($items)` row's binding points at its element's new index);
  /// kept rows whose identity left the data are torn down.
  func update(_ newRows: _RowList) {
    rows = newRows
    runs = nil
    placementMemo = nil
    viewport.forgetMeasuredLines()
    let positions = live.values.map(\.index).sorted()
    let previous = live
    live = [:]
    liveByIndex = [:]
    ordered = nil
    var reused = Set<ObjectIdentifier>()
    for index in positions where index < rows.count {
      let node = realise(at: index, reusing: previous)
      reused.insert(ObjectIdentifier(node))
    }
    for (key, row) in previous where !reused.contains(ObjectIdentifier(row.node)) {
      release(row, key: key)
    }
    updateKeptRows()
  }

  /// The environment above the rows changed.
  func environmentChanged() {
    placementMemo = nil
    for row in live.values { row.node.propagate(environment: owner.derived(for: row.node)) }
    for row in kept.values { row.node.propagate(environment: owner.derived(for: row.node)) }
  }

  /// Tears every row down, kept ones included.
  func tearDownAll() {
    placementMemo = nil
    for row in live.values { row.node.tearDown() }
    for row in kept.values { row.node.tearDown() }
    live.removeAll()
    liveByIndex.removeAll()
    kept.removeAll()
    ordered = []
  }

  // MARK: Realising

  /// The node of the row at `index`: the one in use or kept for that identity, brought up to
  /// date, or a new one.
  private func realise(at index: Int, reusing previous: [_RealisedKey: Realised]) -> _ViewNode {
    if let node = liveByIndex[index] { return node }
    let row = rows.row(at: index)
    var key = _RealisedKey(key: row.key)
    while let other = live[key], other.index != index {
      // Duplicate identity: as in a stack, every element still gets a row; the repeats are
      // told apart by their order.
      if case .explicit(let raw) = row.key.id {
        _RuntimeWarnings.duplicateID(raw, in: owner.typeName)
      }
      _ = other
      key.occurrence += 1
    }
    if let existing = live[key] { return existing.node }
    let candidate = previous[key] ?? kept.removeValue(forKey: key)
    let node: _ViewNode
    if let candidate, candidate.node.viewType == type(of: row.view) {
      node = candidate.node
      if previous[key] == nil { node.setShown(true) }
      node.environmentTransform = row.environment
      node.update(with: row.view, environment: owner.derived(for: node))
    } else {
      // A row whose view type changed is a new identity: the old node leaves the graph.
      if let candidate, previous[key] == nil { candidate.node.tearDown() }
      node = _ViewNode(
        graph: owner.graph, parent: owner, id: row.key.id, view: row.view,
        environment: owner.environment)
      node.environmentTransform = row.environment
      node.update(with: row.view, environment: owner.derived(for: node))
    }
    live[key] = Realised(node: node, index: index)
    liveByIndex[index] = node
    ordered = nil
    return node
  }

  /// A row goes out of use: kept out of view if it holds state, torn down otherwise.
  private func release(_ row: Realised, key: _RealisedKey) {
    guard row.node.isAlive else { return }
    if row.node.holdsState {
      row.node.setShown(false)
      kept[key] = row
    } else {
      row.node.tearDown()
    }
  }

  /// Brings the kept rows up to date with the rows their identities have now, out of view,
  /// and tears down those whose identity is no longer in the data (or whose view type
  /// changed: a new identity). A row still at its index costs O(1) to find; the data is
  /// indexed once (O(rows)) only if one moved.
  private func updateKeptRows() {
    guard !kept.isEmpty else { return }
    var index: [_RowKey: [Int]]?
    for (key, row) in kept {
      var position = row.index
      if key.occurrence != 0 || position >= rows.count || rows.key(at: position) != key.key {
        if index == nil { index = rows.indicesByKey() }
        // The repeat of a duplicate id stays while the data repeats the id as often.
        guard let found = index?[key.key], key.occurrence < found.count else {
          kept.removeValue(forKey: key)
          row.node.tearDown()
          continue
        }
        position = found[key.occurrence]
        kept[key]?.index = position
      }
      let newRow = rows.row(at: position)
      guard row.node.viewType == type(of: newRow.view) else {
        kept.removeValue(forKey: key)
        row.node.tearDown()
        continue
      }
      row.node.environmentTransform = newRow.environment
      row.node.update(with: newRow.view, environment: owner.derived(for: row.node))
    }
  }

  // MARK: Layout's requests

  /// How many row ranges layout has asked for since the last layout ended.
  var requestCount: Int { requested.count }

  /// The row ranges asked for since there were `count` of them.
  func requests(since count: Int) -> [Range<Int>] { Array(requested[count...]) }

  /// Asks again for rows a layout placed as they were (`_LazyPlacementMemo`): they stay in
  /// use when this layout ends.
  func request(_ ranges: [Range<Int>]) { requested.append(contentsOf: ranges) }

  /// The rows layout has asked for since the last layout ended, merged.
  func endLayout() {
    let asked = requested
    requested.removeAll(keepingCapacity: true)
    // Found without building a dictionary: most frames release nothing.
    var unused: [(key: _RealisedKey, row: Realised)] = []
    for (key, row) in live where !asked.contains(where: { $0.contains(row.index) }) {
      unused.append((key, row))
    }
    guard !unused.isEmpty else { return }
    placementMemo = nil
    for (key, row) in unused {
      live.removeValue(forKey: key)
      liveByIndex.removeValue(forKey: row.index)
      release(row, key: key)
    }
    ordered = nil
  }
}

extension _LazyRows: _LazyRowSource {
  var rowCount: Int { rows.count }

  func rows(_ indices: Range<Int>) -> [_ViewNode] {
    let clamped = indices.clamped(to: 0..<rows.count)
    guard !clamped.isEmpty else { return [] }
    requested.append(clamped)
    let before = live.count
    let nodes = owner.graph.realizing {
      clamped.map { realise(at: $0, reusing: [:]) }
    }
    if _UpdateTrace.isEnabled, live.count > before {
      _UpdateTrace.rowsRealised(live.count - before, in: owner)
    }
    return nodes
  }

  func role(at index: Int) -> _RowRole { rows.role(at: index) }

  func startsSection(at index: Int) -> Bool {
    index > 0 && rows.section(at: index) != rows.section(at: index - 1)
  }

  func sectionHeader(containing index: Int) -> Int? { rows.sectionHeader(containing: index) }

  func index(ofID id: AnyHashable) -> Int? { rows.index(ofID: id) }

  var roleRuns: [_RowRun] {
    if let runs { return runs }
    let found = rows.roleRuns()
    runs = found
    return found
  }
}

/// A realised row's key: its identity, and which repeat of that identity it is (0 unless the
/// data has duplicate ids).
private struct _RealisedKey: Hashable {
  let key: _RowKey
  var occurrence = 0
}
