/// A sheet or alert being presented, as a host with windows of its own shows it: a window
/// of the box's size holding the presented elements.
@MainActor
@_spi(TrellisHost) public struct HostPresentation {
  /// The presented box (border included), in the main window's points.
  @_spi(TrellisHost) public let box: HostElement
  /// The laid-out elements inside the box, in reading order.
  @_spi(TrellisHost) public let elements: [HostElement]
  let node: _ViewNode

  /// Identifies the presentation across frames, as ``HostElement/identity`` does.
  @_spi(TrellisHost) public var identity: ObjectIdentifier { ObjectIdentifier(node) }

  /// The `navigationTitle` the outermost navigation stack in the presentation shows (a
  /// host with windows puts it in the sheet's title bar), or `nil`.
  @_spi(TrellisHost) public var navigationTitle: String? {
    navigationStack?.navigationTitle?.content
  }

  /// The `navigationSubtitle` shown with ``navigationTitle``, or `nil`.
  @_spi(TrellisHost) public var navigationSubtitle: String? {
    navigationStack?.navigationSubtitle?.content
  }

  /// How a person renames ``navigationTitle``, when it was set with a binding; `nil`
  /// otherwise.
  @_spi(TrellisHost) public var titleRename: HostTitleRename? {
    navigationStack.flatMap(HostTitleRename.init(shownBy:))
  }

  /// Whether the presentation holds a navigation stack (a host with windows gives the
  /// sheet a title bar with a back button).
  @_spi(TrellisHost) public var hasNavigationStack: Bool { navigationStack != nil }

  /// Whether the presentation shows toolbar items (a host with windows gives the sheet a
  /// title bar to show them in).
  @_spi(TrellisHost) public var hasToolbar: Bool {
    elements.contains { $0.toolbarPlacement != nil }
  }

  private var navigationStack: _ViewNode? {
    guard node.isAlive else { return nil }
    return elements.lazy.map(\.node).first { $0.view is _NavigationStackMarker }
  }

  /// Ends the presentation, as Escape does in the terminal (the binding that presents it
  /// becomes `false` or `nil`).
  @_spi(TrellisHost) public func dismiss() {
    guard node.isAlive else { return }
    node.environment.dismiss()
  }
}

extension HostCore {
  /// The laid-out elements of the main window, in reading order, without the presented
  /// sheets and alerts (see ``presentations``) even while one is shown.
  @_spi(TrellisHost) public var windowElements: [HostElement] {
    update()
    guard let engine else { return [] }
    let overlays = engine.overlays
    return engine.placedNodes.compactMap { node in
      guard !node.isToolbarStructure, !overlays.contains(where: { node.isInSubtree(of: $0) }),
        let frame = engine.frame(of: node)
      else { return nil }
      return HostElement(node: node, frame: frame, core: self)
    }
  }

  /// The sheets and alerts presented now, the frontmost last, each with its own elements
  /// (those of presentations it presents in turn excluded).
  @_spi(TrellisHost) public var presentations: [HostPresentation] {
    update()
    guard let engine else { return [] }
    let overlays = engine.overlays
    let placed = engine.placedNodes
    return overlays.enumerated().compactMap { index, overlay in
      guard let box = element(for: overlay) else { return nil }
      let later = overlays.dropFirst(index + 1)
      let inside = placed.filter { node in
        node !== overlay && !node.isToolbarStructure && node.isInSubtree(of: overlay)
          && !later.contains(where: { node.isInSubtree(of: $0) })
      }
      return HostPresentation(
        box: box, elements: inside.compactMap { element(for: $0) }, node: overlay)
    }
  }

  /// The main window's title: the `navigationTitle` its outermost navigation stack shows,
  /// else the `WindowGroup`'s title; `nil` when there is neither.
  @_spi(TrellisHost) public var windowTitle: String? {
    update()
    if let node = windowTitleNode {
      if let title = node.navigationTitle { return title.content }
      // A split view column without a title leaves the window untitled.
      if node.parent?.view is _NavigationSplitMarker { return nil }
    }
    var current: _ViewNode? = graph.root
    while let node = current {
      if let scene = node.view as? _SceneTitleProviding { return scene._sceneTitle }
      current = node.firstContentChild
    }
    return nil
  }

  /// The `navigationSubtitle` shown with the main window's title, or `nil`.
  @_spi(TrellisHost) public var windowSubtitle: String? {
    update()
    return windowTitleNode?.navigationSubtitle?.content
  }

  /// How a person renames the main window's title, when a binding set it; `nil` otherwise.
  @_spi(TrellisHost) public var windowTitleRename: HostTitleRename? {
    update()
    return windowTitleNode.flatMap(HostTitleRename.init(shownBy:))
  }

  /// The navigation stack (or split view column) whose title the main window shows: the
  /// outermost stack outside presentations; in a split view, the column shown last (the
  /// detail beside the others), as a Mac's window shows it.
  private var windowTitleNode: _ViewNode? {
    let overlays = engine?.overlays ?? []
    for node in engine?.placedNodes ?? []
    where node.view is _NavigationStackMarker
      && !overlays.contains(where: { node.isInSubtree(of: $0) })
    {
      if let split = node.parent, split.view is _NavigationSplitMarker,
        let shown = split.children.last(where: { engine?.frame(of: $0) != nil })
      {
        return shown
      }
      return node
    }
    return nil
  }
}

/// A navigation title set with a binding (`navigationTitle(_: Binding<String>)`), as a host
/// whose chrome shows titles renames it.
@MainActor
@_spi(TrellisHost) public struct HostTitleRename {
  private let level: _NavigationLevel

  init?(shownBy node: _ViewNode) {
    guard let level = node.shownNavigationLevel, level.renamableTitle != nil else { return nil }
    self.level = level
  }

  /// Writes `name` to the title's binding, as typing in the bar's field does.
  @_spi(TrellisHost) public func rename(to name: String) {
    level.renamableTitle?.wrappedValue = name
  }
}
