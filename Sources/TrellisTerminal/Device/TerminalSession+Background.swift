#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalSession {
  /// Asks the terminal for its background colour (OSC 11) and returns it, or `nil` when the
  /// terminal does not say.
  ///
  /// A cursor position request follows the question, so a terminal that ignores OSC 11 is
  /// not waited for: its answer to the position request ends the wait. Call this before
  /// making a reader; keys typed meanwhile are kept for the first reader ``makeReader()``
  /// makes.
  /// - Parameter timeoutMilliseconds: How long to wait at most.
  /// - Returns: The background colour, or `nil`.
  public func queryBackgroundColor(timeoutMilliseconds: Int32 = 200) -> RGBColor? {
    guard isRunning else { return nil }
    var probe = BackgroundProbe()
    write(BackgroundProbe.request)
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
    return probe.color
  }
}
