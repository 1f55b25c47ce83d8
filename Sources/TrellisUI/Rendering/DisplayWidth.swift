internal import TrellisTerminal

/// How many terminal columns text takes, for layout and drawing. It is TrellisTerminal's
/// measure, so the canvas places every grapheme where the terminal writer will put it: a
/// second table that disagreed (on an Indic conjunct, say) would let the next grapheme
/// overwrite one that the terminal draws wider than the canvas thought. A control character
/// measures as the visible symbol the canvas draws for it.
enum _DisplayWidth {
  static func of(_ character: Character) -> Int {
    // Printable ASCII, most of what is measured, skips the Unicode property look-ups.
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    return DisplayWidth.of(_Canvas.inert(character))
  }

  static func of(_ string: some StringProtocol) -> Int {
    var total = 0
    for character in string { total += of(character) }
    return total
  }
}
