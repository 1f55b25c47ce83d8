import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Drives the real `label-editor` binary in a terminal: a tmux pane, fed keys with
/// `send-keys` and read with `capture-pane`. Nothing is built here: `.ci/run` builds the
/// binary and installs tmux first, and without either the test fails, saying which is missing.
@Suite struct LabelEditorEndToEndTests {
  /// The package's root, from this file's place in it.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A tmux server of this test's own, on its own socket.
  struct Tmux {
    let socket = "trellis-e2e-\(getpid())"

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

    func screen() throws -> String { try run(["capture-pane", "-p", "-t", "app"]).output }

    /// Waits up to `seconds` for the pane to show `text`; the last screen either way.
    func waitFor(_ text: String, seconds: Double = 15) throws -> (found: Bool, screen: String) {
      let deadline = Date().addingTimeInterval(seconds)
      var last = ""
      while Date() < deadline {
        last = try screen()
        if last.contains(text) { return (true, last) }
        Thread.sleep(forTimeInterval: 0.1)
      }
      return (false, last)
    }
  }

  @Test func addsARowWithTheKeyboardAndQuitsWithControlC() throws {
    let binary = Self.packageRoot.appendingPathComponent(".build/debug/label-editor").path
    try #require(
      FileManager.default.isExecutableFile(atPath: binary),
      "no label-editor binary at \(binary): run `swift build --product label-editor` first")
    let tmux = Tmux()
    let version = try? tmux.run(["-V"])
    try #require(
      version?.status == 0, "tmux is not installed (apt-get install tmux): \(version?.output ?? "")"
    )
    defer {
      _ = try? tmux.run(["kill-server"])
      let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
      try? FileManager.default.removeItem(atPath: "\(folder)/tmux-\(getuid())/\(tmux.socket)")
    }

    // After the app, the pane's shell reports the exit status and whether the line is back
    // in cooked (canonical) mode, then waits to be read.
    let script =
      "unset TRELLIS_HOST; '\(binary)'; echo \"exited with $?\"; "
      + "stty -a | tr ' ' '\\n' | grep -x -e icanon -e -icanon; sleep 60"
    try tmux.run(["new-session", "-d", "-s", "app", "-x", "100", "-y", "30", "sh", "-c", script])

    let start = try tmux.waitFor("Rows: 2")
    #expect(start.found, "the app did not show its rows:\n\(start.screen)")

    // Tab to "Add label" (the second control) and press it.
    try tmux.run(["send-keys", "-t", "app", "Tab"])
    try tmux.run(["send-keys", "-t", "app", "Tab"])
    try tmux.run(["send-keys", "-t", "app", "Enter"])
    let added = try tmux.waitFor("Rows: 3")
    #expect(added.found, "Tab, Tab, Enter did not add a row:\n\(added.screen)")
    #expect(added.screen.contains("New label"))

    try tmux.run(["send-keys", "-t", "app", "C-c"])
    let exited = try tmux.waitFor("exited with 0")
    #expect(exited.found, "Ctrl-C did not end the app cleanly:\n\(exited.screen)")
    let restored = try tmux.waitFor("icanon")
    #expect(
      restored.screen.split(separator: "\n").contains("icanon"),
      "the terminal was not restored to cooked mode:\n\(restored.screen)")
    #expect(!restored.screen.contains("Rows:"), "the app's screen is still shown")
  }
}
