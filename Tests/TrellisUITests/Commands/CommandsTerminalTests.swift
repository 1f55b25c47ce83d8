import Foundation
import Observation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A scene's commands in the terminal, driven by keys as a terminal sends them: shortcuts
/// from anywhere in the window, F10's menus, F1's list of every command.
@MainActor
@Suite struct CommandsTerminalTests {
  @Observable final class Journal {
    var entries: [String] = []
    var text = ""
  }

  struct JournalApp: App {
    let journal: Journal
    init() { journal = Journal() }
    init(journal: Journal) { self.journal = journal }

    var body: some Scene {
      WindowGroup {
        VStack(alignment: .leading) {
          Text("Entries: \(journal.entries.joined(separator: ","))")
          TextField("Text", text: Bindable(journal).text)
          Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
      .commands {
        CommandMenu("Journal") {
          Button("Add कि") { journal.entries.append("कि") }
            .keyboardShortcut("n")
          Button("Clear") { journal.entries.removeAll() }
            .keyboardShortcut("k")
            .disabled(journal.entries.isEmpty)
          Menu("Insert") {
            Button("漢字") { journal.entries.append("漢字") }
          }
        }
        CommandGroup(replacing: .help) {
          Button("About 👩🏽‍💻") { journal.entries.append("about") }
            .keyboardShortcut(KeyEquivalent.function(5)!, modifiers: [])
        }
      }
    }
  }

  /// The app's window in the terminal; the core keeps the app's session alive.
  private func host(_ journal: Journal, height: Int = 24) throws -> _TerminalInput {
    let app = HostApp(app: JournalApp(journal: journal))
    let window = try #require(app.frontWindow, "the app opened no window")
    let input = _TerminalInput(core: app.makeCore(for: window, width: 60, height: height))
    input.core.update()
    return input
  }

  private func send(_ input: _TerminalInput, _ keys: KeyEvent...) {
    for key in keys { _ = input.handle(.key(key)) }
    input.core.update()
  }

  private func lines(_ input: _TerminalInput) -> [String] {
    input.core.text.components(separatedBy: "\n")
  }

  @Test func aShortcutRunsItsCommandAndTheWindowShowsIt() throws {
    let journal = Journal()
    let input = try host(journal)
    send(input, KeyEvent(.character("n"), modifiers: .control))
    #expect(journal.entries == ["कि"])
    #expect(lines(input)[0].hasPrefix("Entries: कि"))
    send(input, KeyEvent(.function(5)))
    #expect(journal.entries == ["कि", "about"])
  }

  @Test func aDisabledCommandsShortcutDoesNothingAndAFieldKeepsItsKeys() throws {
    let journal = Journal()
    let input = try host(journal)
    // Clear is disabled while there are no entries.
    send(input, KeyEvent(.character("k"), modifiers: .control))
    #expect(journal.entries.isEmpty)
    send(input, KeyEvent(.character("n"), modifiers: .control))
    send(input, KeyEvent(.tab))
    #expect(input.core.focused?.kind == .textField)
    send(input, KeyEvent(.character("h")), KeyEvent(.character("i")))
    #expect(journal.text == "hi")
    // Ctrl-K deletes to the end of the field's line: the field keeps it.
    send(input, KeyEvent(.home), KeyEvent(.character("k"), modifiers: .control))
    #expect(journal.text.isEmpty)
    #expect(journal.entries == ["कि"])
    // Ctrl-N is none of the field's keys: the command runs.
    send(input, KeyEvent(.character("n"), modifiers: .control))
    #expect(journal.entries == ["कि", "कि"])
  }

  @Test func f10OpensTheFirstMenuArrowsMoveAndReturnRuns() throws {
    let journal = Journal()
    let input = try host(journal)
    send(input, KeyEvent(.function(10)))
    let menu = try #require(input.core.openMenu)
    #expect(menu.isCommandBar)
    // The app's menu first, on its About.
    #expect(menu.openMenuPath == [0, 0])
    var shown = lines(input)
    #expect(shown[1].contains("About"))
    // The menus' titles down the left, the open menu's items beside them with their keys.
    send(input, KeyEvent(.right), KeyEvent(.right), KeyEvent(.right))
    #expect(input.core.openMenu?.openMenuPath == [3, 0])
    shown = lines(input)
    #expect(shown[2].contains("File") && shown[3].contains("Edit"))
    #expect(
      shown[4].contains("Journal") && shown[4].contains("Add कि") && shown[4].contains("Ctrl+N"))
    #expect(shown[6].contains("Help"))
    // Down passes over the disabled Clear to Insert; Right opens its submenu; Return runs.
    send(input, KeyEvent(.down))
    #expect(input.core.openMenu?.openMenuPath == [3, 2])
    send(input, KeyEvent(.right))
    #expect(input.core.openMenu?.openMenuPath == [3, 2, 0])
    send(input, KeyEvent(.enter))
    #expect(journal.entries == ["漢字"])
    #expect(input.core.openMenu == nil)
    // Right on an item without a submenu goes to the next menu; Escape closes.
    send(input, KeyEvent(.function(10)), KeyEvent(.right))
    #expect(input.core.openMenu?.openMenuPath == [1, 0])
    send(input, KeyEvent(.left))
    #expect(input.core.openMenu?.openMenuPath == [0, 0])
    send(input, KeyEvent(.escape))
    #expect(input.core.openMenu == nil)
    #expect(journal.entries == ["漢字"])
  }

