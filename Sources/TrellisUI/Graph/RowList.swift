/// The rows of a lazy container's content (`List`, `Form`, `LazyVStack`), flattened without
/// building them: sections contribute their header, their rows and their footer; tuples,
/// groups and conditionals their children; a `ForEach` one row per element (or, when its
/// content is itself several rows, such as a section, those rows for each element); a
/// modifier on several rows applies to each of them. Any other view is one row.
///
/// Finding a row's identity or view costs O(log segments); building the list costs
/// O(segments), where a bare `ForEach` of any length is one segment. Only a `ForEach` whose
/// content is several rows evaluates its content for each element to count them.
@MainActor
struct _RowList {
  private var segments: [_RowSegment] = []
  /// The index of each segment's first row.
  private var starts: [Int] = []
  /// How many rows there are.
  private(set) var count = 0
  /// How many sections have been seen while building.
  fileprivate var sectionCount = 0
  /// Where the container's disclosure groups without a binding keep their expansion.
  private var expansions: _RowExpansions?
  /// Whether a style of the app's own draws the container's disclosure groups: each is then
  /// one row, its style's body.
  private(set) var drawsDisclosureGroupsInStyle = false

  /// The rows of `content`.
  init(_ content: any View) {
    append(content, context: _RowContext())
  }

  /// The rows of `content`, the content of the lazy container `context` describes, each
  /// in the environment `rowEnvironment` changes, if any.
  init(
    _ content: any View, in context: _ChildContext,
    rowEnvironment: ((inout EnvironmentValues) -> Void)? = nil
  ) {
    let expansions = context.node.rowExpansions
    self.expansions = expansions
    drawsDisclosureGroupsInStyle = context.environment.customDisclosureGroupStyle != nil
    expansions.beginBuilding()
    var rows = _RowContext()
    if let rowEnvironment { rows = rows.transformingEnvironment(rowEnvironment) }
    append(content, context: rows)
    expansions.endBuilding()
  }

  /// Whether the disclosure group at `path` among the rows is expanded: the binding it was
  /// given, or the container's record of it.
  func expansion(_ given: Binding<Bool>?, at path: [_ChildID]) -> Binding<Bool> {
    if let given { return given }
    return (expansions ?? _RowExpansions()).binding(at: path)
  }

  init() {}

  // MARK: Reading

  /// The identity of the row at `index`, without building its view.
  func key(at index: Int) -> _RowKey {
    let (segment, offset) = locate(index)
    return segments[segment].key(at: offset)
  }

  /// The row at `index`: its identity, its view and its environment.
  func row(at index: Int) -> _Row {
    let (segment, offset) = locate(index)
    return segments[segment].row(at: offset)
  }

  /// The rows of the run (a `ForEach`, or one view) holding the row at `index`, and whether
  /// their view type may contain a control (``_ControlAnalysis``).
  func run(containing index: Int) -> (rows: Range<Int>, mayContainControls: Bool) {
    let (segment, _) = locate(index)
    let start = starts[segment]
    let end = segment + 1 < starts.count ? starts[segment + 1] : count
    let view = segments[segment].row(at: 0).view
    return (start..<end, _ControlAnalysis.mayContainControls(type(of: view)))
  }

  /// What the row at `index` is in its section.
  func role(at index: Int) -> _RowRole {
    let (segment, _) = locate(index)
    return segments[segment].context.role
  }

  /// The number of the section the row at `index` belongs to; `nil` for a row outside any
  /// section.
  func section(at index: Int) -> Int? {
    let (segment, _) = locate(index)
    return segments[segment].context.section
  }

  /// The index of the header row of the section that the row at `index` belongs to, if that
  /// section has a header.
  func sectionHeader(containing index: Int) -> Int? {
    let (segment, _) = locate(index)
    guard let section = segments[segment].context.section else { return nil }
    var candidate = segment
    while candidate >= 0 {
      let context = segments[candidate].context
      guard context.section == section else { return nil }
      if context.role == .header { return starts[candidate] }
      candidate -= 1
    }
    return nil
  }

