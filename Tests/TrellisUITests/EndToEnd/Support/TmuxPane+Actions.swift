import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What a user does to a pane besides typing: clicks, pastes, resizes, signals; and what the
/// terminal shows besides text: styles, title, modes.
extension TmuxPane {
  /// Left-clicks the cell at `column`, `row` (0-based), sent as the xterm SGR mouse report
  /// the program asked for: a press, then a release.
  func click(column: Int, row: Int) throws {
    let at = "\(column + 1);\(row + 1)"
    try type("\u{1B}[<0;\(at)M\u{1B}[<0;\(at)m")
  }

  /// Left-clicks the first place `text` shows on the current screen, `offset` columns into it.
  func click(on text: String, offset: Int = 0) throws {
    let shown = try screen()
    let position = try #require(
      ScreenText.position(of: text, in: shown), "no \"\(text)\" to click on:\n\(shown)")
    try click(column: position.column + offset, row: position.row)
  }

  /// Pastes `text` the way a terminal does for a program that asked for bracketed paste:
  /// wrapped in the paste markers, control characters and all.
  func paste(_ text: String) throws {
    try run(["set-buffer", "-b", "e2e", "--", text])
    try run(["paste-buffer", "-p", "-r", "-d", "-b", "e2e", "-t", "app"])
  }

  /// Resizes the window (and its only pane) to `columns` by `rows`.
  func resize(columns: Int, rows: Int) throws {
    let result = try run(["resize-window", "-t", "app", "-x", "\(columns)", "-y", "\(rows)"])
    try #require(result.status == 0, "tmux could not resize: \(result.output)")
  }

  /// A tmux format evaluated for the pane, such as `#{pane_title}` or `#{alternate_on}`.
  func format(_ format: String) throws -> String {
    let output = try run(["display-message", "-p", "-t", "app", format]).output
    return output.hasSuffix("\n") ? String(output.dropLast()) : output
  }

  /// The running program's process id: the child of the pane's shell named after the
  /// product (the shell stays its parent, to report how it ended).
  func programID() throws -> pid_t {
    let shell = try #require(pid_t(try format("#{pane_pid}")), "tmux gave no pane pid")
    let name = URL(fileURLWithPath: binary).lastPathComponent.prefix(15)
    let found = try FileManager.default.contentsOfDirectory(atPath: "/proc").lazy
      .compactMap { pid_t($0) }
      .first { pid in
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { return false }
        // "pid (comm) state ppid ...": comm may hold spaces, so read from its last ")".
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        let comm = stat[stat.index(after: stat.firstIndex(of: "(")!)..<close]
        return fields.count > 1 && pid_t(fields[1]) == shell && comm == name
      }
    return try #require(found, "no \(name) process under the pane's shell \(shell)")
  }

  /// Waits for the program to end with `status` (as the shell reports it) and checks it gave
  /// the terminal back: cooked mode with echo, and the main screen.
  func expectRestored(exitStatus status: Int, after what: String) throws {
    let exited = try waitFor("exited with ")
    #expect(
      exited.screen.contains("exited with \(status)\n"),
      "after \(what) the program did not exit with \(status):\n\(exited.screen)")
    let reported = try waitUntil { ScreenText.lines($0).contains("echo") }
    let lines = ScreenText.lines(reported.screen)
    #expect(
      lines.contains("icanon") && lines.contains("echo"),
      "after \(what) the terminal is not back in cooked mode with echo:\n\(reported.screen)")
    #expect(
      try format("#{alternate_on}") == "0",
      "after \(what) the alternate screen is still on:\n\(reported.screen)")
    #expect(!reported.screen.contains("Rows:"), "the app's screen is still shown after \(what)")
  }
}

extension TmuxPane {
  /// Waits up to `seconds` for the pane's styled lines to satisfy `condition`; the last
  /// capture (with its escape sequences made visible) either way.
  func waitUntilStyled(seconds: Double = 15, _ condition: ([StyledLine]) -> Bool) throws -> (
    found: Bool, screen: String
  ) {
    let deadline = Date().addingTimeInterval(seconds)
    var last = ""
    while Date() < deadline {
      last = try run(["capture-pane", "-p", "-e", "-t", "app"]).output
      if condition(ScreenText.lines(last).map(StyledLine.init)) { return (true, visible(last)) }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return (false, visible(last))
  }

  private func visible(_ styled: String) -> String {
    styled.replacingOccurrences(of: "\u{1B}", with: "\\e")
  }
}
