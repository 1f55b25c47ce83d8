import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Tabs".
@MainActor
@Suite struct TabsTests {
  @Test func theMailViewShowsItsTabsAndTheirBadges() throws {
    let host = ViewHost(Tabs.MailView(), width: 60, height: 8)
    let tabView = try host.tabView()
    #expect(tabView.tabTitles == ["Inbox", "Sent", "Search"])
    #expect(tabView.tabs?.map(\.badge) == ["3", nil, nil])
    #expect(tabView.tabs?.last?.systemImage == "magnifyingglass")
    #expect(host.text.contains(" ⊔ Inbox (3) │ ✈ Sent │ ⌕ Search ──"))
    try host.button("Mark all read").tap()
    host.update()
    #expect(try host.tabView().tabs?.first?.badge == nil)
    try host.tabView().selectTab("Sent")
    host.update()
    #expect(host.contains(text: "Nothing sent yet"))
    #expect(throws: ViewHostError.self) { try host.button("Mark all read") }
  }

  @Test func theOlderFormKeepsItsOwnSelection() throws {
    let host = ViewHost(Tabs.SettingsView(), width: 60, height: 8)
    #expect(try host.tabView().selectedTab == "General")
    #expect(try host.tabView().tabs?.map(\.badge) == [nil, "!"])
    try host.tabView().selectTab("Account")
    host.update()
    #expect(host.contains(text: "Account settings"))
  }

  @Test func tabsFromDataFollowTheSelectionAndShowNoneForAMissingValue() throws {
    var open = 2
    let binding = Binding(get: { open }, set: { open = $0 })
    let documents = [Tabs.Document(id: 1, title: "क्षि"), Tabs.Document(id: 2, title: "漢字")]
    let host = ViewHost(
      Tabs.DocumentsView(documents: documents, open: binding), width: 60, height: 8)
    #expect(host.contains(text: "Editing 漢字"))
    try host.tabView().selectTab("क्षि")
    #expect(open == 1)
    let missing = ViewHost(
      Tabs.DocumentsView(documents: documents, open: .constant(7)), width: 60, height: 8)
    #expect(try missing.tabView().selectedTab == nil)
    #expect(!missing.text.contains("Editing"))
  }
}
