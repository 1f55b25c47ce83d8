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
    guard let number = readLine(from: ends[0], seconds: 15), Int(number) != nil else {
      server.stop()
      let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      throw ChildProcessError("Xvfb did not report a display within 15 s: \(output)")
    }
    try? FileManager.default.removeItem(atPath: log)
    name = ":\(number)"
  }

  deinit { stop() }

  func stop() { server.stop() }
}
