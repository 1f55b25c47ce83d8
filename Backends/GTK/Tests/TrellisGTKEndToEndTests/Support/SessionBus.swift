import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A D-Bus session bus of the test's own (what `dbus-run-session` starts), so that the app
/// under test publishes its accessible tree on an accessibility bus that a reader can walk.
/// The bus starts the AT-SPI bus launcher on demand (at-spi2-core), which ends with it.
///
/// The launcher names its socket after `DISPLAY` under `XDG_RUNTIME_DIR` (or `~/.cache`), so
/// the daemon gets the app's display and a runtime folder of its own: two sessions at once
/// (or one inside `xvfb-run`, whose `:99` every test inherits) would otherwise share one
/// socket path, and the first to end would delete the other's.
final class SessionBus {
  private let daemon: ChildProcess
  private let runtimeFolder: String
  /// The value for `DBUS_SESSION_BUS_ADDRESS`.
  let address: String

  /// A bus for an app on `display` (such as `:3`).
  init(display: String) throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw ChildProcessError("cannot make a pipe") }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(ends[0]) }
    runtimeFolder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-bus-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: runtimeFolder, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    var environment = ProcessInfo.processInfo.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    environment["DISPLAY"] = display
    environment["XDG_RUNTIME_DIR"] = runtimeFolder
    do {
      daemon = try ChildProcess(
        ["dbus-daemon", "--session", "--nofork", "--nosyslog", "--print-address=3"],
        environment: environment, descriptor: ends[1])
    } catch {
      close(ends[1])
      try? FileManager.default.removeItem(atPath: runtimeFolder)
      throw ChildProcessError("cannot start dbus-daemon (apt-get install dbus-x11): \(error)")
    }
    close(ends[1])
    guard let line = readLine(from: ends[0], seconds: 15), !line.isEmpty else {
      daemon.stop()
      try? FileManager.default.removeItem(atPath: runtimeFolder)
      throw ChildProcessError("dbus-daemon did not print its address within 15 s")
    }
    address = line
  }

  deinit { stop() }

  /// Ends the bus; the accessibility bus it started notices and ends too.
  func stop() {
    daemon.stop()
    try? FileManager.default.removeItem(atPath: runtimeFolder)
  }
}

/// The first line `descriptor` yields within `seconds`, without its newline.
func readLine(from descriptor: Int32, seconds: Double) -> String? {
  let deadline = Date().addingTimeInterval(seconds)
  var bytes: [UInt8] = []
  while Date() < deadline {
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, 100) >= 0 else { return nil }
    guard poller.revents != 0 else { continue }
    var byte: UInt8 = 0
    guard read(descriptor, &byte, 1) == 1 else { return nil }
    if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
    bytes.append(byte)
  }
  return nil
}
