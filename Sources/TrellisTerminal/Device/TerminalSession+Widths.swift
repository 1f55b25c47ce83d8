#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalSession {
  /// Asks the terminal how wide it draws the graphemes terminals disagree on, and returns
  /// its profile.
  ///
  /// Each of ``WidthProfile/samples`` is printed at the top left of the screen and followed
  /// by a cursor position request; the columns the terminal reports are its widths. The line
  /// is cleared afterwards, so call this before drawing the first frame, and before making a
  /// reader: keys typed meanwhile are kept for the first reader ``makeReader()`` makes. A
  /// terminal that does not answer within the timeout keeps the table's widths
  /// (``WidthProfile/standard``); if its answers come later, they arrive as F3 key reports
  /// with modifiers, which hosts ignore.
  /// - Parameter timeoutMilliseconds: How long to wait for all the answers.
  /// - Returns: The measured profile; the standard one when the session is not running or
  ///   the terminal gave no answer.
  public func measureWidths(timeoutMilliseconds: Int32 = 200) -> WidthProfile {
    guard isRunning else { return .standard }
    var probe = WidthProbe()
    write(probe.request)
    var remaining = timeoutMilliseconds
    var buffer = [UInt8](repeating: 0, count: 256)
    while !probe.isComplete, remaining > 0 {
      var descriptor = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
      let started = Self.milliseconds()
      let ready = poll(&descriptor, 1, remaining)
      remaining -= Int32(clamping: Self.milliseconds() - started)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
      let count = read(inputDescriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      probe.feed(buffer[..<count])
    }
    probe.finish()
    let early = probe.otherInput
    state.withLock { $0.earlyInput += early }
    let measurements = probe.measurements
    return measurements.isEmpty ? .standard : WidthProfile(measurements: measurements)
  }

  /// The monotonic clock, in milliseconds: how the probes keep to their timeouts.
  static func milliseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
  }
}
