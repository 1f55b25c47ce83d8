@_spi(TrellisHost) import TrellisTerminalHost
@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// The text editor (`TextEditor`) at `index` in reading order; the only one by default.
  public func textEditor(at index: Int = 0) throws -> Element {
    let editors = elements.filter { $0.base.textAreaRole == .editor }
    guard editors.indices.contains(index) else {
      throw ViewHostError.notFound("a text editor at index \(index)")
    }
    return editors[index]
  }
}

extension ViewHost.Element {
  /// Whether the field edits several lines: a vertical `TextField` or a `TextEditor`.
  public var isMultiline: Bool { base.textAreaRole != nil }

  /// Presses Return in a field: a new line in a `TextEditor`; in any other field, a vertical
  /// one too (as on macOS), it submits.
  public func pressReturn() throws { try run { try base.pressReturn() } }

  /// Starts a new line at the caret of a multi-line field (Alt-Return in a vertical field).
  public func insertNewline() throws { try run { try base.insertNewline() } }

  /// Moves the caret of a multi-line field by `lines` lines as shown (wrapped lines count;
  /// up when negative), as Up and Down do.
  public func moveCaret(byLines lines: Int) throws {
    try run { try base.moveCaretLine(by: lines) }
  }

  /// Moves the caret of a multi-line field to the start or end of its line as shown, as
  /// Home and End do.
  public func moveCaretToLineEdge(end: Bool) throws {
    try run { try base.moveCaretToLineEdge(toEnd: end) }
  }

  /// Moves the caret of a field one character (grapheme) left or right, as the arrows do.
  public func moveCaret(by characters: Int) throws {
    try run {
      for _ in 0..<abs(characters) { try base.moveCaret(characters > 0 ? .right : .left) }
    }
  }

  /// Inserts `text` at the caret in one change, as a paste does.
  public func paste(_ text: String) throws { try run { try base.edit(.insert(text)) } }
}
