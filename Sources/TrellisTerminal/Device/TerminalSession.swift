import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal taken over by a full-screen program, and always given back.
///
/// ``start()`` puts the terminal in raw mode and turns on the chosen modes (alternate screen,
/// hidden cursor, mouse and focus reports, bracketed paste). The terminal is put back in
/// cooked mode, on the main screen, with the cursor shown and mouse reports off:
///
/// - when ``restore()`` is called, or the session is deallocated;
/// - when the process calls `exit` (an `atexit` hook);
/// - on SIGINT, SIGTERM, SIGHUP and SIGQUIT, after which the signal goes to the handler
///   installed before the session's, or is raised again with its default action (a signal
///   the process was started ignoring stays ignored);
/// - when the program traps or crashes (SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE):
///   the handler only writes a restore sequence prepared in advance and resets the line
///   settings, both async-signal-safe, then hands the signal to the handler installed
///   before it, so Swift's crash backtracer still prints its report;
/// - while the process is stopped, by Ctrl-Z (``suspend()``) or a SIGTSTP: on SIGCONT the
///   session takes the terminal again and the reader reports ``InputEvent/resumed(_:)``.
///
/// Only one session can run at a time in a process.
///
/// ```swift
/// let session = TerminalSession()
/// try session.start()
/// defer { session.restore() }
/// var reader = session.makeReader()
/// while let events = reader.next(timeoutMilliseconds: 100) { … }
/// ```
public final class TerminalSession: Sendable {
  /// The modes a session turns on.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: Int

    /// Makes a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Draw on the alternate screen, leaving the user's scrollback untouched.
    public static let alternateScreen = Options(rawValue: 1 << 0)
    /// Hide the cursor (a writer shows it again where a field is focused).
    public static let hideCursor = Options(rawValue: 1 << 1)
    /// Report mouse clicks, drags and the wheel.
    public static let mouse = Options(rawValue: 1 << 2)
    /// Deliver pastes as one event.
    public static let bracketedPaste = Options(rawValue: 1 << 3)
    /// Report focus in and out.
    public static let focusEvents = Options(rawValue: 1 << 4)
    /// Report size changes as ``InputEvent/resize(_:)`` from the reader.
    public static let resizeEvents = Options(rawValue: 1 << 5)

