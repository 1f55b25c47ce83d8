/// Where search suggestions are shown: in a list under the field (`.menu`, what Trellis
/// draws), or in the searchable view's content (`.content`).
public struct SearchSuggestionsPlacement: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case automatic, content, menu }
  let kind: Kind

  /// The platform decides (here: a list under the field).
  public static let automatic = SearchSuggestionsPlacement(kind: .automatic)
  /// In the searchable view's content.
  public static let content = SearchSuggestionsPlacement(kind: .content)
  /// In a list under the search field.
  public static let menu = SearchSuggestionsPlacement(kind: .menu)

  /// A set of placements, for `searchSuggestions(_:for:)`.
  public struct Set: OptionSet, Sendable {
    /// The set's bits.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// In the searchable view's content.
    public static let content = Set(rawValue: 1)
    /// In a list under the search field.
    public static let menu = Set(rawValue: 2)
  }
}

/// The list of suggestions under a search field. A suggestion marked with
/// `searchCompletion(_:)` is a button that completes the field's text.
struct _SearchSuggestionsList: View {
  let content: AnyView

  var body: some View {
    VStack(alignment: .leading, spacing: 0) { content }
      .environment(\.searchSuggestionsPlacement, .menu)
  }
}

/// What choosing a suggestion does, given to the suggestions by the searchable view.
struct _SearchCompletionAction {
  let focus: FocusState<_SearchFocus?>.Binding
  let complete: @MainActor (String) -> Void
  let dismiss: @MainActor () -> Void
}

/// A suggestion with a completion: a button that writes the completion into the field; it
/// takes focus as part of the search, so moving to it keeps the search going.
struct _SearchCompletionButton<Content: View>: View {
  let completion: String
  let content: Content
  @Environment(\._searchCompletion) private var action

  var body: some View {
    if let action {
      Button {
        action.complete(completion)
      } label: {
        content
      }
      .buttonStyle(.plain)
      .focused(action.focus, equals: .suggestion(completion))
    } else {
      // Outside a search field's suggestions the modifier does nothing, as Apple's.
      content
    }
  }
}

private struct SearchSuggestionsKey: EnvironmentKey {
  static var defaultValue: AnyView? { nil }
}

private struct SearchSuggestionsHiddenKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct SearchCompletionKey: EnvironmentKey {
  static var defaultValue: _SearchCompletionAction? { nil }
}

private struct SearchSuggestionsPlacementKey: EnvironmentKey {
  static var defaultValue: SearchSuggestionsPlacement { .automatic }
}

extension EnvironmentValues {
  /// The suggestions a `searchSuggestions` modifier around a searchable view gives it.
  var _searchSuggestions: AnyView? {
    get { self[SearchSuggestionsKey.self] }
    set { self[SearchSuggestionsKey.self] = newValue }
  }

  /// Whether `searchSuggestions(.hidden, for: .menu)` hides the list under the field.
  var _searchSuggestionsHidden: Bool {
    get { self[SearchSuggestionsHiddenKey.self] }
    set { self[SearchSuggestionsHiddenKey.self] = newValue }
  }

  /// What choosing a suggestion does; set inside a search field's suggestions.
  var _searchCompletion: _SearchCompletionAction? {
    get { self[SearchCompletionKey.self] }
    set { self[SearchCompletionKey.self] = newValue }
  }

  /// Where the search suggestions reading this are shown: `.menu` inside the list under a
  /// search field, `.automatic` elsewhere.
  public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
    get { self[SearchSuggestionsPlacementKey.self] }
    set { self[SearchSuggestionsPlacementKey.self] = newValue }
  }
}

extension View {
  /// Gives the searchable view this modifies suggestions to show under its field while
  /// searching. Mark each suggestion with `searchCompletion(_:)`: choosing it (Return on it,
  /// or a click) puts its completion in the field.
  ///
  /// ```swift
  /// List(results) { Text($0.name) }
  ///   .searchable(text: $query)
  ///   .searchSuggestions {
  ///     ForEach(recentSearches, id: \.self) { recent in
  ///       Text(recent).searchCompletion(recent)
  ///     }
  ///   }
  /// ```
  ///
  /// - Parameter suggestions: The suggestions.
  /// - Returns: The view with suggestions for its search field.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    let suggestions = AnyView(suggestions())
    return environment(\._searchSuggestions, suggestions)
  }

  /// Shows or hides the search suggestions of the searchable view this modifies in
  /// `placements`. Hiding them for `.menu` hides the list under the field.
  ///
  /// - Parameters:
  ///   - visibility: Whether they show.
  ///   - placements: Where this applies.
  /// - Returns: The view with its suggestions shown or hidden.
  public func searchSuggestions(
    _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
  ) -> some View {
    modifier(
      _EnvironmentModifier { environment in
        if placements.contains(.menu) {
          environment._searchSuggestionsHidden = visibility == .hidden
        }
      })
  }

  /// Makes this view a search suggestion that completes the field's text with `completion`
  /// when chosen. Outside a search field's suggestions it does nothing.
  ///
  /// - Parameter completion: The text the search field gets.
  /// - Returns: The suggestion.
  public func searchCompletion(_ completion: String) -> some View {
    _SearchCompletionButton(completion: completion, content: self)
  }
}
