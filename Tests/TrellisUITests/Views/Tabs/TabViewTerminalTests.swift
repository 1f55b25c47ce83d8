import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Tab views driven by keys and clicks as a terminal sends them, and what the terminal draws.
@MainActor
@Suite struct TabViewTerminalTests {
  private enum Place: Hashable {
    case home, inbox, settings
  }

  private struct Places: View {
    @State var place = Place.home
    @State var unread = 3
    @State var name = ""

    var body: some View {
      VStack(alignment: .leading) {
        TabView(selection: $place) {
          Tab("Home", systemImage: "house", value: .home) {
            TextField("Name", text: $name)
          }
          Tab("Inbox", systemImage: "envelope", value: .inbox) {
            Button("Read") { unread -= 1 }
          }
          .badge(unread)
          Tab("Settings", systemImage: "gear", value: .settings) {
            Text("Settings content")
          }
        }
        .frame(height: 80)
        Text("At \(String(describing: place))")
      }
    }
  }

  /// Titles in three scripts, in a tab view that keeps its own selection.
  private struct Scripts: View {
    var body: some View {
      TabView {
        Text("Devanagari").tabItem { Text("क्षि") }
        Text("Han").tabItem { Text("漢字") }
        Text("Emoji").tabItem { Text("👩🏽‍💻") }
      }
    }
  }

  private func host<V: View>(_ view: V, width: Int = 60, height: Int = 10) -> _TerminalInput {
    _TerminalInput(core: HostCore(root: view, width: width, height: height))
  }

  private func send(_ input: _TerminalInput, _ keys: KeyEvent...) {
    for key in keys { _ = input.handle(.key(key)) }
    input.core.update()
  }

  private func shown(_ input: _TerminalInput, _ text: String) -> Bool {
    input.core.elements.contains { $0.typeName == "Text" && $0.text == text }
  }

  private func line(_ input: _TerminalInput, containing text: String) -> String? {
    input.core.text.split(separator: "\n").first { $0.contains(text) }.map(String.init)
  }

  private func bar(_ input: _TerminalInput) throws -> HostElement {
    try #require(input.core.tabViews.first?.tabBar)
  }

  @Test func theBarShowsSymbolsTitlesAndBadgesAndTheRestOfItsRow() throws {
    let input = host(Places())
    let row = try #require(line(input, containing: "Home"))
    #expect(row.hasPrefix(" ⌂ Home │ ✉ Inbox (3) │ ⚙ Settings ──"))
    #expect(row.count == 60)
    // The selected tab is drawn in reverse video; the others are not.
    let y = try bar(input).cellFrame.y
    let screen = try #require(input.core.screen)
    #expect(screen[2, y].style.inverse)
    #expect(!screen[10, y].style.inverse)
    // A badge is red.
    #expect(screen[18, y].style.foreground == .red)
  }

  @Test func leftAndRightMoveAlongTheBarAndReturnOrSpaceSelects() throws {
    let input = host(Places())
    send(input, KeyEvent(.tab))
    #expect(input.core.focused?.kind == .tabBar)
    send(input, KeyEvent(.right), KeyEvent(.right))
    // Moving along the bar selects nothing yet.
    #expect(shown(input, "At home"))
    #expect(try bar(input).tabHighlight == 2)
    let screen = try #require(input.core.screen)
    #expect(screen[25, try bar(input).cellFrame.y].style.underline)
    send(input, KeyEvent(.enter))
    #expect(shown(input, "At settings"))
    #expect(shown(input, "Settings content"))
    send(input, KeyEvent(.left), KeyEvent(.character(" ")))
    #expect(shown(input, "At inbox"))
    // At the ends the keyboard stays.
    send(input, KeyEvent(.left), KeyEvent(.left), KeyEvent(.left))
    #expect(try bar(input).tabHighlight == 0)
    // Leaving the bar puts the keyboard back on the selected tab.
    send(input, KeyEvent(.tab), KeyEvent(.tab, modifiers: .shift))
    #expect(input.core.focused?.kind == .tabBar)
    #expect(try bar(input).tabHighlight == 1)
  }

  @Test func controlPageDownAndUpSwitchTabsFromAFieldInTheTab() throws {
    let input = host(Places())
    send(input, KeyEvent(.tab), KeyEvent(.tab))
    #expect(input.core.focused?.kind == .textField)
    send(input, KeyEvent(.character("क")))
    send(input, KeyEvent(.pageDown, modifiers: .control))
    #expect(shown(input, "At inbox"))
    // The field went out of view with its tab: focus is on the bar.
    #expect(input.core.focused?.kind == .tabBar)
    send(input, KeyEvent(.pageDown, modifiers: .control))
    #expect(shown(input, "At settings"))
    // Past the last tab, the first.
    send(input, KeyEvent(.pageDown, modifiers: .control))
    #expect(shown(input, "At home"))
    send(input, KeyEvent(.pageUp, modifiers: .control))
    #expect(shown(input, "At settings"))
    // Plain PageUp does not switch.
    send(input, KeyEvent(.pageUp))
    #expect(shown(input, "At settings"))
    send(input, KeyEvent(.pageDown, modifiers: .control))
    #expect(input.core.elements.contains { $0.fieldText == "क" })
  }

  @Test func aClickOnATitleSelectsItsTab() throws {
    let input = host(Places())
    let y = try bar(input).cellFrame.y
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: 12, row: y)))
    input.core.update()
    #expect(shown(input, "At inbox"))
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: 27, row: y)))
    input.core.update()
    #expect(shown(input, "At settings"))
    // The rule after the tabs selects nothing.
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: 50, row: y)))
    input.core.update()
    #expect(shown(input, "At settings"))
  }

  @Test func aBadgeChangedInATabIsDrawn() throws {
    let input = host(Places())
    send(input, KeyEvent(.pageDown, modifiers: .control))
    let read = try #require(input.core.elements.first { $0.text == "Read" })
    try read.tap()
    input.core.update()
    #expect(line(input, containing: "Home")?.contains("✉ Inbox (2)") == true)
  }

  @Test func titlesInEveryScriptAreDrawnAndClicked() throws {
    let input = host(Scripts())
    let row = try #require(line(input, containing: "漢字"))
    #expect(row.hasPrefix(" क्षि │ 漢字 │ 👩🏽‍💻 ──"))
    let columns = _TerminalTabBarGlyphs.tabColumns(
      _MeasuredTabBar(tabs: ["क्षि", "漢字", "👩🏽‍💻"].map { .init(title: $0) }))
    let y = try bar(input).cellFrame.y
    _ = input.handle(
      .mouse(MouseEvent(.press(.left), column: columns[2].lowerBound + 1, row: y)))
    input.core.update()
    #expect(shown(input, "Emoji"))
    #expect(try bar(input).selectedTabIndex == 2)
  }
}
