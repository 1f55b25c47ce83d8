import Dispatch
internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

/// An app's windows in the terminal, one shown at a time: a core for each open window, made
/// as the app opens it and torn down as it closes, the front window's shown. Its keys switch
/// and close windows and open the settings: F6 and Shift-F6 show the next and the previous
/// window, Ctrl-F4 closes the one shown (the one before it comes back), F2 opens `Settings`.
@MainActor
final class _TerminalWindows {
  /// What a window key does.
  enum Command: Equatable {
    case next, previous, close, settings
  }

  let app: HostApp
  private(set) var cores: [Int: HostCore] = [:]
  /// The core of the window shown.
  private(set) var front: HostCore?
  private let makeCore: (HostWindow) -> HostCore
  /// Told when another window's core is to be shown.
  var didSwitch: ((HostCore) -> Void)?
  /// Told when the app's last window closed: the app ends.
  var didCloseLast: (() -> Void)?

  init(app: HostApp, makeCore: @escaping (HostWindow) -> HostCore) {
    self.app = app
    self.makeCore = makeCore
    sync()
    app.windowsDidChange = { [weak self] in self?.sync() }
  }

  /// The command `key` stands for, if any.
  static func command(for key: KeyEvent) -> Command? {
    switch (key.key, key.modifiers) {
    case (.function(6), []): return .next
    case (.function(6), .shift): return .previous
    case (.function(4), .control): return .close
    case (.function(2), []): return .settings
    default: return nil
    }
  }

  /// Performs the window command `key` stands for; `false` when it stands for none, or for
  /// one that does nothing here (switching with one window open, settings without a
  /// `Settings` scene), so the key goes on to the views.
  func handle(_ key: KeyEvent) -> Bool {
    guard let command = Self.command(for: key) else { return false }
    let windows = app.windows
    switch command {
    case .next, .previous:
      guard windows.count > 1, let shown = app.frontWindow,
        let index = windows.firstIndex(of: shown)
      else { return false }
      let step = command == .next ? 1 : windows.count - 1
      app.bringToFront(windows[(index + step) % windows.count])
    case .close:
      guard let shown = app.frontWindow else { return false }
      app.close(shown)
    case .settings:
      guard app.hasSettings else { return false }
      app.openSettings()
    }
    return true
  }

  /// Makes cores for the windows that opened, tears down those of windows that closed (once
  /// the action that closed them has returned), and shows the front window's.
  func sync() {
    for window in app.windows where cores[window.identity] == nil {
      cores[window.identity] = makeCore(window)
    }
    for (identity, core) in cores where !app.windows.contains(where: { $0.identity == identity }) {
      cores[identity] = nil
      core.didRender = nil
      DispatchQueue.main.async { core.close() }
    }
    guard let window = app.frontWindow, let core = cores[window.identity] else {
      if app.windows.isEmpty { didCloseLast?() }
      return
    }
    if core !== front {
      front = core
      didSwitch?(core)
    }
  }
}
