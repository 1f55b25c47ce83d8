import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// Called by the C constructor when the program loads: `App.main()` then runs apps in GTK.
@_cdecl("trellis_gtk_register_host")
public func registerHost() {
  MainActor.assumeIsolated {
    AppHosts.register(name: "gtk") { makeCore in GtkAppRunner.run(makeCore: makeCore) }
  }
}

/// Runs an app in a GTK window until the window is closed.
@MainActor
enum GtkAppRunner {
  static func run(makeCore: (_ width: Int, _ height: Int) -> HostCore) -> Never {
    if ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] == nil {
      // Without a session bus (Xvfb) there is no accessibility bus to reach; GTK would warn
      // on every start.
      setenv("GTK_A11Y", "none", 0)
    }
    guard gtk_init_check() != 0 else {
      FileHandle.standardError.write(
        Data(
          ("error: no display: set DISPLAY (or WAYLAND_DISPLAY), or run with "
            + "TRELLIS_HOST=terminal in a terminal\n").utf8))
      exit(EXIT_FAILURE)
    }
    let host = GtkHost(makeCore: makeCore)
    host.onClose = { exit(EXIT_SUCCESS) }
    host.show()
    MainQueuePump.start { host.followWindowSize() }
    while true { g_main_context_iteration(nil, 1) }
  }
}
