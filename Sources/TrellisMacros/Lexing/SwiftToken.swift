/// A token of Swift source. The macros find their way through the text the compiler sends
/// them with tokens instead of a syntax tree: no SwiftSyntax package can be fetched here, and
/// what they look for (an argument list, a closure's statements, a property's type) only needs
/// words, brackets and literals told apart, with comments and whitespace skipped.
struct SwiftToken: Equatable {
  enum Kind: Equatable {
    /// An identifier or a keyword, `backticked` or not, or `$0`, `$name`.
    case word
    /// `#name`: a macro, `#if`, `#available`...
    case pound
    /// `@name`: an attribute or an attached macro.
    case attribute
    /// An integer or floating-point literal.
    case number
    /// A whole string literal, interpolations included.
    case string
    /// One of `( ) [ ] { } , : ; .`.
    case punctuation
    /// A run of operator characters: `=`, `->`, `?`, `==`, `...`.
    case `operator`
  }

  let kind: Kind
  /// Where the token is in the source, in UTF-8 bytes.
  let range: Range<Int>
  /// Whether a line break comes between this token and the one before it.
  let startsLine: Bool
}

/// A piece of source and its tokens.
struct TokenizedSource {
  let bytes: [UInt8]
  let tokens: [SwiftToken]

  init(_ source: String) {
    bytes = Array(source.utf8)
    var lexer = SwiftLexer(bytes: bytes)
    tokens = lexer.allTokens()
  }

  subscript(index: Int) -> SwiftToken { tokens[index] }

  /// The text of the token at `index`.
  func text(_ index: Int) -> String { text(tokens[index].range) }

  /// The source text of `range` (UTF-8 offsets).
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The source text from the start of token `first` to the end of token `last`, comments and
  /// line breaks between them included.
  func text(from first: Int, through last: Int) -> String {
    guard first <= last else { return "" }
    return text(tokens[first].range.lowerBound..<tokens[last].range.upperBound)
  }

  /// Whether the token at `index` exists and is `text`, of `kind`.
  func isToken(_ index: Int, _ text: String, _ kind: SwiftToken.Kind) -> Bool {
    tokens.indices.contains(index) && tokens[index].kind == kind && self.text(index) == text
  }

  /// The index of the bracket that closes the one at `open` (`(`, `[` or `{`), or `nil` if the
  /// brackets are unbalanced.
  func closingBracket(of open: Int) -> Int? {
    var stack: [String] = []
    for index in open..<tokens.count where tokens[index].kind == .punctuation {
      switch text(index) {
      case "(": stack.append(")")
      case "[": stack.append("]")
      case "{": stack.append("}")
      case ")", "]", "}":
        guard stack.popLast() == text(index) else { return nil }
        if stack.isEmpty { return index }
      default: break
      }
    }
    return nil
  }

  /// The last token of the group that starts at `index`: its closing bracket if it is an
  /// opening one, else the token itself.
  func groupEnd(of index: Int) -> Int {
    guard tokens[index].kind == .punctuation, ["(", "[", "{"].contains(text(index)) else {
      return index
    }
    return closingBracket(of: index) ?? index
  }

  /// The index of the `>` that closes the generic argument list opened by the `<` at `open`.
  func closingAngle(of open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count where tokens[index].kind == .operator {
      for character in text(index) {
        if character == "<" { depth += 1 }
        if character == ">" {
          depth -= 1
          if depth == 0 { return index }
        }
      }
    }
    return nil
  }

  /// The indices in `range` that sit directly inside it, outside any nested bracket: where a
  /// top-level comma or keyword can be.
  func topLevelIndices(in range: Range<Int>) -> [Int] {
    var result: [Int] = []
    var index = range.lowerBound
    while index < range.upperBound {
      result.append(index)
      if tokens[index].kind == .punctuation, ["(", "[", "{"].contains(text(index)),
        let close = closingBracket(of: index), close < range.upperBound
      {
        index = close + 1
      } else {
        index += 1
      }
    }
    return result
  }
}
