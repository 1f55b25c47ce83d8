// The Trellis benchmark: `swift run -c release trellis-bench [--quick]`.
// Prints a Markdown table of nanoseconds per operation and each row's ratio to the floor (a
// plain call of a stored closure) measured in the same run. Numbers are reported, never asserted.

let quick = CommandLine.arguments.contains("--quick")
let operations = quick ? 20_000 : 1_000_000

print("## TrellisCombine (\(operations) operations per round, best of 7 rounds)\n")
let rows = CombineBenchmarks.run(operations: operations)
let floor = rows[0].0.nanosecondsPerOperation
printTable(
  header: ["operation", "time per op", "× floor", "target"],
  rows: rows.map { measurement, target in
    let ratio = measurement.nanosecondsPerOperation / floor
    let verdict = target.map { ratio <= $0 ? "≤ \(Int($0))× ✓" : "≤ \(Int($0))× ✗" } ?? "—"
    return [
      measurement.name, formatDuration(nanoseconds: measurement.nanosecondsPerOperation),
      format1(ratio), verdict,
    ]
  })
