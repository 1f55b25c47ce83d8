/// The lines a multi-line field or editor shows its text in, wrapped at its columns: at a
/// space where there is one (the spaces that fit, and one more, stay at the end of the line;
/// the rest of a long run goes on to the next), else between
/// graphemes; a new line starts one too. Offsets are in characters (grapheme clusters), so a
/// conjunct, a wide CJK character or an emoji sequence is never split between lines.
struct _TextAreaLines: Equatable {
  /// One line on screen: the characters `start..<end`, without the new line ending it.
  struct Line: Equatable {
    var start: Int
    var end: Int
    /// Ended by wrapping, not by a new line: its end offset is where the next one begins.
    var isWrapped: Bool
  }

  let lines: [Line]
  /// The columns each character takes (a new line none).
  let widths: [Int]

  /// `characters` wrapped at `columns`. When the last line fills its columns, an empty
  /// line follows it, where the caret after the text goes.
  init(_ characters: [Character], columns: Int) {
    let columns = max(1, columns)
    let widths = characters.map { $0.isNewline ? 0 : _DisplayWidth.of($0) }
    var lines: [Line] = []
    var start = 0
    var used = 0
    /// The offset after the last space on the line being filled.
    var breakAfter: Int?
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isNewline {
        lines.append(Line(start: start, end: index, isWrapped: false))
        start = index + 1
        used = 0
        breakAfter = nil
        index += 1
        continue
      }
      let width = widths[index]
      // The space after a word may hang past the last column (it is the break, and draws
      // clipped); a second space that does not fit wraps, so a long run of spaces goes on
      // to the next line rather than past the field.
      let isHanging = character.isWhitespace && breakAfter != index
      if used + width > columns, index > start, !isHanging {
        // Wrap before a space, else after the last space, else before this character.
        let end = character.isWhitespace ? index : (breakAfter ?? index)
        lines.append(Line(start: start, end: end, isWrapped: true))
        start = end
        used = widths[start..<index].reduce(0, +)
        breakAfter = nil
        continue
      }
      used += width
      if character.isWhitespace { breakAfter = index + 1 }
      index += 1
    }
    // A full last line wraps to an empty one, for the caret.
    let isFull = used >= columns
    lines.append(Line(start: start, end: characters.count, isWrapped: isFull))
    if isFull {
      lines.append(Line(start: characters.count, end: characters.count, isWrapped: false))
    }
    self.lines = lines
    self.widths = widths
  }

  var count: Int { lines.count }

  /// The line the caret at `offset` is on: a wrapped line's end is the next one's start.
  func line(of offset: Int) -> Int {
    for (index, line) in lines.enumerated() {
      if offset < line.end || (offset == line.end && !line.isWrapped) { return index }
    }
    return lines.count - 1
  }

  /// The column of `offset` on its line.
  func column(of offset: Int) -> Int {
    let line = lines[line(of: offset)]
    return widths[line.start..<max(line.start, offset)].reduce(0, +)
  }

  /// The offset on line `index` nearest column `column` (a click on a character's right
  /// half goes after it); never past a wrapped line's last character, whose end shows at
  /// the next line's start.
  func offset(onLine index: Int, column: Int) -> Int {
    let line = lines[min(max(0, index), lines.count - 1)]
    let last = line.isWrapped ? max(line.start, line.end - 1) : line.end
    var x = 0
    var offset = line.start
    while offset < last, column >= x + (widths[offset] + 1) / 2 {
      x += widths[offset]
      offset += 1
    }
    return offset
  }

  /// Where the caret goes from `offset` to the line `delta` lines away, keeping its column;
  /// above the first line to the start, below the last to the end.
  func offset(from offset: Int, lines delta: Int) -> Int {
    let target = line(of: offset) + delta
    if target < 0 { return 0 }
    if target >= lines.count { return lines.last?.end ?? 0 }
    return self.offset(onLine: target, column: column(of: offset))
  }

  /// The start (or end) of the caret's line.
  func edge(from offset: Int, toEnd: Bool) -> Int {
    let line = lines[line(of: offset)]
    guard toEnd else { return line.start }
    return line.isWrapped ? max(line.start, line.end - 1) : line.end
  }

  /// The first line to show in `rows` rows so that the caret's line is in view, moving as
  /// little as it can from `previous`, never leaving rows empty below the text while lines
  /// above it are hidden.
  func firstShown(caretLine: Int, rows: Int, previous: Int) -> Int {
    let rows = max(1, rows)
    var first = max(0, previous)
    if caretLine < first { first = caretLine }
    if caretLine >= first + rows { first = caretLine - rows + 1 }
    return max(0, min(first, lines.count - rows))
  }
}
