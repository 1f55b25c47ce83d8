import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program started with `posix_spawn` and an empty signal mask: Swift Testing runs tests
/// with signals blocked, and a child inheriting that mask could not be stopped with SIGTERM.
/// Foundation's `Process` is avoided because it waits for every shared descriptor to close.
final class ChildProcess {
  let pid: pid_t
  let name: String
  private var exitStatus: Int32?

  /// Starts `arguments` (the first is a path, or a name looked up on PATH) with `environment`
  /// as its whole environment; standard input is /dev/null, and standard output and error go
  /// to `output` (or /dev/null). `descriptor`, when given, is handed to the child as fd 3.
  init(
    _ arguments: [String], environment: [String: String], output: String? = nil,
    descriptor: Int32? = nil
  ) throws {
    name = URL(fileURLWithPath: arguments[0]).lastPathComponent
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    if let descriptor { posix_spawn_file_actions_adddup2(&actions, descriptor, 3) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGTERM)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = arguments.map { strdup($0) }
    defer { for argument in argv { free(argument) } }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer { for entry in envp { free(entry) } }
    var pid = pid_t()
    let spawned = posix_spawnp(
      &pid, arguments[0], &actions, &attributes, argv + [nil], envp + [nil])
    guard spawned == 0 else {
      throw ChildProcessError("cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    self.pid = pid
  }

  deinit { stop() }

  /// The exit status once the program has ended (128 + n for a signal n), nil while it runs.
  var status: Int32? {
    if exitStatus == nil {
      var raw: Int32 = 0
      if waitpid(pid, &raw, WNOHANG) == pid { exitStatus = Self.decode(raw) }
    }
    return exitStatus
  }

  /// Waits up to `seconds` for the program to end; its exit status, or nil if it still runs.
  func wait(seconds: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while status == nil && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    return status
  }

  /// Ends the program: SIGTERM, then SIGKILL if it has not ended within two seconds.
  func stop() {
    guard status == nil else { return }
    kill(pid, SIGTERM)
    if wait(seconds: 2) == nil {
      kill(pid, SIGKILL)
      var raw: Int32 = 0
      while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
      exitStatus = Self.decode(raw)
    }
  }

  private static func decode(_ raw: Int32) -> Int32 {
    let signal = raw & 0x7F
    return signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
  }

  /// Runs `arguments` to the end (at most `seconds`, then it is stopped); its exit status and
  /// its output (standard output and error together).
  static func run(
    _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
    seconds: Double = 20
  ) throws -> (status: Int32, output: String) {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-gtk-\(UUID().uuidString).out").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let child = try ChildProcess(arguments, environment: environment, output: path)
    let status = child.wait(seconds: seconds)
    child.stop()
    let output = String(
      decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    guard let status else {
      throw ChildProcessError("\(arguments.joined(separator: " ")) took over \(seconds) s")
    }
    return (status, output)
  }
}

/// Why a child program could not be started or did not finish.
struct ChildProcessError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
