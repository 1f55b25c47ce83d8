/// The standard menus' own items, which every window with commands shows and groups of the
/// app's own go before, after or instead of (see ``CommandGroupPlacement``): the app menu's
/// About, Settings… (with a `Settings` scene) and Quit, File's New Window (one per
/// `WindowGroup`) and Close, Edit's Undo, Redo, Cut, Copy, Paste, Delete and Select All, the
/// Window menu's Minimize and Zoom, its windows and `Window` scenes, and Help's item.
struct _StandardCommands: Commands, _PrimitiveCommands {
  typealias Body = Never
  let session: HostApp
  /// The window whose menu bar it is (what Close closes).
  let window: Int

  var body: Never { fatalError("_StandardCommands has no body") }

  var _commandsView: any View { _StandardCommandsView(session: session, window: window) }
}

/// The standard items as views, updated as the app's scenes and windows change.
struct _StandardCommandsView: View {
  @ObservedObject var session: HostApp
  let window: Int

  var body: some View {
    let session = self.session
    let window = self.window
    let app = _StandardMenu.appName
    Self.group(.appInfo) {
      Button("About \(app)") { session.showAbout(in: window) }
    }
    Self.group(.appSettings) {
      if session.showsSettingsItem {
        Button("Settings…") { session.openSettings() }
          .keyboardShortcut(",")
      }
    }
    Self.group(.appTermination) {
      Button("Quit \(app)") { session.quit() }
        .keyboardShortcut("q")
    }
    Self.group(.newItem) {
      ForEach(Array(session.newWindowItems.enumerated()), id: \.element) { index, item in
        Button(item.title) { session.openScene(at: item.scene) }
          .keyboardShortcut(index == 0 ? KeyboardShortcut("n") : nil)
      }
    }
    Self.group(.saveItem) {
      Button("Close") { session.dismiss(identity: window) }
        .keyboardShortcut("w")
    }
    Self.group(.undoRedo) { _UndoRedoItems() }
    Self.group(.pasteboard) { _PasteboardItems() }
    // Disabled where the host cannot minimize or zoom a window (the terminal).
    Self.group(.windowSize) {
      Button("Minimize") { session.resize(window, .minimize) }
        .keyboardShortcut("m")
        .disabled(!session.resizesWindows)
      Button("Zoom") { session.resize(window, .zoom) }
        .disabled(!session.resizesWindows)
    }
    Self.group(.windowList) {
      ForEach(session.windows, id: \.identity) { shown in
        Toggle(
          session.menuTitle(of: shown),
          isOn: Binding(
            get: { session.frontWindow?.identity == shown.identity },
            set: { _ in session.bringToFront(shown) }))
      }
    }
    Self.group(.singleWindowList) {
      ForEach(session.singleWindowItems, id: \.self) { item in
        Button(item.title) { session.openScene(at: item.scene) }
      }
    }
    Self.group(.help) {
      Button("\(app) Help") { session.showHelp(in: window) }
    }
  }

  private static func group<Content: View>(
    _ placement: CommandGroupPlacement, @ViewBuilder _ content: () -> Content
  ) -> some View {
    _CommandItemsView(slot: .group(placement, .standard), label: EmptyView(), content: content())
  }
}
