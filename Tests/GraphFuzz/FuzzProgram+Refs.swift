/// What a node reads, and whether every reference of a program points at a value that exists
/// where it is read (shrinking proposes programs that may not).
extension FuzzNode {
  /// The values the node's own view reads or binds (not those of its child views), with
  /// what each is: a flag, a list or a text.
  var ownReads: [(FuzzRef, FuzzValueKind)] {
    switch kind {
    case .text, .itemTitle, .environmentText, .stack, .section, .scrollStack, .stateScope:
      return []
    case .flagText(let ref), .toggle(let ref): return [(ref, .flag)]
    case .valueText(let ref), .field(let ref): return [(ref, .text)]
    case .countText(let ref): return [(ref, .list)]
    case .button(.toggle(let ref)): return [(ref, .flag)]
    case .button(.edit(let ref)): return [(ref, .list)]
    case .conditional(let ref, _, _): return [(ref, .flag)]
    case .forEach(let ref, let row): return [(ref, .list)] + row.ownReads
    case .list(let content), .lazyStack(let content): return content.ownReads
    case .modified(let modifier, _): return modifier.ownReads
    }
  }

  /// What the node and every node inside it read.
  var allReads: [(FuzzRef, FuzzValueKind)] {
    ownReads + childNodes.flatMap(\.allReads)
  }

  /// Whether the node's view reads the `ObservableObject` model, and so must observe it.
  var readsCombineModel: Bool {
    ownReads.contains { $0.0.owner == .combine }
  }

  /// The nodes directly inside this one (rows' subtrees included).
  var childNodes: [FuzzNode] {
    switch kind {
    case .text, .flagText, .valueText, .countText, .itemTitle, .environmentText, .toggle, .field,
      .button:
      return []
    case .stack(_, let children), .section(_, let children), .scrollStack(let children):
      return children
    case .conditional(_, let then, let otherwise): return [then] + (otherwise.map { [$0] } ?? [])
    case .forEach(_, let row): return row.subtrees
    case .list(let content), .lazyStack(let content): return content.childNodes
    case .stateScope(_, let child), .modified(_, let child): return [child]
    }
  }
}

enum FuzzValueKind { case flag, list, text }

extension FuzzModifier {
  var ownReads: [(FuzzRef, FuzzValueKind)] {
    switch self {
    case .padding: return []
    case .bold(let ref), .id(let ref), .disabled(let ref), .environment(let ref):
      return [(ref, .flag)]
    }
  }
}

extension FuzzOwner {
  /// Whether a model holds the value (not a view's `@State`).
  var isModel: Bool {
    if case .state = self { return false }
    return true
  }
}

extension FuzzRow {
  var ownReads: [(FuzzRef, FuzzValueKind)] {
    if case .titleWith(let ref) = self { return [(ref, .flag)] }
    return []
  }

  var subtrees: [FuzzNode] {
    if case .subtree(let node) = self { return [node] }
    return []
  }

  /// Whether the row needs an item's title through a binding.
  var isField: Bool { self == .fieldRow }
}

extension FuzzLazyContent {
  var ownReads: [(FuzzRef, FuzzValueKind)] {
    switch self {
    case .rows(let ref, let row), .mixed(_, let ref, let row, _), .group(let ref, let row):
      return [(ref, .list)] + row.ownReads
    case .modifiedRows(let ref, let row, let modifier):
      return [(ref, .list)] + row.ownReads + modifier.ownReads
    case .sections(let sections): return sections.flatMap { [($0.list, .list)] + $0.row.ownReads }
    case .views: return []
    case .nested(let outer, let inner): return [(outer, .list), (inner, .list)]
    }
  }

  var childNodes: [FuzzNode] {
    switch self {
    case .rows(_, let row), .group(_, let row), .modifiedRows(_, let row, _): return row.subtrees
    case .nested: return []
    case .mixed(let lead, _, let row, let trail): return [lead] + row.subtrees + [trail]
    case .sections(let sections): return sections.flatMap(\.row.subtrees)
    case .views(let nodes): return nodes
    }
  }
}

