/// What has focus inside a searchable view's search area: the field, a suggestion (by its
/// completion) or the scope bar. Searching lasts while any of them has focus, so moving from
/// the field to a suggestion does not end it.
enum _SearchFocus: Hashable {
  case field
  case suggestion(String)
  case scopes
}

/// The search area of a `searchable` view, above its content: the field (its prompt as the
/// placeholder), the suggestions while searching, the scope bar; and, for the content,
/// `isSearching` and `dismissSearch`.
struct _SearchableModifier: ViewModifier {
  let text: Binding<String>
  let isPresented: Binding<Bool>?
  let placement: SearchFieldPlacement
  let prompt: String

  @FocusState private var focus: _SearchFocus?
  @Environment(\._searchSuggestions) private var suggestions
  @Environment(\._searchScopes) private var scopes
  @Environment(\._searchSuggestionsHidden) private var suggestionsHidden

  /// Searching: something in the search area has focus, or the field holds text.
  private var isSearching: Bool { focus != nil || !text.wrappedValue.isEmpty }

  func body(content: Content) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField(prompt, text: text)
        .focused($focus, equals: .field)
        .environment(\._searchField, _SearchFieldRole(dismiss: dismiss))
      if let suggestions, isSearching, !suggestionsHidden {
        _SearchSuggestionsList(content: suggestions)
          .environment(
            \._searchCompletion,
            _SearchCompletionAction(focus: $focus, complete: complete, dismiss: dismiss))
      }
      if let scopes, scopes.isShown(isSearching: isSearching, hasText: !text.wrappedValue.isEmpty) {
        scopes.picker.focused($focus, equals: .scopes)
          .environment(\._isSearchScopeBar, true)
      }
      // The content takes the rest of the space (centred in it, as a navigation stack
      // centres its content), so the field stays at the top, under the title.
      content.frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    // The whole area reads it: the content, and hosts through the field.
    .environment(\.isSearching, isSearching)
    .environment(\.dismissSearch, DismissSearchAction(action: dismiss))
    .onChange(of: isSearching) { _, searching in
      if let isPresented, isPresented.wrappedValue != searching {
        isPresented.wrappedValue = searching
      }
    }
    .onChange(of: isPresented?.wrappedValue ?? false) { _, presented in
      // The app presents search (focusing the field) or ends it through the binding.
      if presented, focus == nil { focus = .field }
      if !presented, isSearching { dismiss() }
    }
    .onAppear {
      if isPresented?.wrappedValue == true, focus == nil { focus = .field }
    }
  }

  /// Ends the search: no text, no focus, not presented.
  private func dismiss() {
    guard isSearching || isPresented?.wrappedValue == true else { return }
    if !text.wrappedValue.isEmpty { text.wrappedValue = "" }
    focus = nil
    if let isPresented, isPresented.wrappedValue { isPresented.wrappedValue = false }
  }

  /// A suggestion chosen: its completion becomes the text, and the field has focus again.
  private func complete(_ completion: String) {
    text.wrappedValue = completion
    focus = .field
  }
}

/// Marks the text field that is a searchable view's search field, with the action Escape
/// runs in it: hosts show it as a search entry, submit it with `.search` and end the search.
struct _SearchFieldRole {
  let dismiss: @MainActor () -> Void
}

private struct SearchFieldKey: EnvironmentKey {
  static var defaultValue: _SearchFieldRole? { nil }
}

private struct IsSearchScopeBarKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Set on a search field's scope bar.
  var _isSearchScopeBar: Bool {
    get { self[IsSearchScopeBarKey.self] }
    set { self[IsSearchScopeBarKey.self] = newValue }
  }

  /// Set on a search field (and so on its label inside).
  var _searchField: _SearchFieldRole? {
    get { self[SearchFieldKey.self] }
    set { self[SearchFieldKey.self] = newValue }
  }
}

extension View {
  /// Shows a search field for `text` above this view, in the navigation container it is in
  /// (under the title of a navigation stack's view, or at the top of the window).
  ///
  /// ```swift
  /// NavigationStack {
  ///   List(filteredNames, id: \.self) { Text($0) }
  ///     .navigationTitle("Names")
  ///     .searchable(text: $query, prompt: "Find a name")
  /// }
  /// ```
  ///
  /// Typing in the field writes `text`. Views inside read `isSearching` (true while the field
  /// or one of its suggestions has focus, or the field holds text) and can end the search
  /// with `dismissSearch`; Escape in the field does the same. Return runs the
  /// `onSubmit(of: .search)` actions around the modifier.
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - placement: Where the field goes.
  ///   - prompt: The text shown in the empty field; "Search" when `nil`.
  /// - Returns: The view with a search field.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(
      _SearchableModifier(
        text: text, isPresented: nil, placement: placement,
        prompt: prompt?.content ?? _searchDefaultPrompt))
  }

  /// Shows a search field for `text`, its prompt a localized string key.
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - placement: Where the field goes.
  ///   - prompt: The text shown in the empty field.
  /// - Returns: The view with a search field.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Shows a search field for `text`, its prompt a string.
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - placement: Where the field goes.
  ///   - prompt: The text shown in the empty field.
  /// - Returns: The view with a search field.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Shows a search field for `text` whose presentation `isPresented` reflects and controls:
  /// it becomes `true` when search starts (the field takes focus or gets text) and `false`
  /// when it ends; setting it to `true` focuses the field, to `false` ends the search.
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - isPresented: Whether search is under way.
  ///   - placement: Where the field goes.
  ///   - prompt: The text shown in the empty field; "Search" when `nil`.
  /// - Returns: The view with a search field.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(
      _SearchableModifier(
        text: text, isPresented: isPresented, placement: placement,
        prompt: prompt?.content ?? _searchDefaultPrompt))
  }

  /// Shows a search field for `text` with a bound presentation, its prompt a localized
  /// string key.
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - isPresented: Whether search is under way.
  ///   - placement: Where the field goes.
  ///   - prompt: The text shown in the empty field.
  /// - Returns: The view with a search field.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  /// Shows a search field for `text` with a bound presentation, its prompt a string.
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - isPresented: Whether search is under way.
  ///   - placement: Where the field goes.
  ///   - prompt: The text shown in the empty field.
  /// - Returns: The view with a search field.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  /// Shows a search field for `text` with `suggestions` under it while searching (the older
  /// form of `searchSuggestions(_:)`).
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - placement: Where the field goes.
  ///   - prompt: The text shown in the empty field; "Search" when `nil`.
  ///   - suggestions: The suggestions, each marked with `searchCompletion(_:)`.
  /// - Returns: The view with a search field.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
      .searchSuggestions(suggestions)
  }
}

/// The prompt of a search field given none, as Apple's platforms show it.
let _searchDefaultPrompt = "Search"
