/// One line of text with a caret, and the editing commands of a readline or macOS text field.
///
/// A value type that knows nothing of views or terminals, so that any host can share it. The
/// caret is an offset in `Character`s (grapheme clusters): a family emoji or a Devanagari
/// conjunct is one step, and no command ever splits one.
///
/// ```swift
/// var line = _LineEditor(text: "abc")   // caret at the end
/// line.apply(.move(.left))
/// line.apply(.insert("X"))              // "abXc", caret after "X"
/// ```
@_spi(TrellisHost) public struct _LineEditor: Equatable {
  /// What a command does to the line.
  @_spi(TrellisHost) public enum Command: Equatable {
    /// Inserts typed or pasted text at the caret, leaving the caret after it.
    case insert(String)
    /// Backspace: deletes the character before the caret.
    case deleteBackward
    /// Delete: deletes the character after the caret.
    case deleteForward
    /// Ctrl-W and Alt-Backspace: deletes the word before the caret.
    case deleteWordBackward
    /// Ctrl-K: deletes from the caret to the end.
    case deleteToEnd
    /// Ctrl-U: deletes from the start to the caret.
    case deleteToStart
    /// Moves the caret without changing the text.
    case move(Movement)
  }

  /// Where a caret move goes.
  @_spi(TrellisHost) public enum Movement: Equatable {
    case left, right, wordLeft, wordRight, home, end
    /// To this many characters from the start (clamped), as a click puts it.
    case offset(Int)
  }

  @_spi(TrellisHost) public private(set) var text: String
  /// The caret, as a number of characters before it: `0...text.count`.
  @_spi(TrellisHost) public private(set) var caret: Int
  /// `text.count`, kept as the text changes: each command needs it, and counting breaks the
  /// whole text into graphemes.
  @_spi(TrellisHost) public private(set) var count: Int

  /// A line showing `text` with the caret at `caret` (clamped to the text), or at its end.
  @_spi(TrellisHost) public init(text: String, caret: Int? = nil) {
    self.text = text
    count = text.characterCount
    self.caret = min(count, max(0, caret ?? count))
  }

  /// Applies `command`.
  /// - Returns: Whether the text changed (a caret move alone returns `false`).
  @discardableResult
  @_spi(TrellisHost) public mutating func apply(_ command: Command) -> Bool {
    let before = text
    switch command {
    case .insert(let typed):
      let following = count - caret
      text.insert(contentsOf: typed, at: index(caret))
      // Inserted text may join the character before it (a combining mark after a letter),
      // so the text is counted again and the caret placed by counting back from the end
      // over what followed it.
      count = text.characterCount
      caret = min(count, max(0, count - following))
    case .deleteBackward:
      replace(from: caret - 1, to: caret)
    case .deleteForward:
      replace(from: caret, to: caret + 1)
    case .deleteWordBackward:
      replace(from: wordStart(before: caret), to: caret)
    case .deleteToEnd:
      replace(from: caret, to: count)
    case .deleteToStart:
      replace(from: 0, to: caret)
    case .move(let movement):
      caret = target(of: movement)
    }
    return text != before
  }

  /// Where `movement` takes the caret.
  private func target(of movement: Movement) -> Int {
    switch movement {
    case .left: return max(0, caret - 1)
    case .right: return min(count, caret + 1)
    case .home: return 0
    case .end: return count
    case .wordLeft: return wordStart(before: caret)
    case .wordRight: return wordEnd(after: caret)
    case .offset(let offset): return min(count, max(0, offset))
    }
  }

  /// Removes the characters in `start..<end` (clamped) and leaves the caret at `start`.
  private mutating func replace(from start: Int, to end: Int) {
    let lower = max(0, start)
    let upper = min(count, end)
    guard lower < upper else { return }
    text.removeSubrange(index(lower)..<index(upper))
    // Removing whole characters may join the two around the cut (a regional indicator
    // pair), so the text is counted again.
    count = text.characterCount
    caret = min(lower, count)
  }

  /// The index `offset` characters into the text; at the end, where typing mostly happens,
  /// without walking to it.
  private func index(_ offset: Int) -> String.Index {
    offset >= count ? text.endIndex : text.index(text.startIndex, offsetBy: offset)
  }

  // MARK: Words

  /// The start of the word before `offset`: skips non-word characters, then word characters
  /// (as readline's and macOS's word moves do).
  private func wordStart(before offset: Int) -> Int {
    let characters = Array(text)
    var position = offset
    while position > 0, !Self.isWord(characters[position - 1]) { position -= 1 }
    while position > 0, Self.isWord(characters[position - 1]) { position -= 1 }
    return position
  }

  /// The end of the word after `offset`.
  private func wordEnd(after offset: Int) -> Int {
    let characters = Array(text)
    var position = offset
    while position < characters.count, !Self.isWord(characters[position]) { position += 1 }
    while position < characters.count, Self.isWord(characters[position]) { position += 1 }
    return position
  }

  /// Letters, digits and underscores make words, in any script; so do emoji, which stand for
  /// words. Spaces and punctuation separate them.
  static func isWord(_ character: Character) -> Bool {
    if character.isLetter || character.isNumber || character == "_" { return true }
    return character.unicodeScalars.contains { $0.properties.isEmojiPresentation }
  }
}
