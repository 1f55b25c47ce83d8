import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

private enum Mailbox: Hashable {
  case received, sent, account, search
}

/// Tabs made with `Tab`, bound to a selection shown outside the tab view, with a button
/// outside it that writes the selection (to a value no tab has, too).
private struct Mail: View {
  @State var selection = Mailbox.received
  var unread = 2

  var body: some View {
    VStack {
      Text("Showing \(String(describing: selection))")
      Button("Show sent") { selection = .sent }
      Button("Show account") { selection = .account }
      TabView(selection: $selection) {
        Tab("Received", systemImage: "tray", value: .received) { Text("Inbox content") }
          .badge(unread)
        Tab("Sent", systemImage: "paperplane", value: .sent) { Text("Sent content") }
        Tab(value: .search, role: .search) { Text("Search content") }
          .badge("!")
      }
    }
  }
}

/// The older form: views with tab items, tags and badges, no binding.
private struct Legacy: View {
  @State var redraws = 0

  var body: some View {
    VStack {
      Button("Redraw \(redraws)") { redraws += 1 }
      TabView {
        Text("First content")
          .tabItem { Label("First", systemImage: "star") }
        Text("Second content")
          .tabItem {
            Image(systemName: "gear")
            Text("Second")
          }
          .badge(5)
        Text("Third content")
          .tabItem { Text("Third") }
      }
    }
  }
}

/// A counter and a field whose state lives in a tab.
private struct CounterTab: View {
  @State var count = 0
  @State var note = ""
  var body: some View {
    VStack {
      Text("Count \(count)")
      Button("Add") { count += 1 }
      TextField("Note", text: $note)
    }
  }
}

private struct Stateful: View {
  var body: some View {
    TabView {
      CounterTab().tabItem { Text("Counter") }
      Text("Elsewhere").tabItem { Text("Other") }
    }
  }
}

@MainActor
private final class Log {
  var lines: [String] = []
}

private struct Lifecycle: View {
  let log: Log
  var body: some View {
    TabView {
      Tab("A", systemImage: "star") {
        Text("A content")
          .onAppear { log.lines.append("A appear") }
          .onDisappear { log.lines.append("A disappear") }
      }
      Tab("B", systemImage: "gear") {
        Text("B content")
          .onAppear { log.lines.append("B appear") }
          .onDisappear { log.lines.append("B disappear") }
      }
    }
  }
}

@Observable @MainActor
private final class Feed {
  var items: [String] = []
}

/// A tab whose rows come from a model changed while the tab is not shown.
private struct HiddenGrowth: View {
  let feed: Feed
  let log: Log
  var body: some View {
    TabView {
      Text("Front").tabItem { Text("Front") }
      VStack {
        ForEach(feed.items, id: \.self) { item in
          Text(item).onAppear { log.lines.append("\(item) appear") }
        }
      }
      .tabItem { Text("Feed") }
    }
  }
}

/// A tab whose badge is its own state: the tab view is not evaluated when it changes.
private struct Unread: View {
  @State var unread = 3
  var body: some View {
    Button("Read one") { unread -= 1 }
      .badge(unread)
  }
}

private struct BadgedByState: View {
  var body: some View {
    TabView {
      Unread().tabItem { Label("Inbox", systemImage: "tray") }
      Text("Archive content").tabItem { Label("Archive", systemImage: "doc") }
    }
  }
}

@Observable @MainActor
private final class Documents {
  struct Document: Identifiable {
    let id: Int
    var name: String
  }
  var documents = [
    Document(id: 1, name: "क्षि"), Document(id: 2, name: "漢字"), Document(id: 3, name: "👩🏽‍💻"),
  ]
  var open = 2
}

/// Tabs built by a `ForEach` over a model, each holding state.
private struct DocumentTabs: View {
  let model: Documents
  var body: some View {
    @Bindable var model = model
    TabView(selection: $model.open) {
      ForEach(model.documents) { document in
        Tab(document.name, systemImage: "doc", value: document.id) {
          CounterTab()
        }
      }
    }
  }
}

/// The older form over a model: implicit tags from the `ForEach` ids.
private struct LegacyDocumentTabs: View {
  let model: Documents
  var body: some View {
    @Bindable var model = model
    TabView(selection: $model.open) {
      ForEach(model.documents) { document in
        Text("Body of \(document.name)").tabItem { Text(document.name) }
      }
    }
  }
}

private struct Library: TabContent {
  var body: some TabContent<Int> {
    Tab("Songs", systemImage: "music.note", value: 1) { Text("Songs content") }
    Tab("Albums", systemImage: "square.stack", value: 2) { Text("Albums content") }
  }
}

private struct Sections: View {
  @State var selection = 0
  @State var showsExtra = false
  var body: some View {
    VStack {
      Button("Extra") { showsExtra.toggle() }
      TabView(selection: $selection) {
        Tab("Home", systemImage: "house", value: 0) { Text("Home content") }
        TabSection("Library") {
          Library()
        }
        if showsExtra {
          Tab("Extra", systemImage: "star", value: 3) { Text("Extra content") }
        }
      }
      .tabViewStyle(.page)
    }
  }
}

