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

/// The scene phase a window's state gives.
enum GtkScenePhase {
  /// In the background while the window is minimised or not shown at all; otherwise active
  /// while it is the window that has the keyboard, inactive while another one has.
  static func phase(isShown: Bool, isMinimized: Bool, isActive: Bool) -> ScenePhase {
    if !isShown || isMinimized { return .background }
    return isActive ? .active : .inactive
  }
}

/// What the GTK host tells the views about their window: the theme's colour scheme, which
/// follows the settings as they change, and the scene phase, which follows the window: active
/// while it is the active window, inactive while another window is, and in the background
/// while it is minimised (its GDK toplevel's state) or hidden.
extension GtkHost {
  /// Reads the window's state into the core and follows it from now on.
  func followWindowState() {
    core.systemColorScheme = GtkAppearance.current(prefersDark: desktopPrefersDark)
    let window = UnsafeMutableRawPointer(main.window)
    connect(window, "notify::is-active", Self.onPhaseChanged, context)
    // The toplevel surface that reports minimising exists once the window is realised.
    connect(window, "realize", Self.onRealize, context)
    connect(window, "map", Self.onMapChanged, context)
    connect(window, "unmap", Self.onMapChanged, context)
    if gtk_widget_get_realized(main.window) != 0 { followToplevelState() }
    if let settings = gtk_settings_get_default() {
      let instance = UnsafeMutableRawPointer(settings)
      connect(instance, "notify::gtk-application-prefer-dark-theme", Self.onThemeChanged, context)
      connect(instance, "notify::gtk-theme-name", Self.onThemeChanged, context)
    }
  }

  /// Disconnects what `followWindowState()` connected on objects that outlive the host (or
  /// may: the window's surface).
  func stopFollowingWindowState() {
    if let settings = gtk_settings_get_default() {
      trellis_disconnect_handlers(UnsafeMutableRawPointer(settings), context)
    }
    if let surface = mainSurface {
      trellis_disconnect_handlers(UnsafeMutableRawPointer(surface), context)
    }
  }

  /// The main window's GDK surface, once it is realised.
  private var mainSurface: OpaquePointer? {
    guard gtk_widget_get_realized(main.window) != 0 else { return nil }
    return gtk_native_get_surface(OpaquePointer(main.window))
  }

  /// Follows the toplevel's state (minimised or not) from its surface.
  private func followToplevelState() {
    guard let surface = mainSurface else { return }
    trellis_disconnect_handlers(UnsafeMutableRawPointer(surface), context)
    connect(
      UnsafeMutableRawPointer(surface), "notify::state", Self.onToplevelStateChanged, context)
  }

  /// Whether the window's toplevel is minimised now.
  private var isMinimized: Bool {
    guard let surface = mainSurface else { return false }
    let state = gdk_toplevel_get_state(surface)
    return state.rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0
  }

  /// Reads the window's phase into the core.
  func updateScenePhase() {
    let window = main.window
    core.scenePhase = GtkScenePhase.phase(
      isShown: gtk_widget_get_mapped(window) != 0, isMinimized: isMinimized,
      isActive: gtk_window_is_active(gtkCast(window)) != 0)
  }

  private static let onPhaseChanged: NotifyHandler = { _, _, context in
    let host: GtkHost = object(from: context)
    MainActor.assumeIsolated { host.updateScenePhase() }
  }

  // The toplevel's state holds more than minimising (focus, tiling, maximising): only a
  // change of the minimised bit changes the phase, so that an app starting up does not see
  // a phase for each step of the window appearing.
  private static let onToplevelStateChanged: NotifyHandler = { _, _, context in
    let host: GtkHost = object(from: context)
    MainActor.assumeIsolated {
      let isMinimized = host.isMinimized
      guard isMinimized != host.reportedMinimized else { return }
      host.reportedMinimized = isMinimized
      host.updateScenePhase()
    }
  }

  // Unmapped (hidden, or minimised by a window manager that unmaps), the window is in the
  // background; mapped again, it takes the phase its activity gives. The first map leaves
  // the phase to `is-active`, as before the window was shown it was not in the background.
  private static let onMapChanged: SignalHandler = { _, context in
    let host: GtkHost = object(from: context)
    MainActor.assumeIsolated {
      let isMapped = gtk_widget_get_mapped(host.main.window) != 0
      if !isMapped || host.core.scenePhase == .background { host.updateScenePhase() }
    }
  }

  private static let onRealize: SignalHandler = { _, context in
    let host: GtkHost = object(from: context)
    MainActor.assumeIsolated { host.followToplevelState() }
  }

  private static let onThemeChanged: NotifyHandler = { _, _, context in
    let host: GtkHost = object(from: context)
    MainActor.assumeIsolated {
      guard !host.isApplyingScheme else { return }
      host.core.systemColorScheme = GtkAppearance.current(prefersDark: host.desktopPrefersDark)
    }
  }
}
