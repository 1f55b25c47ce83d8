/// What hosts read from a searchable view's search area, and the actions on it.
extension HostElement {
  /// Whether the element is a searchable view's search field (GTK shows a search entry).
  @_spi(TrellisHost) public var isSearchField: Bool {
    guard case .textField = node.control else { return false }
    return node.environment._searchField != nil
  }

  /// Whether the element is a suggestion under a search field (or inside one).
  @_spi(TrellisHost) public var isSearchSuggestion: Bool {
    node.environment._searchCompletion != nil
  }

  /// The suggestions listed under this search field now (buttons), in order; a host that
  /// shows them in a popover of its own (GTK) taps them from there.
  @_spi(TrellisHost) public var searchSuggestions: [HostElement] {
    guard isSearchField else { return [] }
    // The search area: the parent of the modifier that marks the field (the first node
    // above the field not marked itself), where the suggestions are the field's siblings.
    var marker: _ViewNode? = node.parent
    while let current = marker, current.environment._searchField != nil {
      marker = current.parent
    }
    guard let area = marker?.parent else { return [] }
    return core.elements.filter { element in
      element.kind == .button && element.isSearchSuggestion && element.node.isInSubtree(of: area)
    }
  }

  /// Whether the searchable view this element belongs to is searching (its `isSearching`).
  @_spi(TrellisHost) public var isSearching: Bool { node.environment.isSearching }

  /// Whether the element is the scope bar under a search field.
  @_spi(TrellisHost) public var isSearchScopeBar: Bool {
    guard case .picker = node.control else { return false }
    return node.environment._isSearchScopeBar
  }

  /// Ends the search this field (or suggestion) is for, as Escape in it does: its text cleared, its focus
  /// taken, `isSearching` false.
  @_spi(TrellisHost) public func dismissSearch() throws {
    let dismiss =
      node.environment._searchField?.dismiss ?? node.environment._searchCompletion?.dismiss
    guard let dismiss else {
      throw ActionError.notApplicable("\(typeName) is not a search field or suggestion")
    }
    try checkUsable("the search field")
    dismiss()
  }
}

extension HostCore {
  /// The search fields that can be reached now (in the frontmost sheet while one shows),
  /// in reading order.
  @_spi(TrellisHost) public var searchFields: [HostElement] { elements.filter(\.isSearchField) }

  /// Focuses the search field around focus, else the first one on screen (`/` or Ctrl-F in
  /// the terminal); `false` when there is none.
  @discardableResult
  @_spi(TrellisHost) public func focusSearchField() -> Bool {
    let fields = searchFields
    let focusedNode = graph.focusedNode
    // The field of the searchable view whose content holds focus, if any.
    let around = fields.first { field in
      guard let focusedNode, let modifier = field.node.parent?.parent else { return false }
      return focusedNode.isInSubtree(of: modifier)
    }
    guard let field = around ?? fields.first else { return false }
    focus(field.node)
    return true
  }

  /// The refresh action of the `refreshable` view around focus, else of the first one on
  /// screen.
  @_spi(TrellisHost) public var refreshAction: RefreshAction? {
    if let focusedNode = graph.focusedNode, focusedNode.isAlive,
      let action = focusedNode.environment.refresh
    {
      return action
    }
    return elements.lazy.compactMap { $0.node.environment.refresh }.first
  }

  /// Starts the refresh a person asks for (F5 or Ctrl-R); the task ends when it is done.
  /// `nil` when nothing on screen is refreshable.
  @discardableResult
  @_spi(TrellisHost) public func refresh() -> Task<Void, Never>? {
    guard let action = refreshAction else { return nil }
    return Task { @MainActor in await action() }
  }
}
