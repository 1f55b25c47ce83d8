import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An Xvfb server of the test's own, 1280 x 800 at 24 bits. Xvfb picks a free display number
/// itself (`-displayfd`) and writes it to a pipe, so tests running at once never collide.
final class VirtualDisplay {
  private let server: ChildProcess
  /// The value for `DISPLAY`, such as `:3`.
  let name: String

  init() throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw ChildProcessError("cannot make a pipe") }
    // Only Xvfb, through its fd 3, may hold the writing end: no other child may inherit it.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(ends[0]) }
    let log = artifactsFolder().appendingPathComponent("xvfb-\(getpid())-\(UUID()).log").path
    do {
      server = try ChildProcess(
        [
          "Xvfb", "-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp",
          "-noreset",
        ], environment: ProcessInfo.processInfo.environment, output: log, descriptor: ends[1])
    } catch {
      close(ends[1])
      throw ChildProcessError("cannot start Xvfb (apt-get install xvfb): \(error)")
    }
    close(ends[1])
    guard let number = Self.readLine(from: ends[0], seconds: 15), Int(number) != nil else {
      server.stop()
      let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      throw ChildProcessError("Xvfb did not report a display within 15 s: \(output)")
    }
    try? FileManager.default.removeItem(atPath: log)
    name = ":\(number)"
  }

  deinit { stop() }

  func stop() { server.stop() }

  /// The first line `descriptor` yields within `seconds`, without its newline.
  private static func readLine(from descriptor: Int32, seconds: Double) -> String? {
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
}
