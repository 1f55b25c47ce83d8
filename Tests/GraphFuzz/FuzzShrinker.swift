/// Makes a failing case as small as it goes while it still fails the same way: fewer steps
/// and edits (delta debugging), then a smaller program (a node replaced by one of its
/// children, a child or a branch dropped, a row made plain, fewer items).
@MainActor
struct FuzzShrinker {
  /// Runs a candidate and tells whether it fails as the original did.
  let fails: (inout FuzzCase) -> FuzzFailure?
  /// Candidate runs allowed in all.
  var budget = 600

  mutating func shrink(_ original: FuzzCase, _ failure: FuzzFailure) -> (FuzzCase, FuzzFailure) {
    var best = original
    best.steps = Array(best.steps.prefix(failure.step))
    var bestFailure = failure
    func attempt(_ candidate: FuzzCase) -> Bool {
      guard budget > 0, candidate != best, candidate.program.isValid else { return false }
      budget -= 1
      var run = candidate
      guard let found = fails(&run), found.kind.sameKind(as: failure.kind) else { return false }
      best = candidate
      best.steps = Array(best.steps.prefix(found.step))
      bestFailure = found
      return true
    }
    var progress = true
    while progress && budget > 0 {
      progress = false
      // Steps: chunks of halving size, as delta debugging removes them.
      var chunk = max(1, best.steps.count / 2)
      while chunk >= 1 {
        var start = 0
        while start < best.steps.count {
          var candidate = best
          candidate.steps.removeSubrange(start..<min(start + chunk, candidate.steps.count))
          if attempt(candidate) { progress = true } else { start += chunk }
        }
        chunk /= 2
      }
      // Edits inside steps.
      for stepIndex in best.steps.indices.reversed() where stepIndex < best.steps.count {
        var editIndex = best.steps[stepIndex].count - 1
        while editIndex >= 0, stepIndex < best.steps.count, best.steps[stepIndex].count > 1 {
          var candidate = best
          candidate.steps[stepIndex].remove(
            at: min(editIndex, candidate.steps[stepIndex].count - 1))
          if attempt(candidate) { progress = true }
          editIndex -= 1
        }
      }
      // The program.
      for candidate in Self.smallerPrograms(best.program) {
        if attempt(FuzzCase(program: candidate, steps: best.steps)) {
          progress = true
          break
        }
      }
    }
    return (best, bestFailure)
  }

  /// Programs one change smaller than `program`, the biggest cuts first.
  static func smallerPrograms(_ program: FuzzProgram) -> [FuzzProgram] {
    var out: [FuzzProgram] = []
    for root in program.root.smaller() {
      var candidate = program
      candidate.root = root
      out.append(candidate)
    }
    for (owner, values) in [
      (FuzzOwner.observable, program.observable), (.combine, program.combine),
    ] {
      for list in values.lists.indices where !values.lists[list].isEmpty {
        for item in values.lists[list].indices.reversed() {
          var smaller = values
          smaller.lists[list].remove(at: item)
          var candidate = program
          if owner == .observable {
            candidate.observable = smaller
          } else {
            candidate.combine = smaller
          }
          out.append(candidate)
        }
      }
    }
    return out
  }
}

extension FuzzFailure.Kind {
  func sameKind(as other: FuzzFailure.Kind) -> Bool {
    switch (self, other) {
    case (.mismatch, .mismatch), (.error, .error): return true
    default: return false
    }
  }
}

