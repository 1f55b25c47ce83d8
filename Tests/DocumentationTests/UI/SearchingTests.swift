import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Searching and refreshing".
@MainActor
@Suite struct SearchingTests {
  private let recipes = [
    Searching.Recipe(id: 1, name: "दाल मखनी", cuisine: .indian),
    Searching.Recipe(id: 2, name: "ラーメン", cuisine: .japanese),
    Searching.Recipe(id: 3, name: "पनीर 🧀", cuisine: .indian),
  ]

  @Test func theFieldFiltersAndTheListReadsIsSearching() throws {
    let host = ViewHost(Searching.RecipeBrowser(recipes: recipes), width: 40, height: 16)
    #expect(try host.searchField().placeholder == "Find a recipe")
    #expect(!host.contains(text: "3 found"))
    try host.searchField().type("दाल")
    host.update()
    #expect(host.contains(text: "1 found"))
    // Only the suggestion shows ラーメン: the list's row is filtered out.
    #expect(host.all(text: "ラーメン").count == 1)
    try host.searchField().submit()
    host.update()
    #expect(host.contains(text: "Searched for दाल"))
    try host.button("Cancel search").tap()
    host.update()
    #expect(try host.searchField().value == "")
    #expect(!host.isSearching)
  }

  @Test func suggestionsAndScopesShowWhileSearching() throws {
    let host = ViewHost(Searching.RecipeBrowser(recipes: recipes), width: 40, height: 16)
    try host.searchField().focus()
    host.update()
    try host.searchSuggestion("ラーメン").tap()
    host.update()
    #expect(try host.searchField().value == "ラーメン")
    try host.searchField().setText("")
    try host.searchScopes().pick("Indian")
    host.update()
    #expect(host.contains(text: "2 found"))
  }

  @Test func refreshRunsTheAction() async throws {
    let inbox = Searching.Inbox()
    let host = ViewHost(Searching.InboxView(inbox: inbox), width: 30, height: 8)
    #expect(await host.refresh())
    #expect(host.contains(text: "New 1 🎉"))
  }
}
