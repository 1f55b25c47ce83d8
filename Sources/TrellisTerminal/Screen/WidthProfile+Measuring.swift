extension WidthProfile {
  /// The graphemes a terminal is asked to measure, a few of each kind, chosen so that the
  /// rules a kind may follow give them different widths. (The conjuncts are made from
  /// strings: the compiler checks character literals with grapheme rules older than the
  /// standard library's, which join a conjunct across its virama.)
  public static let samples: [(kind: Kind, grapheme: Character)] = [
    (.emojiZWJSequence, "👩‍💻"),
    (.emojiModifierSequence, "👍🏽"),
    (.emojiVariationSequence, "❤️"),
    (.keycapSequence, "1️⃣"),
    (.flag, "🇩🇪"),
    (.conjunct, Character(String("क्ष"))),
    (.conjunct, Character(String("हि"))),
    (.conjunct, Character(String("न्दी"))),
    (.conjunct, Character(String("স্কা"))),
    (.combiningSequence, "e\u{301}"),
  ]

  /// The rules each kind is known to follow on some terminal, the table's first.
  static let candidates: [Kind: [Rule]] = [
    .emojiZWJSequence: [.emoji, .scalarSum],
    .emojiModifierSequence: [.emoji, .scalarSum],
    .emojiVariationSequence: [.emoji, .scalarSum],
    .keycapSequence: [.emoji, .scalarSum],
    .flag: [.emoji, .base],
    .conjunct: [.scalarSum, .base],
    .combiningSequence: [.scalarSum],
  ]

  /// The profile of a terminal that measured some of the ``samples`` as given.
  ///
  /// A kind takes the first of its known rules that gives every measured sample of that kind
  /// the measured width, and counts as measured. A kind with no measured sample, or whose
  /// samples no known rule explains, keeps the table's rule and stays unmeasured, so the
  /// writer does not trust the terminal's cursor after it.
  /// - Parameter measurements: Columns the terminal advanced for each sample it was shown.
  public init(measurements: [Character: Int]) {
    var rules: [Kind: Rule] = [:]
    var measured: Set<Kind> = []
    for kind in Kind.allCases {
      let shown = Self.samples.filter { $0.kind == kind && measurements[$0.grapheme] != nil }
      guard !shown.isEmpty else { continue }
      let rule = Self.candidates[kind, default: []].first { rule in
        shown.allSatisfy { Self.width(of: $0.grapheme, by: rule) == measurements[$0.grapheme] }
      }
      if let rule {
        rules[kind] = rule
        measured.insert(kind)
      }
    }
    self.init(rules: rules, measuredKinds: measured)
  }
}
