import Testing
@_spi(Testing) import TrellisTesting
@_spi(TrellisHost) import TrellisUI

/// A navigation view of the first years in the column style: a sidebar of links and a
/// placeholder detail.
private struct Shelf: View {
  var body: some View {
    NavigationView {
      VStack {
        NavigationLink("Dune", destination: Text("Dune, by Herbert"))
        NavigationLink("गोदान", destination: Text("गोदान, by प्रेमचंद"))
      }
      .navigationBarTitle("Shelf")
      Text("Pick a book")
    }
    .navigationViewStyle(.columns)
  }
}

@MainActor
@Suite struct NavigationViewColumnsTests {
  private func firstLine(_ host: ViewHost) -> String {
    String(host.text.split(separator: "\n", omittingEmptySubsequences: false)[0])
  }

  @Test func theColumnStyleShowsTheViewsAsColumnsAndALinkFillsTheDetail() async throws {
    let host = ViewHost(Shelf(), width: 80, height: 6)
    #expect(try host.navigationSplitView().shownColumns == [.sidebar, .detail])
    #expect(host.contains(text: "Pick a book"))
    try host.button("Dune").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Dune, by Herbert"))
    #expect(!host.contains(text: "Pick a book"))
    // The sidebar stays, with its title.
    #expect(firstLine(host).hasPrefix("Shelf"))
    // Another link replaces the detail rather than pushing over it.
    try host.button("गोदान").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "गोदान, by प्रेमचंद"))
    #expect(!host.contains(text: "Dune, by Herbert"))
    #expect(host.core.navigateBack())
    await host.nextUpdate()
    #expect(host.contains(text: "Pick a book"))
  }

  @Test func aNarrowWindowShowsTheSidebarThenTheLinksDestination() async throws {
    let host = ViewHost(Shelf(), width: 30, height: 6)
    #expect(try host.navigationSplitView().shownColumns == [.sidebar])
    try host.button("Dune").tap()
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.detail])
    #expect(host.contains(text: "Dune, by Herbert"))
  }

  @Test func theStackStyleAndTheDefaultStayAStack() {
    let host = ViewHost(
      NavigationView {
        Text("Root")
        Text("Placeholder")
      }, width: 80, height: 4)
    #expect((try? host.navigationSplitView()) == nil)
    #expect(host.contains(text: "Root"))
    #expect(!host.contains(text: "Placeholder"))
  }
}
