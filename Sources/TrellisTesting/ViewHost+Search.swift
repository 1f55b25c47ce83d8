@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// The search fields that can be reached (the frontmost sheet's while one shows), in
  /// reading order.
  public var searchFields: [Element] { core.searchFields.map(Element.init) }

  /// The search field of a `searchable` view; with `prompt`, the one showing that prompt.
  /// Throws if there is none, or several. Type into it, submit it (`onSubmit(of: .search)`)
  /// and end the search with ``Element/dismissSearch()``.
  public func searchField(prompt: String? = nil) throws -> Element {
    let fields = searchFields.filter { prompt == nil || $0.placeholder == prompt }
    return try only(fields, prompt.map { "a search field prompting \"\($0)\"" } ?? "a search field")
  }

  /// Whether the first searchable view on screen is searching: its field (or a suggestion
  /// or scope) has focus, or the field holds text. What its content reads as `isSearching`.
  public var isSearching: Bool { searchFields.first?.base.isSearching ?? false }

  /// The suggestions shown under the search field (the views marked with
  /// `searchCompletion(_:)`, as buttons), in order. Tap one to complete the field.
  public var searchSuggestions: [Element] {
    elements.filter { $0.kind == .button && $0.base.isSearchSuggestion }
  }

  /// The suggestion showing `text`; throws if there is none, or several.
  public func searchSuggestion(_ text: String) throws -> Element {
    try only(
      searchSuggestions.filter { $0.text == text }, "a search suggestion showing \"\(text)\"")
  }

  /// The scope bar of the search field (a segmented picker); throws if it is not shown.
  /// Choose a scope with ``Element/pick(_:)``.
  public func searchScopes() throws -> Element {
    try only(elements.filter { $0.base.isSearchScopeBar }, "a search scope bar")
  }

  /// Focuses the search field as `/` or Ctrl-F does in the terminal: the one around focus,
  /// else the first. Returns whether there was one.
  @discardableResult
  public func focusSearchField() -> Bool {
    let found = core.focusSearchField()
    core.update()
    return found
  }

  /// Asks for a refresh as F5 or Ctrl-R does (the `refreshable` view around focus, else the
  /// first on screen) and returns when it is done; `false` when nothing is refreshable. A
  /// request while a refresh runs returns at once.
  @discardableResult
  public func refresh() async -> Bool {
    guard let task = core.refresh() else { return false }
    await task.value
    core.update()
    return true
  }

  /// Starts a refresh as F5 does and returns at once, with the task to await; `nil` when
  /// nothing is refreshable.
  @discardableResult
  public func startRefresh() -> Task<Void, Never>? {
    let task = core.refresh()
    core.update()
    return task
  }
}

extension ViewHost.Element {
  /// Whether this is the search field of a `searchable` view.
  public var isSearchField: Bool { base.isSearchField }

  /// Ends the search, as Escape in the search field (or on a suggestion) does: the text
  /// cleared, focus taken from the field, `isSearching` false.
  public func dismissSearch() throws { try run { try base.dismissSearch() } }
}
