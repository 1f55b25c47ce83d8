import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// An XSETTINGS manager on a test's display (xsettingsd), standing for a desktop's settings
/// daemon: GNOME's sends a person's font as `Gtk/FontName` and the text scale as `Xft/DPI`
/// (1024ths of a dot per inch; 96 × 1024 is a scale of 1). ``apply(_:)`` changes them while
/// the app runs, as the desktop's settings panel does.
final class XSettingsManager {
  private let daemon: ChildProcess
  private let configPath: String

  /// Starts the manager on `display` (such as `:3`) with `settings` (names to values as
  /// xsettingsd writes them: numbers bare, strings quoted).
  init(display: String, settings: [String: String]) throws {
    let found = try? ChildProcess.run(["sh", "-c", "command -v xsettingsd"])
    try #require(found?.status == 0, "xsettingsd is not installed (apt-get install xsettingsd)")
    configPath =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-xsettings-\(UUID().uuidString).conf").path
    try Self.write(settings, to: configPath)
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    daemon = try ChildProcess(["xsettingsd", "-c", configPath], environment: environment)
    // It owns the settings selection once it has read its file; a moment is enough.
    Thread.sleep(forTimeInterval: 0.3)
    if let status = daemon.status {
      throw ChildProcessError("xsettingsd exited with status \(status)")
    }
  }

  deinit { stop() }

  /// Replaces the settings: xsettingsd reads its file again on SIGHUP and tells the clients.
  func apply(_ settings: [String: String]) throws {
    try Self.write(settings, to: configPath)
    kill(daemon.pid, SIGHUP)
  }

  func stop() {
    daemon.stop()
    try? FileManager.default.removeItem(atPath: configPath)
  }

  private static func write(_ settings: [String: String], to path: String) throws {
    let lines = settings.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)\n" }
    try lines.joined().write(toFile: path, atomically: true, encoding: .utf8)
  }
}
