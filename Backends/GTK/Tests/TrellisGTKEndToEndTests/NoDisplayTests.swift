import Foundation
import Testing

/// Without a display the GTK host cannot open a window: the app must say so in one line on
/// standard error and exit with a failure status, not crash or hang.
@Suite struct NoDisplayTests {
  @Test func theAppSaysThereIsNoDisplayAndFails() throws {
    let binary = builtProgram("label-editor-gtk")
    try #require(
      FileManager.default.isExecutableFile(atPath: binary),
      "no label-editor-gtk at \(binary): run `swift build --package-path Backends/GTK` first")
    var environment = ProcessInfo.processInfo.environment
    for name in ["DISPLAY", "WAYLAND_DISPLAY", "TRELLIS_HOST", "TRELLIS_GTK_TREE"] {
      environment[name] = nil
    }
    let folder = artifactsFolder()
    let out = folder.appendingPathComponent("no-display.stdout").path
    let err = folder.appendingPathComponent("no-display.stderr").path
    let command = "exec '\(binary)' >'\(out)' 2>'\(err)'"
    let result = try ChildProcess.run(["sh", "-c", command], environment: environment)
    let stderr = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
    let stdout = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    #expect(result.status != 0, "exited 0; stdout:\n\(stdout)\nstderr:\n\(stderr)")
    #expect(result.status < 128, "ended by signal \(result.status - 128); stderr:\n\(stderr)")
    let lines = stderr.split(separator: "\n", omittingEmptySubsequences: true)
    #expect(lines.count == 1, "expected one line on stderr, got:\n\(stderr)")
    #expect(stdout.isEmpty, "expected nothing on stdout, got:\n\(stdout)")
  }
}
