import Foundation
import Testing
import TrellisTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the probe program on a pseudo-terminal and checks that the terminal comes back
/// cooked, on the main screen, with the cursor shown and mouse reports off, however the
/// program ends.
@Suite(.serialized) struct TerminalSessionTests {
  struct Run {
    let terminal: PseudoTerminal
    let process: Process
    let startOutput: String
  }

  static var probeURL: URL? {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    // On Linux the test binary is .build/<triple>/debug/<Name>.xctest.
    if directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
    let probe = directory.appendingPathComponent("trellis-terminal-probe")
    return FileManager.default.isExecutableFile(atPath: probe.path) ? probe : nil
  }

  /// Starts the probe in `mode` on a new pseudo-terminal, with `backtrace` as its
  /// SWIFT_BACKTRACE setting (Swift's crash backtracer on, not waiting for a key by default).
  static func launch(_ mode: String, backtrace: String = "enable=yes,interactive=no") throws
    -> Run
  {
    let terminal = try #require(PseudoTerminal())
    #expect(terminal.isCooked)
    let process = Process()
    let probe: URL = try #require(probeURL, "the probe program was not built")
    process.executableURL = probe
    process.arguments = [mode]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = backtrace
    process.environment = environment
    let handle = FileHandle(fileDescriptor: terminal.device, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    let output = terminal.read(until: "READY")
    return Run(terminal: terminal, process: process, startOutput: output)
  }

  static func checkStarted(_ run: Run) {
    #expect(run.startOutput.contains("READY"), "probe output: \(run.startOutput.debugDescription)")
    #expect(run.startOutput.contains("\u{1B}[?1049h"))
    #expect(run.startOutput.contains("\u{1B}[?1006h"))
    #expect(run.terminal.isRaw)
  }

  static func checkRestored(_ run: Run, output: String) {
    #expect(run.terminal.isCooked, "the terminal was left in raw mode")
    #expect(
      output.contains("\u{1B}[?1049l"), "main screen not restored: \(output.debugDescription)")
    #expect(output.contains("\u{1B}[?25h"), "cursor not shown")
    #expect(output.contains("\u{1B}[?1000l"), "mouse reports not turned off")
    #expect(output.contains("\u{1B}[?2004l"), "bracketed paste not turned off")
  }

  @Test func normalRestore() throws {
    let run = try Self.launch("restore")
    Self.checkStarted(run)
    run.terminal.type("x")
    let output = run.terminal.read(until: "\u{1B}[?1049l")
    run.process.waitUntilExit()
    #expect(run.process.terminationReason == .exit)
    #expect(run.process.terminationStatus == 0)
    Self.checkRestored(run, output: output)
  }

