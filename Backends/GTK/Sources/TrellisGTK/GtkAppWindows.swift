import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// An app's windows on the GTK desktop: each open window of the app is a `GtkWindow` of its
/// own on the one `GtkApplication`, hosted by a `GtkHost` with its own core (its own graph and
/// state). Windows the app opens are shown, the one it brings forward is presented, and
/// those it closes go; a window's close button (or Ctrl+W) closes that window only. When the
/// last window has closed, ``didCloseLast`` ends the app, as GNOME apps end.
@MainActor
final class GtkAppWindows {
  let app: HostApp
  /// The hosts of the open windows, by the window's identity.
  private(set) var hosts: [Int: GtkHost] = [:]
  private let application: UnsafeMutablePointer<GtkApplication>?
  /// The hosts of closed windows, torn down at the main loop's next idle turn (a window may
  /// close from an action of its own, which is still running).
  private var retired: [GtkHost] = []
  private var retireSource: UInt32?
  private var presentedFront: Int?
  private var isStarted = false
  /// Told when the app's last window has closed.
  var didCloseLast: (() -> Void)?

  private var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// Follows `app`'s windows, as windows of `application` when one is given (the app's
  /// shortcuts then work in each, and the application lives while one is open).
  init(app: HostApp, application: UnsafeMutablePointer<GtkApplication>? = nil) {
    self.app = app
    self.application = application
    app.windowsDidChange = { [weak self] in self?.sync() }
    app.resizeWindow = { [weak self] window, command in
      guard let host = self?.hosts[window.identity] else { return }
      Self.resize(gtkCast(host.main.window), command)
    }
  }

  /// The Window menu's Minimize and Zoom: GTK asks the desktop's window manager to minimize
  /// the window, or to maximize it (Zoom on a maximized window gives it its size back).
  static func resize(_ window: UnsafeMutablePointer<GtkWindow>, _ command: HostWindowSizeCommand) {
    switch command {
    case .minimize:
      gtk_window_minimize(window)
    case .zoom:
      if gtk_window_is_maximized(window) != 0 {
        gtk_window_unmaximize(window)
      } else {
        gtk_window_maximize(window)
      }
    }
  }

  /// Shows the windows open now (the first at launch); from then on, follows the app's.
  func start() {
    isStarted = true
    sync()
  }

  /// The host of `window`, while it is open.
  func host(of window: HostWindow) -> GtkHost? { hosts[window.identity] }

  private func sync() {
    guard isStarted else { return }
    let open = app.windows
    for window in open where hosts[window.identity] == nil {
      let app = self.app
      let host = GtkHost { size, measurer in
        app.makeCore(for: window, size: size, measurer: measurer)
      }
      // Its close button closes this window only: the app decides, and the host goes
      // when the app has let it go.
      host.stopsCloseRequest = true
      host.onClose = { [weak app] in app?.close(window) }
      if let application { gtk_window_set_application(gtkCast(host.main.window), application) }
      hosts[window.identity] = host
      host.show()
      presentedFront = window.identity
    }
    for (identity, host) in hosts where !open.contains(where: { $0.identity == identity }) {
      hosts[identity] = nil
      host.onClose = nil
      gtk_widget_set_visible(host.main.window, 0)
      retire(host)
    }
    if let front = app.frontWindow, front.identity != presentedFront,
      let host = hosts[front.identity]
    {
      presentedFront = front.identity
      gtk_window_present(gtkCast(host.main.window))
    }
    if open.isEmpty { didCloseLast?() }
  }

  private func retire(_ host: GtkHost) {
    retired.append(host)
    guard retireSource == nil else { return }
    retireSource = g_idle_add_full(Int32(G_PRIORITY_HIGH_IDLE), Self.onRetire, context, nil)
  }

  private static let onRetire: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = {
    context in
    let windows: GtkAppWindows = object(from: context)
    MainActor.assumeIsolated { windows.closeRetired() }
    return 0
  }

  /// Tears down the hosts of closed windows: their widgets, windows and cores.
  func closeRetired() {
    retireSource = nil
    let closing = retired
    retired = []
    for host in closing { host.close() }
  }

  /// Tears down every window's host and the app.
  func close() {
    if let retireSource { g_source_remove(retireSource) }
    retireSource = nil
    app.windowsDidChange = nil
    app.resizeWindow = nil
    for host in hosts.values { retired.append(host) }
    hosts = [:]
    closeRetired()
    app.close()
  }
}
