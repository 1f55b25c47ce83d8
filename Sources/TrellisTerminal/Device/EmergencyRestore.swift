#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a signal handler needs to give the terminal back or take it again, kept in memory
/// allocated up front so the handler only reads plain values and calls async-signal-safe
/// functions (`write`, `tcsetattr`, `tcgetpgrp`, `sigaction`, `raise`).
///
/// Main-thread code writes it only before the handlers are installed and after they are
/// removed; the handlers read it, and flip `armed` and `suspended`.
struct EmergencyState {
  static let capacity = 256
  /// One more than the highest signal number a handler is installed for.
  static let signalCount = 65
  var armed: Int32 = 0
  /// Set while the terminal is given back for a stop; cleared when it is taken again.
  var suspended: Int32 = 0
  var fileDescriptor: Int32 = -1
  var settingsDescriptor: Int32 = -1
  var settings = termios()
  var rawSettings = termios()
  var count = 0
  var bytes: UnsafeMutablePointer<UInt8>
  var setupCount = 0
  var setupBytes: UnsafeMutablePointer<UInt8>
  var signalWriteDescriptor: Int32 = -1
  /// The action each signal had before a session installed its handler, by signal number.
  var previousActions: UnsafeMutablePointer<sigaction>
}

/// The one emergency record of the process; a terminal session arms it while it runs.
nonisolated(unsafe) let emergencyState: UnsafeMutablePointer<EmergencyState> = {
  let state = UnsafeMutablePointer<EmergencyState>.allocate(capacity: 1)
  let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: EmergencyState.signalCount)
  previous.initialize(repeating: sigaction(), count: EmergencyState.signalCount)
  state.initialize(
    to: EmergencyState(
      bytes: .allocate(capacity: EmergencyState.capacity),
      setupBytes: .allocate(capacity: EmergencyState.capacity),
      previousActions: previous))
  return state
}()

/// What a byte on the signal pipe tells the reader.
enum SignalNote: UInt8 {
  case resized = 1
  case resumed = 2
}

/// Restores the terminal from any context, a signal handler included: puts back the saved
/// line settings and writes the precomputed restore sequence. Does nothing when not armed.
func performEmergencyRestore() {
  let state = emergencyState
  guard state.pointee.armed != 0 else { return }
  state.pointee.armed = 0
  giveTerminalBack()
}

/// Gives the terminal back for a stop, keeping the record armed so that the terminal can be
/// taken again on SIGCONT. Does nothing when not armed or already given back.
func suspendTerminal() {
  let state = emergencyState
  guard state.pointee.armed != 0, state.pointee.suspended == 0 else { return }
  state.pointee.suspended = 1
  giveTerminalBack()
}

/// Takes the terminal again after a stop, or after anything else (a SIGSTOP, a shell)
/// changed its modes: raw mode, the session's modes, and a note to the reader to draw
/// everything again. Does nothing when not armed, or while the process is in the background
/// (it waits for the SIGCONT that brings it to the foreground).
func resumeTerminal() {
  let state = emergencyState
  guard state.pointee.armed != 0 else { return }
  let descriptor = state.pointee.settingsDescriptor
  if descriptor >= 0 {
    // Not the controlling terminal (ENOTTY): there is no background to wait in.
    let foreground = tcgetpgrp(descriptor)
    if foreground >= 0, foreground != getpgrp() { return }
    var raw = state.pointee.rawSettings
    _ = tcsetattr(descriptor, TCSANOW, &raw)
  }
  writeAll(state.pointee.setupBytes, state.pointee.setupCount)
  state.pointee.suspended = 0
  var note = SignalNote.resumed.rawValue
  _ = write(state.pointee.signalWriteDescriptor, &note, 1)
}

private func giveTerminalBack() {
  let state = emergencyState
  var settings = state.pointee.settings
  if state.pointee.settingsDescriptor >= 0 {
    _ = tcsetattr(state.pointee.settingsDescriptor, TCSANOW, &settings)
  }
  writeAll(state.pointee.bytes, state.pointee.count)
}

private func writeAll(_ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) {
  let descriptor = emergencyState.pointee.fileDescriptor
  var written = 0
  while written < count {
    let result = write(descriptor, bytes + written, count - written)
    if result > 0 {
      written += result
    } else if result < 0 && errno == EINTR {
      continue
    } else {
      break
    }
  }
}
