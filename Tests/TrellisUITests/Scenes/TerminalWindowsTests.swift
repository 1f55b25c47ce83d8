import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// The terminal's window keys: F6 and Shift-F6 switch windows, Ctrl-F4 closes the one shown,
/// F2 opens the settings; with one window F6 goes on to the views.
@MainActor
@Suite(.serialized) struct TerminalWindowsTests {
  private func windows() -> _TerminalWindows {
    let app = HostApp(app: Notebook.NotebookApp())
    return _TerminalWindows(app: app) { window in
      app.makeCore(for: window, width: 40, height: 14)
    }
  }

  private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> KeyEvent {
    KeyEvent(key, modifiers: modifiers)
  }

  @Test func theKeysAreTheWindowCommands() {
    #expect(_TerminalWindows.command(for: key(.function(6))) == .next)
    #expect(_TerminalWindows.command(for: key(.function(6), .shift)) == .previous)
    #expect(_TerminalWindows.command(for: key(.function(4), .control)) == .close)
    #expect(_TerminalWindows.command(for: key(.function(2))) == .settings)
    #expect(_TerminalWindows.command(for: key(.function(4))) == nil)
    #expect(_TerminalWindows.command(for: key(.character("w"), .control)) == nil)
  }

  @Test func f6ShowsTheNextWindowAndShiftF6ThePrevious() throws {
    let windows = windows()
    var shown: [HostCore] = []
    windows.didSwitch = { shown.append($0) }
    // One window: F6 is left to the views.
    #expect(!windows.handle(key(.function(6))))
    windows.app.openWindow(id: "activity")
    windows.app.openSettings()
    #expect(windows.front?.text.contains("Settings form") == true)
    #expect(windows.handle(key(.function(6))))
    #expect(windows.front?.text.contains("Taps 0") == true)
    #expect(windows.handle(key(.function(6), .shift)))
    #expect(windows.front?.text.contains("Settings form") == true)
    #expect(shown.count == 4)
  }

  @Test func ctrlF4ClosesTheWindowShownAndTheLastEndsTheApp() {
    let windows = windows()
    var ended = false
    windows.didCloseLast = { ended = true }
    windows.app.openWindow(id: "activity")
    #expect(windows.front?.text.contains("Activity log") == true)
    #expect(windows.handle(key(.function(4), .control)))
    #expect(windows.front?.text.contains("Taps 0") == true)
    #expect(!ended)
    #expect(windows.handle(key(.function(4), .control)))
    #expect(ended)
  }

  @Test func f2OpensTheSettings() {
    let windows = windows()
    #expect(windows.handle(key(.function(2))))
    #expect(windows.front?.text.contains("Settings form") == true)
    #expect(windows.handle(key(.function(2))))
    #expect(windows.app.windows.count == 2)
  }

  @Test func f2WithoutSettingsGoesOnToTheViews() {
    let app = HostApp(app: Notebook.InspectorApp())
    let windows = _TerminalWindows(app: app) { window in
      app.makeCore(for: window, width: 30, height: 5)
    }
    #expect(!windows.handle(key(.function(2))))
  }
}
