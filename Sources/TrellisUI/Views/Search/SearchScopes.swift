/// When a searchable view's scope bar shows.
public struct SearchScopeActivation: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case automatic, onTextEntry, onSearchPresentation }
  let kind: Kind

  /// The platform decides: here, as on macOS, while searching.
  public static let automatic = SearchScopeActivation(kind: .automatic)
  /// Once text is typed in the field, until the search ends.
  public static let onTextEntry = SearchScopeActivation(kind: .onTextEntry)
  /// While searching (from when the field takes focus), until the search ends.
  public static let onSearchPresentation = SearchScopeActivation(kind: .onSearchPresentation)
}

/// A scope bar given to a searchable view: a segmented picker of the scopes.
struct _SearchScopes {
  let picker: AnyView
  let activation: SearchScopeActivation

  func isShown(isSearching: Bool, hasText: Bool) -> Bool {
    activation == .onTextEntry ? hasText : isSearching
  }
}

private struct SearchScopesKey: EnvironmentKey {
  static var defaultValue: _SearchScopes? { nil }
}

extension EnvironmentValues {
  /// The scope bar a `searchScopes` modifier around a searchable view gives it.
  var _searchScopes: _SearchScopes? {
    get { self[SearchScopesKey.self] }
    set { self[SearchScopesKey.self] = newValue }
  }
}

extension View {
  /// Gives the searchable view this modifies a scope bar: the `scopes` views, each tagged
  /// with its value, as segments that choose `scope`. It shows while searching.
  ///
  /// ```swift
  /// enum Scope { case all, titles }
  /// @State private var scope = Scope.all
  /// ...
  /// .searchable(text: $query)
  /// .searchScopes($scope) {
  ///   Text("All").tag(Scope.all)
  ///   Text("Titles").tag(Scope.titles)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - scope: The chosen scope.
  ///   - scopes: The scopes, tagged with their values.
  /// - Returns: The view with a scope bar for its search field.
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, @ViewBuilder scopes: () -> S
  ) -> some View {
    searchScopes(scope, activation: .automatic, scopes)
  }

  /// Gives the searchable view this modifies a scope bar that shows as `activation` says.
  ///
  /// - Parameters:
  ///   - scope: The chosen scope.
  ///   - activation: When the scope bar shows.
  ///   - scopes: The scopes, tagged with their values.
  /// - Returns: The view with a scope bar for its search field.
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    let picker = Picker("Search scope", selection: scope, content: scopes)
      .pickerStyle(.segmented)
      .labelsHidden()
    return environment(
      \._searchScopes, _SearchScopes(picker: AnyView(picker), activation: activation))
  }
}
