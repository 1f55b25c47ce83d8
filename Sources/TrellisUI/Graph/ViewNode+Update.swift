extension _ViewNode {
  /// Brings this node up to date with `newView` in `newEnvironment`. A composite view whose
  /// inputs and read environment are unchanged, and that nothing invalidated, is skipped
  /// with its whole subtree (only environment changes are pushed further down).
  func update(with newView: any View, environment newEnvironment: EnvironmentValues) {
    let viewChanged = !hasEvaluated || !_ViewTypeInfo.areEqual(view, newView)
    let previous = view
    view = newView
    let environmentChanged = adopt(environment: newEnvironment)
    // A layout may read the environment (a font, a spacing): it may lay out otherwise.
    if environmentChanged { graph.layoutChanges.note(self, .layout) }
    if isPrimitive || viewChanged || isDirty || !hasEvaluated {
      if viewChanged && hasEvaluated {
        // What changed, as `_printChanges()` names it: the dynamic properties by name.
        pendingCauses.append(contentsOf: _ViewTypeInfo.changes(previous, newView))
      }
      // A primitive view made again with the same value, in the same environment, that
      // nothing invalidated, shows what it showed: its layout holds (a value that cannot be
      // compared, a closure, counts as changed).
      evaluate(mayChangeLayout: viewChanged || environmentChanged || isDirty)
    } else if environmentChanged {
      pushEnvironmentDown()
    }
  }

  /// Hands a changed environment to a node whose view value did not change.
  func propagate(environment newEnvironment: EnvironmentValues) {
    guard adopt(environment: newEnvironment) else { return }
    graph.layoutChanges.note(self, .layout)
    if isPrimitive || isDirty {
      evaluate(mayChangeLayout: true)
    } else {
      pushEnvironmentDown()
    }
  }

  /// The node itself was skipped, but its descendants may read what changed.
  private func pushEnvironmentDown() {
    for child in children { child.propagate(environment: derived(for: child)) }
    lazyRows?.environmentChanged()
  }

  /// Re-evaluates after an invalidation, keeping the current view value and environment.
  func reevaluate() {
    guard isAlive, isDirty else { return }
    evaluate(mayChangeLayout: true)
  }

  /// Sets the environment; returns whether any entry this node depends on changed, in which
  /// case the node is marked for evaluation.
  private func adopt(environment newEnvironment: EnvironmentValues) -> Bool {
    guard newEnvironment.version != environment.version else { return false }
    environment = newEnvironment
    guard !environmentReads.isEmpty else { return true }
    let changed = environmentReads.filter { !newEnvironment.stillReads($0.value, for: $0.key) }
    guard !changed.isEmpty else { return true }
    // The environment keys that changed, by type: `@dependencies (ColorSchemeKey)`.
    let names = changed.keys.compactMap { environmentKeyTypes[$0] }
      .map { _typeName($0, qualified: false) }.sorted()
    invalidate(
      because: names.isEmpty
        ? "@dependencies" : "@dependencies (\(names.joined(separator: ", ")))")
    return true
  }

  func derived(for child: _ViewNode) -> EnvironmentValues {
    guard let transform = child.environmentTransform else { return environment }
    var copy = environment
    transform(&copy)
    return copy
  }

  /// Evaluates the view: a primitive's children, layout and control, or a composite's body.
  /// When `mayChangeLayout`, what the node shows may change, so the layouts it and its
  /// ancestors kept are stale; otherwise they hold unless its children change (each changed
  /// child stamps itself and its ancestors; a child added, removed or moved is stamped here).
  private func evaluate(mayChangeLayout: Bool) {
    if mayChangeLayout { markLayoutChanged(nil) }
    if isPrimitive {
      let before = layout
      let described = describePrimitive()
      if mayChangeLayout {
        // What it shows changed; how it lays its children out may have.
        graph.layoutChanges.note(self, layout.placesLike(before) ? .content : .layout)
      }
      switch described {
      case .list(let list):
        if let lazyRows {
          lazyRows.tearDownAll()
          graph.lazyContainerWent(lazyRows)
          self.lazyRows = nil
        }
        reconcile(list)
        if observesReconcile, let observer = view as? any _ReconcileObserving {
          observer._didReconcileChildren(of: self)
        }
      case .lazy(let rows):
        // Its rows may have changed in ways only the row source knows.
        markLayoutChanged(.structure)
        for child in children { child.tearDown() }
        children.removeAll()
        if lazyRows == nil {
          lazyRows = _LazyRows(owner: self)
          graph.lazyContainerAppeared(lazyRows!)
        }
        lazyRows!.update(rows)
      }
    } else {
      // A composite view lays nothing out itself: only its body's views can change layout.
      if mayChangeLayout { graph.layoutChanges.note(self, .content) }
      let body = evaluateBody(view)
      layout = .transparent
      reconcile([_Child(id: .body, view: body)])
    }
  }

  /// Asks a primitive view for its children, layout and control. What it reads from
  /// bindings and `@Observable` objects (a toggle's state, a field's text) is tracked like a
  /// body's reads, so the control updates when only that value changes.
  private func describePrimitive() -> _Children {
    // Cast to the node's own type, known since the node was made: far cheaper than looking
    // up the conformance of whatever the existential holds.
    func open<Primitive: _PrimitiveView>(_: Primitive.Type) -> any _PrimitiveView {
      view as! Primitive
    }
    let primitive = open(primitiveType!)
    // A primitive view described again because something it shows changed (a control's
    // binding, an `@Observable` property it reads), not merely because its parent ran.
    if _UpdateTrace.isEnabled, graph.isInUpdatePass, !pendingCauses.isEmpty {
      _UpdateTrace.primitiveUpdate(of: self, causes: pendingCauses)
    }
    markEvaluated()
    let previous = _ViewGraph.evaluating
    _ViewGraph.evaluating = (self, [])
    defer { _ViewGraph.evaluating = previous }
    func describe() -> _Children {
      let described = primitive._children(in: _ChildContext(node: self))
      layout = primitive._makeLayout(node: self)
      control = primitive._control(node: self)
      return described
    }
    return tracksDescription ? observation.track(describe) : describe()
  }

  /// Links the view's dynamic properties to this node, then runs `body` while recording
  /// which `@Observable` properties it reads.
  private func evaluateBody<V: View>(_ view: V) -> any View {
    var linked = view
    environmentReads.removeAll(keepingCapacity: true)
    _ViewTypeInfo.of(V.self).link(&linked, to: self)
    graph.willEvaluateBody(of: self)
    let causes = pendingCauses
    markEvaluated()
    let previous = _ViewGraph.evaluating
    _ViewGraph.evaluating = (self, causes)
    defer { _ViewGraph.evaluating = previous }
    return observation.track { linked.body }
  }

  /// Matches the described children with the existing child nodes by identity and type,
  /// updating the matches, creating the new ones and tearing down the rest. O(children).
  func reconcile(_ described: [_Child]) {
    if described.count == 1, children.count == 1, let only = described.first,
      children[0].id == only.id, children[0].viewType == type(of: only.view)
    {
      // The common case of a composite's body or a single-child modifier.
      let child = children[0]
      child.environmentTransform = only.environment
      child.update(with: only.view, environment: derived(for: child))
      return
    }
    var existing: [_NodeKey: _ViewNode] = [:]
    existing.reserveCapacity(children.count)
    for child in children {
      var key = _NodeKey(child)
      while existing[key] != nil { key.duplicate = (key.duplicate ?? 0) + 1 }
      existing[key] = child
    }
    var next: [_ViewNode] = []
    next.reserveCapacity(described.count)
    var seen = Set<_NodeKey>()
    for item in described {
      var key = _NodeKey(id: item.id, type: type(of: item.view))
      if !seen.insert(key).inserted {
        // Duplicate identity: Apple calls the result undefined; ours gives each repeat a node
        // of its own, matched by its order among the repeats, so nothing is shared or lost.
        if case .explicit(let raw) = item.id {
          _RuntimeWarnings.duplicateID(raw, in: typeName)
        }
        repeat { key.duplicate = (key.duplicate ?? 0) + 1 } while !seen.insert(key).inserted
      }
      let node: _ViewNode
      if let match = existing.removeValue(forKey: key) {
        node = match
      } else {
        node = _ViewNode(
          graph: graph, parent: self, id: item.id, view: item.view, environment: environment)
      }
      node.environmentTransform = item.environment
      node.update(with: item.view, environment: derived(for: node))
      next.append(node)
    }
    for leftover in existing.values { leftover.tearDown() }
    // Children added, removed or reordered change what this node lays out.
    if !existing.isEmpty || next.count != children.count
      || !zip(next, children).allSatisfy({ $0 === $1 })
    {
      markLayoutChanged(.structure)
    }
    children = next
  }
}

/// A child's identity within its parent: its id and its view type.
struct _NodeKey: Hashable {
  let id: _ChildID
  let type: ObjectIdentifier
  var duplicate: Int?

  init(id: _ChildID, type: any View.Type) {
    self.id = id
    self.type = ObjectIdentifier(type)
  }

  @MainActor init(_ node: _ViewNode) {
    self.init(id: node.id, type: node.viewType)
  }
}
