#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A question put to the terminal whose answer comes back on its input, among whatever keys
/// the user types meanwhile: ``BackgroundProbe`` and ``WidthProbe``.
protocol TerminalProbe {
  /// Whether the whole answer has come.
  var isComplete: Bool { get }
  /// The bytes read that were not part of the answer, in order.
  var otherInput: [UInt8] { get }
  /// Reads bytes from the terminal.
  mutating func feed(_ bytes: some Sequence<UInt8>)
  /// Gives up on an answer begun but not finished: its bytes become other input.
  mutating func finish()
}

extension TerminalSession {
  /// Writes `request`, feeds `probe` what the terminal answers until it is complete or
  /// `timeoutMilliseconds` have passed, and keeps the other bytes for the first reader.
  func ask<Probe: TerminalProbe>(
    _ request: [UInt8], _ probe: Probe, timeoutMilliseconds: Int32
  ) -> Probe {
    var probe = probe
    write(request)
    let deadline = Self.milliseconds() + Int64(timeoutMilliseconds)
    var buffer = [UInt8](repeating: 0, count: 256)
    while !probe.isComplete {
      let remaining = Int32(clamping: deadline - Self.milliseconds())
      guard remaining > 0 else { break }
      var descriptor = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, remaining)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
      let count = read(inputDescriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      probe.feed(buffer[..<count])
    }
    probe.finish()
    let early = probe.otherInput
    state.withLock { $0.earlyInput += early }
    return probe
  }

  /// The monotonic clock, in milliseconds: how the probes keep to their timeouts.
  static func milliseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
  }
}
