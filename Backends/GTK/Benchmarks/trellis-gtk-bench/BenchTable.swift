/// The benchmark's Markdown table, aligned so it reads in a terminal too.
enum BenchTable {
  static let target = 3.0

  static func print(small: (Int, BenchRunner.Times), large: (Int, BenchRunner.Times)) {
    let openRatio = large.1.open / small.1.open
    let scrollRatio = large.1.scroll / small.1.scroll
    func verdict(_ ratio: Double) -> String {
      "\(format(ratio))x " + (ratio <= target ? "✓" : "✗") + " (within \(Int(target))x)"
    }
    let rows = [
      ["\(grouped(small.0)) rows", duration(small.1.open), duration(small.1.scroll)],
      ["\(grouped(large.0)) rows", duration(large.1.open), duration(large.1.scroll)],
      ["ratio", verdict(openRatio), verdict(scrollRatio)],
    ]
    let header = ["List", "open (first frame shown)", "scroll one page"]
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
