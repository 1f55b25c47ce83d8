@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// One window of a hosted app, as a window list shows it.
  public struct AppWindow: Equatable {
    /// The window's title: its navigation title, else its scene's title.
    public let title: String?
    /// The identifier of its scene (`WindowGroup(id:)`, `Window(_:id:)`), if it has one.
    public let id: String?
    /// The value a data-driven window (`WindowGroup(for:)`) presents, if any.
    public let value: AnyHashable?
    /// Whether it is the app's `Settings` window.
    public let isSettings: Bool
    let identity: Int
  }

  /// The windows of the hosted app that are open, in the order they opened (empty for a
  /// hosted view). The host shows and acts on the front one (``frontWindow``): ``text``,
  /// ``elements`` and the finders read that window.
  public var windows: [AppWindow] {
    guard let appWindows else { return [] }
    appWindows.app.update()
    return appWindows.app.windows.map { describe($0, in: appWindows) }
  }

  /// The window in front: the one opened or brought forward last.
  public var frontWindow: AppWindow? {
    guard let appWindows, let front = appWindows.app.frontWindow else { return nil }
    return describe(front, in: appWindows)
  }

  private func describe(_ window: HostWindow, in appWindows: _AppWindowCores) -> AppWindow {
    AppWindow(
      title: appWindows.core(of: window)?.windowTitle ?? appWindows.app.sceneTitle(of: window),
      id: window.sceneID, value: window.value, isSettings: window.isSettings,
      identity: window.identity)
  }

  /// Opens a window of the scene whose identifier is `id`, as `openWindow(id:)` does: a new
  /// window of a `WindowGroup`, or a `Window` brought forward. Throws for a hosted view.
  public func openWindow(id: String) throws {
    try hostedApp().openWindow(id: id)
    update()
  }

  /// Opens a window presenting `value`, as `openWindow(value:)` does (or brings forward the
  /// one presenting it). Throws for a hosted view.
  public func openWindow<D: Codable & Hashable>(value: D) throws {
    try hostedApp().openWindow(value: value)
    update()
  }

  /// Opens the app's `Settings` window, as the settings command (Ctrl+comma in GTK, F2 in
  /// the terminal) does. Throws for a hosted view.
  public func openSettings() throws {
    try hostedApp().openSettings()
    update()
  }

  /// Closes `window` (the front one by default) as its close button does; the window
  /// before it comes to the front. Throws for a hosted view, or a window not open.
  public func closeWindow(_ window: AppWindow? = nil) throws {
    let app = try hostedApp()
    guard let target = window?.identity ?? app.frontWindow?.identity,
      let open = app.windows.first(where: { $0.identity == target })
    else { throw ViewHostError.notFound("an open window") }
    app.close(open)
    update()
  }

  /// Brings `window` to the front, as a click on it (or the terminal's F6) does.
  public func bringToFront(_ window: AppWindow) throws {
    let app = try hostedApp()
    guard let open = app.windows.first(where: { $0.identity == window.identity }) else {
      throw ViewHostError.notFound("an open window")
    }
    app.bringToFront(open)
    update()
  }

  private func hostedApp() throws -> HostApp {
    guard let appWindows else { throw ViewHostError.notFound("a hosted app") }
    return appWindows.app
  }
}
