import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `swift` with `arguments` and waits; its standard output when `capture`, else it writes
/// to this program's own output (the build's progress).
@discardableResult
func runSwift(_ arguments: [String], capture: Bool) throws(PreviewToolError) -> Data {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swift"] + arguments
  let output = Pipe()
  if capture {
    process.standardOutput = output
  } else {
    // The build's progress goes where the person reads it, not into a pipe of the preview.
    process.standardOutput = FileHandle.standardError
  }
  let command = (["swift"] + arguments).joined(separator: " ")
  do { try process.run() } catch { throw .commandFailed(command: command, status: 127) }
  let data = capture ? output.fileHandleForReading.readDataToEndOfFile() : Data()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw .commandFailed(command: command, status: process.terminationStatus)
  }
  return data
}

/// Replaces this process with `path`, given `environment` added to this one's, so the preview
/// has the terminal (and the exit status) to itself.
func replaceProcess(with path: String, environment: [String: String]) -> Never {
  let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
  let argv = [strdup(path), nil]
  execve(path, argv, envp)
  FileHandle.standardError.write(
    Data("error: cannot run \(path): \(String(cString: strerror(errno)))\n".utf8))
  exit(127)
}
