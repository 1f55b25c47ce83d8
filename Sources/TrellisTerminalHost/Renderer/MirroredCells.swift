@_spi(TrellisHost) import TrellisUI

/// What a terminal can show of a drawing mirrored left to right (`scaleEffect(x: -1)`,
/// `flipsForRightToLeftLayoutDirection(true)` right to left): cells cannot be flipped, so
/// each line is read backwards and every glyph that has a mirror image (an arrow, a bracket,
/// a chevron) is drawn as it.
enum _MirroredCells {
  /// `content` mirrored; content with no letters of its own is left as it is.
  static func mirrored(_ content: _DisplayContent) -> _DisplayContent {
    switch content {
    case .text(let lines, let alignment, let lineSpacing):
      let flipped: TextAlignment =
        switch alignment {
        case .leading: .trailing
        case .center: .center
        case .trailing: .leading
        }
      return .text(
        lines: lines.map { line in
          line.reversed().map { run in
            var run = run
            run.string = mirrored(run.string)
            return run
          }
        }, alignment: flipped, lineSpacing: lineSpacing)
    case .symbol(var symbol):
      symbol.glyph = mirrored(symbol.glyph)
      return .symbol(symbol)
    default:
      return content
    }
  }

  /// `text` read backwards by grapheme (a conjunct or an emoji sequence stays whole), each
  /// glyph with a mirror image replaced by it.
  static func mirrored(_ text: String) -> String {
    String(text.reversed().map { pairs[$0] ?? oneWay[$0] ?? $0 })
  }

  /// The left-anchored eighth blocks a bar's partly filled cell is drawn with, as the
  /// right-anchored blocks nearest their mirror images (there are only the one-eighth and
  /// half right blocks).
  private static let oneWay: [Character: Character] = [
    "▏": "▕", "▎": "▕", "▍": "▐", "▌": "▐", "▋": "▐", "▊": "█", "▉": "█",
  ]

  /// Glyphs and their mirror images, both ways.
  private static let pairs: [Character: Character] = {
    let halves: [(Character, Character)] = [
      ("(", ")"), ("[", "]"), ("{", "}"), ("<", ">"), ("«", "»"), ("‹", "›"),
      ("/", "\\"), ("←", "→"), ("↶", "↷"), ("↰", "↱"), ("↩", "↪"), ("⇐", "⇒"),
      ("⟵", "⟶"), ("◀", "▶"), ("◁", "▷"), ("◂", "▸"), ("◄", "►"), ("⏮", "⏭"),
      ("⟨", "⟩"), ("❮", "❯"), ("▌", "▐"), ("┌", "┐"), ("└", "┘"), ("├", "┤"),
      ("╭", "╮"), ("╰", "╯"),
    ]
    var table: [Character: Character] = [:]
    for (left, right) in halves {
      table[left] = right
      table[right] = left
    }
    return table
  }()
}
