import Foundation

/// Runs measurements in child processes of this program and reads what they print.
enum BenchRunner {
  struct Times {
    /// Nanoseconds to the first frame shown.
    var open: Double
    /// Nanoseconds to scroll one page, fastest of the run's scrolls.
    var scroll: Double
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The fastest open and scroll over `rounds` fresh processes.
  static func fastest(rows: Int, rounds: Int) throws -> Times {
    var best = Times(open: .infinity, scroll: .infinity)
    for _ in 0..<rounds {
      let times = try measure(rows: rows)
      best.open = min(best.open, times.open)
      best.scroll = min(best.scroll, times.scroll)
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
    var scrolls: [Double] = []
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count == 2, let value = Double(fields[1]) else { continue }
      if fields[0] == "open" { open = value }
      if fields[0] == "scroll" { scrolls.append(value) }
    }
    guard child.terminationStatus == 0, let open, let scroll = scrolls.min() else {
      throw Failure(
        description:
          "the \(rows)-row run (exit status \(child.terminationStatus)) measured nothing; "
          + "it printed:\n\(text)")
    }
    return Times(open: open, scroll: scroll)
  }
}
