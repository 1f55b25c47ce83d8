/// The world's view of identity: which scopes, check rows and controls exist for the current
/// values, found by walking the program as the views build it (every row of every list,
/// whether a lazy container has built it or not).
extension FuzzWorld {
  /// Gives each scope that has just appeared its first values, forgets the state of those
  /// gone and the focus of a control gone, and returns the controls that exist, by label.
  /// Called after each step, that is, at each update pass: an identity that leaves and comes
  /// back between two passes never left.
  @discardableResult
  mutating func settle(_ program: FuzzProgram) -> [String: FuzzControl] {
    var walk = Walk(world: self)
    walk.visit(program.root, Walk.Context())
    self = walk.world
    scopes = scopes.filter { walk.scopes.contains($0.key) }
    rows = rows.filter { walk.rows.contains($0.key) }
    if let focus, !walk.controls.values.contains(where: { $0.path == focus }) {
      self.focus = nil
    }
    return walk.controls
  }

  private struct Walk {
    var world: FuzzWorld
    var scopes = Set<String>()
    var rows = Set<String>()
    var controls: [String: FuzzControl] = [:]

    struct Context {
      /// The path of each scope around, by its node number.
      var scopes: [Int: String] = [:]
      var item: (list: FuzzLocation, item: FuzzItem)?
      var place = FuzzPlace()
    }

    func location(_ ref: FuzzRef, _ context: Context) -> FuzzLocation {
      switch ref.owner {
      case .observable: return .observable(ref.index)
      case .combine: return .combine(ref.index)
      case .state(let number): return .scope(path: context.scopes[number]!, index: ref.index)
      }
    }

    func flag(_ ref: FuzzRef, _ context: Context) -> Bool {
      world.flag(location(ref, context))
    }

    mutating func control(
      _ prefix: String, _ number: Int, _ context: Context, _ target: FuzzControl.Target
    ) {
      controls[context.place.label(prefix, number)] = FuzzControl(
        path: context.place.path(number), target: target, order: controls.count)
    }

    mutating func visit(_ node: FuzzNode, _ context: Context) {
      switch node.kind {
      case .text, .flagText, .valueText, .countText, .itemTitle, .environmentText:
        break
      case .toggle(let ref):
        control("t", node.number, context, .flag(location(ref, context)))
      case .field(let ref):
        control("f", node.number, context, .text(location(ref, context)))
      case .button(.toggle(let ref)):
        control("b", node.number, context, .toggleButton(location(ref, context)))
      case .button(.edit(let ref)):
        control("b", node.number, context, .editButton(location(ref, context)))
      case .stack(_, let children), .section(_, let children), .scrollStack(let children):
        for child in children { visit(child, context) }
      case .conditional(let ref, let then, let otherwise):
        if flag(ref, context) {
          visit(then, context)
        } else if let otherwise {
          visit(otherwise, context)
        }
      case .forEach(let ref, let row):
        visitRows(node.number, ref, row, context)
      case .list(let content), .lazyStack(let content):
        switch content {
        case .rows(let ref, let row):
          visitRows(node.number, ref, row, context)
        case .mixed(let lead, let ref, let row, let trail):
          visit(lead, context)
          visitRows(node.number, ref, row, context)
          visit(trail, context)
        case .sections(let sections):
          for section in sections { visitRows(section.number, section.list, section.row, context) }
        case .views(let nodes):
          for child in nodes { visit(child, context) }
        case .group(let ref, let row), .modifiedRows(let ref, let row, _):
          visitRows(node.number, ref, row, context)
        case .nested:
          break  // rows of text: no state, no controls
        }
      case .stateScope(let values, let child):
        let path = context.place.path(node.number)
        if world.scopes[path] == nil { world.scopes[path] = values }
        scopes.insert(path)
        var inner = context
        inner.scopes[node.number] = path
        visit(child, inner)
      case .modified(.id(let ref), let child):
        var inner = context
        inner.place = context.place.withID(flag(ref, context))
        visit(child, inner)
      case .modified(_, let child):
        visit(child, context)
      }
    }

    mutating func visitRows(_ number: Int, _ ref: FuzzRef, _ row: FuzzRow, _ context: Context) {
      let list = location(ref, context)
      for item in world.list(list) {
        var inner = context
        inner.item = (list, item)
        inner.place = context.place.inRow(item.id)
        switch row {
        case .title, .titleWith, .rowView:
          break
        case .checkRow:
          let path = inner.place.path(number)
          rows.insert(path)
          control("c", number, inner, .flag(.row(path: path)))
        case .fieldRow:
          control("e", number, inner, .title(list: list, id: item.id))
        case .subtree(let child):
          visit(child, inner)
        }
      }
    }
  }
}
