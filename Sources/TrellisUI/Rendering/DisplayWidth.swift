/// How many terminal columns a grapheme occupies: 2 for wide East Asian characters and
/// emoji, 0 for combining marks and other zero-width characters, 1 otherwise. Control
/// characters are never drawn raw; the canvas replaces them with visible symbols first.
enum _DisplayWidth {
  static func of(_ character: Character) -> Int {
    // Most text is ASCII, one scalar per grapheme: skip the Unicode property look-ups.
    let scalars = character.unicodeScalars
    if let first = scalars.first, first.value < 0x7F,
      scalars.index(after: scalars.startIndex) == scalars.endIndex
    {
      return first.value == 0 ? 0 : 1
    }
    var width = 0
    var first = true
    for scalar in character.unicodeScalars {
      if first {
        width = of(scalar)
        first = false
      } else if scalar.value == 0xFE0F, width == 1, isEmojiCandidate(character) {
        // Variation selector 16 asks for emoji presentation, which is wide.
        width = 2
      }
    }
    return width
  }

  static func of(_ string: some StringProtocol) -> Int {
    var total = 0
    for character in string { total += of(character) }
    return total
  }

  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value == 0 { return 0 }
    if value < 0x7F { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B || (0x1160...0x11FF).contains(value) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return isWide(value) ? 2 : 1
  }

  private static func isEmojiCandidate(_ character: Character) -> Bool {
    character.unicodeScalars.first.map { $0.properties.isEmoji } ?? false
  }

  /// East Asian Wide and Fullwidth ranges (Unicode 15, condensed).
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1,
      0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA,
      0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C,
      0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C,
      0x2B50, 0x2B55, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF,
      0x1B000...0x1B2FF, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
      0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF,
      0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
