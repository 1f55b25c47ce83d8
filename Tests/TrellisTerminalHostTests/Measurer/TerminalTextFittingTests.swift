import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// The terminal's measurer and `lineSpacing`, `minimumScaleFactor`, `allowsTightening`: a
/// cell is one size, so spacing comes in whole rows and nothing shrinks.
@MainActor @Suite struct TerminalTextFittingTests {
  private let measurer = _TerminalMeasurer()

  private func measure(
    _ string: String, width: CGFloat? = nil, height: CGFloat? = nil, limit: Int? = nil,
    spacing: CGFloat = 0, factor: CGFloat = 1, tightening: Bool = false
  ) -> _TextMeasurement {
    var text = _MeasuredText(string: string, lineLimit: limit)
    text.lineSpacing = spacing
    text.minimumScaleFactor = factor
    text.allowsTightening = tightening
    return measurer.measure(text, proposal: ProposedViewSize(width: width, height: height))
  }

  @Test(arguments: [
    ("नमस्ते दुनिया", ["नमस्ते", "दुनिया"]), ("漢字 かな", ["漢字", "かな"]), ("👩🏽‍💻 🇯🇵 👍🏽 🎉", ["👩🏽‍💻 🇯🇵", "👍🏽 🎉"]),
  ])
  func wholeRowsOfSpacingAreBlankRows(string: String, lines: [String]) {
    // Six columns hold a line of each script's words.
    let plain = measure(string, width: 48)
    #expect(plain.lines == lines)
    #expect(plain.size.height == 32)
    for spacing: CGFloat in [1, 8, 15.9] {
      #expect(measure(string, width: 48, spacing: spacing) == plain, "\(spacing)")
    }
    let one = measure(string, width: 48, spacing: 16)
    #expect(one.lines == [lines[0], "", lines[1]])
    #expect(one.size.height == 48)
    let two = measure(string, width: 48, spacing: 40)
    #expect(two.lines == [lines[0], "", "", lines[1]])
    // A line alone has no gap.
    #expect(measure(lines[0], spacing: 40).lines == [lines[0]])
    // A negative or infinite spacing adds nothing.
    #expect(measure(string, width: 48, spacing: -16) == plain)
    #expect(measure(string, width: 48, spacing: .infinity) == plain)
  }

  @Test func aLimitCountsLinesNotGaps() {
    let spaced = measure("one two three four", width: 40, limit: 2, spacing: 16)
    #expect(spaced.lines.count == 3)
    #expect(spaced.lines[1].isEmpty)
    #expect(spaced.lines[2].hasSuffix("…"))
    #expect(spaced.size.height == 48)
  }

  @Test func nothingShrinksOrTightens() {
    let long = "漢字 नमस्ते one two three"
    let plain = measure(long, width: 80, limit: 1)
    let fitted = measure(long, width: 80, limit: 1, factor: 0.2, tightening: true)
    #expect(fitted == plain)
    #expect(fitted.fontScale == 1 && fitted.tightening == 0)
    #expect(fitted.lines.first?.hasSuffix("…") == true)
  }
}