extension FuzzProgram {
  /// Whether the program is one the grammar allows: every reference points at an existing
  /// value of the right kind, each `itemTitle` is inside a row, numbers are unique, no scroll
  /// container is inside another, the rows of a lazy stack are one line tall (a lazy stack
  /// places rows it has not built by an estimate of their height, so with rows of mixed
  /// heights what shows at an offset depends on the scrolling that came before, on Apple's
  /// platforms too), and no control or scroll container is inside `.disabled` (whether focus
  /// stays on a control that becomes disabled, and where a disabled list stays scrolled, are
  /// questions this test does not ask).
  var isValid: Bool {
    var numbers = Set<Int>()
    return root.isValid(in: FuzzValidity(), program: self, numbers: &numbers)
  }

  func values(of owner: FuzzOwner, scopes: [Int: FuzzValues]) -> FuzzValues? {
    switch owner {
    case .observable: return observable
    case .combine: return combine
    case .state(let number): return scopes[number]
    }
  }
}

/// What holds where a node is, for `FuzzProgram.isValid`.
struct FuzzValidity {
  var scopes: [Int: FuzzValues] = [:]
  var inRow = false
  var inScroll = false
  var mustBeOneLine = false
  var inDisabled = false
}

extension FuzzNode {
  /// Whether the node always shows exactly one line.
  var isOneLine: Bool {
    switch kind {
    case .text, .flagText, .valueText, .countText, .itemTitle, .environmentText, .toggle, .field,
      .button:
      return true
    case .stack(.horizontal, let children):
      return !children.isEmpty && children.allSatisfy(\.isOneLine)
    case .conditional(_, let then, let otherwise?): return then.isOneLine && otherwise.isOneLine
    case .modified(.padding, _): return false
    case .modified(_, let child), .stateScope(_, let child): return child.isOneLine
    default: return false
    }
  }

  var isControl: Bool {
    switch kind {
    case .toggle, .field, .button: return true
    case .forEach(_, let row): return row == .checkRow || row == .fieldRow
    default: return false
    }
  }

  fileprivate func isValid(
    in context: FuzzValidity, program: FuzzProgram, numbers: inout Set<Int>
  ) -> Bool {
    guard numbers.insert(number).inserted else { return false }
    if context.mustBeOneLine && !isOneLine { return false }
    if context.inDisabled && isControl { return false }
    for (ref, kind) in ownReads {
      guard let values = program.values(of: ref.owner, scopes: context.scopes) else { return false }
      let count: Int
      switch kind {
      case .flag: count = values.flags.count
      case .list: count = values.lists.count
      case .text: count = values.texts.count
      }
      guard ref.index >= 0, ref.index < count else { return false }
    }
    var inner = context
    inner.mustBeOneLine = false
    var rows: [FuzzRow] = []
    var fixed: [FuzzNode] = []
    switch kind {
    case .itemTitle:
      if !context.inRow { return false }
    case .stateScope(let values, _):
      inner.scopes[number] = values
    case .modified(.disabled, _):
      inner.inDisabled = true
    case .forEach(_, let row):
      rows = [row]
    case .scrollStack:
      if context.inScroll || context.inDisabled { return false }
      inner.inScroll = true
    case .list(let content), .lazyStack(let content):
      if context.inScroll || context.inDisabled { return false }
      inner.inScroll = true
      switch content {
      case .rows(_, let row), .group(_, let row): rows = [row]
      case .modifiedRows(_, let row, let modifier):
        switch modifier {
        case .bold, .environment: rows = [row]
        case .padding, .id, .disabled: return false
        }
      case .nested: break
      case .mixed(let lead, _, let row, let trail):
        rows = [row]
        fixed = [lead, trail]
      case .sections(let sections):
        guard (1...3).contains(sections.count) else { return false }
        for section in sections where !numbers.insert(section.number).inserted { return false }
        rows = sections.map(\.row)
      case .views(let nodes):
        fixed = nodes
      }
    default: break
    }
    var oneLine = inner
    if case .lazyStack = kind { oneLine.mustBeOneLine = true }
    if context.inDisabled, rows.contains(where: { $0 == .checkRow || $0 == .fieldRow }) {
      return false
    }
    var row = oneLine
    row.inRow = true
    for node in fixed where !node.isValid(in: oneLine, program: program, numbers: &numbers) {
      return false
    }
    for node in rows.flatMap(\.subtrees)
    where !node.isValid(in: row, program: program, numbers: &numbers) {
      return false
    }
    if !rows.isEmpty || !fixed.isEmpty { return true }
    return childNodes.allSatisfy { $0.isValid(in: inner, program: program, numbers: &numbers) }
  }
}
