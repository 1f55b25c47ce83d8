/// Tab and Shift-Tab: every focusable control of the window (or of the frontmost sheet or
/// alert) in order, including those scrolled out of view and those in rows of lazy
/// containers not built yet.
///
/// The order is the order of the views in the graph: a stack's views in turn, a lazy
/// container's rows by index. Rows not built are built one at a time, out of view, until one
/// holds a control (rows without one go again at once; each search builds them anew, since
/// a row can gain a control from state only it reads). Runs of rows whose type holds no
/// control are stepped over unbuilt. The control found is focused and scrolled into view.
extension HostCore {
  /// Moves focus to the next focusable control after the focused one (the previous one,
  /// `backward`), wrapping around, and scrolls it into view. With nothing focused, Tab
  /// starts at the first control and Shift-Tab at the last (or both at a `.userInitiated`
  /// default focus). Returns whether focus moved.
  @discardableResult
  @_spi(TrellisHost) public func moveFocus(backward: Bool) -> Bool {
    update()
    guard let scope = frontPresentation ?? graph.root else { return false }
    if graph.focusedNode?.isAlive != true, focusDefault(in: scope) { return true }
    let stops = focusStops(in: scope)
    guard !stops.isEmpty else { return false }
    let current = graph.focusedNode
    let start = current.flatMap { node in stops.firstIndex { $0.holds(node) } }
    // Every stop once, starting after the current one; the current one last.
    let count = stops.count
    for step in 1...count {
      let offset = backward ? -step : step
      let base = start ?? (backward ? count : -1)
      let index = ((base + offset) % count + count) % count
      let stop = stops[index]
      if index == start, case .control = stop { continue }
      guard let control = find(in: stop, backward: backward) else { continue }
      if control !== current {
        focus(control)
        scrollIntoView(control, anchor: nil)
        return true
      }
    }
    return false
  }

  /// Focuses the view of the first `defaultFocus(_:_:priority: .userInitiated)` in `scope`,
  /// as the first Tab into a window with nothing focused does. Returns whether it did.
  private func focusDefault(in scope: _ViewNode) -> Bool {
    guard
      let target = graph.defaultFocusTargets.first(where: {
        $0.followsTab && $0.node.map { $0.isAlive && $0.isInSubtree(of: scope) } == true
      })
    else { return false }
    target.apply()
    update()
    guard let focused = graph.focusedNode, focused.isAlive else { return false }
    scrollIntoView(focused, anchor: nil)
    return true
  }

  /// A place in the focus order: a control, or a run of rows of a lazy container not
  /// built yet.
  private enum FocusStop {
    case control(_ViewNode)
    case rows(_ViewNode, Range<Int>)

    @MainActor func holds(_ node: _ViewNode) -> Bool {
      if case .control(let control) = self { return control === node }
      return false
    }
  }

  /// The focus stops of `scope`, in order.
  private func focusStops(in scope: _ViewNode) -> [FocusStop] {
    var stops: [FocusStop] = []
    collectStops(scope, outOfView: false, into: &stops)
    return stops
  }

  private func collectStops(_ node: _ViewNode, outOfView: Bool, into stops: inout [FocusStop]) {
    guard node.isAlive else { return }
    // Nothing in a hidden view (`hidden()`) can be reached.
    if case .layout(let layout) = node.layout, layout is _HiddenLayout { return }
    // A view with a layout of its own that is neither placed nor in a row kept out of view
    // is hidden by its container (a navigation entry below the top one): nothing in it can
    // be reached.
    if case .layout = node.layout, !outOfView, engine?.frame(of: node) == nil { return }
    if node.takesFocus { stops.append(.control(node)) }
    for child in node.children {
      collectStops(child, outOfView: outOfView, into: &stops)
    }
    guard let rows = node.lazyRows else { return }
    var next = 0
    for (index, row) in rows.realisedRows {
      if index > next { stops.append(.rows(node, next..<index)) }
      collectStops(row, outOfView: outOfView || row.isHidden, into: &stops)
      next = index + 1
    }
    if next < rows.rowCount { stops.append(.rows(node, next..<rows.rowCount)) }
  }

  /// The control to focus at `stop`: itself, or the first (last, `backward`) control of the
  /// first row of the run that has one.
  private func find(in stop: FocusStop, backward: Bool) -> _ViewNode? {
    switch stop {
    case .control(let node):
      return node
    case .rows(let container, let range):
      guard let rows = container.lazyRows else { return nil }
      var index = backward ? range.upperBound - 1 : range.lowerBound
      while range.contains(index) {
        defer { index += backward ? -1 : 1 }
        // A run of rows whose type holds no control is stepped over whole.
        let run = rows.run(containing: index)
        if !run.mayContainControls {
          index = backward ? run.rows.lowerBound : run.rows.upperBound - 1
          continue
        }
        var found: _ViewNode?
        _ = rows.probe(at: index) { row in
          var controls: [_ViewNode] = []
          row.collectControls(into: &controls)
          found = backward ? controls.last : controls.first
          return found != nil
        }
        if let found { return found }
      }
      return nil
    }
  }
}

extension _ViewNode {
  /// The enabled controls in this subtree, in order (built rows of lazy containers included).
  func collectControls(into controls: inout [_ViewNode]) {
    if control != nil, isEnabled { controls.append(self) }
    // A menu's items are chosen in its list, not focused where they are declared.
    for child in holdsMenu ? Array(children.prefix(1)) : children {
      child.collectControls(into: &controls)
    }
    for (_, row) in lazyRows?.realisedRows ?? [] { row.collectControls(into: &controls) }
  }
}
