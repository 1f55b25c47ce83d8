/// An action that ends the search around a view: the environment's `dismissSearch`.
///
/// Calling it clears the search field's text, takes focus from the field and makes
/// `isSearching` false (a bound `isPresented` becomes `false` too). Outside a searchable
/// view it does nothing.
///
/// ```swift
/// @Environment(\.dismissSearch) private var dismissSearch
/// ...
/// Button("Open first match") {
///   open(matches[0])
///   dismissSearch()
/// }
/// ```
public struct DismissSearchAction {
  let action: (@MainActor () -> Void)?

  /// Ends the search, if one is under way.
  @MainActor public func callAsFunction() { action?() }
}

private struct DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction(action: nil) }
}

extension EnvironmentValues {
  /// The action that ends the search of the searchable view around this one.
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
}
