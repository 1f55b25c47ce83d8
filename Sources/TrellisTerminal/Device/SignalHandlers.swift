#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals after which the process ends: the terminal is restored, then the signal goes
/// to the handler installed before (Swift's crash backtracer, an app's own), or takes its
/// default course, so the exit status still tells what happened.
let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT] + crashSignals

/// The signals a fault or a trap raises.
let crashSignals: [Int32] = [SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]

typealias SignalAction =
  @convention(c) (
    Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?
  ) -> Void

/// Restores the terminal, then hands the signal on.
private func restoreAndHandOver(
  _ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
  _ context: UnsafeMutableRawPointer?
) {
  let saved = errno
  let wasArmed = emergencyState.pointee.armed != 0
  performEmergencyRestore()
  switch signalNumber {
  case SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE:
    // From here on the handler before ours has the signal; when it returns, a fault
    // happens again (and goes where that handler left it) or the process goes on.
    if !SignalHandlers.handOver(signalNumber, info, context) {
      SignalHandlers.reraise(signalNumber)
    }
  default:
    guard SignalHandlers.handOver(signalNumber, info, context) else {
      SignalHandlers.reraise(signalNumber)
      return
    }
    // The app's own handler let the process go on: take the terminal back.
    SignalHandlers.reinstall(signalNumber, restoreAndHandOver, deferring: true)
    if wasArmed {
      emergencyState.pointee.armed = 1
      resumeTerminal()
    }
    errno = saved
  }
}

/// Ctrl-Z or a stop sent from outside: gives the terminal back, stops, and takes the
/// terminal again once continued.
private func suspendAndStop(
  _ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
  _ context: UnsafeMutableRawPointer?
) {
  let saved = errno
  suspendTerminal()
  var action = sigaction()
  sigemptyset(&action.sa_mask)
  _ = sigaction(SIGTSTP, &action, nil)  // the default action: stop
  var stop = sigset_t()
  sigemptyset(&stop)
  sigaddset(&stop, SIGTSTP)
  _ = sigprocmask(SIG_UNBLOCK, &stop, nil)
  _ = raise(SIGTSTP)  // stopped here until SIGCONT
  SignalHandlers.reinstall(SIGTSTP, suspendAndStop, deferring: true)
  // SIGCONT's handler normally took the terminal back already; in an orphaned process group
  // the stop is discarded and nothing else would.
  resumeTerminal()
  errno = saved
}

/// The process was continued, after a stop or not: takes the terminal again.
private func resumeOnContinue(
  _ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
  _ context: UnsafeMutableRawPointer?
) {
  let saved = errno
  resumeTerminal()
  _ = SignalHandlers.handOver(signalNumber, info, context, keepingOurs: true)
  errno = saved
}

