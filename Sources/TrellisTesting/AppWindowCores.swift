import Dispatch
@_spi(TrellisHost) import TrellisTerminalHost
@_spi(TrellisHost) import TrellisUI

/// The cores of a hosted app's windows, one per open window, made and closed as the app
/// opens and closes them; the front window's core is the one the view host acts on.
@MainActor
final class _AppWindowCores {
  let app: HostApp
  private(set) var cores: [Int: HostCore] = [:]
  /// The front window's core (the last one shown when none is open).
  private(set) var front: HostCore
  /// Cores of closed windows, torn down once the action that closed them has returned.
  private var retired: [HostCore] = []
  var size: (width: Int, height: Int)
  /// Told when another window's core comes to the front.
  var didSwitch: ((HostCore) -> Void)?

  init(app: HostApp, width: Int, height: Int) {
    self.app = app
    size = (width, height)
    front = HostCore(root: EmptyView(), width: width, height: height)
    sync()
    app.windowsDidChange = { [weak self] in self?.sync() }
  }

  /// Makes cores for the windows that opened, retires those of windows that closed, and
  /// brings the front window's core forward.
  func sync() {
    for window in app.windows where cores[window.identity] == nil {
      cores[window.identity] = app.makeCore(for: window, width: size.width, height: size.height)
    }
    for (identity, core) in cores where !app.windows.contains(where: { $0.identity == identity }) {
      cores[identity] = nil
      retired.append(core)
      DispatchQueue.main.async { [weak self] in self?.closeRetired() }
    }
    if let window = app.frontWindow, let core = cores[window.identity], core !== front {
      front = core
      didSwitch?(core)
    }
  }

  /// Tears down the cores of closed windows.
  func closeRetired() {
    let closing = retired
    retired = []
    for core in closing where core !== front { core.close() }
    retired = closing.filter { $0 === front }
  }

  func core(of window: HostWindow) -> HostCore? { cores[window.identity] }

  /// Tears down every window's core (each once) and the app's graph.
  func closeAll() {
    var closing = Array(cores.values) + retired
    if !closing.contains(where: { $0 === front }) { closing.append(front) }
    for core in closing { core.close() }
    cores = [:]
    retired = []
    app.close()
  }
}
