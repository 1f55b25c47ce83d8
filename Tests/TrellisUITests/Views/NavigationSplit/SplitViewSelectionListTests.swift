import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// The split view as apps write it: a `List(selection:)` in the sidebar drives the detail.
private struct Mail: View {
  @State private var folder: String?
  let folders = ["Inbox", "संग्रह", "草稿", "🗑️ Bin"]

  var body: some View {
    NavigationSplitView {
      List(folders, id: \.self, selection: $folder) { name in
        Text(name)
      }
      .navigationTitle("Folders")
    } detail: {
      if let folder {
        Text("Showing \(folder)")
      } else {
        Text("Choose a folder")
      }
    }
  }
}

@MainActor
@Suite struct SplitViewSelectionListTests {
  @Test(arguments: ["Inbox", "संग्रह", "草稿", "🗑️ Bin"])
  func choosingARowInANarrowWindowShowsTheDetail(folder: String) async throws {
    let host = ViewHost(Mail(), width: 30, height: 10)
    #expect(try host.navigationSplitView().shownColumns == [.sidebar])
    try host.list().row(folder).select()
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.detail])
    #expect(host.contains(text: "Showing \(folder)"))
    // Back shows the sidebar with the row still selected.
    #expect(host.goBack())
    #expect(try host.navigationSplitView().shownColumns == [.sidebar])
    #expect(try host.list().row(folder).isSelected)
  }

  @Test func aWideWindowShowsTheSidebarAndDetailSideBySide() async throws {
    let host = ViewHost(Mail(), width: 100, height: 10)
    #expect(host.contains(text: "Choose a folder"))
    try host.list().row("草稿").select()
    await host.nextUpdate()
    #expect(try host.navigationSplitView().shownColumns == [.sidebar, .detail])
    #expect(host.contains(text: "Showing 草稿"))
    // Arrows move the selection and the detail follows, without leaving the sidebar.
    try host.list().moveSelection(by: 1)
    await host.nextUpdate()
    #expect(host.contains(text: "Showing 🗑️ Bin"))
  }
}
