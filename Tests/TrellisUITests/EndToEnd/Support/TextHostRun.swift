import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `product` (a binary in `.build/debug`) with `TRELLIS_HOST=text` and its standard
/// output and error going to a file, not a terminal, as a script piping it would; what it
/// printed and its exit status. Like `TmuxPane.run`, it is spawned with no signal blocked and
/// waited for directly; one that runs longer than `seconds` is killed and reported as 124,
/// one a signal ended as 128 plus the signal.
func runWithTextHost(product: String, columns: Int = 80, rows: Int = 24, seconds: Double = 30)
  throws -> (output: String, status: Int32)
{
  let binary = packageRoot.appendingPathComponent(".build/debug/\(product)").path
  try #require(
    FileManager.default.isExecutableFile(atPath: binary),
    "no \(product) binary at \(binary): run `swift build --product \(product)` first")
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("trellis-text-\(getpid())-\(UUID().uuidString).out").path
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

  var environment = ProcessInfo.processInfo.environment
  environment["TRELLIS_HOST"] = "text"
  environment["COLUMNS"] = "\(columns)"
  environment["LINES"] = "\(rows)"
  let envp = environment.map { strdup("\($0.key)=\($0.value)") }
  defer { for entry in envp { free(entry) } }
  let argv = [strdup(binary)]
  defer { for argument in argv { free(argument) } }

  var pid = pid_t()
  let spawned = posix_spawn(&pid, binary, &actions, &attributes, argv + [nil], envp + [nil])
  guard spawned == 0 else { return ("cannot run \(binary): error \(spawned)", 127) }
  var status: Int32 = 0
  let deadline = Date().addingTimeInterval(seconds)
  while true {
    let waited = waitpid(pid, &status, WNOHANG)
    if waited == pid { break }
    if waited < 0 && errno != EINTR { return ("cannot wait for \(binary)", 127) }
    if Date() > deadline {
      kill(pid, SIGKILL)
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      return ("\(binary) did not exit within \(seconds) s", 124)
    }
    Thread.sleep(forTimeInterval: 0.02)
  }
  let data = FileManager.default.contents(atPath: path) ?? Data()
  // Killed by a signal (a crash, say): reported as a shell would, 128 plus the signal.
  let signal = status & 0x7F
  return (String(decoding: data, as: UTF8.self), signal != 0 ? 128 + signal : (status >> 8) & 0xFF)
}
