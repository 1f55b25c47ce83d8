import CGtk
import CTrellisGTKShim

/// The application's own actions and their shortcuts, as GNOME apps have them: Ctrl+Q
/// quits, Ctrl+W closes the focused window (a sheet's window dismisses the sheet; the main
/// window's ends the app).
@MainActor
enum ApplicationActions {
  static let quitShortcut = "<Control>q"
  static let closeShortcut = "<Control>w"

  private static var quit: (@MainActor () -> Void)?

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
}