  @Test func theStandardItemsActInTheTerminal() throws {
    let journal = Journal()
    let app = HostApp(app: JournalApp(journal: journal))
    let window = try #require(app.frontWindow)
    let input = _TerminalInput(core: app.makeCore(for: window, width: 60, height: 24))
    input.core.update()
    // The app's Ctrl+N is its own; New Window is chosen from the File menu.
    send(input, KeyEvent(.function(10)), KeyEvent(.right), KeyEvent(.enter))
    #expect(app.windows.count == 2)
    #expect(journal.entries.isEmpty)
    // Ctrl+Q quits: every window closes (the terminal host then ends the app).
    send(input, KeyEvent(.character("q"), modifiers: .control))
    #expect(app.windows.isEmpty)
  }

  @Test func f1ListsEveryMenuAndCommandWithItsKey() throws {
    let journal = Journal()
    // Tall enough for the list of every command, the Edit menu's included.
    let input = try host(journal, height: 40)
    send(input, KeyEvent(.function(1)))
    #expect(input.core.isCommandsHelpShown)
    let shown = lines(input).joined(separator: "\n")
    #expect(shown.contains("Journal"))
    #expect(shown.contains("Add कि") && shown.contains("Ctrl+N"))
    #expect(shown.contains("Clear") && shown.contains("Ctrl+K"))
    #expect(shown.contains("Insert ▸ 漢字"))
    #expect(shown.contains("About 👩🏽‍💻") && shown.contains("F5"))
    // Any key closes it, and does nothing else.
    send(input, KeyEvent(.character("n"), modifiers: .control))
    #expect(!input.core.isCommandsHelpShown)
    #expect(journal.entries.isEmpty)
    // `?` shows it too, but is typed in a focused field.
    send(input, KeyEvent(.character("?")))
    #expect(input.core.isCommandsHelpShown)
    send(input, KeyEvent(.escape), KeyEvent(.tab), KeyEvent(.character("?")))
    #expect(!input.core.isCommandsHelpShown)
    #expect(journal.text == "?")
  }

  /// An app that keeps the standard About, Window and Help items.
  struct NotepadApp: App {
    var body: some Scene {
      WindowGroup {
        Text("Notepad ノート").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      }
      .commands { CommandMenu("Page") { Button("Turn पृष्ठ") {} } }
    }
  }

  @Test func theHelpKeyListsAboutMinimizeZoomAndHelpWhichShowTheirAlerts() throws {
    let app = HostApp(app: NotepadApp())
    let window = try #require(app.frontWindow)
    let input = _TerminalInput(core: app.makeCore(for: window, width: 60, height: 50))
    input.core.update()
    let name = ProcessInfo.processInfo.processName
    send(input, KeyEvent(.function(1)))
    let shown = lines(input).joined(separator: "\n")
    #expect(shown.contains("About \(name)"), "\(shown)")
    #expect(shown.contains("Minimize") && shown.contains("Zoom"), "\(shown)")
    #expect(shown.contains("\(name) Help"), "\(shown)")
    send(input, KeyEvent(.escape))
    // The terminal cannot minimize or zoom its window: both are disabled.
    let bar = input.core.commandMenus
    let windowMenu = try #require(bar.first { $0.title == "Window" })
    let sizes = windowMenu.entries.filter { ["Minimize", "Zoom"].contains($0.title) }
    #expect(sizes.count == 2 && sizes.allSatisfy { !$0.isEnabled })
    // About from the app's menu (its first item): an alert with the app's name and OK.
    send(input, KeyEvent(.function(10)), KeyEvent(.enter))
    #expect(lines(input).contains { $0.contains(name) && !$0.contains("About") })
    #expect(lines(input).contains { $0.contains("OK") })
    send(input, KeyEvent(.enter))
    #expect(!lines(input).contains { $0.contains("OK") })
    // Help, the last menu's item: Apple's message for an app without a help book (cut
    // short with "…" where the test runner's long name does not fit the alert's width).
    send(input, KeyEvent(.function(10)), KeyEvent(.left), KeyEvent(.enter))
    #expect(
      lines(input).contains { $0.contains("Help isn’t available for \(name.prefix(8))") },
      "\(lines(input).joined(separator: "\n"))")
  }
}
