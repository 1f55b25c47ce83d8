#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a terminal's input, window-size changes and resumes after a stop as ``InputEvent``
/// values.
///
/// It waits on the input and on the session's signal self-pipe together, feeds what it reads to an
/// ``InputDecoder``, and flushes the decoder once the input has been quiet for
/// ``escapeTimeoutMilliseconds`` with a sequence pending, so a lone Escape is reported, or for
/// ``textTimeoutMilliseconds`` with only text held back.
public struct TerminalReader: Sendable {
  /// How long input must stay quiet before pending input (a lone ESC) is reported.
  public var escapeTimeoutMilliseconds: Int32 = 25
  /// How long input must stay quiet before held text (the last grapheme of a read, which a
  /// combining mark in the next read could extend) is reported.
  public var textTimeoutMilliseconds: Int32 = 3

  private let input: Int32
  private let sizeSource: Int32
  private let resizeDescriptor: Int32?
  private var decoder = InputDecoder()
  /// Bytes the session read before this reader existed, decoded first.
  var earlyInput: [UInt8] = []
  /// Whether the reader belongs to a running session, whose stops it waits out.
  var followsSuspension = false

  /// Makes a reader for a descriptor; ``TerminalSession/makeReader()`` makes one wired to the
  /// session's resize reports.
  /// - Parameters:
  ///   - input: The descriptor to read (a terminal, or a pipe in tests).
  ///   - sizeSource: The descriptor whose size a resize report gives; `input` by default.
  ///   - resizeDescriptor: A descriptor that becomes readable when the size changes or the
  ///     process is continued after a stop, or nil.
  public init(input: Int32, sizeSource: Int32? = nil, resizeDescriptor: Int32? = nil) {
    self.input = input
    self.sizeSource = sizeSource ?? input
    self.resizeDescriptor = resizeDescriptor
  }

  /// Waits for input and returns the events it completes.
  /// - Parameter timeoutMilliseconds: How long to wait for input; negative waits forever.
  /// - Returns: The events (empty after a timeout), or nil when the input has closed.
  public mutating func next(timeoutMilliseconds: Int32) -> [InputEvent]? {
    var events: [InputEvent] = []
    if !earlyInput.isEmpty {
      events += decoder.feed(earlyInput)
      earlyInput = []
    }
    var timeout = timeoutMilliseconds
    while events.isEmpty {
      let waitFor =
        decoder.hasPendingSequence
        ? escapeTimeoutMilliseconds
        : decoder.hasPendingInput ? textTimeoutMilliseconds : timeout
      // While the session is suspended the input is the shell's: reading it would steal the
      // shell's keys, or stop the process (SIGTTIN) in the background. Only the signal pipe,
      // which says when the terminal is back, is watched (poll skips a negative descriptor).
      let listening = !followsSuspension || emergencyState.pointee.suspended == 0
      var descriptors = [pollfd(fd: listening ? input : -1, events: Int16(POLLIN), revents: 0)]
      if let resizeDescriptor {
        descriptors.append(pollfd(fd: resizeDescriptor, events: Int16(POLLIN), revents: 0))
      }
      let ready = poll(&descriptors, nfds_t(descriptors.count), waitFor)
      if ready < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if ready == 0 {
        if decoder.hasPendingInput {
          events += decoder.flush()
          continue
        }
        return events
      }
      if descriptors.count > 1, descriptors[1].revents != 0 {
        let notes = drainSignalPipe()
        let size =
          TerminalSize.of(fileDescriptor: sizeSource) ?? TerminalSize.of(fileDescriptor: input)
        if let size, notes.contains(.resumed) {
          events.append(.resumed(size))
        } else if let size, notes.contains(.resized) {
          events.append(.resize(size))
        }
      }
      if descriptors[0].revents & Int16(POLLIN) != 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(input, &buffer, buffer.count)
        if count == 0 { return events.isEmpty ? nil : events }
        if count > 0 { events += decoder.feed(buffer[..<count]) }
      } else if descriptors[0].revents != 0 {
        return events.isEmpty ? nil : events  // hung up or error
      }
      timeout = 0
    }
    return events
  }

  /// The notes the signal handlers left on the pipe since the last read.
  private func drainSignalPipe() -> Set<SignalNote> {
    guard let resizeDescriptor else { return [] }
    var notes: Set<SignalNote> = []
    var scratch = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(resizeDescriptor, &scratch, scratch.count)
      guard count > 0 else { break }
      // Any other byte is a resize, as it was before resumes were noted.
      for byte in scratch[..<count] { notes.insert(SignalNote(rawValue: byte) ?? .resized) }
    }
    return notes
  }
}
