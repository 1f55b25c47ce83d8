import Foundation
import Observation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Menus and context menus driven by keys and clicks as a terminal sends them, and what
/// the terminal draws.
@MainActor
@Suite struct MenuTerminalTests {
  private struct Actions: View {
    @State var log: [String] = []
    var body: some View {
      VStack(alignment: .leading) {
        Menu("File") {
          Button("क्षत्रिय") { log.append("devanagari") }
          Menu("Export") {
            Button("漢字") { log.append("cjk") }
            Button("👩🏽‍💻") { log.append("emoji") }
          }
          Button("Archive") { log.append("archive") }
            .disabled(true)
          Divider()
          Button("Delete", role: .destructive) { log.append("delete") }
        }
        Text("Log \(log.joined(separator: ","))")
        Text("Below")
      }
    }
  }

  private func host<V: View>(_ view: V, focus: Bool = true) -> _TerminalInput {
    // At the screen's top leading corner, so that the rows and columns read as written.
    let placed = view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let input = _TerminalInput(core: HostCore(root: placed, width: 40, height: 12))
    if focus { _ = input.handle(.key(KeyEvent(.tab))) }
    input.core.update()
    return input
  }

  private func send(_ input: _TerminalInput, _ keys: KeyEvent...) {
    for key in keys { _ = input.handle(.key(key)) }
    input.core.update()
  }

  private func click(_ input: _TerminalInput, _ button: MouseEvent.Button, x: Int, y: Int) {
    _ = input.handle(.mouse(MouseEvent(.press(button), column: x, row: y)))
    _ = input.handle(.mouse(MouseEvent(.release(button), column: x, row: y)))
    input.core.update()
  }

  private func lines(_ input: _TerminalInput) -> [String] {
    input.core.text.components(separatedBy: "\n")
  }

  @Test func drawsTheButtonAndOpensTheListOverWhatIsBelow() throws {
    let input = host(Actions())
    #expect(input.core.focused?.kind == .menu)
    #expect(lines(input)[0].hasPrefix("[ File ▾ ]"))
    send(input, KeyEvent(.enter))
    let shown = lines(input)
    // The list is drawn over the views below the button; they keep their places.
    #expect(shown[1].hasPrefix("┌"))
    #expect(shown[2].contains("   क्षत्रिय"))
    #expect(shown[3].contains("   Export") && shown[3].contains("▸"))
    #expect(shown[5].hasPrefix("├"))
    #expect(shown[6].contains("Delete"))
    #expect(input.core.openMenu != nil)
  }

  @Test func arrowsSkipDisabledItemsAndSeparatorsAndReturnChooses() throws {
    let input = host(Actions())
    send(input, KeyEvent(.enter), KeyEvent(.down), KeyEvent(.down))
    // From the first item: Export, then past Archive (disabled) and the divider to Delete.
    #expect(input.core.openMenu?.openMenuPath == [4])
    send(input, KeyEvent(.enter))
    #expect(input.core.openMenu == nil)
    #expect(input.core.text.contains("Log delete"))
  }

  @Test func rightOpensASubmenuLeftClosesItAndEscapeClosesTheMenu() throws {
    let input = host(Actions())
    send(input, KeyEvent(.character(" ")), KeyEvent(.down), KeyEvent(.right))
    #expect(input.core.openMenu?.openMenuPath == [1, 0])
    #expect(input.core.text.contains("漢字"))
    send(input, KeyEvent(.down))
    #expect(input.core.openMenu?.openMenuPath == [1, 1])
    send(input, KeyEvent(.left))
    #expect(input.core.openMenu?.openMenuPath == [1])
    send(input, KeyEvent(.escape))
    #expect(input.core.openMenu == nil)
    // Escape chose nothing: the log is empty (its line is "Log", the trailing space trimmed).
    #expect(lines(input)[1] == "Log")
    #expect(!input.core.text.contains("┌"))
    #expect(input.core.focused?.kind == .menu)
    send(input, KeyEvent(.down), KeyEvent(.down), KeyEvent(.right), KeyEvent(.down))
    send(input, KeyEvent(.enter))
    #expect(input.core.text.contains("Log emoji"))
  }

  @Test func clicksOpenTheMenuChooseAnItemAndCloseOutside() throws {
    let input = host(Actions(), focus: false)
    click(input, .left, x: 2, y: 0)
    #expect(input.core.openMenu != nil)
    // The row of क्षत्रिय, the list's first item.
    click(input, .left, x: 5, y: 2)
    #expect(input.core.openMenu == nil)
    #expect(input.core.text.contains("Log devanagari"))
    click(input, .left, x: 2, y: 0)
    click(input, .left, x: 38, y: 11)
    #expect(input.core.openMenu == nil)
    #expect(input.core.text.contains("Log devanagari"))
    // A click on a disabled item leaves the list open and runs nothing.
    click(input, .left, x: 2, y: 0)
    click(input, .left, x: 5, y: 4)
    #expect(input.core.openMenu != nil)
    #expect(!input.core.text.contains("archive"))
  }

