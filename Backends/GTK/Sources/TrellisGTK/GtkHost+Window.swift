import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// The colour scheme of the desktop's GTK theme.
enum GtkAppearance {
  /// Dark when the settings prefer a dark theme (what a desktop's dark mode sets), or the
  /// theme is a dark variant: `GTK_THEME` naming one (`Adwaita:dark`), or a theme whose name
  /// ends in `-dark` (`Adwaita-dark`, `Yaru-dark`); light otherwise, Apple's default.
  static func colorScheme(prefersDark: Bool, themeName: String?, themeOverride: String?)
    -> ColorScheme
  {
    if prefersDark { return .dark }
    let theme = (themeOverride?.isEmpty == false ? themeOverride : themeName) ?? ""
    let lowered = theme.lowercased()
    return lowered.hasSuffix(":dark") || lowered.hasSuffix("-dark") ? .dark : .light
  }

  /// The scheme the default settings give now, with the desktop's dark preference
  /// `prefersDark`.
  @MainActor static func current(prefersDark: Bool) -> ColorScheme {
    let name = trellis_settings_theme_name()
    defer { g_free(name) }
    return colorScheme(
      prefersDark: prefersDark,
      themeName: name.map { String(cString: $0) },
      themeOverride: ProcessInfo.processInfo.environment["GTK_THEME"])
  }
}

/// What the GTK host tells the views about their window: the theme's colour scheme, which
/// follows the settings as they change, and the scene phase, active while the window is the
/// active one and inactive while another window is.
extension GtkHost {
  /// Reads the window's state into the core and follows it from now on.
  func followWindowState() {
    core.systemColorScheme = GtkAppearance.current(prefersDark: desktopPrefersDark)
    connect(
      UnsafeMutableRawPointer(main.window), "notify::is-active", Self.onActiveChanged, context)
    if let settings = gtk_settings_get_default() {
      let instance = UnsafeMutableRawPointer(settings)
      connect(instance, "notify::gtk-application-prefer-dark-theme", Self.onThemeChanged, context)
      connect(instance, "notify::gtk-theme-name", Self.onThemeChanged, context)
    }
  }

  /// Disconnects what `followWindowState()` connected on objects that outlive the host.
  func stopFollowingWindowState() {
    if let settings = gtk_settings_get_default() {
      trellis_disconnect_handlers(UnsafeMutableRawPointer(settings), context)
    }
  }

  private static let onActiveChanged: NotifyHandler = { _, _, context in
    let host: GtkHost = object(from: context)
    MainActor.assumeIsolated {
      let isActive = gtk_window_is_active(gtkCast(host.main.window)) != 0
      host.core.scenePhase = isActive ? .active : .inactive
    }
  }

  private static let onThemeChanged: NotifyHandler = { _, _, context in
    let host: GtkHost = object(from: context)
    MainActor.assumeIsolated {
      guard !host.isApplyingScheme else { return }
      host.core.systemColorScheme = GtkAppearance.current(prefersDark: host.desktopPrefersDark)
    }
  }
}
