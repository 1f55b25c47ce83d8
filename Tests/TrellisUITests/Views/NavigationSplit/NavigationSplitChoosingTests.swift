import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A row that tells its split view column that a person chose it, as a selection list in a
/// sidebar does: a narrow window then shows the next column.
private struct ChoosingRow: View {
  let title: String
  @Binding var chosen: String?
  @Environment(\._navigationSplitColumn) private var column

  var body: some View {
    Button(title) {
      chosen = title
      column?.didChoose()
    }
  }
}

private struct Chooser: View {
  @State var chosen: String?
  var body: some View {
    NavigationSplitView {
      ChoosingRow(title: "Inbox", chosen: $chosen)
    } content: {
      ChoosingRow(title: "From Ada", chosen: $chosen)
    } detail: {
      Text("Chosen: \(chosen ?? "nothing")")
    }
  }
}

@MainActor
@Suite struct NavigationSplitChoosingTests {
  @Test func choosingInAColumnShowsTheNextOneInANarrowWindow() async throws {
    let host = ViewHost(Chooser(), width: 30, height: 4)
    #expect(try host.navigationSplitView().shownColumns == [.sidebar])
    try host.button("Inbox").tap()
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.content])
    try host.button("From Ada").tap()
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.detail])
    #expect(host.contains(text: "Chosen: From Ada"))
  }

  @Test func choosingInAWideWindowChangesNoColumn() async throws {
    let host = ViewHost(Chooser(), width: 100, height: 4)
    try host.button("Inbox").tap()
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.sidebar, .content, .detail])
    #expect(host.contains(text: "Chosen: Inbox"))
  }
}
