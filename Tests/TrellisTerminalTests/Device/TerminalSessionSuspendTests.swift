import Foundation
import Testing
import TrellisTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-Z, stops and continues from outside, on a pseudo-terminal: the probe runs as a job of
/// a small job-control shell (its "suspend" mode), which reports each stop as STOPPED. (In
/// the serialized session suite: only one session runs at a time in a process.)
extension TerminalSessionTests {
  /// The job's process id, from its "READY <pid>" line.
  static func jobID(_ run: Run) throws -> pid_t {
    let line = try #require(
      run.startOutput.split(separator: "\n").first { $0.contains("READY ") }, "\(run.startOutput)")
    return try #require(pid_t(line.split(separator: " ").last ?? ""), "\(line)")
  }

  /// The state letter of a process in /proc ("T" when stopped).
  static func state(of process: pid_t) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(close, offsetBy: 2)...].split(separator: " ").first.map(String.init)
  }

  /// Stops the job with `stop`, checks the terminal is given back, continues it and checks
  /// the terminal is taken again and input reaches it; then quits it with "q".
  func suspendAndResume(stop: (Run, pid_t) -> Void) throws {
    let run = try Self.launch("suspend")
    Self.checkStarted(run)
    let job = try Self.jobID(run)
    stop(run, job)
    let stopped = run.terminal.read(until: "STOPPED")
    #expect(stopped.contains("STOPPED \(SIGTSTP)"), "no stop: \(stopped.debugDescription)")
    // Given back before the stop: cooked, main screen, cursor shown, reports off.
    let beforeStop = String(
      stopped[..<(stopped.range(of: "STOPPED")?.lowerBound ?? stopped.endIndex)])
    Self.checkRestored(run, output: beforeStop)
    #expect(Self.state(of: job) == "T", "the job is not stopped")

    kill(job, SIGCONT)  // what `fg` sends
    let resumed = run.terminal.read(until: "RESUMED")
    #expect(resumed.contains("RESUMED 80x24"), "no resume: \(resumed.debugDescription)")
    #expect(resumed.contains("\u{1B}[?1049h"), "the alternate screen is not back")
    #expect(resumed.contains("\u{1B}[?1006h"), "mouse reports are not back")
    #expect(run.terminal.isRaw, "the terminal is not raw again")

    run.terminal.type("q")
    let ended = run.terminal.read(until: "\u{1B}[?1049l")
    run.process.waitUntilExit()
    #expect(run.process.terminationReason == .exit)
    #expect(run.process.terminationStatus == 0)
    Self.checkRestored(run, output: ended)
  }

  @Test func ctrlZStopsWithTheTerminalGivenBackAndContinuingTakesItAgain() throws {
    try suspendAndResume { run, _ in run.terminal.type("\u{1A}") }
  }

  @Test func aStopSentFromOutsideDoesTheSame() throws {
    try suspendAndResume { _, job in kill(job, SIGTSTP) }
  }

  @Test func aContinueAfterAnUncatchableStopTakesTheTerminalAgain() throws {
    let run = try Self.launch("suspend")
    Self.checkStarted(run)
    let job = try Self.jobID(run)
    let cooked = run.terminal.settings
    kill(job, SIGSTOP)
    #expect(run.terminal.read(until: "STOPPED").contains("STOPPED \(SIGSTOP)"))
    // A SIGSTOP cannot be caught; a shell puts its own modes back meanwhile.
    var settings = cooked
    settings.c_lflag |= tcflag_t(ICANON | ECHO | ISIG)
    tcsetattr(run.terminal.device, TCSANOW, &settings)
    #expect(run.terminal.isCooked)
    kill(job, SIGCONT)
    let resumed = run.terminal.read(until: "RESUMED")
    #expect(resumed.contains("RESUMED 80x24"), "no resume: \(resumed.debugDescription)")
    #expect(resumed.contains("\u{1B}[?1049h"))
    #expect(run.terminal.isRaw)
    run.terminal.type("q")
    _ = run.terminal.read(until: "\u{1B}[?1049l")
    run.process.waitUntilExit()
    #expect(run.process.terminationStatus == 0)
  }
}

