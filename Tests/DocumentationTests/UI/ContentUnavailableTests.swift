import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Showing that content is unavailable".
@MainActor
@Suite struct ContentUnavailableTests {
  @Test func theInboxShowsItsEmptyStateUntilItsActionFetches() throws {
    let host = ViewHost(ContentUnavailable.Inbox(), width: 50, height: 16)
    #expect(host.contains(text: "No Mail"))
    #expect(host.contains(text: "New mail you receive will appear here."))
    try host.button("Fetch").tap()
    host.update()
    #expect(host.contains(text: "Welcome aboard"))
    #expect(!host.contains(text: "No Mail"))
  }

  @Test func aSearchWithNoMatchesQuotesTheQuery() {
    let empty = ViewHost(
      ContentUnavailable.Results(query: "kale", matches: []), width: 50, height: 10)
    #expect(empty.contains(text: "No Results for \u{201C}kale\u{201D}"))
    #expect(empty.contains(text: "Check the spelling or try a new search."))
    let found = ViewHost(
      ContentUnavailable.Results(query: "kale", matches: ["Kale salad"]), width: 50, height: 10)
    #expect(found.contains(text: "Kale salad"))
    #expect(!found.contains(text: "No Results"))
  }

  @Test func theTitleFormDrawsTheSymbolTitleAndDescription() {
    let host = ViewHost(ContentUnavailable.Offline(), width: 50, height: 10)
    #expect(host.images(systemName: "wifi.slash").count == 1)
    #expect(host.contains(text: "Offline"))
    #expect(host.contains(text: "Connect to the internet to see your feed."))
  }
}
