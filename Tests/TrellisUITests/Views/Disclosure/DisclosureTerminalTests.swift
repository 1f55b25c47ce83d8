import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Disclosure groups and collapsible sections driven by keys and clicks as a terminal sends
/// them, and what the terminal draws.
@MainActor
@Suite struct DisclosureTerminalTests {
  private struct Settings: View {
    @State private var verbose = false
    @State private var sound = true

    var body: some View {
      VStack(alignment: .leading) {
        DisclosureGroup("高级 Advanced") {
          Toggle("Verbose", isOn: $verbose)
          Toggle("Sound", isOn: $sound)
        }
        Button("Save") {}
      }
    }
  }

  private struct Library: View {
    @State private var showsBooks = false
    @State private var marked = false

    var body: some View {
      List {
        Section("पुस्तकें", isExpanded: $showsBooks) {
          Toggle("Marked", isOn: $marked)
          Text("Dune")
        }
        Text("Footer row")
      }
    }
  }

  private func host<V: View>(_ view: V, height: Int = 10) -> _TerminalInput {
    let input = _TerminalInput(core: HostCore(root: view, width: 40, height: height))
    input.core.update()
    return input
  }

  private func send(_ input: _TerminalInput, _ keys: KeyEvent...) {
    for key in keys { _ = input.handle(.key(key)) }
    input.core.update()
  }

  private var tab: KeyEvent { KeyEvent(.tab) }
  private var backTab: KeyEvent { KeyEvent(.tab, modifiers: .shift) }

  private func focusedTitle(_ input: _TerminalInput) -> String? { input.core.focused?.text }

  @Test func tabFocusesTheHeaderAndSpaceReturnAndArrowsToggleIt() {
    let input = host(Settings())
    send(input, tab)
    #expect(input.core.focused?.kind == .disclosure)
    #expect(input.core.text.contains("▸ 高级 Advanced"))
    send(input, KeyEvent(.character(" ")))
    #expect(input.core.focused?.isExpanded == true)
    #expect(input.core.text.contains("▾ 高级 Advanced"))
    #expect(input.core.text.contains("[ ] Verbose"))
    send(input, KeyEvent(.left))
    #expect(input.core.focused?.isExpanded == false)
    // Left on a collapsed header leaves it collapsed; Right expands, and again stays.
    send(input, KeyEvent(.left), KeyEvent(.right), KeyEvent(.right))
    #expect(input.core.focused?.isExpanded == true)
    send(input, KeyEvent(.enter))
    #expect(input.core.focused?.isExpanded == false)
    #expect(focusedTitle(input) == "高级 Advanced")
  }

  @Test func theContentsControlsAreInTheTabOrderOnlyWhileExpanded() {
    let input = host(Settings())
    send(input, tab, tab)
    #expect(focusedTitle(input) == "Save")
    send(input, backTab, KeyEvent(.right), tab)
    #expect(focusedTitle(input) == "Verbose")
    send(input, tab)
    #expect(focusedTitle(input) == "Sound")
    send(input, KeyEvent(.character(" ")))
    send(input, tab)
    #expect(focusedTitle(input) == "Save")
    send(input, backTab, backTab, backTab)
    #expect(focusedTitle(input) == "高级 Advanced")
    send(input, KeyEvent(.left), tab)
    #expect(focusedTitle(input) == "Save")
    send(input, backTab, KeyEvent(.right))
    // The content was built afresh: the toggle's state lives outside, so it is kept.
    #expect(input.core.text.contains("[ ] Sound"))
  }

  @Test func aClickOnTheHeaderTogglesIt() throws {
    let input = host(Settings())
    let header = try #require(input.core.elements.first { $0.kind == .disclosure })
    let at = header.cellFrame
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: at.x + 3, row: at.y)))
    _ = input.handle(.mouse(MouseEvent(.release(.left), column: at.x + 3, row: at.y)))
    input.core.update()
    #expect(input.core.elements.first { $0.kind == .disclosure }?.isExpanded == true)
    #expect(input.core.text.contains("[ ] Verbose"))
    // The stack grew around it: the header is where it is drawn now. A click on its
    // indicator collapses it.
    let now = try #require(input.core.elements.first { $0.kind == .disclosure }).cellFrame
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: now.x, row: now.y)))
    input.core.update()
    #expect(!input.core.text.contains("Verbose"))
  }

  @Test func aCollapsibleSectionInAListTogglesFromItsHeaderRow() {
    let input = host(Library())
    #expect(input.core.text.contains("▸ पुस्तकें"))
    #expect(!input.core.text.contains("Dune"))
    send(input, tab)
    #expect(input.core.focused?.kind == .disclosure)
    send(input, KeyEvent(.right))
    #expect(input.core.text.contains("▾ पुस्तकें"))
    #expect(input.core.text.contains("Dune"))
    // Down moves on to the rows it shows, as in any list.
    send(input, KeyEvent(.down))
    #expect(focusedTitle(input) == "Marked")
    send(input, KeyEvent(.up), KeyEvent(.left))
    #expect(!input.core.text.contains("Dune"))
    #expect(input.core.text.contains("Footer row"))
  }
}
