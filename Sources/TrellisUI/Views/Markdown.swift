/// Reads the inline Markdown of a string literal into styled runs, as Apple's `Text` does
/// for a `LocalizedStringKey`: `**bold**` and `__bold__`, `*italic*` and `_italic_`,
/// `***both***`, code between backticks (monospaced, its content as written), `~~struck~~`,
/// `[a link](url)`, and `\` before a punctuation mark to show the mark itself. Markup that is
/// not closed is shown as written; nothing is dropped. Interpolated strings are never read as
/// Markdown, and an interpolated `Text` keeps its own style inside the markup around it.
enum _Markdown {
  /// A character of the input: one that may be markup, one that is only text (escaped, or
  /// from an interpolated value), or an interpolated `Text`.
  private enum Token {
    case markup(Character)
    case plain(Character)
    case text(Text)

    /// The character, if it may be markup.
    var character: Character? {
      if case .markup(let character) = self { return character }
      return nil
    }

    /// The character, markup or not; `nil` for an interpolated `Text`.
    var plainOrMarkup: Character? {
      switch self {
      case .markup(let character), .plain(let character): return character
      case .text: return nil
      }
    }
  }

  /// Whether `literal` holds a character that may start markup.
  static func mayContainMarkup(_ literal: String) -> Bool {
    literal.utf8.contains { byte in
      byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`")
        || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "\\")
    }
  }

  static func runs(_ segments: [LocalizedStringKey.Segment]) -> [_TextRunSource] {
    var tokens: [Token] = []
    for segment in segments {
      switch segment {
      case .literal(let literal):
        var escaping = false
        for character in literal {
          if escaping {
            // A backslash escapes punctuation only; before anything else it is shown.
            let escapable = character.isPunctuation || character.isSymbol
            tokens += escapable ? [.plain(character)] : [.plain("\\"), .markup(character)]
            escaping = false
          } else if character == "\\" {
            escaping = true
          } else {
            tokens.append(.markup(character))
          }
        }
        if escaping { tokens.append(.plain("\\")) }
      case .verbatim(let string): tokens += string.map { Token.plain($0) }
      case .text(let text): tokens.append(.text(text))
      }
    }
    var output = Output()
    parse(tokens[...], attributes: _TextAttributes(), into: &output)
    output.flush()
    return output.runs
  }

  /// The runs built so far and the characters of the one being built.
  private struct Output {
    var runs: [_TextRunSource] = []
    var pending = ""
    var attributes = _TextAttributes()

    mutating func append(_ character: Character, _ attributes: _TextAttributes) {
      if attributes != self.attributes { flush() }
      self.attributes = attributes
      pending.append(character)
    }

    mutating func append(_ text: Text, under attributes: _TextAttributes) {
      flush()
      runs += text.modified { $0.inherit(attributes) }.runs
    }

    mutating func flush() {
      guard !pending.isEmpty else { return }
      runs.append(_TextRunSource(content: .string(pending), attributes: attributes))
      pending = ""
    }
  }

  private static func parse(
    _ tokens: ArraySlice<Token>, attributes: _TextAttributes, into output: inout Output
  ) {
    var index = tokens.startIndex
    while index < tokens.endIndex {
      switch tokens[index] {
      case .plain(let character):
        output.append(character, attributes)
        index += 1
        continue
      case .text(let text):
        output.append(text, under: attributes)
        index += 1
        continue
      case .markup(let character):
        if let next = span(tokens, at: index, opener: character, attributes: attributes) {
          parse(next.inner, attributes: next.attributes, into: &output)
          index = next.end
        } else if character == "`", let close = codeEnd(tokens, from: index) {
          var code = attributes
          code.isMonospaced = true
          for token in tokens[(index + 1)..<close] {
            switch token {
            case .markup(let character), .plain(let character): output.append(character, code)
            case .text(let text): output.append(text, under: code)
            }
          }
          index = close + 1
        } else {
          output.append(character, attributes)
          index += 1
        }
      }
    }
  }

  /// The styled span that starts at `index` (emphasis, strikethrough or a link): its inner
  /// tokens, their attributes, and the index after it; `nil` when none starts there.
  private static func span(
    _ tokens: ArraySlice<Token>, at index: Int, opener: Character, attributes: _TextAttributes
  ) -> (inner: ArraySlice<Token>, attributes: _TextAttributes, end: Int)? {
    switch opener {
    case "*", "_":
      let count = delimiterRun(tokens, at: index, of: opener)
      let used = min(count, 3)
      let start = index + used
      guard start < tokens.endIndex, !isSpace(tokens[start]) else { return nil }
      // `_` inside a word (snake_case) is not emphasis.
      if opener == "_", index > tokens.startIndex, isWordCharacter(tokens[index - 1]) {
        return nil
      }
      guard let close = closer(tokens, from: start, of: opener, length: used) else { return nil }
      var inner = attributes
      if used != 1 { inner.isBold = true }
      if used != 2 { inner.isItalic = true }
      return (tokens[start..<close], inner, close + used)
    case "~":
      guard delimiterRun(tokens, at: index, of: "~") == 2 else { return nil }
      let start = index + 2
      guard start < tokens.endIndex, !isSpace(tokens[start]),
        let close = closer(tokens, from: start, of: "~", length: 2)
      else { return nil }
      var inner = attributes
      inner.strikethrough = _TextLine(isActive: true, color: nil)
      return (tokens[start..<close], inner, close + 2)
    case "[":
      guard let label = linkLabelEnd(tokens, from: index + 1),
        label + 1 < tokens.endIndex, tokens[label + 1].character == "(",
        let urlEnd = tokens[(label + 2)...].firstIndex(where: { $0.character == ")" })
      else { return nil }
      let address = String(tokens[(label + 2)..<urlEnd].compactMap(\.plainOrMarkup))
      guard let url = URL(string: address.trimmingCharacters(in: .whitespaces)), !address.isEmpty
      else { return nil }
      var inner = attributes
      inner.link = url
      return (tokens[(index + 1)..<label], inner, urlEnd + 1)
    default:
      return nil
    }
  }

  /// How many `delimiter` markup characters follow one another from `index`.
  private static func delimiterRun(
    _ tokens: ArraySlice<Token>, at index: Int, of delimiter: Character
  )
    -> Int
  {
    var end = index
    while end < tokens.endIndex, tokens[end].character == delimiter { end += 1 }
    return end - index
  }

  /// Where the closing run of `length` delimiters starts: after a character that is not a
  /// space, not inside a code span. In a longer run (`***` closing `**` and `*`), the closer
  /// is its last `length` characters.
  private static func closer(
    _ tokens: ArraySlice<Token>, from start: Int, of delimiter: Character, length: Int
  ) -> Int? {
    var index = start
    while index < tokens.endIndex {
      if tokens[index].character == "`", let end = codeEnd(tokens, from: index) {
        index = end + 1
        continue
      }
      guard tokens[index].character == delimiter else {
        index += 1
        continue
      }
      let run = delimiterRun(tokens, at: index, of: delimiter)
      let fits = run == length || (run == 3 && length < 3)
      if fits, index > start, !isSpace(tokens[index - 1]) {
        let after = index + run
        // A closing `_` must end its word.
        if delimiter == "_", after < tokens.endIndex, isWordCharacter(tokens[after]) {
          index += run
          continue
        }
        return index + run - length
      }
      index += run
    }
    return nil
  }

  /// The index of the backtick that closes the code span opened at `index`.
  private static func codeEnd(_ tokens: ArraySlice<Token>, from index: Int) -> Int? {
    tokens[(index + 1)...].firstIndex { $0.character == "`" }
  }

  /// The index of the `]` that ends a link's label, skipping nested brackets.
  private static func linkLabelEnd(_ tokens: ArraySlice<Token>, from start: Int) -> Int? {
    var depth = 0
    for index in start..<tokens.endIndex {
      switch tokens[index].character {
      case "[": depth += 1
      case "]":
        if depth == 0 { return index }
        depth -= 1
      default: break
      }
    }
    return nil
  }

  private static func isSpace(_ token: Token) -> Bool {
    switch token {
    case .markup(let character), .plain(let character): return character.isWhitespace
    case .text: return false
    }
  }

  private static func isWordCharacter(_ token: Token) -> Bool {
    switch token {
    case .markup(let character), .plain(let character):
      return character.isLetter || character.isNumber
    case .text: return true
    }
  }
}
