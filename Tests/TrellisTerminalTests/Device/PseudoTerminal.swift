#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair for tests: the test holds the controller side and reads what a
/// program writes to the terminal; the device side is the program's terminal.
final class PseudoTerminal {
  let controller: Int32
  let device: Int32

  init?(columns: UInt16 = 80, rows: UInt16 = 24) {
    var controller: Int32 = -1
    var device: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&controller, &device, nil, nil, &size) == 0 else { return nil }
    self.controller = controller
    self.device = device
  }

  deinit {
    close(controller)
    close(device)
  }

  /// The device side's current line settings.
  var settings: termios {
    var settings = termios()
    _ = tcgetattr(device, &settings)
    return settings
  }

  /// Whether the device side is in the usual cooked mode: line editing, echo and signal keys.
  var isCooked: Bool {
    let flags = settings.c_lflag
    return flags & tcflag_t(ICANON) != 0 && flags & tcflag_t(ECHO) != 0
      && flags & tcflag_t(ISIG) != 0
  }

  /// Whether the device side is in raw mode.
  var isRaw: Bool {
    let flags = settings.c_lflag
    return flags & tcflag_t(ICANON) == 0 && flags & tcflag_t(ECHO) == 0
      && flags & tcflag_t(ISIG) == 0
  }

  /// Changes the window size, as a terminal emulator does when its window is resized.
  func resize(columns: UInt16, rows: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
  }

  /// Writes bytes as if typed.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBufferPointer { write(controller, $0.baseAddress, $0.count) }
  }

  /// Reads what the program wrote until `marker` appears, the program is gone, or about
  /// `timeoutMilliseconds` pass.
  func read(until marker: String? = nil, timeoutMilliseconds: Int32 = 10_000) -> String {
    var collected: [UInt8] = []
    var waited: Int32 = 0
    while waited < timeoutMilliseconds {
      var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, 50)
      if ready <= 0 {
        waited += 50
        if marker == nil && !collected.isEmpty { break }
        continue
      }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = Glibc.read(controller, &buffer, buffer.count)
      if count <= 0 { break }  // EIO once no process has the device open
      collected += buffer[..<count]
      if let marker, String(decoding: collected, as: UTF8.self).contains(marker) { break }
    }
    return String(decoding: collected, as: UTF8.self)
  }
}
