/// Reading a captured tmux screen: where text sits in display columns, and how it is styled.
///
/// The widths here are the test's own, as tmux measures (scalar by scalar, like `wcwidth`),
/// so that a disagreement with the app's width table shows up as misplaced text.
enum ScreenText {
  /// The screen's lines.
  static func lines(_ screen: String) -> [Substring] {
    screen.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The first line holding `text`, with its row (0-based).
  static func line(containing text: String, in screen: String) -> (row: Int, line: Substring)? {
    for (row, line) in lines(screen).enumerated() where line.contains(text) {
      return (row, line)
    }
    return nil
  }

  /// The display columns (0-based) where `text` starts in `line`, each occurrence.
  static func columns(of text: String, in line: Substring) -> [Int] {
    var result: [Int] = []
    var searchStart = line.startIndex
    while let found = line[searchStart...].range(of: text) {
      result.append(width(of: line[..<found.lowerBound]))
      searchStart = found.upperBound
    }
    return result
  }

  /// Where `text` first shows on `screen`: display column and row, both 0-based.
  static func position(of text: String, in screen: String) -> (column: Int, row: Int)? {
    guard let (row, line) = line(containing: text, in: screen),
      let column = columns(of: text, in: line).first
    else { return nil }
    return (column, row)
  }

  /// The columns `text` takes on a terminal.
  static func width(of text: some StringProtocol) -> Int {
    text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
  }

  /// The columns one scalar advances the cursor: 0 for marks and format characters, 2 for
  /// East Asian wide ones, else 1.
  static func width(of scalar: Unicode.Scalar) -> Int {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control:
      return 0
    default:
      return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
    }
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
  ]
}

/// One line of `capture-pane -e` output: its characters, each with the attributes the
/// terminal draws it with (only the ones the tests look at).
struct StyledLine {
  struct Attributes: Equatable {
    var dim = false
    var reverse = false
  }

  private(set) var characters: [Character] = []
  private(set) var attributes: [Attributes] = []

  /// Parses a line with SGR sequences in it; other escape sequences are dropped.
  init(_ line: Substring) {
    var current = Attributes()
    var scalars = line.unicodeScalars[...]
    var text = ""
    var textAttributes: [Attributes] = []
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1B}" else {
        text.unicodeScalars.append(scalar)
        textAttributes.append(current)
        continue
      }
      guard scalars.first == "[" else { continue }
      scalars.removeFirst()
      var parameters = ""
      while let next = scalars.popFirst() {
        if (0x40...0x7E).contains(next.value) {
          if next == "m" { Self.apply(parameters, to: &current) }
          break
        }
        parameters.unicodeScalars.append(next)
      }
    }
    // Regroup into characters: a character takes the attributes of its first scalar.
    var offset = 0
    for character in text {
      characters.append(character)
      attributes.append(textAttributes[offset])
      offset += character.unicodeScalars.count
    }
  }

  /// The attributes of every character of each occurrence of `text`.
  func attributes(of text: String) -> [[Attributes]] {
    let wanted = Array(text)
    guard !wanted.isEmpty, wanted.count <= characters.count else { return [] }
    var result: [[Attributes]] = []
    for start in 0...(characters.count - wanted.count)
    where Array(characters[start..<start + wanted.count]) == wanted {
      result.append(Array(attributes[start..<start + wanted.count]))
    }
    return result
  }

  /// Whether every character of the first occurrence of `text` is drawn dim; nil if absent.
  func isDim(_ text: String) -> Bool? {
    attributes(of: text).first.map { $0.allSatisfy(\.dim) }
  }

  /// Whether every character of the first occurrence of `text` is in reverse video (the
  /// focus mark); nil if absent.
  func isReversed(_ text: String) -> Bool? {
    attributes(of: text).first.map { $0.allSatisfy(\.reverse) }
  }

  private static func apply(_ parameters: String, to attributes: inout Attributes) {
    let codes = parameters.split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) ?? 0 }
    var index = 0
    while index < codes.count {
      switch codes[index] {
      case 0: attributes = Attributes()
      case 2: attributes.dim = true
      case 22: attributes.dim = false
      case 7: attributes.reverse = true
      case 27: attributes.reverse = false
      case 38, 48, 58:
        // An extended colour: its own parameters are not attributes.
        if index + 1 < codes.count { index += codes[index + 1] == 5 ? 2 : 4 }
      default: break
      }
      index += 1
    }
  }
}

extension Array where Element == StyledLine {
  /// The first line whose text holds `text`.
  func first(containing text: String) -> StyledLine? {
    first { !$0.attributes(of: text).isEmpty }
  }
}