  /// The rows in runs of one role in one section (rows outside any section, side by side,
  /// count as one section), in order; O(segments). A grid starts a new line at each run,
  /// and lays a header's or footer's run out across its whole width.
  func roleRuns() -> [_RowRun] {
    var runs: [_RowRun] = []
    for (number, segment) in segments.enumerated() {
      let start = starts[number]
      let end = number + 1 < starts.count ? starts[number + 1] : count
      let context = segment.context
      if let last = runs.last, last.role == context.role, last.section == context.section,
        last.rows.upperBound == start
      {
        runs[runs.count - 1].rows = last.rows.lowerBound..<end
      } else {
        runs.append(_RowRun(rows: start..<end, role: context.role, section: context.section))
      }
    }
    return runs
  }

  /// The index of the first row whose explicit identity (a `ForEach` element's id or an
  /// `.id(_:)`) is `id`; O(rows) at worst. When no row has that identity, the rows of
  /// `ForEach`es are built (not realised) to find one whose view has it
  /// (`ForEach(items) { Text($0.name).id($0.name) }`).
  func index(ofID id: AnyHashable) -> Int? {
    for (number, segment) in segments.enumerated() {
      if let offset = segment.offset(ofID: id) { return starts[number] + offset }
    }
    for (number, segment) in segments.enumerated() {
      if case .elements(_, let elements) = segment.kind,
        let offset = elements.offset(ofContentID: id)
      {
        return starts[number] + offset
      }
    }
    return nil
  }

  /// The indices of each identity's rows (several when the data repeats an id), for finding
  /// many rows at once; O(rows).
  func indicesByKey() -> [_RowKey: [Int]] {
    var indices: [_RowKey: [Int]] = [:]
    indices.reserveCapacity(count)
    for index in 0..<count { indices[key(at: index), default: []].append(index) }
    return indices
  }

  private func locate(_ index: Int) -> (segment: Int, offset: Int) {
    precondition(index >= 0 && index < count, "row \(index) is outside 0..<\(count)")
    // The last segment whose start is at or before `index`.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low, index - starts[low])
  }

  // MARK: Building

  /// Adds the rows of `view`: its own rows if it has some, else one row showing it.
  mutating func append(_ view: any View, context: _RowContext) {
    if let flattening = view as? any _RowFlattening {
      flattening._appendRows(to: &self, context: context)
    } else {
      appendRow(view, context: context)
    }
  }

  /// Adds one row showing `view`, identified by the identity its container gave it.
  mutating func appendRow(_ view: any View, context: _RowContext) {
    let key = _RowKey(path: context.path, id: context.ownID ?? .index(0))
    appendSegment(.single(key: key, view: view), context: context, count: 1)
  }

  /// Adds the rows of a `ForEach`, one per element.
  mutating func appendForEach(_ elements: any _ForEachElements, context: _RowContext) {
    appendSegment(
      .elements(path: context.containerPath, elements), context: context,
      count: elements.count)
  }

  /// A number for a new section.
  mutating func beginSection() -> Int {
    sectionCount += 1
    return sectionCount - 1
  }

  private mutating func appendSegment(_ kind: _RowSegment.Kind, context: _RowContext, count: Int) {
    guard count > 0 else { return }
    segments.append(_RowSegment(kind: kind, context: context))
    starts.append(self.count)
    self.count += count
  }
}

/// Where rows being added sit: the identity path above them, the modifiers and environment
/// that apply to each, and the section they belong to.
@MainActor
struct _RowContext {
  /// The identities of the containers above (sections, tuple positions, elements).
  private(set) var path: [_ChildID] = []
  /// The identity the container gave the view being added: its own, if it makes one row;
  /// part of its rows' path, if it has rows of its own.
  private(set) var ownID: _ChildID?
  /// Modifiers applied around each row, outermost first.
  private(set) var wrappers: [(any View) -> any View] = []
  /// Changes to each row's environment (a section's header is bold).
  private(set) var environment: ((inout EnvironmentValues) -> Void)?
  var section: Int?
  var role = _RowRole.row

  /// The context of a part of the view being added, which its container identifies by `id`.
  func child(_ id: _ChildID) -> _RowContext {
    var copy = self
    copy.path = containerPath
    copy.ownID = id
    return copy
  }