extension FuzzNode {
  /// Nodes one change smaller: replaced by a child, or with one part removed or made plain.
  func smaller() -> [FuzzNode] {
    var out = childNodes
    func with(_ kind: Kind) { out.append(FuzzNode(number: number, kind: kind)) }
    switch kind {
    case .text("·"):
      break
    case .text, .flagText, .valueText, .countText, .itemTitle, .environmentText, .toggle, .field,
      .button:
      with(.text("·"))
    case .stack(let axis, let children):
      for index in children.indices.reversed() {
        var fewer = children
        fewer.remove(at: index)
        with(.stack(axis, fewer))
      }
      for (index, child) in children.enumerated() {
        for smaller in child.smaller() {
          var changed = children
          changed[index] = smaller
          with(.stack(axis, changed))
        }
      }
    case .section(let title, let children):
      for index in children.indices.reversed() {
        var fewer = children
        fewer.remove(at: index)
        with(.section(title, fewer))
      }
      for (index, child) in children.enumerated() {
        for smaller in child.smaller() {
          var changed = children
          changed[index] = smaller
          with(.section(title, changed))
        }
      }
    case .scrollStack(let children):
      for index in children.indices.reversed() where children.count > 1 {
        var fewer = children
        fewer.remove(at: index)
        with(.scrollStack(fewer))
      }
      for (index, child) in children.enumerated() {
        for smaller in child.smaller() {
          var changed = children
          changed[index] = smaller
          with(.scrollStack(changed))
        }
      }
    case .conditional(let ref, let then, let otherwise):
      if otherwise != nil { with(.conditional(ref, then, nil)) }
      for smaller in then.smaller() { with(.conditional(ref, smaller, otherwise)) }
      if let otherwise {
        for smaller in otherwise.smaller() { with(.conditional(ref, then, smaller)) }
      }
    case .forEach(let ref, let row):
      for smaller in row.smaller() { with(.forEach(ref, smaller)) }
    case .list(let content):
      for smaller in content.smaller() { with(.list(smaller)) }
    case .lazyStack(let content):
      for smaller in content.smaller() { with(.lazyStack(smaller)) }
    case .stateScope(let values, let child):
      for smaller in child.smaller() { with(.stateScope(values, smaller)) }
      for list in values.lists.indices {
        for item in values.lists[list].indices.reversed() {
          var fewer = values
          fewer.lists[list].remove(at: item)
          with(.stateScope(fewer, child))
        }
      }
    case .modified(let modifier, let child):
      for smaller in child.smaller() { with(.modified(modifier, smaller)) }
    }
    return out
  }
}

extension FuzzRow {
  func smaller() -> [FuzzRow] {
    switch self {
    case .title: return []
    case .subtree(let node): return [.title] + node.smaller().map(FuzzRow.subtree)
    default: return [.title]
    }
  }
}

extension FuzzLazyContent {
  func smaller() -> [FuzzLazyContent] {
    switch self {
    case .rows(let ref, let row):
      return row.smaller().map { .rows(ref, $0) }
    case .group(let ref, let row), .modifiedRows(let ref, let row, _):
      return [.rows(ref, row)]
    case .nested(let outer, _):
      return [.rows(outer, .title)]
    case .sections(let sections):
      var out: [FuzzLazyContent] = []
      if sections.count > 1 {
        for index in sections.indices.reversed() {
          var fewer = sections
          fewer.remove(at: index)
          out.append(.sections(fewer))
        }
      }
      for (index, section) in sections.enumerated() {
        for row in section.row.smaller() {
          var changed = sections
          changed[index].row = row
          out.append(.sections(changed))
        }
      }
      for (index, section) in sections.enumerated() where section.footer != nil {
        var changed = sections
        changed[index].footer = nil
        out.append(.sections(changed))
      }
      out.append(.rows(sections[0].list, sections[0].row))
      return out
    case .mixed(let lead, let ref, let row, let trail):
      var out: [FuzzLazyContent] = [.rows(ref, row)]
      out += lead.smaller().map { .mixed($0, ref, row, trail) }
      out += row.smaller().map { .mixed(lead, ref, $0, trail) }
      out += trail.smaller().map { .mixed(lead, ref, row, $0) }
      return out
    case .views(let nodes):
      var out: [FuzzLazyContent] = []
      for index in nodes.indices.reversed() where nodes.count > 1 {
        var fewer = nodes
        fewer.remove(at: index)
        out.append(.views(fewer))
      }
      for (index, node) in nodes.enumerated() {
        for smaller in node.smaller() {
          var changed = nodes
          changed[index] = smaller
          out.append(.views(changed))
        }
      }
      return out
    }
  }
}
