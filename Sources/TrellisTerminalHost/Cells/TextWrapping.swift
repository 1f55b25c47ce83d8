@_spi(TrellisHost) import TrellisUI

/// Breaks text into lines of at most `width` columns, at spaces where it can, and cuts the
/// rest of the text into the last line with "…" when there are more lines than `maxLines` (a single line is cut at its
/// start or middle instead for those truncation modes).
enum _TextWrapping {
  static func lines(
    _ text: String, width: Int?, maxLines: Int?, truncation: Text.TruncationMode = .tail
  ) -> [String] {
    // Most text is one line that fits: returned as it is, without splitting it into
    // paragraphs and words. (A newline byte sends it the long way, which splits by
    // characters, as "\r\n" is one.)
    if !text.utf8.contains(UInt8(ascii: "\n")), maxLines.map({ $0 != 0 }) ?? true,
      width.map({ $0 > 0 && _DisplayWidth.of(text) <= $0 }) ?? true
    {
      return [text]
    }
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      result += wrap(String(paragraph), width: width)
    }
    if let maxLines, maxLines >= 0, result.count > maxLines {
      if maxLines == 1, truncation != .tail, let width {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).joined(
          separator: " ")
        return [
          truncation == .head
            ? truncateHead(line, width: width) : truncateMiddle(line, width: width)
        ]
      }
      // The last line shown holds the rest of the text, cut by characters where it no
      // longer fits (Apple's tail truncation: "🍊 Oran…", not the first word and "…").
      let rest = result[(maxLines > 0 ? maxLines - 1 : 0)...].joined(separator: " ")
      result = Array(result.prefix(maxLines))
      if let last = result.indices.last {
        let width = width ?? .max
        result[last] =
          _DisplayWidth.of(rest) > width
          ? truncate(rest, width: width) : truncate(result[last] + "…", width: width)
      }
    }
    return result
  }

  private static func wrap(_ paragraph: String, width: Int?) -> [String] {
    guard let width, width > 0, _DisplayWidth.of(paragraph) > width else {
      if let width, width <= 0 { return [] }
      return [paragraph]
    }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = _DisplayWidth.of(word)
      let needed = line.isEmpty ? wordWidth : lineWidth + 1 + wordWidth
      if needed <= width {
        line += line.isEmpty ? String(word) : " " + word
        lineWidth = needed
        continue
      }
      if !line.isEmpty { lines.append(line) }
      // A word longer than the line is broken by characters.
      var rest = Substring(word)
      while _DisplayWidth.of(rest) > width {
        var piece = ""
        var pieceWidth = 0
        while let next = rest.first, pieceWidth + _DisplayWidth.of(next) <= width {
          piece.append(next)
          pieceWidth += _DisplayWidth.of(next)
          rest.removeFirst()
        }
        if piece.isEmpty { break }
        lines.append(piece)
      }
      line = String(rest)
      lineWidth = _DisplayWidth.of(rest)
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// `line` cut at its start to `width` columns: "…" and as much of its end as fits.
  static func truncateHead(_ line: String, width: Int) -> String {
    guard _DisplayWidth.of(line) > width else { return line }
    var kept: [Character] = []
    var used = 0
    for character in line.reversed() {
      let next = _DisplayWidth.of(character)
      if used + next > width - 1 { break }
      kept.append(character)
      used += next
    }
    return "…" + String(kept.reversed())
  }

  /// `line` cut in its middle to `width` columns: its start, "…", its end.
  static func truncateMiddle(_ line: String, width: Int) -> String {
    guard _DisplayWidth.of(line) > width, width > 1 else { return truncate(line, width: width) }
    let room = width - 1
    let start = truncate(line, width: (room + 1) / 2 + 1).dropLast()
    let end = truncateHead(line, width: room / 2 + 1).dropFirst()
    return start + "…" + end
  }

  static func truncate(_ line: String, width: Int) -> String {
    guard _DisplayWidth.of(line) > width else { return line }
    var result = ""
    var used = 0
    for character in line {
      let next = _DisplayWidth.of(character)
      if used + next > width - 1 { break }
      result.append(character)
      used += next
    }
    // No space is left hanging before the ellipsis.
    while result.last == " " { result.removeLast() }
    return result + "…"
  }
}
