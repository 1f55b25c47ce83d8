import Foundation

/// The parts of the content-unavailable view shown for a search with no results
/// (``ContentUnavailableView/search`` and ``ContentUnavailableView/search(text:)``).
public struct SearchUnavailableContent {
  /// The magnifying glass over "No Results", or "No Results for “text”" when the search's
  /// text is given.
  public struct Label: View {
    let text: String?

    /// The symbol and title.
    public var body: some View {
      TrellisUI.Label(title, systemImage: "magnifyingglass")
    }

    /// Apple's title, quoting the text searched for when there is one.
    var title: String {
      guard let text, !text.isEmpty else { return "No Results" }
      return "No Results for \u{201C}\(text)\u{201D}"
    }
  }

  /// The advice under the title.
  public struct Description: View {
    /// "Check the spelling or try a new search."
    public var body: some View { Text("Check the spelling or try a new search.") }
  }

  /// A search's unavailable view offers no actions.
  public struct Actions: View {
    /// Nothing.
    public var body: some View { EmptyView() }
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label,
  Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// The view for a search that found nothing: "No Results" under a magnifying glass.
  public static var search: Self { search(text: "") }

  /// The view for a search for `text` that found nothing: "No Results for “text”" under a
  /// magnifying glass (plain "No Results" when `text` is empty).
  /// - Parameter text: What was searched for.
  /// - Returns: The view.
  public static func search(text: String) -> Self {
    Self(
      label: { SearchUnavailableContent.Label(text: text) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}
