/// How many terminal columns text takes.
///
/// Widths follow what common terminals (xterm, VTE, tmux, glibc's `wcwidth`) do when they
/// advance the cursor, so that text drawn by the writer lands where the screen model says:
///
/// - East Asian wide and fullwidth characters, and emoji shown as emoji, take 2 columns;
/// - combining marks, format characters (zero-width joiner, variation selectors) and Hangul
///   medial vowels and final consonants take 0;
/// - spacing marks such as Devanagari vowel signs take 1, as `wcwidth` counts them;
/// - everything else printable takes 1.
///
/// An emoji sequence (joined by U+200D, with a skin-tone modifier or U+FE0F, or a flag of two
/// regional indicators) is one grapheme of width 2; any other grapheme takes the sum of its
/// scalars' widths, so an Indic conjunct such as "न्दी" takes 3.
///
/// Terminals agree on single scalars but not on all sequences: ``WidthProfile`` says how one
/// terminal measures them (this table is ``WidthProfile/standard``), and
/// ``TerminalSession/measureWidths(timeoutMilliseconds:)`` asks the terminal.
public enum DisplayWidth {
  /// The columns one scalar advances the cursor on its own.
  /// - Parameter scalar: A printable scalar; controls count as 0.
  /// - Returns: 0, 1 or 2.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .surrogate:
      return 0
    default:
      break
    }
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) || value == 0x200B {
      return 0  // Hangul jamo that join the syllable before them; zero-width space
    }
    if (0x1F1E6...0x1F1FF).contains(value) { return 1 }  // a regional indicator alone
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// The columns one grapheme takes.
  /// - Parameter grapheme: A grapheme cluster.
  /// - Returns: 0 for a grapheme of only zero-width scalars, 2 for an emoji sequence, else the
  ///   sum of its scalars' widths.
  public static func of(_ grapheme: Character) -> Int {
    let scalars = grapheme.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x7F, scalars.count == 1 { return first.value >= 0x20 ? 1 : 0 }
    if first.properties.isEmoji {
      for scalar in scalars.dropFirst() {
        switch scalar.value {
        case 0xFE0F, 0x200D, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0x20E3:
          return 2
        default:
          continue
        }
      }
    }
    var total = 0
    for scalar in scalars { total += of(scalar) }
    return total
  }

  /// The columns a string takes, grapheme by grapheme.
  /// - Parameter text: Any text; control characters count as the inert symbols
  ///   ``InertText`` draws for them.
  /// - Returns: The sum of the graphemes' widths.
  public static func of(_ text: String) -> Int {
    var total = 0
    for grapheme in InertText.sanitize(text) { total += of(grapheme) }
    return total
  }

  /// The East Asian Wide and Fullwidth blocks, as ranges of scalar values.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul initial consonants
    0x231A...0x231B, 0x2329...0x232A,
    0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
    0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, small forms
    0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
    0x16FE0...0x16FE4, 0x17000...0x18CFF,  // Tangut, Khitan
    0x1AFF0...0x1B2FF,  // kana supplement and extensions, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and beyond
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    if value < 0x1100 { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
