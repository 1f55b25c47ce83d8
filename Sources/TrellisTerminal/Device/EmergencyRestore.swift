#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a signal handler needs to put the terminal back, kept in memory allocated up front so
/// the handler only reads plain values and calls async-signal-safe functions (`write`,
/// `tcsetattr`, `signal`, `raise`).
struct EmergencyState {
  static let capacity = 256
  var armed: Int32 = 0
  var fileDescriptor: Int32 = -1
  var settingsDescriptor: Int32 = -1
  var settings = termios()
  var count = 0
  var bytes: UnsafeMutablePointer<UInt8>
  var resizeWriteDescriptor: Int32 = -1
}

/// The one emergency record of the process; a terminal session arms it while it runs.
nonisolated(unsafe) let emergencyState: UnsafeMutablePointer<EmergencyState> = {
  let state = UnsafeMutablePointer<EmergencyState>.allocate(capacity: 1)
  let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: EmergencyState.capacity)
  state.initialize(to: EmergencyState(bytes: bytes))
  return state
}()

/// Restores the terminal from any context, a signal handler included: puts back the saved
/// line settings and writes the precomputed restore sequence. Does nothing when not armed.
func performEmergencyRestore() {
  let state = emergencyState
  guard state.pointee.armed != 0 else { return }
  state.pointee.armed = 0
  var settings = state.pointee.settings
  _ = tcsetattr(state.pointee.settingsDescriptor, TCSANOW, &settings)
  var written = 0
  while written < state.pointee.count {
    let result = write(
      state.pointee.fileDescriptor, state.pointee.bytes + written, state.pointee.count - written)
    if result > 0 {
      written += result
    } else if result < 0 && errno == EINTR {
      continue
    } else {
      break
    }
  }
}

/// The signals after which the process ends: the terminal is restored, then the signal is
/// raised again with its default action, so the exit status still tells what happened.
let terminatingSignals: [Int32] = [
  SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE,
]

/// Restores the terminal, then lets the signal take its default course.
private let restoreAndReraise: @convention(c) (Int32) -> Void = { signalNumber in
  performEmergencyRestore()
  _ = signal(signalNumber, SIG_DFL)
  _ = raise(signalNumber)  // delivered when this handler returns, as the signal is blocked now
}

/// Tells the reader loop that the window changed size, through the self-pipe.
private let noteResize: @convention(c) (Int32) -> Void = { _ in
  let saved = errno
  var byte: UInt8 = 1
  _ = write(emergencyState.pointee.resizeWriteDescriptor, &byte, 1)
  errno = saved
}

/// Installs and removes the process-wide handlers a terminal session relies on.
enum SignalHandlers {
  nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
  nonisolated(unsafe) private static var registeredAtExit = false
  nonisolated(unsafe) private static var alternateStackInstalled = false

  /// The size of the stack the crash handler runs on, so it still runs after a stack
  /// overflow.
  private static let alternateStackSize = 64 * 1024

  /// Arms the emergency record and installs the handlers.
  /// - Parameters:
  ///   - restoreBytes: The bytes that put the terminal's modes back.
  ///   - output: Where to write them.
  ///   - settings: The line settings to put back, and the descriptor they belong to.
  ///   - resizeWriteDescriptor: The write end of the resize self-pipe, or -1.
  static func install(
    restoreBytes: [UInt8], output: Int32, settings: (termios, Int32)?, resizeWriteDescriptor: Int32
  ) {
    let state = emergencyState
    let count = min(restoreBytes.count, EmergencyState.capacity)
    restoreBytes.withUnsafeBufferPointer { buffer in
      state.pointee.bytes.update(from: buffer.baseAddress!, count: count)
    }
    state.pointee.count = count
    state.pointee.fileDescriptor = output
    if let (saved, descriptor) = settings {
      state.pointee.settings = saved
      state.pointee.settingsDescriptor = descriptor
    } else {
      state.pointee.settingsDescriptor = -1
    }
    state.pointee.resizeWriteDescriptor = resizeWriteDescriptor
    state.pointee.armed = 1
    if !registeredAtExit {
      registeredAtExit = true
      atexit { performEmergencyRestore() }
    }
    installAlternateStack()
    for signalNumber in terminatingSignals {
      previous[signalNumber] = install(restoreAndReraise, for: signalNumber)
    }
    if resizeWriteDescriptor >= 0 {
      previous[SIGWINCH] = install(noteResize, for: SIGWINCH)
    }
  }

  /// Disarms the emergency record and puts back the handlers that were there before.
  static func uninstall() {
    emergencyState.pointee.armed = 0
    for (signalNumber, action) in previous {
      var action = action
      _ = sigaction(signalNumber, &action, nil)
    }
    previous = [:]
    emergencyState.pointee.resizeWriteDescriptor = -1
  }

  /// Installs a handler that runs on the alternate stack and restarts interrupted calls.
  /// - Returns: The action it replaced.
  private static func install(
    _ handler: @convention(c) (Int32) -> Void, for signalNumber: Int32
  ) -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    action.sa_flags = Int32(SA_ONSTACK | SA_RESTART)
    sigemptyset(&action.sa_mask)
    var replaced = sigaction()
    _ = sigaction(signalNumber, &action, &replaced)
    return replaced
  }

  /// Gives the calling thread (the one that starts the session, usually the main thread) a
  /// separate stack for signal handlers, once per process.
  private static func installAlternateStack() {
    guard !alternateStackInstalled else { return }
    alternateStackInstalled = true
    var existing = stack_t()
    if sigaltstack(nil, &existing) == 0, existing.ss_flags & Int32(SS_DISABLE) == 0 {
      return  // the thread already has one (the Swift runtime's crash reporter may set it)
    }
    var stack = stack_t()
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
    stack.ss_size = alternateStackSize
    stack.ss_flags = 0
    _ = sigaltstack(&stack, nil)
  }
}
