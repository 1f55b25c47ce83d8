import Foundation

/// Presents a file panel while `isPresented` is `true` and there is something to do (a
/// document to export, a file to move): registers it with the window, where the host finds
/// it, and, where the host asks for one (the terminal), presents the file browser sheet.
struct _FilePanelModifier: ViewModifier {
  let isPresented: Binding<Bool>
  /// What the panel does; `nil` when there is nothing to do (no document, no file).
  let request: HostFilePanel.Request?
  @State private var panel = HostFilePanel()
  @Environment(\._window) private var window
  @Environment(\._fileDialogDefaultDirectory) private var defaultDirectory

  func body(content: Content) -> some View {
    let shown = isPresented.wrappedValue && request != nil
    // The latest closures, so the completion the view gives now is the one called.
    panel.request = request
    panel.defaultDirectory = defaultDirectory
    let binding = isPresented
    panel.setPresented = { binding.wrappedValue = $0 }
    let showsBrowser = shown && (window?.presentsFileBrowser ?? false)
    let panel = self.panel
    return
      content
      .modifier(_FilePanelRegistration(panel: panel, isShown: shown))
      ._presentCover(
        isPresented: Binding(
          get: { showsBrowser },
          // Escape, or the sheet's own dismissal, cancels the panel.
          set: { if !$0 { panel.cancel() } }),
        onDismiss: nil, fillsScreen: false
      ) { _FileBrowser(panel: panel) }
  }
}

/// Keeps the panel in its window's list while it is shown, and takes it out when it is not
/// (or the view goes).
struct _FilePanelRegistration: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let panel: HostFilePanel
  let isShown: Bool

  func _attach(to node: _ViewNode) {
    guard let window = node.environment._window else { return }
    let (_, isNew) = node.modifierState(_PreferenceRegistration.init)
    if isNew {
      let panel = self.panel
      node.teardownActions.append { [weak window] in window?.closeFilePanel(panel) }
    }
    if isShown {
      window.openFilePanel(panel)
    } else {
      window.closeFilePanel(panel)
    }
  }
}

extension _WindowState {
  /// Adds `panel` to the open ones, as a new opening unless it is open already.
  func openFilePanel(_ panel: HostFilePanel) {
    if !filePanels.contains(where: { $0 === panel }) {
      filePanels.append(panel)
    } else if panel.isOpen {
      return
    }
    // Listed but ended: its completion presented it again, which is a new opening.
    panel.session += 1
    panel.isOpen = true
  }

  /// Takes `panel` out of the open ones (its view stopped presenting it).
  func closeFilePanel(_ panel: HostFilePanel) {
    guard let index = filePanels.firstIndex(where: { $0 === panel }) else { return }
    panel.isOpen = false
    filePanels.remove(at: index)
  }
}

extension HostCore {
  /// The file panels the window's views present now, the earliest first: a host shows the
  /// last (or each in turn).
  @_spi(TrellisHost) public var filePanels: [HostFilePanel] {
    window.filePanels.filter(\.isOpen)
  }

  /// Whether the window shows file panels as a sheet with a file browser built of views
  /// (the terminal's way); a host with a chooser of its own leaves it `false` and shows
  /// ``filePanels`` itself.
  @_spi(TrellisHost) public var presentsFileBrowser: Bool {
    get { window.presentsFileBrowser }
    set { window.presentsFileBrowser = newValue }
  }
}
