import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The package's root, from this file's place in it.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// One of the package's programs running in a tmux pane of a tmux server of its own: fed keys
/// with `send-keys`, read with `capture-pane`. Nothing is built here: `.ci/run` builds the
/// binaries and installs tmux first, and without either the test fails, saying which is
/// missing. After the program, the pane's shell reports its exit status and whether the line
/// is back in cooked (canonical) mode, then waits to be read.
struct TmuxPane: ~Copyable {
  let socket = "trellis-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
  let binary: String

  /// Starts `product` (a binary in `.build/debug`) in a pane of `columns` by `rows`, with
  /// `environment` set for it and `arguments` after its name. With `jobControl`, the pane runs an interactive bash, which
  /// starts the program as a job (so Ctrl-Z stops it and `fg` brings it back); call
  /// ``reportExit()`` once it has ended, before checking how it did. `options` are tmux
  /// options set for the server before the program starts (`window-style`, which is what
  /// tmux answers a program asking for the background colour; `focus-events`).
  init(
    product: String, arguments: [String] = [], columns: Int = 100, rows: Int = 30,
    environment: [String: String] = [:], jobControl: Bool = false,
    options: [(name: String, value: String)] = []
  ) throws {
    binary = packageRoot.appendingPathComponent(".build/debug/\(product)").path
    try #require(
      FileManager.default.isExecutableFile(atPath: binary),
      "no \(product) binary at \(binary): run `swift build --product \(product)` first")
    let version = try? run(["-V"])
    try #require(
      version?.status == 0, "tmux is not installed (apt-get install tmux): \(version?.output ?? "")"
    )
    let exports = environment.sorted { $0.key < $1.key }
      .map { "export \($0.key)='\($0.value)'; " }.joined()
    let command = ([binary] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let script =
      "unset TRELLIS_HOST; \(exports)\(command); echo \"exited with $?\"; "
      + "stty -a | tr ' ' '\\n' | grep -x -e icanon -e -icanon -e echo -e -echo; sleep 60"
    // In one command list, so that they are set before the session's program runs.
    let setOptions = options.flatMap { ["set-option", "-g", $0.name, $0.value, ";"] }
    let start = options.isEmpty ? [] : ["start-server", ";"] + setOptions
    guard jobControl else {
      try run(
        start + [
          "new-session", "-d", "-s", "app", "-x", "\(columns)", "-y", "\(rows)", "sh", "-c",
          script,
        ])
      return
    }
    try run(
      start + [
        "new-session", "-d", "-s", "app", "-x", "\(columns)", "-y", "\(rows)", "env", "PS1=$ ",
        "bash", "--norc", "--noprofile", "-i",
      ])
    try run(["send-keys", "-t", "app", "-l", "unset TRELLIS_HOST; \(exports)\(command)"])
    try run(["send-keys", "-t", "app", "Enter"])
  }

  /// In a job-control pane, once the program ends: has the shell say how it ended and
  /// whether the line is cooked, as the plain pane's script does. It waits for the shell's
  /// new prompt, last on the screen, first: earlier prompts ("$ fg") are still shown above,
  /// and what is typed before the shell is back reaches the program as it exits.
  func reportExit() throws {
    let prompt = try waitUntil { screen in
      ScreenText.lines(screen).last(where: { !$0.isEmpty })?
        .trimmingCharacters(in: .whitespaces) == "$"
    }
    #expect(prompt.found, "the shell's prompt did not come back:\n\(prompt.screen)")
    try type(
      "echo \"exited with $?\"; "
        + "stty -a | tr ' ' '\\n' | grep -x -e icanon -e -icanon -e echo -e -echo")
    try keys("Enter")
  }

  deinit {
    _ = try? run(["kill-server"])
    let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    try? FileManager.default.removeItem(atPath: "\(folder)/tmux-\(getuid())/\(socket)")
  }

  /// Runs tmux with `arguments`; its output and exit status. It is spawned and waited for
  /// directly, with no signal blocked: Foundation's `Process` would wait for every
  /// descriptor it shared to close, and the tmux server a command starts keeps them open.
  @discardableResult
  func run(_ arguments: [String]) throws -> (output: String, status: Int32) {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(socket)-\(UUID().uuidString).out").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    let argv = (["/usr/bin/env", "tmux", "-L", socket] + arguments).map { strdup($0) }
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv + [nil], environ)
    guard spawned == 0 else { return ("cannot run tmux: error \(spawned)", 127) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let data = FileManager.default.contents(atPath: path) ?? Data()
    return (String(decoding: data, as: UTF8.self), (status >> 8) & 0xFF)
  }

  /// Sends tmux key names (`Tab`, `Enter`, `C-c`, `Left`, ...) to the program.
  func keys(_ names: String...) throws {
    try run(["send-keys", "-t", "app"] + names)
  }

  /// Types `text` literally, character by character.
  func type(_ text: String) throws {
    try run(["send-keys", "-t", "app", "-l", text])
  }

  /// The pane's text now.
  func screen() throws -> String { try run(["capture-pane", "-p", "-t", "app"]).output }

  /// Waits up to `seconds` for the pane to show `text`; the last screen either way.
  func waitFor(_ text: String, seconds: Double = 15) throws -> (found: Bool, screen: String) {
    try waitUntil(seconds: seconds) { $0.contains(text) }
  }

  /// Waits up to `seconds` for the pane's text to satisfy `condition`; the last screen either
  /// way. A screen that satisfies it is read again until it stops changing (for up to a
  /// second): tmux takes a large frame in pieces, and a capture between two of them shows
  /// the new frame's first rows over the old frame's last.
  func waitUntil(seconds: Double = 15, _ condition: (String) -> Bool) throws -> (
    found: Bool, screen: String
  ) {
    let deadline = Date().addingTimeInterval(seconds)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if condition(last) { return (true, try settled(from: last, condition)) }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return (false, last)
  }

  /// `first` read again every 50 ms until two reads agree; the last read that still satisfies
  /// `condition` if the screen moves on to one that does not (a message that goes away).
  private func settled(from first: String, _ condition: (String) -> Bool) throws -> String {
    var previous = first
    for _ in 0..<20 {
      Thread.sleep(forTimeInterval: 0.05)
      let next = try screen()
      guard condition(next) else { return previous }
      if next == previous { return next }
      previous = next
    }
    return previous
  }

  /// Quits with Ctrl-C and checks the program exited 0 and left the terminal cooked.
  func quitAndExpectRestored() throws {
    try keys("C-c")
    let exited = try waitFor("exited with 0")
    #expect(exited.found, "Ctrl-C did not end the program cleanly:\n\(exited.screen)")
    let restored = try waitFor("icanon")
    #expect(
      restored.screen.split(separator: "\n").contains("icanon"),
      "the terminal was not restored to cooked mode:\n\(restored.screen)")
  }
}
