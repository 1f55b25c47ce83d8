import Testing

@testable import TrellisTerminal

/// The width probe's bytes: what it asks, and how it reads cursor position reports out of
/// input that may also hold keys, split anywhere.
@Suite struct WidthProbeTests {
  @Test func theRequestPrintsEachSampleAtTheTopLeftAndAsksWhereTheCursorIs() {
    let probe = WidthProbe(samples: ["👍🏽", "हि"])
    #expect(
      String(decoding: probe.request, as: UTF8.self)
        == "\u{1B}[H👍🏽\u{1B}[6n\u{1B}[Hहि\u{1B}[6n\u{1B}[H\u{1B}[2K")
  }

  @Test func reportsGiveWidthsAndKeysAroundThemAreKeptInOrder() {
    let input = Array("a\u{1B}[1;5R\u{1B}[A\u{1B}[1;3Rb\u{1B}".utf8)
    // Every way of splitting the input in two reads gives the same result.
    for split in 0...input.count {
      var probe = WidthProbe(samples: ["👍🏽", "हि", "❤️"])
      probe.feed(input[..<split])
      probe.feed(input[split...])
      #expect(probe.reports == [5, 3], "split at \(split)")
      #expect(!probe.isComplete)
      probe.finish()
      #expect(
        probe.otherInput == Array("a\u{1B}[Ab\u{1B}".utf8), "split at \(split)")
      #expect(probe.measurements == ["👍🏽": 4, "हि": 2])
    }
  }

  @Test func malformedReportsAreInputNotAnswers() {
    var probe = WidthProbe(samples: ["x"])
    let noise = Array("\u{1B}[;5R\u{1B}[1;R\u{1B}[12345678;1R\u{1B}[1;2;3R\u{1B}[2~".utf8)
    probe.feed(noise)
    probe.finish()
    #expect(probe.reports.isEmpty)
    #expect(probe.otherInput == noise)
  }
}