  @Test func theBorderlessStyleAndAHiddenIndicator() throws {
    let input = host(
      VStack(alignment: .leading) {
        Menu("Sort") { Button("Name") {} }.menuStyle(.borderlessButton)
        Menu("Plain") { Button("Name") {} }.menuIndicator(.hidden)
      }, focus: false)
    #expect(lines(input)[0].hasPrefix("Sort ▾"))
    #expect(lines(input)[1].hasPrefix("[ Plain ]"))
  }

  private struct Notes: View {
    @State var notes = ["क्षि", "漢字"]
    @State var focusedNote = ""
    var body: some View {
      VStack(alignment: .leading) {
        ForEach(notes, id: \.self) { note in
          Button(note) { focusedNote = note }
            .contextMenu {
              Button("Delete \(note)", role: .destructive) { notes.removeAll { $0 == note } }
            }
        }
        Text("Count \(notes.count)")
      }
    }
  }

  @Test func aRightClickOpensTheContextMenuWhereItWas() throws {
    let input = host(Notes(), focus: false)
    click(input, .right, x: 3, y: 1)
    #expect(input.core.openMenu != nil)
    let shown = lines(input)
    #expect(shown[2].hasPrefix("Cou┌"))
    #expect(shown[3].contains("Delete 漢字"))
    click(input, .left, x: 6, y: 3)
    #expect(input.core.openMenu == nil)
    #expect(input.core.text.contains("Count 1"))
    #expect(!input.core.text.contains("漢字"))
  }

  @Test func theMenuKeyAndShiftF10OpenTheFocusedViewsContextMenu() throws {
    let input = host(Notes())
    send(input, KeyEvent(.function(16)))
    #expect(input.core.openMenu?.openMenuPath == [0])
    #expect(input.core.text.contains("Delete क्षि"))
    send(input, KeyEvent(.escape))
    #expect(input.core.openMenu == nil)
    send(input, KeyEvent(.tab), KeyEvent(.function(10), modifiers: .shift))
    #expect(input.core.text.contains("Delete 漢字"))
    send(input, KeyEvent(.enter))
    #expect(input.core.text.contains("Count 1"))
  }

  @Test func tabClosesTheListAndMovesFocusOn() throws {
    let input = host(
      VStack(alignment: .leading) {
        Menu("First") { Button("One") {} }
        Button("Second") {}
      })
    send(input, KeyEvent(.enter))
    #expect(input.core.openMenu != nil)
    send(input, KeyEvent(.tab))
    #expect(input.core.openMenu == nil)
    #expect(input.core.focused?.text == "Second")
  }

  @Test func keysInAnOpenMenuAreItsOwn() {
    #expect(_TerminalCommand.openMenuCommand(for: KeyEvent(.up)) == .menu(.move(-1)))
    #expect(_TerminalCommand.openMenuCommand(for: KeyEvent(.character(" "))) == .menu(.choose))
    #expect(_TerminalCommand.openMenuCommand(for: KeyEvent(.pageDown)) == .ignore)
    #expect(
      _TerminalCommand.openMenuCommand(for: KeyEvent(.character("c"), modifiers: .control))
        == .quit)
    #expect(
      _TerminalCommand.command(for: KeyEvent(.function(16)), focused: nil) == .openContextMenu)
    #expect(
      _TerminalCommand.command(for: KeyEvent(.function(10), modifiers: .shift), focused: .button)
        == .openContextMenu)
    #expect(_TerminalCommand.command(for: KeyEvent(.function(10)), focused: .button) == .ignore)
    #expect(_TerminalCommand.command(for: KeyEvent(.down), focused: .menu) == .menu(.open))
  }

  @Observable final class Shelf {
    var books = ["पुस्तक", "本", "📚", "Atlas", "Bible"]
  }

  private struct ShelfMenu: View {
    let shelf: Shelf
    @State var log = ""
    var body: some View {
      VStack(alignment: .leading) {
        Menu("Shelf") {
          ForEach(shelf.books, id: \.self) { book in Button(book) { log = book } }
        }
        Text("Read \(log)")
      }
    }
  }

  // Items removed while the list is open, under the keyboard: the next arrow lands on the
  // last item there is, and Return chooses it.
  @Test func anArrowFromPastTheItemsLandsOnTheLastOne() throws {
    let shelf = Shelf()
    let input = host(ShelfMenu(shelf: shelf))
    send(
      input, KeyEvent(.enter), KeyEvent(.down), KeyEvent(.down), KeyEvent(.down), KeyEvent(.down))
    #expect(input.core.focused?.openMenuPath == [4])
    shelf.books.removeLast(3)
    input.core.update()
    send(input, KeyEvent(.up))
    #expect(input.core.focused?.openMenuPath == [1])
    send(input, KeyEvent(.enter))
    #expect(input.core.text.contains("Read 本"))
  }

  @Test func choosingNoItemIsAClearError() throws {
    let core = HostCore(root: ShelfMenu(shelf: Shelf()), width: 40, height: 12)
    let menu = try #require(core.elements.first { $0.kind == .menu })
    #expect {
      try menu.chooseMenuItem(at: [])
    } throws: { error in
      "\(error)".contains("no item of") && "\(error)".contains("पुस्तक")
    }
    #expect(throws: HostElement.ActionError.self) { try menu.chooseMenuItem(at: [9]) }
    #expect(throws: HostElement.ActionError.self) { try menu.chooseMenuItem(at: [-1]) }
    #expect(!core.text.contains("Read 本"))
  }
}
