import Testing
import TrellisTerminal

/// A profile sorts graphemes of several scalars into kinds, measures them by its kinds' rules,
/// and learns those rules from what a terminal reports for the samples.
@Suite struct WidthProfileTests {
  /// Graphemes of every kind, in several scripts, and some no kind describes.
  static let corpus: [String] = [
    "a", "中", "é", "e\u{301}", "a\u{301}\u{302}", "हि", "न्दी", "क्ष", "त्रि", "স্কা", "মি", "ழ்", "மி",
    "ไทย", "اُ", "\u{1100}\u{1161}\u{11A8}", "👩‍💻", "👨‍👩‍👧‍👦", "🏳️‍🌈", "👍🏽", "👩🏽‍💻", "❤️", "☺️",
    "1️⃣", "#️⃣", "🇩🇪", "🇺", "😀", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
    "☺\u{FE0E}", "😀\u{301}", "🇺\u{64F}", "1\u{301}", "Ü", "ö",
  ]

  @Test func theStandardProfileIsTheTable() {
    for text in Self.corpus {
      for grapheme in text {
        #expect(
          WidthProfile.standard.width(of: grapheme) == DisplayWidth.of(grapheme),
          "\(String(grapheme).unicodeScalars.map { String($0.value, radix: 16) })")
      }
    }
  }

  @Test func graphemesOfSeveralScalarsHaveKinds() {
    func kind(_ text: String) -> WidthProfile.Kind? { WidthProfile.kind(of: Character(text)) }
    #expect(kind("a") == nil)
    #expect(kind("中") == nil)
    #expect(kind("👩‍💻") == .emojiZWJSequence)
    #expect(kind("🏳️‍🌈") == .emojiZWJSequence)
    #expect(kind("👩🏽‍💻") == .emojiZWJSequence)
    #expect(kind("👍🏽") == .emojiModifierSequence)
    #expect(kind("❤️") == .emojiVariationSequence)
    #expect(kind("1️⃣") == .keycapSequence)
    #expect(kind("🇩🇪") == .flag)
    #expect(kind("क्ष") == .conjunct)
    #expect(kind("हि") == .conjunct)
    #expect(kind("স্কা") == .conjunct)
    #expect(kind("மி") == .conjunct)
    #expect(kind("ழ்") == .combiningSequence)
    #expect(kind("e\u{301}") == .combiningSequence)
    #expect(kind("\u{1100}\u{1161}\u{11A8}") == .combiningSequence)
    // Sequences no kind describes are never trusted.
    #expect(kind("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}") == nil)
    #expect(kind("😀\u{301}") == nil)
    #expect(kind("🇺\u{64F}") == nil)
  }

  @Test func theStandardProfileTrustsOnlySingleScalars() {
    let profile = WidthProfile.standard
    #expect(profile.isDependable("a"))
    #expect(profile.isDependable("中"))
    #expect(profile.isDependable("😀"))
    for text in ["👩‍💻", "👍🏽", "❤️", "क्ष", "e\u{301}", "🇩🇪"] {
      #expect(!profile.isDependable(Character(text)), "\(text)")
    }
  }

  /// What tmux 3.3 reports: an emoji after a joiner shares its cell, but a skin-tone modifier
  /// is a glyph of its own, and U+FE0F does not widen a symbol.
  static let tmuxLike: [Character: Int] = [
    "👩‍💻": 2, "👍🏽": 4, "❤️": 1, "1️⃣": 1, "🇩🇪": 2, grapheme("क्ष"): 2, "हि": 2,
    grapheme("न्दी"): 3, grapheme("স্কা"): 3, "e\u{301}": 1,
  ]

  @Test func measurementsChooseTheRuleThatExplainsThem() {
    let profile = WidthProfile(measurements: Self.tmuxLike)
    #expect(profile.rules[.emojiZWJSequence] == .emoji)
    #expect(profile.rules[.emojiModifierSequence] == .scalarSum)
    #expect(profile.rules[.emojiVariationSequence] == .scalarSum)
    #expect(profile.rules[.keycapSequence] == .scalarSum)
    #expect(profile.rules[.conjunct] == .scalarSum)
    #expect(profile.measuredKinds == Set(WidthProfile.Kind.allCases))
    #expect(profile.width(of: "👍🏿") == 4)
    #expect(profile.width(of: "✌️") == 1)
    #expect(profile.width(of: "#️⃣") == 1)
    #expect(profile.width(of: "👨‍👩‍👧") == 2)
    #expect(profile.width(of: grapheme("क्ष")) == 2)
    #expect(profile.isDependable("👍🏽"))
    #expect(profile.isDependable(grapheme("त्रि")))
  }

  @Test func aTerminalThatDrawsEachScalarApart() {
    var measured = Self.tmuxLike
    measured["👩‍💻"] = 4
    measured["🇩🇪"] = 1
    measured[grapheme("क्ष")] = 1
    measured["हि"] = 1
    measured[grapheme("न्दी")] = 1
    measured[grapheme("স্কা")] = 1
    let profile = WidthProfile(measurements: measured)
    #expect(profile.rules[.emojiZWJSequence] == .scalarSum)
    #expect(profile.width(of: "👨‍👩‍👧") == 6)
    #expect(profile.rules[.flag] == .base)
    #expect(profile.width(of: "🇯🇵") == 1)
    #expect(profile.rules[.conjunct] == .base)
    #expect(profile.width(of: grapheme("त्रि")) == 1)
  }

  @Test func measurementsNoRuleExplainsLeaveTheKindUntrusted() {
    var measured = Self.tmuxLike
    measured["👩‍💻"] = 3  // neither one emoji nor the sum of two
    measured["हि"] = 1  // the conjunct samples disagree: no one rule gives all of them
    let profile = WidthProfile(measurements: measured)
    #expect(profile.rules[.emojiZWJSequence] == .emoji)
    #expect(!profile.measuredKinds.contains(.emojiZWJSequence))
    #expect(!profile.isDependable("👩‍💻"))
    #expect(profile.rules[.conjunct] == .scalarSum)
    #expect(!profile.isDependable(grapheme("क्ष")))
    #expect(profile.isDependable("👍🏽"))
  }

  @Test func kindsWithoutMeasurementsKeepTheTable() {
    let profile = WidthProfile(measurements: ["👍🏽": 4])
    #expect(profile.measuredKinds == [.emojiModifierSequence])
    #expect(profile.width(of: "👍🏽") == 4)
    #expect(profile.width(of: "❤️") == 2)
    #expect(!profile.isDependable("❤️"))
    #expect(WidthProfile(measurements: [:]) == .standard)
  }

  @Test func aScreenSizesItsCellsByItsProfile() {
    let profile = WidthProfile(measurements: Self.tmuxLike)
    var screen = Screen(columns: 12, rows: 1, widths: profile)
    let end = screen.draw("👍🏽❤️x", column: 0, row: 0)
    #expect(end == 6)
    #expect(screen[0, 0].width == 4)
    #expect((1...3).allSatisfy { screen[$0, 0].isContinuation })
    #expect(screen[4, 0].grapheme == "❤️" && screen[4, 0].width == 1)
    #expect(screen[5, 0].grapheme == "x")
  }
}

/// The one grapheme `text` is. Conjuncts go through a string: the compiler checks character
/// literals with older grapheme rules, which break a conjunct after its virama.
func grapheme(_ text: String) -> Character { Character(text) }
