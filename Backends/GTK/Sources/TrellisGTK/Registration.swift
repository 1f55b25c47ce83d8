import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// Called by the C constructor when the program loads: `App.main()` then runs apps in GTK.
@_cdecl("trellis_gtk_register_host")
public func registerHost() {
  MainActor.assumeIsolated {
    AppHosts.register(name: "gtk") { launch in
      if let makeApp = launch.makeApp { GtkAppRunner.runApp(makeApp) }
      GtkAppRunner.run { size, measurer in launch.makeCore(size: size, measurer: measurer) }
    }
  }
}

/// Runs an app as a `GtkApplication` with one window, until the window is closed or the app
/// quits (Ctrl+Q).
@MainActor
enum GtkAppRunner {
  private static var host: GtkHost?
  private static var isActivated = false

  static func run(makeCore: (_ size: CGSize, _ measurer: any _HostMeasurer) -> HostCore) -> Never {
    let identity = initialise()
    let host = GtkHost { size, measurer in makeCore(size, measurer) }
    host.onClose = { exit(EXIT_SUCCESS) }
    self.host = host
    // Not unique: a second launch opens a second process and window, as before, rather
    // than being handed to the first over D-Bus.
    let application = gtk_application_new(identity.id, G_APPLICATION_NON_UNIQUE)!
    let instance = UnsafeMutableRawPointer(application)
    connect(instance, "activate", onActivate, instance)
    ApplicationActions.install(on: application) { Self.host?.onClose?() }
    let status = g_application_run(
      UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), 0, nil)
    exit(status)
  }

  private static var appWindows: GtkAppWindows?

  /// Runs an app of several windows (`WindowGroup`, `Window`, `Settings`), each a `GtkWindow`
  /// of the application, until its last window closes or it quits (Ctrl+Q). With a
  /// `Settings` scene, Ctrl+comma (`app.preferences`) opens it.
  static func runApp(_ makeApp: () -> HostApp) -> Never {
    let identity = initialise()
    let application = gtk_application_new(identity.id, G_APPLICATION_NON_UNIQUE)!
    let app = makeApp()
    let windows = GtkAppWindows(app: app, application: application)
    windows.didCloseLast = { exit(EXIT_SUCCESS) }
    appWindows = windows
    let instance = UnsafeMutableRawPointer(application)
    connect(instance, "activate", onAppActivate, instance)
    ApplicationActions.install(on: application) { exit(EXIT_SUCCESS) }
    if app.hasSettings {
      ApplicationActions.installPreferences(on: application) { app.openSettings() }
    }
    let status = g_application_run(
      UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), 0, nil)
    exit(status)
  }

  /// The first activation shows the app's first window; a later one raises the front one.
  private static let onAppActivate: SignalHandler = { _, _ in
    MainActor.assumeIsolated {
      guard let appWindows else { return }
      if isActivated {
        if let front = appWindows.app.frontWindow, let host = appWindows.host(of: front) {
          gtk_window_present(gtkCast(host.main.window))
        }
        return
      }
      isActivated = true
      appWindows.start()
      MainLoop.attach()
    }
  }

  /// Names the program after the app and opens the display (exiting when there is none).
  private static func initialise() -> ApplicationIdentity {
    if ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] == nil {
      // Without a session bus (Xvfb) there is no accessibility bus to reach; GTK would warn
      // on every start.
      setenv("GTK_A11Y", "none", 0)
    }
    let identity = ApplicationIdentity.derive(appType: AppHosts.appType)
    // Before GTK opens the display: X11's WM_CLASS is made of the program's name.
    g_set_prgname(identity.id)
    g_set_application_name(identity.name)
    guard gtk_init_check() != 0 else {
      FileHandle.standardError.write(
        Data(
          ("error: no display: set DISPLAY (or WAYLAND_DISPLAY), or run with "
            + "TRELLIS_HOST=terminal in a terminal\n").utf8))
      exit(EXIT_FAILURE)
    }
    return identity
  }

  /// The first activation shows the window; a later one (none, while not unique) raises it.
  private static let onActivate: SignalHandler = { _, context in
    let address = UInt(bitPattern: context)
    MainActor.assumeIsolated {
      guard let host else { return }
      if isActivated {
        gtk_window_present(gtkCast(host.main.window))
        return
      }
      isActivated = true
      let application = UnsafeMutablePointer<GtkApplication>(bitPattern: address)
      gtk_window_set_application(gtkCast(host.main.window), application)
      host.show()
      MainLoop.attach()
    }
  }
}