  /// The path of the rows inside the view being added.
  var containerPath: [_ChildID] {
    guard let ownID else { return path }
    return path + [ownID]
  }

  /// This context with `modifier` applied around each row, inside those already there.
  func wrapping(_ wrapper: @escaping (any View) -> any View) -> _RowContext {
    var copy = self
    copy.wrappers.append(wrapper)
    return copy
  }

  /// This context with `transform` applied after the environment changes already there.
  func transformingEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void)
    -> _RowContext
  {
    var copy = self
    let outer = environment
    copy.environment = { values in
      outer?(&values)
      transform(&values)
    }
    return copy
  }

  fileprivate func wrap(_ view: any View) -> any View {
    wrappers.reversed().reduce(view) { wrapped, wrapper in wrapper(wrapped) }
  }
}

/// What a row is in its section.
enum _RowRole: Equatable {
  case header, row, footer
}

/// Consecutive rows of one role in one section (``_RowList/roleRuns()``).
struct _RowRun: Equatable {
  var rows: Range<Int>
  var role: _RowRole
  /// The section's number; `nil` for rows outside any section.
  var section: Int?
}

/// A lazy row's identity within its container: the path of identities above it and its
/// own. Rows with the same key and view type are the same row across updates.
struct _RowKey: Hashable {
  var path: [_ChildID]
  var id: _ChildID
}

/// One row, ready to realise.
struct _Row {
  var key: _RowKey
  var view: any View
  var environment: ((inout EnvironmentValues) -> Void)?
}

/// A run of rows from one source: a single view, or the elements of a `ForEach`.
@MainActor
private struct _RowSegment {
  enum Kind {
    case single(key: _RowKey, view: any View)
    case elements(path: [_ChildID], any _ForEachElements)
  }

  let kind: Kind
  let context: _RowContext

  func key(at offset: Int) -> _RowKey {
    switch kind {
    case .single(let key, _): return key
    case .elements(let path, let elements): return _RowKey(path: path, id: elements.id(at: offset))
    }
  }

  func row(at offset: Int) -> _Row {
    switch kind {
    case .single(let key, let view):
      return _Row(key: key, view: context.wrap(view), environment: context.environment)
    case .elements(let path, let elements):
      return _Row(
        key: _RowKey(path: path, id: elements.id(at: offset)),
        view: context.wrap(elements.view(at: offset)), environment: context.environment)
    }
  }

  /// The offset of the first row identified by `id`, itself or by a container above it.
  func offset(ofID id: AnyHashable) -> Int? {
    switch kind {
    case .single(let key, _):
      return key.id == .explicit(id) || key.path.contains(.explicit(id)) ? 0 : nil
    case .elements(let path, let elements):
      return path.contains(.explicit(id)) ? 0 : elements.offset(ofID: id)
    }
  }
}

/// Content that contributes rows of its own to a lazy container rather than being one row.
@MainActor
protocol _RowFlattening {
  /// Whether, as the content of a `ForEach` element, this view is flattened into rows of
  /// its own (sections, tuples, nested `ForEach`es) rather than making one row (conditionals
  /// and type-erased views, whose row count is known only once built).
  static var _flattensInForEach: Bool { get }
  /// Adds this view's rows.
  func _appendRows(to list: inout _RowList, context: _RowContext)
}

extension _RowFlattening {
  static var _flattensInForEach: Bool { true }
}

/// The elements of a `ForEach`, as rows: each element's identity and view, built on demand.
@MainActor
protocol _ForEachElements {
  var count: Int { get }
  func id(at index: Int) -> _ChildID
  /// The row of the element at `index`: a view that evaluates the `ForEach`'s content for
  /// the element when the graph evaluates the row, under the row's dependency tracking.
  func view(at index: Int) -> any View
  func offset(ofID id: AnyHashable) -> Int?
  /// The offset of the first element whose content has the explicit identity `id`
  /// (`.id(_:)`), found by building each element's content; O(elements).
  func offset(ofContentID id: AnyHashable) -> Int?
}

/// A view that carries an explicit identity of its own (`.id(_:)`, possibly under
/// modifiers), which can be read without building it.
@MainActor
protocol _ExplicitlyIdentified {
  var _explicitID: AnyHashable? { get }
}