/// Tells the reader loop that the window changed size, through the self-pipe.
private func noteResize(
  _ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
  _ context: UnsafeMutableRawPointer?
) {
  let saved = errno
  var note = SignalNote.resized.rawValue
  _ = write(emergencyState.pointee.signalWriteDescriptor, &note, 1)
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
  ///   - setupBytes: The bytes that turn the session's modes on again after a stop.
  ///   - output: Where to write them.
  ///   - settings: The line settings to put back, the raw ones to take again, and the
  ///     descriptor they belong to.
  ///   - signalWriteDescriptor: The write end of the signal self-pipe, or -1.
  ///   - resizeEvents: Whether to report size changes through the pipe.
  static func install(
    restoreBytes: [UInt8], setupBytes: [UInt8], output: Int32,
    settings: (saved: termios, raw: termios, descriptor: Int32)?, signalWriteDescriptor: Int32,
    resizeEvents: Bool
  ) {
    let state = emergencyState
    state.pointee.count = copy(restoreBytes, to: state.pointee.bytes)
    state.pointee.setupCount = copy(setupBytes, to: state.pointee.setupBytes)
    state.pointee.fileDescriptor = output
    if let settings {
      state.pointee.settings = settings.saved
      state.pointee.rawSettings = settings.raw
      state.pointee.settingsDescriptor = settings.descriptor
    } else {
      state.pointee.settingsDescriptor = -1
    }
    state.pointee.signalWriteDescriptor = signalWriteDescriptor
    state.pointee.suspended = 0
    state.pointee.armed = 1
    if !registeredAtExit {
      registeredAtExit = true
      atexit { performEmergencyRestore() }
    }
    installAlternateStack()
    for signalNumber in terminatingSignals {
      let isCrash = crashSignals.contains(signalNumber)
      // A signal the process was told to ignore (nohup, a background job) stays ignored;
      // a fault cannot be ignored, so its handler goes in regardless.
      if !isCrash, isIgnored(signalNumber) { continue }
      install(restoreAndHandOver, for: signalNumber, deferring: !isCrash)
    }
    // A process that ignores stops (started by a shell without job control) is not stopped.
    if !isIgnored(SIGTSTP) { install(suspendAndStop, for: SIGTSTP, deferring: true) }
    install(resumeOnContinue, for: SIGCONT, deferring: true)
    if resizeEvents { install(noteResize, for: SIGWINCH, deferring: true) }
  }

  /// Disarms the emergency record and puts back the handlers that were there before.
  static func uninstall() {
    emergencyState.pointee.armed = 0
    emergencyState.pointee.suspended = 0
    for (signalNumber, action) in previous {
      var action = action
      _ = sigaction(signalNumber, &action, nil)
    }
    previous = [:]
    emergencyState.pointee.signalWriteDescriptor = -1
  }

  /// Whether the session's Ctrl-Z handler is installed (SIGTSTP was not ignored).
  static var stopsOnSuspend: Bool { previous[SIGTSTP] != nil }

  /// Runs the handler that `signalNumber` had before ours, as the kernel would have run it:
  /// with its mask and flags, installed as the signal's action (unless `keepingOurs`).
  /// - Returns: false when there was none (the default action, or ignored).
  static func handOver(
    _ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?, keepingOurs: Bool = false
  ) -> Bool {
    guard signalNumber > 0, signalNumber < EmergencyState.signalCount else { return false }
    let action = emergencyState.pointee.previousActions[Int(signalNumber)]
    let raw = unsafeBitCast(action.__sigaction_handler, to: Int.self)
    guard raw != 0, raw != 1 else { return false }  // SIG_DFL, SIG_IGN
    if !keepingOurs {
      var installed = action
      if action.sa_flags & Int32(bitPattern: UInt32(SA_RESETHAND)) != 0 {
        installed = sigaction()
      }
      _ = sigaction(signalNumber, &installed, nil)
    }
    var mask = action.sa_mask
    if action.sa_flags & Int32(SA_NODEFER) == 0 { sigaddset(&mask, signalNumber) }
    var before = sigset_t()
    _ = sigprocmask(SIG_BLOCK, &mask, &before)
    if action.sa_flags & Int32(SA_SIGINFO) != 0 {
      action.__sigaction_handler.sa_sigaction?(signalNumber, info, context)
    } else {
      action.__sigaction_handler.sa_handler?(signalNumber)
    }
    _ = sigprocmask(SIG_SETMASK, &before, nil)
    return true
  }

  /// Gives `signalNumber` its default action and raises it again; it is delivered as soon as
  /// the handler returns (or at once, for a handler that does not block its signal).
  static func reraise(_ signalNumber: Int32) {
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    _ = sigaction(signalNumber, &action, nil)
    _ = raise(signalNumber)
  }

  /// Installs one of our handlers again, from a handler (async-signal-safe).
  static func reinstall(_ signalNumber: Int32, _ handler: SignalAction, deferring: Bool) {
    var action = makeAction(handler, deferring: deferring)
    _ = sigaction(signalNumber, &action, nil)
  }

  private static func copy(_ bytes: [UInt8], to buffer: UnsafeMutablePointer<UInt8>) -> Int {
    let count = min(bytes.count, EmergencyState.capacity)
    bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: count) }
    return count
  }

  private static func isIgnored(_ signalNumber: Int32) -> Bool {
    var current = sigaction()
    _ = sigaction(signalNumber, nil, &current)
    return unsafeBitCast(current.__sigaction_handler, to: Int.self) == 1
  }

  /// A handler that runs on the alternate stack with the signal's details and restarts the
  /// calls it interrupts. `deferring` blocks the signal while it runs; crash handlers leave
  /// their signal unblocked, as Swift's backtracer expects to find it when it is handed on.
  private static func makeAction(_ handler: SignalAction, deferring: Bool) -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_sigaction = handler
    #else
      action.__sigaction_u.__sa_sigaction = handler
    #endif
    action.sa_flags = Int32(SA_ONSTACK | SA_SIGINFO | SA_RESTART)
    if !deferring { action.sa_flags |= Int32(SA_NODEFER) }
    sigemptyset(&action.sa_mask)
    return action
  }

  /// Installs a handler, remembering the action it replaced.
  private static func install(_ handler: SignalAction, for signalNumber: Int32, deferring: Bool) {
    var action = makeAction(handler, deferring: deferring)
    var replaced = sigaction()
    _ = sigaction(signalNumber, &action, &replaced)
    if previous[signalNumber] == nil { previous[signalNumber] = replaced }
    if signalNumber < EmergencyState.signalCount {
      emergencyState.pointee.previousActions[Int(signalNumber)] = replaced
    }
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