  @Test func exitWithoutRestoreRunsTheExitHook() throws {
    let run = try Self.launch("exit")
    Self.checkStarted(run)
    run.terminal.type("x")
    let output = run.terminal.read(until: "\u{1B}[?1049l")
    run.process.waitUntilExit()
    #expect(run.process.terminationStatus == 0)
    Self.checkRestored(run, output: output)
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP]) func killedBySignal(_ signalNumber: Int32) throws {
    let run = try Self.launch("signal")
    Self.checkStarted(run)
    run.terminal.type("x")
    usleep(100_000)  // let the probe reach pause()
    kill(run.process.processIdentifier, signalNumber)
    let output = run.terminal.read(until: "\u{1B}[?1049l")
    run.process.waitUntilExit()
    #expect(run.process.terminationReason == .uncaughtSignal)
    #expect(run.process.terminationStatus == signalNumber)
    Self.checkRestored(run, output: output)
  }

  @Test(arguments: ["trap", "segv", "overflow"]) func crashRestoresFirst(_ mode: String) throws {
    let run = try Self.launch(mode)
    Self.checkStarted(run)
    run.terminal.type("x")
    let output = run.terminal.read(until: "Backtrace took")
    run.process.waitUntilExit()
    #expect(run.process.terminationReason == .uncaughtSignal)
    let expected = mode == "trap" ? [SIGILL, SIGTRAP] : [SIGSEGV, SIGBUS]
    #expect(expected.contains(run.process.terminationStatus))
    Self.checkRestored(run, output: output)
    // The signal went on to Swift's backtracer, which reported the crash on the restored
    // terminal: after the main screen came back.
    let restored = try #require(output.range(of: "\u{1B}[?1049l"))
    #expect(
      output[restored.upperBound...].contains("Program crashed"),
      "no backtrace after the restore: \(output.debugDescription)")
    #expect(output.contains("crashed:"), "no crashed thread in: \(output.debugDescription)")
  }

  @Test func anInteractiveBacktraceGetsASaneTerminal() throws {
    let run = try Self.launch("trap", backtrace: "enable=yes")
    Self.checkStarted(run)
    run.terminal.type("x")
    // Swift's backtracer asks for a key on a terminal; it can read one only if the session
    // gave the terminal back first.
    let prompt = run.terminal.read(until: "any other key to quit")
    #expect(prompt.contains("any other key to quit"), "no prompt: \(prompt.debugDescription)")
    run.terminal.type("q")
    let rest = run.terminal.read()
    run.process.waitUntilExit()
    #expect(run.process.terminationReason == .uncaughtSignal)
    #expect(run.process.terminationStatus == SIGILL || run.process.terminationStatus == SIGTRAP)
    Self.checkRestored(run, output: prompt + rest)
  }

  @Test func withoutTheBacktracerACrashStillEndsByItsSignal() throws {
    let run = try Self.launch("segv", backtrace: "enable=no")
    Self.checkStarted(run)
    run.terminal.type("x")
    let output = run.terminal.read(until: "\u{1B}[?1049l")
    run.process.waitUntilExit()
    #expect(run.process.terminationReason == .uncaughtSignal)
    #expect([SIGSEGV, SIGBUS].contains(run.process.terminationStatus))
    Self.checkRestored(run, output: output)
    #expect(!output.contains("Program crashed"))
  }

  @Test func resizeArrivesAsAnEvent() throws {
    let run = try Self.launch("resize")
    Self.checkStarted(run)
    run.terminal.resize(columns: 100, rows: 30)
    kill(run.process.processIdentifier, SIGWINCH)
    let output = run.terminal.read(until: "\u{1B}[?1049l")
    run.process.waitUntilExit()
    #expect(output.contains("SIZE 100x30"), "probe output: \(output.debugDescription)")
    #expect(run.process.terminationStatus == 0)
    Self.checkRestored(run, output: output)
  }

  @Test func sizeComesFromTheTerminal() throws {
    let terminal = try #require(PseudoTerminal(columns: 123, rows: 45))
    #expect(
      TerminalSize.of(fileDescriptor: terminal.device) == TerminalSize(columns: 123, rows: 45))
    #expect(TerminalSize.of(fileDescriptor: -1) == nil)
  }

  @Test func rawModeEntersAndLeavesInProcess() throws {
    let terminal = try #require(PseudoTerminal())
    let saved = try RawMode.enter(on: terminal.device)
    #expect(terminal.isRaw)
    RawMode.restore(saved, on: terminal.device)
    #expect(terminal.isCooked)
  }

  @Test func inProcessSessionWritesItsModesAndGivesThemBack() throws {
    let terminal = try #require(PseudoTerminal(columns: 90, rows: 20))
    let session = TerminalSession(
      input: terminal.device, output: terminal.device,
      options: [.alternateScreen, .hideCursor, .bracketedPaste])
    try session.start()
    #expect(session.isRunning)
    #expect(terminal.isRaw)
    #expect(session.size == TerminalSize(columns: 90, rows: 20))
    let other = TerminalSession(input: terminal.device, output: terminal.device, options: [])
    #expect(throws: TerminalSession.StartError.alreadyActive) { try other.start() }
    let started = terminal.read()
    #expect(started == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h")
    session.restore()
    session.restore()  // a second call does nothing
    #expect(!session.isRunning)
    #expect(terminal.isCooked)
    let restored = terminal.read()
    #expect(restored.hasSuffix("\u{1B}[m\u{1B}[?25h\u{1B}[?1049l"))
    #expect(restored.contains("\u{1B}[?2004l"))
    // Once restored, another session may start.
    try other.start()
    other.restore()
  }

  @Test func sessionRefusesANonTerminal() {
    var descriptors: [Int32] = [0, 0]
    _ = pipe(&descriptors)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    let session = TerminalSession(input: descriptors[0], output: descriptors[1])
    #expect(throws: TerminalSession.StartError.notATerminal) { try session.start() }
    #expect(!session.isRunning)
  }
}
