import Foundation

/// Runs measurements in child processes of this program and reads what they print.
enum BenchRunner {
  struct Times {
    /// Nanoseconds to the first frame shown.
    var open: Double
    /// Nanoseconds from scrolling one page to the host's widgets updated (before painting).
    var scrollUpdated: Double
    /// Nanoseconds from scrolling one page to the next frame shown.
    var scroll: Double
    /// Nanoseconds from a row's toggle written to the host's widgets updated, and to the
    /// next frame shown.
    var toggleUpdated: Double
    var toggle: Double
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The fastest open and scroll over `rounds` fresh processes.
  static func fastest(rows: Int, rounds: Int) throws -> Times {
    var best = Times(
      open: .infinity, scrollUpdated: .infinity, scroll: .infinity, toggleUpdated: .infinity,
      toggle: .infinity)
    for _ in 0..<rounds {
      let times = try measure(rows: rows)
      best.open = min(best.open, times.open)
      best.scrollUpdated = min(best.scrollUpdated, times.scrollUpdated)
      best.scroll = min(best.scroll, times.scroll)
      best.toggleUpdated = min(best.toggleUpdated, times.toggleUpdated)
      best.toggle = min(best.toggle, times.toggle)
    }
    return best
  }

  private static func measure(rows: Int) throws -> Times {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = ["--measure", String(rows)]
    var environment = ProcessInfo.processInfo.environment
    environment["TRELLIS_HOST"] = nil
    environment["TRELLIS_GTK_TREE"] = nil
    child.environment = environment
    let output = Pipe()
    child.standardOutput = output
    child.standardError = output
    try child.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    var open: Double?
    var steps: [Substring: [(updated: Double, shown: Double)]] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.count == 2, fields[0] == "open" { open = Double(fields[1]) }
      if fields.count == 3, let updated = Double(fields[1]), let shown = Double(fields[2]) {
        steps[fields[0], default: []].append((updated, shown))
      }
    }
    guard child.terminationStatus == 0, let open, let scrolls = steps["scroll"],
      let toggles = steps["toggle"]
    else {
      throw Failure(
        description:
          "the \(rows)-row run (exit status \(child.terminationStatus)) measured nothing; "
          + "it printed:\n\(text)")
    }
    return Times(
      open: open, scrollUpdated: scrolls.map(\.updated).min()!,
      scroll: scrolls.map(\.shown).min()!, toggleUpdated: toggles.map(\.updated).min()!,
      toggle: toggles.map(\.shown).min()!)
  }
}
