import Foundation

/// What the Window menu's window size items ask a host to do to a window.
@_spi(TrellisHost) public enum HostWindowSizeCommand: Equatable, Sendable {
  /// Minimize: the window goes to the desktop's dock or task list.
  case minimize
  /// Zoom: the window fills the screen, or goes back to its size when it does.
  case zoom
}

/// An alert the standard menus show in a window: the About item's and the Help item's.
struct _StandardAlert: Equatable {
  let title: String
  let message: String?
}

/// The app menu's About and the Help menu's item, and the Window menu's Minimize and Zoom.
extension HostApp {
  /// Shows the app's name, and its version when the main bundle gives one, in an alert in
  /// `window`, as the About item does (Apple's About panel shows the same).
  func showAbout(in window: Int) {
    present(_StandardAlert(title: _StandardMenu.appName, message: Self.versionLine), in: window)
  }

  /// Says that the app has no help, as the Help item does on Apple's platforms for an app
  /// without a help book.
  func showHelp(in window: Int) {
    present(
      _StandardAlert(title: "Help isn’t available for \(_StandardMenu.appName).", message: nil),
      in: window)
  }

  /// The alert `window` shows now, if any.
  func standardAlert(in window: Int) -> _StandardAlert? { standardAlerts[window] }

  /// Takes `window`'s alert away (its OK button, or Escape).
  func dismissStandardAlert(in window: Int) {
    guard standardAlerts[window] != nil else { return }
    standardAlerts[window] = nil
    objectWillChange.send()
  }

  private func present(_ alert: _StandardAlert, in window: Int) {
    standardAlerts[window] = alert
    objectWillChange.send()
  }

  /// "Version 1.2 (42)" from the main bundle's short version and build, or "Version 1.2"
  /// with only the first; `nil` when it gives none (a program without an Info.plist).
  static var versionLine: String? {
    let info = Bundle.main.infoDictionary ?? [:]
    guard let version = info["CFBundleShortVersionString"] as? String, !version.isEmpty else {
      return nil
    }
    if let build = info["CFBundleVersion"] as? String, !build.isEmpty, build != version {
      return "Version \(version) (\(build))"
    }
    return "Version \(version)"
  }

  /// Whether the host can minimize and zoom windows.
  var resizesWindows: Bool { resizeWindow != nil }

  /// Minimizes or zooms `window`, through the host.
  func resize(_ window: Int, _ command: HostWindowSizeCommand) {
    guard let shown = self.window(window) else { return }
    resizeWindow?(shown, command)
  }
}
