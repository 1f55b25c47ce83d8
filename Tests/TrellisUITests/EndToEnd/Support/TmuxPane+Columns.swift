import Foundation
import Testing

extension TmuxPane {
  /// The columns tmux's own cursor advances printing `text`: where the next character would
  /// go after it in this pane. It is asked of tmux (the text printed in a window of its own,
  /// then its cursor read), so it is tmux's measure, not any table's.
  func columns(of text: some StringProtocol) throws -> Int {
    let window = "measure-\(UUID().uuidString.prefix(8))"
    let started = try run([
      "new-window", "-d", "-n", window, "--", "sh", "-c", "printf %s \"$1\"; sleep 30", "sh",
      String(text),
    ])
    try #require(started.status == 0, "tmux could not open a window: \(started.output)")
    defer { _ = try? run(["kill-window", "-t", window]) }
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      // The text is printed in one write: once anything shows, all of it does.
      let shown = try run(["capture-pane", "-p", "-t", window]).output
      if text.isEmpty || shown.contains(where: { !$0.isWhitespace }) {
        let cursor = try run(["display-message", "-p", "-t", window, "#{cursor_x}"]).output
        return try #require(Int(cursor.trimmingCharacters(in: .whitespacesAndNewlines)))
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("tmux never printed \(String(text).debugDescription)")
    return -1
  }
}