@MainActor
@Suite struct TabViewTests {
  @Test func tabsReadTheirTitlesSymbolsAndBadges() throws {
    let host = ViewHost(Mail(), width: 80, height: 12)
    let tabView = try host.tabView()
    #expect(
      tabView.tabs
        == [
          .init(title: "Received", systemImage: "tray", badge: "2", isSelected: true),
          .init(title: "Sent", systemImage: "paperplane", badge: nil, isSelected: false),
          .init(title: "Search", systemImage: "magnifyingglass", badge: "!", isSelected: false),
        ])
    #expect(tabView.selectedTab == "Received")
    #expect(host.contains(text: "Inbox content"))
    #expect(!host.contains(text: "Sent content"))
    #expect(tabView.tabBar?.kind == .tabBar)
  }

  @Test func theOlderFormReadsTabItemsAndBadges() throws {
    let host = ViewHost(Legacy(), width: 80, height: 12)
    let tabView = try host.tabView()
    #expect(tabView.tabTitles == ["First", "Second", "Third"])
    #expect(tabView.tabs?.map(\.systemImage) == ["star", "gear", nil])
    #expect(tabView.tabs?.map(\.badge) == [nil, "5", nil])
    #expect(tabView.selectedTab == "First")
    #expect(host.contains(text: "First content"))
  }

  @Test func selectingATabWritesTheBinding() throws {
    let host = ViewHost(Mail(), width: 80, height: 12)
    try host.tabView().selectTab("Sent")
    host.update()
    #expect(host.contains(text: "Showing sent"))
    #expect(host.contains(text: "Sent content"))
    #expect(!host.contains(text: "Inbox content"))
    #expect(try host.tabView().selectedTab == "Sent")
    try host.tabView().selectTab(at: 2)
    host.update()
    #expect(host.contains(text: "Showing search"))
    #expect(throws: ViewHostError.self) { try host.tabView().selectTab("Drafts") }
  }

  @Test func aBindingWrittenFromOutsideSwitchesAndOneNoTabHasShowsNone() throws {
    let host = ViewHost(Mail(), width: 80, height: 12)
    try host.button("Show sent").tap()
    host.update()
    #expect(try host.tabView().selectedTab == "Sent")
    #expect(host.contains(text: "Sent content"))
    // No tab has the value: no tab's content, none marked in the bar, as Apple shows it.
    try host.button("Show account").tap()
    host.update()
    let tabView = try host.tabView()
    #expect(tabView.selectedTab == nil)
    #expect(tabView.tabs?.contains { $0.isSelected } == false)
    #expect(!host.contains(text: "Sent content"))
    #expect(!host.contains(text: "Inbox content"))
    #expect(tabView.tabTitles?.count == 3)
    // Choosing a tab again shows it.
    try tabView.selectTab("Received")
    host.update()
    #expect(host.contains(text: "Inbox content"))
    #expect(host.contains(text: "Showing received"))
  }

  @Test func withoutABindingTheTabViewKeepsItsOwnSelectionAcrossUpdates() throws {
    let host = ViewHost(Legacy(), width: 80, height: 12)
    try host.tabView().selectTab("Third")
    host.update()
    #expect(host.contains(text: "Third content"))
    // The view holding the tab view is evaluated again: the selection stays.
    try host.button("Redraw 0").tap()
    host.update()
    #expect(host.contains(text: "Redraw 1"))
    #expect(try host.tabView().selectedTab == "Third")
    #expect(host.contains(text: "Third content"))
  }

  @Test func eachTabKeepsItsStateWhileAnotherIsShown() throws {
    let host = ViewHost(Stateful(), width: 80, height: 12)
    try host.button("Add").tap()
    try host.button("Add").tap()
    try host.textField("Note").type("क्षि漢字")
    host.update()
    #expect(host.contains(text: "Count 2"))
    try host.tabView().selectTab("Other")
    host.update()
    #expect(!host.contains(text: "Count 2"))
    #expect(host.contains(text: "Elsewhere"))
    try host.tabView().selectTab("Counter")
    host.update()
    #expect(host.contains(text: "Count 2"))
    #expect(try host.textField("Note").value == "क्षि漢字")
  }

  @Test func appearAndDisappearRunAsTabsAreSwitched() throws {
    let log = Log()
    let host = ViewHost(Lifecycle(log: log), width: 80, height: 12)
    host.update()
    // The tab not shown does not appear.
    #expect(log.lines == ["A appear"])
    try host.tabView().selectTab("B")
    host.update()
    #expect(log.lines == ["A appear", "A disappear", "B appear"])
    log.lines.removeAll()
    try host.tabView().selectTab("A")
    host.update()
    #expect(log.lines == ["B disappear", "A appear"])
    log.lines.removeAll()
    host.close()
    #expect(log.lines == ["A disappear"])
  }

  @Test func viewsAddedToATabNotShownAppearWhenItIsShown() throws {
    let feed = Feed()
    let log = Log()
    let host = ViewHost(HiddenGrowth(feed: feed, log: log), width: 80, height: 12)
    feed.items = ["क्षि", "漢字"]
    host.update()
    #expect(log.lines.isEmpty)
    try host.tabView().selectTab("Feed")
    host.update()
    #expect(log.lines.sorted() == ["क्षि appear", "漢字 appear"].sorted())
  }

  @Test func onlyTheShownTabIsLaidOutAndReachable() throws {
    let host = ViewHost(Stateful(), width: 80, height: 12)
    try host.tabView().selectTab("Other")
    host.update()
    // The counter's button is in the graph, out of view: neither on screen nor in the Tab
    // order.
    #expect(throws: ViewHostError.self) { try host.button("Add") }
    #expect(!host.text.contains("Count 0"))
    var focused: [ViewHost.Element.Kind] = []
    for _ in 0..<4 {
      host.core.moveFocus(backward: false)
      focused.append(host.focusedElement?.kind ?? .other)
    }
    #expect(focused == [.tabBar, .tabBar, .tabBar, .tabBar])
    try host.tabView().selectTab("Counter")
    host.update()
    host.core.moveFocus(backward: false)
    #expect(host.focusedElement?.text == "Add")
    host.core.moveFocus(backward: false)
    #expect(host.focusedElement?.kind == .textField)
    host.core.moveFocus(backward: false)
    #expect(host.focusedElement?.kind == .tabBar)
  }

  @Test func focusInATabSwitchedAwayFromMovesToTheBar() throws {
    let host = ViewHost(Stateful(), width: 80, height: 12)
    try host.textField("Note").focus()
    host.update()
    #expect(host.focusedElement?.kind == .textField)
    try host.tabView().selectAdjacentTab(by: 1)
    host.update()
    #expect(try host.tabView().selectedTab == "Other")
    #expect(host.focusedElement?.kind == .tabBar)
  }

  @Test func aTabsOwnBadgeUpdatesTheBar() throws {
    let host = ViewHost(BadgedByState(), width: 80, height: 12)
    #expect(try host.tabView().tabs?.map(\.badge) == ["3", nil])
    try host.button("Read one").tap()
    host.update()
    #expect(try host.tabView().tabs?.map(\.badge) == ["2", nil])
    for _ in 0..<2 { try host.button("Read one").tap() }
    host.update()
    // A badge of 0 is none.
    #expect(try host.tabView().tabs?.map(\.badge) == [nil, nil])
    #expect(host.text.contains("Inbox │"))
  }

  @Test func tabsComeAndGoWithTheirForEachAndKeepTheirState() throws {
    let model = Documents()
    let host = ViewHost(DocumentTabs(model: model), width: 80, height: 12)
    let tabView = try host.tabView()
    #expect(tabView.tabTitles == ["क्षि", "漢字", "👩🏽‍💻"])
    #expect(tabView.selectedTab == "漢字")
    try host.button("Add").tap()
    host.update()
    #expect(host.contains(text: "Count 1"))
    // A tab before it goes: the shown tab keeps its identity, and so its state.
    model.documents.removeFirst()
    host.update()
    #expect(try host.tabView().tabTitles == ["漢字", "👩🏽‍💻"])
    #expect(host.contains(text: "Count 1"))
    model.documents.append(.init(id: 4, name: "Nouveau"))
    host.update()
    try host.tabView().selectTab("Nouveau")
    host.update()
    #expect(model.open == 4)
    #expect(host.contains(text: "Count 0"))
    // The shown tab goes: the selection matches no tab, so none is shown.
    model.documents.removeLast()
    host.update()
    #expect(try host.tabView().selectedTab == nil)
    #expect(!host.text.contains("Count 0"))
  }

  @Test func forEachIDsSelectTabsOfTheOlderForm() throws {
    let model = Documents()
    let host = ViewHost(LegacyDocumentTabs(model: model), width: 80, height: 12)
    #expect(try host.tabView().selectedTab == "漢字")
    #expect(host.contains(text: "Body of 漢字"))
    try host.tabView().selectTab("👩🏽‍💻")
    host.update()
    #expect(model.open == 3)
    #expect(host.contains(text: "Body of 👩🏽‍💻"))
  }

  @Test func sectionsCustomTabContentAndConditionalTabs() throws {
    let host = ViewHost(Sections(), width: 80, height: 12)
    let tabView = try host.tabView()
    #expect(tabView.tabTitles == ["Home", "Songs", "Albums"])
    #expect(tabView.tabs?.map(\.section) == [nil, "Library", "Library"])
    // The page style shows plain tabs, switched by the bar.
    try tabView.selectTab("Albums")
    host.update()
    #expect(host.contains(text: "Albums content"))
    try host.button("Extra").tap()
    host.update()
    #expect(try host.tabView().tabTitles == ["Home", "Songs", "Albums", "Extra"])
    #expect(try host.tabView().selectedTab == "Albums")
  }
}
