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

print("\n## TrellisUI: a List of N rows in an 80x24 viewport (headless host)\n")
let listRows = MainActor.assumeIsolated {
  ListBenchmarks.run(
    counts: quick ? [100, 10_000] : [100, 10_000, 1_000_000], edits: quick ? 20 : 200)
}
printTable(
  header: ["rows model", "N", "open", "edit one item", "body evaluations per edit"],
  rows: listRows.map { row in
    [
      row.model, String(row.count), formatDuration(nanoseconds: row.open),
      formatDuration(nanoseconds: row.edit), format1(row.evaluationsPerEdit),
    ]
  })
