/// Splits Swift source into ``SwiftToken``s. It never fails: text it cannot make sense of (an
/// unterminated string, a stray byte) becomes a token of its own, and the compiler, which has
/// already parsed the same text, is the judge of what is valid Swift.
///
/// Regular expression literals written with bare slashes (`/a+/`) are read as operators; their
/// extended form (`#/a+/#`) is read as one token.
struct SwiftLexer {
  let bytes: [UInt8]
  private var position = 0
  private var sawLineBreak = false

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func allTokens() -> [SwiftToken] {
    var tokens: [SwiftToken] = []
    while let token = next() { tokens.append(token) }
    return tokens
  }

  mutating func next() -> SwiftToken? {
    skipTrivia()
    guard position < bytes.count else { return nil }
    let start = position
    let kind = scanToken()
    let token = SwiftToken(kind: kind, range: start..<position, startsLine: sawLineBreak)
    sawLineBreak = false
    return token
  }

  // MARK: Trivia

  private mutating func skipTrivia() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x0A, 0x0D:
        sawLineBreak = true
        position += 1
      case 0x20, 0x09, 0x0B, 0x0C:
        position += 1
      case 0x2F where peek(1) == 0x2F:  // a line comment
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
          position += 1
        }
      case 0x2F where peek(1) == 0x2A:  // a block comment, which nests
        skipBlockComment()
      default:
        return
      }
    }
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while position < bytes.count {
      if bytes[position] == 0x2F, peek(1) == 0x2A {
        depth += 1
        position += 2
      } else if bytes[position] == 0x2A, peek(1) == 0x2F {
        depth -= 1
        position += 2
        if depth == 0 { return }
      } else {
        if bytes[position] == 0x0A || bytes[position] == 0x0D { sawLineBreak = true }
        position += 1
      }
    }
  }

  // MARK: Tokens

  private mutating func scanToken() -> SwiftToken.Kind {
    let byte = bytes[position]
    switch byte {
    case _ where Self.startsIdentifier(byte):
      scanIdentifier()
      return .word
    case 0x24:  // `$0`, `$name`
      position += 1
      while position < bytes.count, Self.continuesIdentifier(bytes[position]) { position += 1 }
      return .word
    case 0x60:  // `backticked`
      position += 1
      while position < bytes.count, bytes[position] != 0x60, bytes[position] != 0x0A {
        position += 1
      }
      if position < bytes.count, bytes[position] == 0x60 { position += 1 }
      return .word
    case 0x30...0x39:
      scanNumber()
      return .number
    case 0x22:
      scanString(pounds: 0)
      return .string
    case 0x23:
      return scanPound()
    case 0x40 where peek(1).map(Self.startsIdentifier) == true:
      position += 1
      scanIdentifier()
      return .attribute
    case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x2C, 0x3A, 0x3B:
      position += 1
      return .punctuation
    case 0x2E:
      if peek(1) == 0x2E {
        while position < bytes.count, bytes[position] == 0x2E || bytes[position] == 0x3C {
          position += 1
        }
        return .operator
      }
      position += 1
      return .punctuation
    case _ where Self.isOperator(byte):
      repeat {
        position += 1
      } while position < bytes.count && Self.isOperator(bytes[position]) && !startsComment
      return .operator
    default:
      position += 1
      return .punctuation
    }
  }

  private mutating func scanIdentifier() {
    while position < bytes.count, Self.continuesIdentifier(bytes[position]) { position += 1 }
  }

  private mutating func scanNumber() {
    let isHex = bytes[position] == 0x30 && (peek(1) == 0x78 || peek(1) == 0x58)
    while position < bytes.count {
      let byte = bytes[position]
      if Self.continuesIdentifier(byte) {
        position += 1
        // An exponent's sign: `1e-3`, `0x1p+4`.
        let isExponent = isHex ? (byte == 0x70 || byte == 0x50) : (byte == 0x65 || byte == 0x45)
        if isExponent, let sign = peek(0), sign == 0x2B || sign == 0x2D { position += 1 }
      } else if byte == 0x2E, let after = peek(1), (0x30...0x39).contains(after) {
        position += 1
      } else {
        return
      }
    }
  }

  /// `#name`, a raw string (`#"..."#`) or an extended regular expression (`#/.../#`).
  private mutating func scanPound() -> SwiftToken.Kind {
    var pounds = 0
    while peek(pounds) == 0x23 { pounds += 1 }
    if peek(pounds) == 0x22 {
      position += pounds
      scanString(pounds: pounds)
      return .string
    }
    if peek(pounds) == 0x2F {
      scanExtendedRegex(pounds: pounds)
      return .string
    }
    position += 1
    if position < bytes.count, Self.startsIdentifier(bytes[position]) {
      scanIdentifier()
      return .pound
    }
    return .punctuation
  }

  private mutating func scanExtendedRegex(pounds: Int) {
    position += pounds + 1
    while position < bytes.count {
      if bytes[position] == 0x2F, (0..<pounds).allSatisfy({ peek(1 + $0) == 0x23 }) {
        position += 1 + pounds
        return
      }
      position += 1
    }
  }

  /// A string literal starting at its opening quote, for a raw string with `pounds` `#`s.
  /// Interpolations are scanned as tokens, so a quote or a bracket inside one is not taken for
  /// the end of the string.
  private mutating func scanString(pounds: Int) {
    let isMultiline = peek(1) == 0x22 && peek(2) == 0x22
    position += isMultiline ? 3 : 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x22, closesString(multiline: isMultiline, pounds: pounds) {
        position += (isMultiline ? 3 : 1) + pounds
        return
      }
      if !isMultiline, byte == 0x0A || byte == 0x0D { return }  // unterminated
      if byte == 0x5C, (0..<pounds).allSatisfy({ peek(1 + $0) == 0x23 }) {
        position += 1 + pounds
        if position < bytes.count, bytes[position] == 0x28 {
          skipInterpolation()
        } else if position < bytes.count {
          position += 1
        }
        continue
      }
      position += 1
    }
  }

  private func closesString(multiline: Bool, pounds: Int) -> Bool {
    let quotes = multiline ? 3 : 1
    return (0..<quotes).allSatisfy { peek($0) == 0x22 }
      && (0..<pounds).allSatisfy { peek(quotes + $0) == 0x23 }
  }

  /// From the `(` of `\(`, past its matching `)`.
  private mutating func skipInterpolation() {
    var depth = 0
    while let token = next() {
      guard token.kind == .punctuation else { continue }
      let byte = bytes[token.range.lowerBound]
      if byte == 0x28 { depth += 1 }
      if byte == 0x29 {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  private var startsComment: Bool {
    bytes[position] == 0x2F && (peek(1) == 0x2F || peek(1) == 0x2A)
  }

  private func peek(_ offset: Int) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  // MARK: Character classes

  private static func startsIdentifier(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte >= 0x80
  }

  private static func continuesIdentifier(_ byte: UInt8) -> Bool {
    startsIdentifier(byte) || (0x30...0x39).contains(byte)
  }

  private static func isOperator(_ byte: UInt8) -> Bool {
    // = - + * / % < > ! & | ^ ~ ?
    [0x3D, 0x2D, 0x2B, 0x2A, 0x2F, 0x25, 0x3C, 0x3E, 0x21, 0x26, 0x7C, 0x5E, 0x7E, 0x3F]
      .contains(byte)
  }
}
