import CGtk
import CTrellisGTKShim

/// The application's own actions and their shortcuts, as GNOME apps have them: Ctrl+Q
/// quits, Ctrl+W closes the focused window (a sheet's window dismisses the sheet; the main
/// window's ends the app).
@MainActor
enum ApplicationActions {
  static let quitShortcut = "<Control>q"
  static let closeShortcut = "<Control>w"
  static let preferencesShortcut = "<Control>comma"

  private static var quit: (@MainActor () -> Void)?
  private static var preferences: (@MainActor () -> Void)?

  /// Adds `app.quit` (running `quit`) to `application`, and the shortcuts for it and for
  /// GTK's own `window.close`.
  static func install(
    on application: UnsafeMutablePointer<GtkApplication>, quit: @escaping @MainActor () -> Void
  ) {
    self.quit = quit
    let action = g_simple_action_new("quit", nil)!
    let instance = UnsafeMutableRawPointer(action)
    connect(instance, "activate", onQuit, instance)
    g_action_map_add_action(OpaquePointer(application), action)
    g_object_unref(instance)
    setAccelerators(application, action: "app.quit", quitShortcut)
    setAccelerators(application, action: "window.close", closeShortcut)
  }

  /// Adds `app.preferences` (running `open`, which opens the app's `Settings` window) to
  /// `application`, with GNOME's shortcut for it, Ctrl+comma.
  static func installPreferences(
    on application: UnsafeMutablePointer<GtkApplication>, open: @escaping @MainActor () -> Void
  ) {
    preferences = open
    let action = g_simple_action_new("preferences", nil)!
    let instance = UnsafeMutableRawPointer(action)
    connect(instance, "activate", onPreferences, instance)
    g_action_map_add_action(OpaquePointer(application), action)
    g_object_unref(instance)
    setAccelerators(application, action: "app.preferences", preferencesShortcut)
  }

  /// The action a key chord stands for in any of the app's windows: Ctrl+Q `app.quit`,
  /// Ctrl+W `window.close`. The windows' own key handlers take keys first (in the capture
  /// phase), so they run these actions themselves; `app.quit` is reachable from a window
  /// only while the window belongs to the application, as the sheets' and alerts' windows do.
  static func action(forKey key: Int32, state: GdkModifierType) -> String? {
    let chord =
      state.rawValue
      & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue
        | GDK_SUPER_MASK.rawValue)
    guard chord == GDK_CONTROL_MASK.rawValue else { return nil }
    switch key {
    case GDK_KEY_q, GDK_KEY_Q: return "app.quit"
    case GDK_KEY_w, GDK_KEY_W: return "window.close"
    case GDK_KEY_comma: return "app.preferences"
    default: return nil
    }
  }

  private static func setAccelerators(
    _ application: UnsafeMutablePointer<GtkApplication>, action: String, _ accelerator: String
  ) {
    accelerator.withCString { text in
      var list: [UnsafePointer<CChar>?] = [text, nil]
      list.withUnsafeMutableBufferPointer { buffer in
        gtk_application_set_accels_for_action(application, action, buffer.baseAddress)
      }
    }
  }

  private static let onQuit: NotifyHandler = { _, _, _ in
    MainActor.assumeIsolated { quit?() }
  }

  private static let onPreferences: NotifyHandler = { _, _, _ in
    MainActor.assumeIsolated { preferences?() }
  }
}
