// The Trellis benchmark: `swift run -c release trellis-bench [--quick] [--combine | --terminal |
// --changes]`.
// Prints a Markdown table of nanoseconds per operation and each row's ratio to the floor (a
// plain call of a stored closure) measured in the same run. Numbers are reported, never asserted.

import Foundation

let quick = CommandLine.arguments.contains("--quick")
/// `--combine` measures TrellisCombine only, skipping the UI and terminal sections.
let combineOnly = CommandLine.arguments.contains("--combine")
/// `--terminal` measures the terminal host only (for profiling its frames).
let terminalOnly = CommandLine.arguments.contains("--terminal")
let operations = quick ? 20_000 : 1_000_000
/// `--changes` times only the terminal's toggles and typing, many of them (for `perf`).
if CommandLine.arguments.contains("--changes") {
  MainActor.assumeIsolated {
    let times = TerminalBenchmarks.changeTimes(width: 200, height: 60, changes: 2_000)
    print("toggle \(formatDuration(nanoseconds: times.toggle))")
    print("typing \(formatDuration(nanoseconds: times.typing))")
  }
  exit(0)
}

if !terminalOnly { runCombineAndGraph() }

func runCombineAndGraph() {
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

  if let unerased = rows.first(where: { $0.0.name == CombineBenchmarks.unerasedRow }),
    let erased = rows.first(where: { $0.0.name == CombineBenchmarks.erasedRow })
  {
    let ratio = erased.0.nanosecondsPerOperation / unerased.0.nanosecondsPerOperation
    let target = CombineBenchmarks.erasureTarget
    print(
      "\nType erasure: the erased chain costs \(format1(ratio))× the unerased one "
        + (ratio <= target ? "(≤ \(format1(target))× ✓)" : "(≤ \(format1(target))× ✗)"))
  }
  if let send = rows.first(where: { $0.0.name == CombineBenchmarks.sendRow }) {
    let target = CombineBenchmarks.combiningTarget
    for (name, values) in CombineBenchmarks.combiningRows {
      guard let row = rows.first(where: { $0.0.name == name }) else { continue }
      let ratio = row.0.nanosecondsPerOperation / values / send.0.nanosecondsPerOperation
      print(
        "\(name.prefix { $0 != " " }): a value costs \(format1(ratio))× a plain send "
          + (ratio <= target ? "(≤ \(format1(target))× ✓)" : "(≤ \(format1(target))× ✗)"))
    }
  }
  if combineOnly { exit(0) }

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

  print("\n## TrellisUI: the view graph under everyday use (headless host, 80x24)\n")
  let graphRows = MainActor.assumeIsolated { GraphBenchmarks.run(quick: quick) }
  printTable(
    header: ["operation", "baseline", "measured", "ratio", "target", "note"],
    rows: graphRows.map { row in
      [
        row.name,
        "\(row.baseline.label): \(formatDuration(nanoseconds: row.baseline.nanoseconds))",
        "\(row.measured.label): \(formatDuration(nanoseconds: row.measured.nanoseconds))",
        format1(row.ratio) + "×",
        row.ratio <= row.target ? "≤ \(Int(row.target))× ✓" : "≤ \(Int(row.target))× ✗", row.note,
      ]
    })

}

print("\n## Terminal host\n")
MainActor.assumeIsolated {
  func verdict(_ value: Double, atMost target: Double, unit: String) -> String {
    let limit = format1(target).replacingOccurrences(of: ".0", with: "") + unit
    return value <= target ? "≤ \(limit) ✓" : "≤ \(limit) ✗"
  }
  let bytes = TerminalBenchmarks.bytes(width: 200, height: 60)
  let times = TerminalBenchmarks.frameTimes(width: 200, height: 60, frames: quick ? 10 : 100)
  let changes = TerminalBenchmarks.changeTimes(
    width: 200, height: 60, changes: quick ? 20 : 200)
  printTable(
    header: [
      "200x60 screen: a List of rows with a label, a toggle and a field", "result", "target",
    ],
    rows: [
      [
        "bytes written: type one character in a field", String(bytes.typing),
        verdict(Double(bytes.typing), atMost: 64, unit: " bytes"),
      ],
      ["bytes written: toggle one row's Toggle", String(bytes.toggling), "—"],
      ["bytes written: full redraw", String(bytes.redraw), "—"],
      [
        "time per frame: full redraw (canvas -> bytes)",
        formatDuration(nanoseconds: times.redraw), "—",
      ],
      [
        "time per frame: one toggle (canvas -> bytes)",
        formatDuration(nanoseconds: times.smallChange), "—",
      ],
      [
        "toggle one row: state write -> bytes written",
        formatDuration(nanoseconds: changes.toggle),
        verdict(changes.toggle / 1_000, atMost: 50, unit: " µs"),
      ],
      [
        "type one character: key -> bytes written",
        formatDuration(nanoseconds: changes.typing),
        verdict(changes.typing / 1_000, atMost: 50, unit: " µs"),
      ],
    ])
  print()
  let (width, height) = (80, 24)
  let small = TerminalBenchmarks.list(
    count: 100, width: width, height: height, pages: quick ? 10 : 50)
  let large = TerminalBenchmarks.list(
    count: quick ? 10_000 : 1_000_000, width: width, height: height, pages: quick ? 10 : 50)
  let openRatio = large.open / small.open
  let scrollRatio = large.scroll / small.scroll
  printTable(
    header: [
      "List in \(width)x\(height), frame bytes included", "\(small.count) rows",
      "\(large.count) rows", "ratio", "target",
    ],
    rows: [
      [
        "open", formatDuration(nanoseconds: small.open), formatDuration(nanoseconds: large.open),
        format1(openRatio) + "×", verdict(openRatio, atMost: 3, unit: "×"),
      ],
      [
        "scroll one page", formatDuration(nanoseconds: small.scroll),
        formatDuration(nanoseconds: large.scroll), format1(scrollRatio) + "×",
        verdict(scrollRatio, atMost: 3, unit: "×"),
      ],
    ])
}
