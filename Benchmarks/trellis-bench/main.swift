// The Trellis benchmark: `swift run -c release trellis-bench [--quick] [--combine | --terminal |
// --changes | --profile <change> [--rows N] [--count N]]`.
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

/// The value after `flag` on the command line, if any.
func argument(after flag: String) -> String? {
  guard let index = CommandLine.arguments.firstIndex(of: flag),
    index + 1 < CommandLine.arguments.count
  else { return nil }
  return CommandLine.arguments[index + 1]
}

/// `--profile <change>` sets one terminal change up and makes it `--count` times (200 by
/// default) in `profiledChanges`, timing nothing: for `valgrind --tool=callgrind
/// --toggle-collect='*profiledChanges*'`, whose instruction count divided by the count is
/// the instructions per change. `--rows` sizes the sectioned list (100 by default).
if let name = argument(after: "--profile") {
  MainActor.assumeIsolated {
    guard
      let scenario = TerminalScenario.named(
        name, rows: argument(after: "--rows").flatMap(Int.init) ?? 100)
    else {
      print("unknown change \(name); one of: \(TerminalScenario.names.joined(separator: ", "))")
      exit(2)
    }
    let count = argument(after: "--count").flatMap(Int.init) ?? 200
    // Warm up, so that first-time set-up is not counted.
    for index in 0..<8 { blackHole(scenario.step(index)) }
    profiledChanges(scenario, from: 8, count: count)
    print("\(name): \(count) changes made")
  }
  exit(0)
}

/// The changes counted under callgrind (see `--profile`).
@MainActor @inline(never) func profiledChanges(
  _ scenario: TerminalScenario, from first: Int, count: Int
) {
  for index in first..<(first + count) { blackHole(scenario.step(index)) }
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
  let rowEdit = TerminalBenchmarks.time(
    .rowEdit(width: 80, height: 24), changes: quick ? 20 : 200)
  // The README's list of text rows, edited one row at a time, at two lengths: the time must
  // not grow with the list.
  let longList = quick ? 10_000 : 1_000_000
  let listEdits = [100, longList].map { count in
    TerminalBenchmarks.time(
      .listEdit(count: count, width: 80, height: 24), changes: quick ? 20 : 200)
  }
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
      [
        "80x24 list of text rows, 100 rows: edit one row's item, state write -> bytes written",
        formatDuration(nanoseconds: listEdits[0]),
        verdict(listEdits[0] / 1_000, atMost: 30, unit: " µs"),
      ],
      [
        "80x24 list of text rows, \(longList) rows: the same edit",
        formatDuration(nanoseconds: listEdits[1]),
        verdict(listEdits[1] / 1_000, atMost: 30, unit: " µs"),
      ],
      [
        "80x24: rename one row's item (a label, a toggle and a field), state write -> bytes",
        formatDuration(nanoseconds: rowEdit), "—",
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

  print()
  let pages = quick ? 10 : 50
  let sectionedCounts = [100, quick ? 10_000 : 1_000_000]
  let sectioned = sectionedCounts.map { count in
    let list = TerminalBenchmarks.list(
      SectionedList(catalogue: SectionedList.Catalogue(count: count)), count: count,
      width: width, height: height, pages: pages)
    let toggle = TerminalBenchmarks.time(
      .sectionedToggle(count: count, width: width, height: height), changes: quick ? 20 : 200)
    return (list, toggle)
  }
  let (smallSectioned, largeSectioned) = (sectioned[0], sectioned[1])
  func ratioRow(_ name: String, _ small: Double, _ large: Double, target: String) -> [String] {
    [
      name, formatDuration(nanoseconds: small), formatDuration(nanoseconds: large),
      format1(large / small) + "×", target,
    ]
  }
  printTable(
    header: [
      "sectioned List of inline rows in \(width)x\(height), frame bytes included",
      "\(sectionedCounts[0]) rows", "\(sectionedCounts[1]) rows", "ratio", "target",
    ],
    rows: [
      ratioRow(
        "open", smallSectioned.0.open, largeSectioned.0.open,
        target: verdict(largeSectioned.0.open / smallSectioned.0.open, atMost: 3, unit: "×")),
      ratioRow(
        "scroll one page", smallSectioned.0.scroll, largeSectioned.0.scroll,
        target: verdict(
          largeSectioned.0.scroll / smallSectioned.0.scroll, atMost: 3, unit: "×")),
      ratioRow(
        "toggle one row: state write -> bytes written", smallSectioned.1, largeSectioned.1,
        target: verdict(largeSectioned.1 / 1_000, atMost: 30, unit: " µs")),
    ])

  print()
  let (gridWidth, gridHeight) = (40, 24)
  let smallGrid = TerminalBenchmarks.grid(
    count: 100, width: gridWidth, height: gridHeight, pages: pages)
  let largeGrid = TerminalBenchmarks.grid(
    count: 10_000, width: gridWidth, height: gridHeight, pages: pages)
  printTable(
    header: [
      "adaptive LazyVGrid of 3-line cells in \(gridWidth)x\(gridHeight), frame bytes included",
      "100 items", "10000 items", "ratio", "target",
    ],
    rows: [
      ratioRow(
        "open", smallGrid.open, largeGrid.open,
        target: verdict(largeGrid.open / smallGrid.open, atMost: 3, unit: "×")),
      ratioRow(
        "scroll one page", smallGrid.scroll, largeGrid.scroll,
        target: verdict(largeGrid.scroll / smallGrid.scroll, atMost: 3, unit: "×")),
    ])
}
