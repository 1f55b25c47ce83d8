import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A navigation split view in the terminal: Tab goes through one pane's controls and then
/// the next pane's, Escape goes back to the sidebar in a narrow window, and a click in a
/// pane works there.
@MainActor
@Suite struct TerminalSplitViewTests {
  struct Notes: View {
    @State var chosen = "none"
    @State var column = NavigationSplitViewColumn.sidebar
    var body: some View {
      NavigationSplitView(preferredCompactColumn: $column) {
        VStack {
          Button("Groceries") {
            chosen = "Groceries"
            column = .detail
          }
          Button("Ideas") {
            chosen = "Ideas"
            column = .detail
          }
        }
        .navigationTitle("Notes")
      } detail: {
        VStack {
          Text("Open: \(chosen)")
          Button("Edit") {}
        }
        .navigationTitle(chosen)
      }
    }
  }

  private func press(_ input: _TerminalInput, _ key: Key, _ modifiers: KeyModifiers = []) {
    _ = input.handle(.key(KeyEvent(key, modifiers: modifiers)))
    input.core.update()
  }

  private func firstLine(_ core: HostCore) -> String {
    String(core.text.split(separator: "\n", omittingEmptySubsequences: false)[0])
  }

  @Test func tabGoesThroughTheSidebarsControlsThenTheDetails() {
    let input = _TerminalInput(core: HostCore(root: Notes(), width: 80, height: 8))
    input.core.update()
    var order: [String] = []
    for _ in 0..<4 {
      press(input, .tab)
      order.append(input.core.focused?.text ?? "")
    }
    #expect(order == ["Groceries", "Ideas", "Edit", "Groceries"])
    press(input, .tab, .shift)
    #expect(input.core.focused?.text == "Edit")
  }

  @Test func enterInTheSidebarShowsTheDetailAndEscapeGoesBack() {
    let input = _TerminalInput(core: HostCore(root: Notes(), width: 30, height: 8))
    input.core.update()
    #expect(firstLine(input.core).trimmingCharacters(in: .whitespaces) == "Notes")
    press(input, .tab)
    press(input, .tab)
    #expect(input.core.focused?.text == "Ideas")
    press(input, .enter)
    #expect(firstLine(input.core).trimmingCharacters(in: .whitespaces) == "[ ‹ Back ] Ideas")
    #expect(input.core.text.contains("Open: Ideas"))
    press(input, .escape)
    #expect(firstLine(input.core).trimmingCharacters(in: .whitespaces) == "Notes")
    #expect(!input.core.text.contains("Open: Ideas"))
  }

  @Test func theDividerIsDrawnDimDownTheWholeHeight() {
    let core = HostCore(root: Notes(), width: 80, height: 8)
    let rows = core.text.split(separator: "\n", omittingEmptySubsequences: false)
    for row in 0..<8 {
      #expect(Array(rows[row])[25] == "│")
      #expect(core.cellStyle(x: 25, y: row)?.dim == true)
    }
  }
}
