/// How one terminal measures the graphemes that terminals measure differently.
///
/// ``DisplayWidth`` is the table most terminals follow, and for a grapheme of one scalar
/// they agree with it. Graphemes of several scalars are where they part: one terminal draws
/// "👍🏽" as one emoji in 2 columns, another as a thumb and a colour swatch in 4; one widens
/// "❤️" to 2 columns, another keeps the heart's 1. A profile says, for each ``Kind`` of such
/// grapheme, which ``Rule`` the terminal follows, and whether that was measured on the
/// terminal itself (``TerminalSession/measureWidths(timeoutMilliseconds:)`` asks it) or is
/// only the table's guess.
///
/// A ``Screen`` sizes its cells with a profile, and the ``ScreenWriter`` trusts the
/// terminal's cursor only after graphemes whose width was measured: after any other grapheme
/// of several scalars it erases the grapheme's cells before printing it and places the cells
/// that follow with explicit cursor moves, so they stay in their columns whatever the
/// terminal made of it.
public struct WidthProfile: Hashable, Sendable {
  /// A family of graphemes of several scalars that terminals measure in different ways.
  public enum Kind: CaseIterable, Hashable, Sendable {
    /// Emoji joined by U+200D ZERO WIDTH JOINER, such as "👩‍💻".
    case emojiZWJSequence
    /// An emoji with a skin-tone modifier, such as "👍🏽".
    case emojiModifierSequence
    /// A symbol shown as text by default, asked to be an emoji by U+FE0F, such as "❤️".
    case emojiVariationSequence
    /// A keycap: a digit, `#` or `*`, U+FE0F and U+20E3, such as "1️⃣".
    case keycapSequence
    /// A flag: two regional indicators, such as "🇩🇪".
    case flag
    /// Several scalars that each take columns: an Indic conjunct ("क्ष"), a consonant with
    /// a spacing vowel sign ("हि"), or both ("न्दी").
    case conjunct
    /// A base followed by marks that take no columns of their own, such as "e\u{301}".
    case combiningSequence
  }

  /// How a terminal counts the columns of a grapheme of one ``Kind``.
  public enum Rule: Hashable, Sendable {
    /// One emoji glyph, 2 columns.
    case emoji
    /// Each scalar its own width, added up, as `wcwidth` does scalar by scalar.
    case scalarSum
    /// The width of the first scalar: the whole grapheme drawn in its base's cells.
    case base
  }

  /// The rule each kind follows on this terminal.
  public private(set) var rules: [Kind: Rule]
  /// The kinds whose rule was measured on this terminal rather than taken from the table.
  public private(set) var measuredKinds: Set<Kind>

  /// The table's rules, none of them measured: what a terminal that was not asked (or did
  /// not answer) is taken to do. ``DisplayWidth/of(_:)-(Character)`` follows it.
  public static let standard = WidthProfile(rules: [:], measuredKinds: [])

  private static let standardRules: [Kind: Rule] = [
    .emojiZWJSequence: .emoji, .emojiModifierSequence: .emoji, .emojiVariationSequence: .emoji,
    .keycapSequence: .emoji, .flag: .emoji, .conjunct: .scalarSum, .combiningSequence: .scalarSum,
  ]

  /// Makes a profile from rules; kinds left out follow the standard rule.
  /// - Parameters:
  ///   - rules: The rule of each kind that differs from the table's, or is known.
  ///   - measuredKinds: The kinds whose rule the terminal confirmed.
  public init(rules: [Kind: Rule], measuredKinds: Set<Kind>) {
    self.rules = Self.standardRules.merging(rules) { $1 }
    self.measuredKinds = measuredKinds
  }

  /// The columns a grapheme takes on this terminal.
  /// - Parameter grapheme: A printable grapheme cluster.
  /// - Returns: The table's width for a single scalar, else the width by its kind's rule.
  public func width(of grapheme: Character) -> Int {
    // Most cells hold one scalar (ASCII above all): no kind to look up.
    if grapheme.utf8.count == 1 { return DisplayWidth.of(grapheme) }
    guard let kind = Self.kind(of: grapheme) else { return DisplayWidth.of(grapheme) }
    return Self.width(of: grapheme, by: rules[kind] ?? .scalarSum)
  }

  /// Whether the terminal's cursor can be trusted after printing `grapheme`: it is a single
  /// scalar, or its kind's width was measured on this terminal.
  /// - Parameter grapheme: A printable grapheme cluster.
  public func isDependable(_ grapheme: Character) -> Bool {
    let scalars = grapheme.unicodeScalars
    if scalars.index(after: scalars.startIndex) == scalars.endIndex { return true }
    guard let kind = Self.kind(of: grapheme) else { return false }
    return measuredKinds.contains(kind)
  }

  /// The kind a grapheme of several scalars belongs to; nil for a single scalar, and for
  /// sequences no kind describes (emoji tag sequences, text presentation selectors), whose
  /// width is never trusted.
  /// - Parameter grapheme: A grapheme cluster.
  public static func kind(of grapheme: Character) -> Kind? {
    let scalars = grapheme.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) != scalars.endIndex
    else { return nil }
    if first.properties.isEmoji {
      var marks: Set<Kind> = []
      var indicators = 0
      for scalar in scalars {
        switch scalar.value {
        case 0x200D: marks.insert(.emojiZWJSequence)
        case 0x1F3FB...0x1F3FF: marks.insert(.emojiModifierSequence)
        case 0x20E3: marks.insert(.keycapSequence)
        case 0xFE0F: marks.insert(.emojiVariationSequence)
        case 0x1F1E6...0x1F1FF: indicators += 1
        default: continue
        }
      }
      // The most telling mark decides: "👩🏽‍💻" is joined, "1️⃣" a keycap despite its U+FE0F.
      for kind in [Kind.emojiZWJSequence, .emojiModifierSequence, .keycapSequence]
      where marks.contains(kind) {
        return kind
      }
      if indicators == 2, (0x1F1E6...0x1F1FF).contains(first.value) { return .flag }
      if marks.contains(.emojiVariationSequence) { return .emojiVariationSequence }
      if first.properties.isEmojiPresentation || first.value > 0x2FFF || indicators > 0 {
        return nil
      }
    }
    var spacing = 0
    for scalar in scalars where DisplayWidth.of(scalar) > 0 { spacing += 1 }
    return spacing > 1 ? .conjunct : .combiningSequence
  }

  /// The width of `grapheme` by `rule`.
  static func width(of grapheme: Character, by rule: Rule) -> Int {
    switch rule {
    case .emoji:
      return 2
    case .base:
      return grapheme.unicodeScalars.first.map(DisplayWidth.of) ?? 0
    case .scalarSum:
      var total = 0
      for scalar in grapheme.unicodeScalars { total += DisplayWidth.of(scalar) }
      return total
    }
  }
}
