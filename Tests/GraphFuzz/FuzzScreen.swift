@_spi(TrellisHost) import TrellisTerminalHost
@_spi(Testing) import TrellisTesting
@_spi(TrellisHost) import TrellisUI

/// What a person sees on a host: the text of each row, the style of each cell (bold, dim,
/// the focused control's inverse...) and where the caret is.
struct FuzzScreen: Equatable, CustomStringConvertible {
  let lines: [String]
  /// One character per cell: "." for a plain cell, else a letter for the styles it has.
  let styles: [String]
  let caret: String

  @MainActor init(_ host: ViewHost) {
    let core = host.core
    let text = host.text
    let (width, height) = core.cellSize
    // Split as bytes: the screen's only control characters are the newlines between rows
    // (the canvas draws others as symbols), and breaking the whole screen into graphemes to
    // find them costs more than the rest of this reading.
    var rows = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(Substring($0)) }
    rows += Array(repeating: "", count: max(0, height - rows.count))
    lines = rows
    // Plain loops: this runs for every cell of two screens at each step of every case.
    var styles: [String] = []
    styles.reserveCapacity(height)
    for y in 0..<height {
      // Styles show on drawn cells: read those the row's text can cover (a character is at
      // most two columns wide), not the blank rest of the screen.
      let columns = min(width, 2 * rows[y].count)
      var marks: [Character] = []
      marks.reserveCapacity(columns)
      for x in 0..<columns { marks.append(Self.mark(core.cellStyle(x: x, y: y))) }
      while marks.last == "." { marks.removeLast() }
      styles.append(String(marks))
    }
    self.styles = styles
    caret = core.caretPosition.map { "caret at column \($0.x), row \($0.y)" } ?? "no caret"
  }

  private static func mark(_ style: HostCellStyle?) -> Character {
    guard let style else { return "." }
    let bits =
      (style.bold ? 1 : 0) | (style.italic ? 2 : 0) | (style.underline ? 4 : 0)
      | (style.dim ? 8 : 0) | (style.inverse ? 16 : 0)
    return marks[bits]
  }

  private static let marks = Array(".BIJUVWXDEFGHKLMRSTYZabcdefghijk")

  /// Each row as `|text|`, then its styles where it has any (B bold, I italic, U underline,
  /// D dim, R inverse, other letters for combinations).
  var description: String {
    var out: [String] = []
    for (index, line) in lines.enumerated() {
      out.append("  |\(line)|")
      if index < styles.count, !styles[index].isEmpty { out.append("   \(styles[index])") }
    }
    out.append("  \(caret)")
    return out.joined(separator: "\n")
  }

  /// The two screens side by side, marking the rows that differ.
  static func difference(expected: FuzzScreen, actual: FuzzScreen) -> String {
    let width = expected.lines.map(\.count).max() ?? 0
    func padded(_ text: String) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var out = ["  " + padded("expected (a fresh render)") + "   live"]
    let count = max(expected.lines.count, actual.lines.count)
    for index in 0..<count {
      let left = index < expected.lines.count ? expected.lines[index] : ""
      let right = index < actual.lines.count ? actual.lines[index] : ""
      let leftStyle = index < expected.styles.count ? expected.styles[index] : ""
      let rightStyle = index < actual.styles.count ? actual.styles[index] : ""
      let differs = left != right || leftStyle != rightStyle
      out.append("\(differs ? "≠" : " ") |\(padded(left))| |\(right)|")
      if !leftStyle.isEmpty || !rightStyle.isEmpty {
        out.append("   " + padded(leftStyle) + "    " + rightStyle)
      }
    }
    out.append("\(expected.caret == actual.caret ? " " : "≠") \(expected.caret) | \(actual.caret)")
    return out.joined(separator: "\n")
  }
}
