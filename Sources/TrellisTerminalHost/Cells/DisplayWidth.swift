internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

/// How many terminal columns text takes, for layout and drawing. It is TrellisTerminal's
/// measure, so the canvas places every grapheme where the terminal writer will put it: a
/// second table that disagreed (on an Indic conjunct, say) would let the next grapheme
/// overwrite one that the terminal draws wider than the canvas thought. A control character
/// measures as the visible symbol the canvas draws for it.
///
/// Graphemes of several scalars are measured by `widths`, the profile of the terminal being
/// drawn for: the terminal host binds the widths it measured on its terminal around each
/// layout (`HostCore.widths`); elsewhere, and in headless hosts, it is the table's. (It is
/// bound rather than passed because every view's layout measures text; when hosts measure
/// their own content, it goes with the terminal host.)
enum _DisplayWidth {
  @TaskLocal static var widths = WidthProfile.standard

  static func of(_ character: Character) -> Int {
    // Printable ASCII, most of what is measured, skips the Unicode property look-ups.
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    let safe = _Canvas.inert(character)
    let scalars = safe.unicodeScalars
    if scalars.index(after: scalars.startIndex) == scalars.endIndex { return DisplayWidth.of(safe) }
    return widths.width(of: safe)
  }

  static func of(_ string: some StringProtocol) -> Int {
    // Printable ASCII throughout, as labels and most titles are: a column a byte, counted
    // without breaking the text into graphemes.
    if isPrintableASCII(string) { return string.utf8.count }
    var total = 0
    for character in string { total += of(character) }
    return total
  }

  /// Whether `string` is printable ASCII throughout: each byte a grapheme a column wide.
  static func isPrintableASCII(_ string: some StringProtocol) -> Bool {
    let fast = string.utf8.withContiguousStorageIfAvailable { bytes in
      // One pass without early exits, which the compiler can vectorise.
      var printable = true
      for byte in bytes { printable = printable && byte >= 0x20 && byte < 0x7F }
      return printable
    }
    return fast ?? string.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }
}
