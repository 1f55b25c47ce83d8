import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A view evaluated again with the same value, in the same environment, keeps its layout:
/// rows written inline in a list, made again whenever the list's content runs, keep their
/// placements (PlacementMemo.swift) unless what they show changed; a row that did change is
/// laid out and drawn again, and nothing shows a stale value.
@MainActor
@Suite struct LayoutStampTests {
  @Observable final class Item: Identifiable {
    let id: Int
    var title: String
    var isOn = false
    init(id: Int, title: String) {
      self.id = id
      self.title = title
    }
  }

  /// State held off screen, outside any view.
  @Observable final class Store {
    var heading = "Items"
    var pinned = [Item(id: -1, title: "Pinned"), Item(id: -2, title: "हिन्दी")]
    var items: [Item]
    init(count: Int) {
      let titles = ["Alpha", "नमस्ते दुनिया", "日本語のテキスト", "Emoji 👍🏽🇫🇷", "Omega"]
      items = (0..<count).map { Item(id: $0, title: titles[$0 % titles.count] + " \($0)") }
    }
  }

  /// Rows as inline closures in sections, under a heading that the screen's body reads:
  /// changing the heading runs the list's content again, which makes every row again.
  struct Screen: View {
    var store: Store
    var body: some View {
      VStack(alignment: .leading) {
        Text(store.heading).bold()
        List {
          Section("Pinned") {
            ForEach(store.pinned) { item in
              Toggle(item.title, isOn: Bindable(item).isOn)
            }
          }
          Section("All") {
            ForEach(store.items) { item in
              HStack {
                Text(item.title)
                Toggle("On", isOn: Bindable(item).isOn)
              }
            }
          }
        }
      }
    }
  }

  /// Expects `core` as it stands to show what laying it all out afresh shows.
  private func expectMatchesFullLayout(
    _ core: HostCore, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    core.update()
    let incremental = (core.displayList, core.text)
    core.measurementsDidChange()
    #expect(incremental.0 == core.displayList, "\(what)", sourceLocation: sourceLocation)
    #expect(incremental.1 == core.text, "\(what)", sourceLocation: sourceLocation)
  }

  @Test func rowsMadeAgainButUnchangedAreReplayed() throws {
    let store = Store(count: 200)
    let core = HostCore(root: Screen(store: store), width: 80, height: 24)
    store.heading = "Items, renamed"
    core.update()
    #expect(core.text.contains("Items, renamed"))
    // Every row was made again by the list's content; none of them changed, and about a
    // screenful of them is taken as it was placed and drawn.
    #expect(core.layoutKeptPlacements >= 15, "kept \(core.layoutKeptPlacements)")
    expectMatchesFullLayout(core, "a new heading")
  }

  @Test func aChangedTitleIsLaidOutAgainAndShownInTheTerminal() throws {
    let store = Store(count: 100)
    let core = HostCore(root: Screen(store: store), width: 80, height: 24)
    let longer = "नमस्ते 日本語 👍🏽 a title rather longer than it was"
    store.items[3].title = longer
    core.update()
    #expect(core.text.contains(longer), "\(core.text)")
    #expect(!core.text.contains("Emoji 👍🏽🇫🇷 3"))
    // Its siblings were kept.
    #expect(core.layoutKeptPlacements >= 10, "kept \(core.layoutKeptPlacements)")
    expectMatchesFullLayout(core, "a longer title")
  }

  @Test func aChangedTitleIsShownHeadless() throws {
    let store = Store(count: 100)
    let host = ViewHost(Screen(store: store), width: 80, height: 24)
    let before = try host.text("Emoji 👍🏽🇫🇷 3").frame
    store.items[3].title = "日本語 👍🏽 longer"
    host.update()
    let after = try host.text("日本語 👍🏽 longer").frame
    // Where the old title was, as wide as the new one is (CJK and emoji take two columns).
    #expect(after.y == before.y)
    #expect(after.width == 6 + 1 + 2 + 1 + 6)
    #expect(!host.contains(text: "Emoji 👍🏽🇫🇷 3"))
  }

  @Test func aToggledRowShowsItsNewStateAmongKeptRows() throws {
    let store = Store(count: 100)
    let host = ViewHost(Screen(store: store), width: 80, height: 24)
    store.items[2].isOn = true
    store.heading = "Items (1 on)"
    host.update()
    let toggles = host.toggles("On")
    #expect(toggles[2].isOn == true)
    #expect(toggles.filter { $0.isOn == true }.count == 1)
    let row = try host.text("日本語のテキスト 2").frame
    let line = host.text.split(separator: "\n", omittingEmptySubsequences: false)[row.y]
    #expect(line.contains("[x]"), "\(line)")
  }

  @Test func rowsOffScreenShowTheirChangesWhenScrolledTo() throws {
    let store = Store(count: 200)
    let core = HostCore(root: Screen(store: store), width: 80, height: 24)
    store.items[150].title = "Changed while off screen 日本語"
    store.items[151].isOn = true
    store.pinned[1].title = "हिन्दी, changed"
    core.update()
    expectMatchesFullLayout(core, "changes off screen")
    try core.scrollContainers[0].scroll(by: 148)
    expectMatchesFullLayout(core, "scrolled to them")
    #expect(core.text.contains("Changed while off screen 日本語"), "\(core.text)")
    try core.scrollContainers[0].scroll(by: -200)
    expectMatchesFullLayout(core, "scrolled back")
    #expect(core.text.contains("हिन्दी, changed"))
    store.heading = "Again"
    expectMatchesFullLayout(core, "a new heading after scrolling")
  }

  @Test func anEnvironmentChangeStillReachesRowsMadeAgain() throws {
    let store = Store(count: 60)
    let core = HostCore(root: Screen(store: store).disabled(false), width: 80, height: 24)
    core.dynamicTypeSize = .xxxLarge
    store.heading = "Larger"
    expectMatchesFullLayout(core, "a larger text size with rows made again")
    core.systemColorScheme = .dark
    expectMatchesFullLayout(core, "a dark window")
  }
}