    /// Everything a full-screen application wants.
    public static let fullScreen: Options = [
      .alternateScreen, .hideCursor, .mouse, .bracketedPaste, .focusEvents, .resizeEvents,
    ]
  }

  /// Why a session could not start.
  public enum StartError: Error, Hashable, Sendable {
    /// Another session is running in this process.
    case alreadyActive
    /// The input is not a terminal.
    case notATerminal
  }

  struct State: Sendable {
    var running = false
    var savedSettings: termios?
    /// The self-pipe the signal handlers note resizes and resumes on, for the reader.
    var signalPipe: (read: Int32, write: Int32)?
    /// Input read before the first reader was made (while measuring widths), for it.
    var earlyInput: [UInt8] = []
  }

  private static let activeSession = Mutex(false)

  /// The descriptor input is read from.
  public let inputDescriptor: Int32
  /// The descriptor output is written to.
  public let outputDescriptor: Int32
  /// The modes this session turns on.
  public let options: Options
  let state = Mutex(State())

  /// Makes a session; nothing changes until ``start()``.
  /// - Parameters:
  ///   - input: The terminal's input descriptor; standard input by default.
  ///   - output: The terminal's output descriptor; standard output by default.
  ///   - options: The modes to turn on; all of them by default.
  public init(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, options: Options = .fullScreen
  ) {
    inputDescriptor = input
    outputDescriptor = output
    self.options = options
  }

  deinit { restore() }

  /// Whether the session has started and not yet restored the terminal.
  public var isRunning: Bool { state.withLock { $0.running } }

  /// The bytes that turn on this session's modes.
  public var setupSequence: [UInt8] {
    var bytes: [UInt8] = []
    if options.contains(.alternateScreen) { bytes += TerminalModes.enterAlternateScreen }
    if options.contains(.hideCursor) { bytes += TerminalModes.hideCursor }
    if options.contains(.mouse) { bytes += TerminalModes.enableMouse }
    if options.contains(.bracketedPaste) { bytes += TerminalModes.enableBracketedPaste }
    if options.contains(.focusEvents) { bytes += TerminalModes.enableFocusEvents }
    return bytes
  }

  /// The bytes that turn every mode back off: reports off, default style, cursor shown and,
  /// if the session used it, the main screen back.
  public var restoreSequence: [UInt8] {
    var bytes: [UInt8] = []
    bytes += TerminalModes.disableFocusEvents
    bytes += TerminalModes.disableBracketedPaste
    bytes += TerminalModes.disableMouse
    bytes += TerminalModes.resetStyle
    bytes += TerminalModes.showCursor
    if options.contains(.alternateScreen) { bytes += TerminalModes.leaveAlternateScreen }
    return bytes
  }

  /// Takes over the terminal: raw mode, the chosen modes, and the restore hooks.
  /// - Throws: ``StartError`` when another session runs or the input is not a terminal, or
  ///   ``RawMode/Failure`` when the driver refuses the settings.
  public func start() throws {
    guard isatty(inputDescriptor) == 1 else { throw StartError.notATerminal }
    let claimed = Self.activeSession.withLock { active in
      if active { return false }
      active = true
      return true
    }
    guard claimed else { throw StartError.alreadyActive }
    do {
      let saved = try RawMode.currentSettings(of: inputDescriptor)
      let pipe = Self.makeSelfPipe()
      state.withLock {
        $0.savedSettings = saved
        $0.signalPipe = pipe
        $0.running = true
      }
      SignalHandlers.install(
        restoreBytes: restoreSequence, setupBytes: setupSequence, output: outputDescriptor,
        settings: (saved, RawMode.raw(from: saved), inputDescriptor),
        signalWriteDescriptor: pipe?.write ?? -1, resizeEvents: options.contains(.resizeEvents))
      try RawMode.enter(on: inputDescriptor)
      write(setupSequence)
    } catch {
      restore()
      throw error
    }
  }

  /// Gives the terminal back: the saved line settings, the restore sequence, the previous
  /// signal handlers. Safe to call more than once.
  public func restore() {
    let taken = state.withLock { state -> (termios?, (read: Int32, write: Int32)?)? in
      guard state.running else { return nil }
      state.running = false
      defer {
        state.savedSettings = nil
        state.signalPipe = nil
      }
      return (state.savedSettings, state.signalPipe)
    }
    guard let (saved, pipe) = taken else { return }
    SignalHandlers.uninstall()
    if let saved { RawMode.restore(saved, on: inputDescriptor) }
    write(restoreSequence)
    if let pipe {
      close(pipe.read)
      close(pipe.write)
    }
    Self.activeSession.withLock { $0 = false }
  }

  /// Gives the terminal back and stops the process, as Ctrl-Z does for a program in cooked
  /// mode (raw mode turns the key into a byte for the program, which calls this).
  ///
  /// The terminal is restored as by ``restore()``, and SIGTSTP goes to the process group.
  /// When the process is continued in the foreground (`fg`), the session takes the terminal
  /// again (raw mode and its modes) and the reader reports ``InputEvent/resumed(_:)``: draw
  /// everything again. Continued in the background (`bg`), it leaves the terminal alone
  /// until it is brought to the foreground. A SIGTSTP or SIGCONT sent from outside does the
  /// same. Does nothing when the session is not running, or when the process was started
  /// ignoring SIGTSTP (by a shell without job control), which nothing could stop either.
  public func suspend() {
    guard isRunning, SignalHandlers.stopsOnSuspend else { return }
    _ = kill(0, SIGTSTP)
  }

  /// Whether the terminal is given back for a stop and not yet taken again; output is
  /// dropped meanwhile, and the whole screen is drawn on ``InputEvent/resumed(_:)``.
  public var isSuspended: Bool { emergencyState.pointee.suspended != 0 && isRunning }

  /// Writes all the bytes to the terminal, retrying after interruptions and short writes.
  ///
  /// While the session is suspended nothing is written: the terminal belongs to the shell.
  /// - Parameter bytes: The bytes, usually from a ``ScreenWriter``.
  public func write(_ bytes: [UInt8]) {
    if isSuspended { return }
    bytes.withUnsafeBufferPointer { buffer in
      guard var pointer = buffer.baseAddress else { return }
      var remaining = buffer.count
      while remaining > 0 {
        #if canImport(Glibc)
          let result = Glibc.write(outputDescriptor, pointer, remaining)
        #else
          let result = Darwin.write(outputDescriptor, pointer, remaining)
        #endif
        if result > 0 {
          pointer += result
          remaining -= result
        } else if result < 0 && (errno == EINTR || errno == EAGAIN) {
          continue
        } else {
          return
        }
      }
    }
  }

  /// The terminal's current size, or nil when it cannot tell.
  public var size: TerminalSize? {
    TerminalSize.of(fileDescriptor: outputDescriptor)
      ?? TerminalSize.of(fileDescriptor: inputDescriptor)
  }

  /// Makes a reader for this session's input, with resize reports when the session has them.
  /// - Returns: A reader; use it from one thread.
  public func makeReader() -> TerminalReader {
    let (pipe, early) = state.withLock { state in
      defer { state.earlyInput = [] }
      return (state.signalPipe?.read, state.earlyInput)
    }
    var reader = TerminalReader(
      input: inputDescriptor, sizeSource: outputDescriptor, resizeDescriptor: pipe)
    reader.earlyInput = early
    reader.followsSuspension = true
    return reader
  }

  private static func makeSelfPipe() -> (read: Int32, write: Int32)? {
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { return nil }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    return (descriptors[0], descriptors[1])
  }
}
