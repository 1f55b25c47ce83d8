import Dispatch

/// Keeps a value alive in the optimiser's eyes, so measured work is not removed.
@inline(never) func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// One row of a table: a name, nanoseconds per operation, and an optional note.
struct Measurement {
  var name: String
  var nanosecondsPerOperation: Double
  var note = ""
}

/// Times `body`, which performs `operations` operations, and keeps the fastest of `rounds`
/// runs: the least disturbed by other work on the machine.
func measure(
  _ name: String, operations: Int, rounds: Int = 7, note: String = "",
  _ body: () -> Void
) -> Measurement {
  body()  // warm up: caches, lazy set-up, branch predictors
  var best = Double.infinity
  for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
    best = min(best, elapsed / Double(operations))
  }
  return Measurement(name: name, nanosecondsPerOperation: best, note: note)
}

/// Formats a duration in the unit that reads best.
func formatDuration(nanoseconds: Double) -> String {
  switch nanoseconds {
  case ..<1_000: return String(format1(nanoseconds)) + " ns"
  case ..<1_000_000: return format1(nanoseconds / 1_000) + " µs"
  case ..<1_000_000_000: return format1(nanoseconds / 1_000_000) + " ms"
  default: return format1(nanoseconds / 1_000_000_000) + " s"
  }
}

func format1(_ value: Double) -> String {
  let scaled = (value * 10).rounded() / 10
  return scaled == scaled.rounded() ? String(Int(scaled)) + ".0" : String(scaled)
}

/// Prints a Markdown table, aligned so it reads in a terminal too.
func printTable(header: [String], rows: [[String]]) {
  var widths = header.map(\.count)
  for row in rows {
    for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
  }
  func line(_ cells: [String]) -> String {
    "| "
      + cells.enumerated().map { column, cell in
        cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: " | ") + " |"
  }
  print(line(header))
  print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
  for row in rows { print(line(row)) }
}
