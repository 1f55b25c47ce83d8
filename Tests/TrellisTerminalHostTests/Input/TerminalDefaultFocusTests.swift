import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// `defaultFocus` in the terminal: the screen opens with the caret in the default field, and
/// with `.userInitiated` the first Tab from nowhere goes back there.
@MainActor
@Suite struct TerminalDefaultFocusTests {
  enum Field: Hashable { case search, reply }

  struct Inbox: View {
    @FocusState private var field: Field?
    @State private var search = ""
    @State private var reply = ""

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        TextField("Search 検索", text: $search).focused($field, equals: .search)
        TextField("Reply उत्तर", text: $reply).focused($field, equals: .reply)
        Button("Send") { field = nil }
      }
      .defaultFocus($field, .reply, priority: .userInitiated)
    }
  }

  @Test func theCaretStartsInTheDefaultFieldAndTheFirstTabReturnsThere() throws {
    let core = HostCore(root: Inbox(), width: 24, height: 3)
    let input = _TerminalInput(core: core)
    core.update()
    #expect(core.focused?.placeholder == "Reply उत्तर")
    // Typing goes into it.
    _ = input.handle(.key(KeyEvent(.character("ठ"))))
    core.update()
    #expect(core.focused?.fieldText == "ठ")
    // Send clears focus; the next Tab goes to the default field, not the first.
    let send = try #require(core.elements.first { $0.typeName == "Button" })
    try send.tap()
    core.update()
    #expect(core.focused == nil)
    _ = input.handle(.key(KeyEvent(.tab)))
    core.update()
    #expect(core.focused?.placeholder == "Reply उत्तर")
  }
}