/// Signals the program had plans for before the session started: its own handler runs (after
/// the terminal is given back, and the terminal is taken again if the program goes on), and
/// a signal it ignores stays ignored.
extension TerminalSessionTests {
  @Test func aHandlerInstalledBeforeTheSessionStillRuns() throws {
    let run = try Self.launch("own-term")
    Self.checkStarted(run)
    kill(run.process.processIdentifier, SIGTERM)
    let handled = run.terminal.read(until: "RESUMED")
    let restored = try #require(handled.range(of: "\u{1B}[?1049l"), "\(handled.debugDescription)")
    let said = try #require(handled.range(of: "HANDLED"), "\(handled.debugDescription)")
    // Given back, then handed to the program's handler, then taken again: it lives on.
    #expect(restored.upperBound <= said.lowerBound)
    #expect(handled[said.upperBound...].contains("\u{1B}[?1049h"))
    #expect(handled.contains("RESUMED 80x24"))
    #expect(run.terminal.isRaw)
    run.terminal.type("q")
    _ = run.terminal.read(until: "\u{1B}[?1049l")
    run.process.waitUntilExit()
    #expect(run.process.terminationReason == .exit)
    #expect(run.process.terminationStatus == 0)
  }

  @Test func aSignalTheProgramIgnoresStaysIgnored() throws {
    let run = try Self.launch("ignore-hup")
    Self.checkStarted(run)
    kill(run.process.processIdentifier, SIGHUP)
    let after = run.terminal.read(timeoutMilliseconds: 300)
    #expect(
      !after.contains("\u{1B}[?1049l"), "the terminal was given back: \(after.debugDescription)")
    #expect(run.terminal.isRaw)
    run.terminal.type("q")
    _ = run.terminal.read(until: "\u{1B}[?1049l")
    run.process.waitUntilExit()
    #expect(run.process.terminationStatus == 0)
  }
}

extension TerminalSessionTests {
  @Test func continuedInTheBackgroundItLeavesTheTerminalToTheShellUntilFg() throws {
    let run = try Self.launch("suspend-bg")
    Self.checkStarted(run)
    run.terminal.type("\u{1A}")
    let backgrounded = run.terminal.read(until: "BACKGROUND")
    #expect(backgrounded.contains("STOPPED \(SIGTSTP)"), "\(backgrounded.debugDescription)")
    // Running again, but in the background: the terminal stays the shell's.
    let meanwhile = run.terminal.read(timeoutMilliseconds: 300)
    #expect(
      !meanwhile.contains("\u{1B}[?1049h"), "taken in the background: \(meanwhile.debugDescription)"
    )
    #expect(!meanwhile.contains("RESUMED"))
    #expect(run.terminal.isCooked)

    run.terminal.type("fg\n")
    let resumed = run.terminal.read(until: "RESUMED")
    #expect(resumed.contains("FOREGROUND"), "\(resumed.debugDescription)")
    let foreground = try #require(resumed.range(of: "FOREGROUND"))
    #expect(resumed[foreground.upperBound...].contains("\u{1B}[?1049h"))
    // The job never read the shell's input (that would have stopped it, SIGTTIN), and the
    // redraw came without waiting for a key.
    #expect(!(backgrounded + meanwhile + resumed).contains("STOPPED \(SIGTTIN)"))
    #expect(resumed.contains("RESUMED 80x24"), "\(resumed.debugDescription)")
    #expect(run.terminal.isRaw)
    run.terminal.type("q")
    _ = run.terminal.read(until: "\u{1B}[?1049l")
    run.process.waitUntilExit()
    #expect(run.process.terminationStatus == 0)
  }
}
