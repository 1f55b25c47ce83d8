import CGtk
import Foundation

/// Keeps Foundation's main run loop (and with it `DispatchQueue.main`, timers and the main
/// actor's tasks) running inside GLib's main loop: a short GLib timeout runs one pass of the
/// run loop without waiting. Swift's main queue offers GLib no file descriptor to watch
/// through public API, so the host polls it; 4 ms keeps updates within a frame.
@MainActor
enum MainQueuePump {
  static let interval: UInt32 = 4

  /// Starts the pump; `tick` also runs on each pass (the host checks the window's size).
  static func start(tick: @escaping @MainActor () -> Void) {
    self.tick = tick
    g_timeout_add(interval, onTimeout, nil)
  }

  private static var tick: (@MainActor () -> Void)?

  private static let onTimeout: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { _ in
    MainActor.assumeIsolated {
      _ = RunLoop.main.run(mode: .default, before: Date())
      tick?()
    }
    return 1
  }
}
