@_spi(TrellisHost) import TrellisUI

extension HostElement {
  /// The lines a multi-line field shows its text in now, at its width in cells.
  func textAreaLines() throws -> (lines: _TextAreaLines, text: String) {
    let text = try editableText().wrappedValue
    let columns = cellFrame.width - (textAreaRole == .editor ? 0 : 2)
    let lines = _DisplayWidth.$widths.withValue(core.widths) {
      _TextAreaLines(Array(text), columns: columns)
    }
    return (lines, text)
  }

  /// Up/Down in a multi-line field: the caret to the line `delta` lines away on screen
  /// (wrapped lines count), in the same column or the nearest one; past the first line to
  /// the start of the text, past the last to its end.
  @_spi(TrellisHost) public func moveCaretLine(by delta: Int) throws {
    let (lines, text) = try textAreaLines()
    try focus()
    let caret = caretOffset ?? text.count
    try edit(.move(.offset(lines.offset(from: caret, lines: delta))))
  }

  /// Home/End in a multi-line field: the caret to the start or end of its line on screen.
  @_spi(TrellisHost) public func moveCaretToLineEdge(toEnd: Bool) throws {
    let (lines, text) = try textAreaLines()
    try focus()
    let caret = caretOffset ?? text.count
    try edit(.move(.offset(lines.edge(from: caret, toEnd: toEnd))))
  }

  /// Focuses a multi-line field and puts its caret under the screen cell at `column` and
  /// `row`, as a click does.
  @_spi(TrellisHost) public func placeCaret(atColumn column: Int, row: Int) throws {
    let (lines, _) = try textAreaLines()
    let scrolled = core.shownScrollStart(of: node)
    try focus()
    let frame = cellFrame
    let left = frame.x + (textAreaRole == .editor ? 0 : 1)
    let line = scrolled + row - frame.y
    try edit(.move(.offset(lines.offset(onLine: line, column: column - left))))
  }
}

/// What a terminal's paste holds for a multi-line field.
enum _TextAreaPaste {
  /// `text` with its lines ended by "\n": terminals send a pasted line's end as "\r" (or
  /// "\r\n", from a file written on Windows).
  static func normalizingNewlines(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
  }
}
