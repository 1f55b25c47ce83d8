/// The benchmark's Markdown table, aligned so it reads in a terminal too.
enum BenchTable {
  static let target = 3.0

  static func print(small: (Int, BenchRunner.Times), large: (Int, BenchRunner.Times)) {
    let ratios = (
      open: large.1.open / small.1.open, updated: large.1.scrollUpdated / small.1.scrollUpdated,
      scroll: large.1.scroll / small.1.scroll, toggle: large.1.toggle / small.1.toggle
    )
    func verdict(_ ratio: Double) -> String {
      "\(format(ratio))x " + (ratio <= target ? "✓" : "✗") + " (within \(Int(target))x)"
    }
    func row(_ list: (Int, BenchRunner.Times)) -> [String] {
      [
        "\(grouped(list.0)) rows", duration(list.1.open), duration(list.1.scrollUpdated),
        duration(list.1.scroll), duration(list.1.toggleUpdated), duration(list.1.toggle),
      ]
    }
    let rows = [
      row(small), row(large),
      [
        "ratio", verdict(ratios.open), verdict(ratios.updated), verdict(ratios.scroll), "",
        verdict(ratios.toggle),
      ],
    ]
    let header = [
      "List", "open (first frame shown)", "scroll one page: widgets updated",
      "scroll one page: frame shown", "toggle a row: widgets updated",
      "toggle a row: frame shown",
    ]
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
    Swift.print(line(header))
    Swift.print(
      "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
    for row in rows { Swift.print(line(row)) }
  }

  private static func duration(_ nanoseconds: Double) -> String {
    nanoseconds < 1_000_000
      ? format(nanoseconds / 1_000) + " µs" : format(nanoseconds / 1_000_000) + " ms"
  }

  private static func format(_ value: Double) -> String {
    let scaled = (value * 10).rounded() / 10
    return String(scaled)
  }

  private static func grouped(_ count: Int) -> String {
    var digits = String(count)
    var result = ""
    while digits.count > 3 {
      result = "," + digits.suffix(3) + result
      digits.removeLast(3)
    }
    return digits + result
  }
}
