import Testing

@testable import TrellisTerminal

/// The background probe's bytes: the question, and how the answer is read out of input that
/// may also hold keys, split anywhere.
@Suite struct BackgroundProbeTests {
  @Test func theRequestAsksForTheBackgroundThenWhereTheCursorIs() {
    #expect(
      String(decoding: BackgroundProbe.request, as: UTF8.self) == "\u{1B}]11;?\u{1B}\\\u{1B}[6n")
  }

  @Test func anAnswerEndedEitherWayGivesTheColourAndKeysAroundItAreKept() {
    for terminator in ["\u{07}", "\u{1B}\\"] {
      let input = Array("x\u{1B}]11;rgb:1c1c/2020/2a2a\(terminator)\u{1B}[Ay\u{1B}[12;1Rz".utf8)
      for split in 0...input.count {
        var probe = BackgroundProbe()
        probe.feed(input[..<split])
        probe.feed(input[split...])
        probe.finish()
        #expect(probe.isComplete, "split at \(split)")
        let color = probe.color
        #expect(color != nil && color!.isDark, "split at \(split)")
        #expect(probe.otherInput == Array("x\u{1B}[Ayz".utf8), "split at \(split)")
      }
    }
  }

  @Test func aTerminalWithoutOSC11IsDoneAtTheCursorReport() {
    var probe = BackgroundProbe()
    probe.feed(Array("\u{1B}[5;1R".utf8))
    #expect(probe.isComplete)
    #expect(probe.color == nil)
  }

  @Test(arguments: [
    ("rgb:ffff/ffff/ffff", false), ("rgb:0/0/0", true), ("rgb:fd/f6/e3", false),
    ("rgb:002b/0036/0042", true), ("rgba:ffff/ffff/ffff/ffff", false), ("rgb:80/80/80", false),
    ("rgb:40/40/40", true),
  ])
  func componentsOfAnyLengthAreRead(spec: String, isDark: Bool) throws {
    let color = try #require(RGBColor(xParseColor: spec))
    #expect(color.isDark == isDark)
  }

  @Test(arguments: ["", "rgb:", "rgb:1/2", "rgb:zz/00/00", "rgb:12345/0/0", "#ffffff", "cmy:0/0/0"])
  func otherSpecificationsAreNotColours(spec: String) {
    #expect(RGBColor(xParseColor: spec) == nil)
  }

  @Test func aBrokenAnswerIsInput() {
    var probe = BackgroundProbe()
    let noise = Array("\u{1B}]12;rgb:0/0/0\u{07}".utf8)
    probe.feed(noise)
    probe.finish()
    #expect(probe.color == nil)
    #expect(probe.otherInput == noise)
  }
}
