import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// `lineSpacing(_:)`, `minimumScaleFactor(_:)` and `allowsTightening(_:)`: their environment
/// values, how the terminal's cells show them, and what layout hands a pixel host's measurer
/// and draws from its answer.
@MainActor
@Suite struct TextFittingValuesTests {
  /// Shows the three environment values as text.
  private struct Readout: View {
    @Environment(\.lineSpacing) private var lineSpacing
    @Environment(\.minimumScaleFactor) private var minimumScaleFactor
    @Environment(\.allowsTightening) private var allowsTightening
    var body: some View {
      Text("\(Int(lineSpacing)) \(minimumScaleFactor) \(allowsTightening)")
    }
  }

  /// The screen's text without the room around it.
  private func shown(_ host: ViewHost) -> String {
    host.text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func theEnvironmentValuesReadBack() {
    #expect(shown(ViewHost(Readout(), width: 20, height: 1)) == "0 1.0 false")
    let set = ViewHost(
      Readout().lineSpacing(6).minimumScaleFactor(0.5).allowsTightening(true), width: 20,
      height: 1)
    #expect(shown(set) == "6 0.5 true")
    // A factor is a fraction of the size: clamped to 0...1, as Apple's is.
    let clamped = ViewHost(Readout().minimumScaleFactor(3), width: 20, height: 1)
    #expect(shown(clamped) == "0 1.0 false")
    var environment = EnvironmentValues()
    environment.minimumScaleFactor = -1
    #expect(environment.minimumScaleFactor == 0)
  }

  private let words = "नमस्ते दुनिया 世界 👩🏽‍💻"

  /// The rows of the screen, without the spaces after each line's text.
  private func rows(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: \.isWhitespace).reversed())
    }
  }

  @Test func aSpacingOfARowOrMoreLeavesBlankRowsInTheTerminal() throws {
    let plain = ViewHost(Text(words).frame(width: 8 * 8, alignment: .leading), width: 8, height: 12)
    let plainRows = rows(plain).filter { !$0.isEmpty }
    #expect(plainRows.count == 3)
    let spaced = ViewHost(
      Text(words).lineSpacing(20).frame(width: 8 * 8, alignment: .leading), width: 8, height: 12)
    // 20 points is one whole 16-point row: one blank row between lines, none after the last.
    let shown = rows(spaced)
    let first = try #require(shown.firstIndex(of: plainRows[0]))
    #expect(Array(shown[first..<first + 5]) == [plainRows[0], "", plainRows[1], "", plainRows[2]])
    let text = try #require(spaced.core.elements.first { $0.typeName == "Text" })
    #expect(text.cellFrame.height == 5)
    // Two rows of spacing: two blank rows.
    let wide = ViewHost(Text("one two").lineSpacing(32).frame(width: 4 * 8), width: 4, height: 8)
    #expect(try #require(wide.core.elements.first { $0.typeName == "Text" }).cellFrame.height == 4)
  }

  @Test func aSpacingOfLessThanARowChangesNothingInTheTerminal() {
    let plain = ViewHost(Text(words).frame(width: 8 * 8), width: 8, height: 12)
    let spaced = ViewHost(Text(words).lineSpacing(15).frame(width: 8 * 8), width: 8, height: 12)
    #expect(spaced.text == plain.text)
  }

  @Test func theGapsCountInTheRowsAFrameHolds() {
    // Three rows hold two lines and the blank row between them; the rest is cut.
    let host = ViewHost(
      Text("one two three four").lineSpacing(16).frame(width: 7 * 8, height: 3 * 16),
      width: 7, height: 3)
    let shown = rows(host)
    #expect(shown.count == 3)
    #expect(shown[0] == "one two")
    #expect(shown[1].isEmpty)
    #expect(shown[2].hasSuffix("…"))
  }

  @Test func theTerminalCutsWhereAShrinkingFontWouldFit() {
    // A cell cannot shrink: the text is cut just as it is without the modifiers.
    let long = "世界 नमस्ते one two three"
    let plain = ViewHost(Text(long).lineLimit(1), width: 10, height: 1)
    let fitted = ViewHost(
      Text(long).lineLimit(1).minimumScaleFactor(0.3).allowsTightening(true), width: 10,
      height: 1)
    #expect(fitted.text == plain.text)
    #expect(fitted.text.contains("…"))
  }

  /// A pixel host's measurer that sets a cut text at the least size and tightened, as GTK
  /// does when that fits, and keeps the texts it was asked about.
  private final class FittingMeasurer: _HostMeasurer {
    let grid = _PixelGrid(pixel: CGSize(width: 1, height: 1))
    let metrics = _HostMetrics.pixelHost(defaultSpacing: 8, sectionSpacing: 12)
    private(set) var texts: [_MeasuredText] = []

    func measure(_ text: _MeasuredText, proposal: ProposedViewSize) -> _TextMeasurement {
      texts.append(text)
      var measurement = _TextMeasurement(
        size: CGSize(width: CGFloat(text.string.count) * 7, height: 20), lines: [text.string])
      measurement.fontScale = text.minimumScaleFactor
      measurement.tightening = text.allowsTightening ? -0.5 : 0
      return measurement
    }

    func decoration(of control: _MeasuredControl) -> EdgeInsets { EdgeInsets() }

    func size(of control: _MeasuredControl, proposal: ProposedViewSize) -> CGSize {
      CGSize(width: 100, height: 30)
    }

    func size(of symbol: _MeasuredSymbol) -> CGSize { CGSize(width: 20, height: 20) }
  }

  @Test func aPixelHostMeasuresAndDrawsWithTheSettings() throws {
    let measurer = FittingMeasurer()
    let core = HostCore(
      root: Text("日本語 🌏 हिन्दी").font(.title).lineSpacing(6).minimumScaleFactor(0.6)
        .allowsTightening(true),
      size: CGSize(width: 300, height: 200), measurer: measurer)
    let asked = try #require(measurer.texts.last)
    #expect(asked.lineSpacing == 6)
    #expect(asked.minimumScaleFactor == 0.6)
    #expect(asked.allowsTightening)
    // The text is drawn at the size and spacing the measurer set it at, its lines 6 apart.
    let item = try #require(
      core.displayList.items.first {
        if case .text = $0.content { return true }
        return false
      })
    guard case .text(let lines, _, let lineSpacing) = item.content else {
      Issue.record("no text")
      return
    }
    #expect(lineSpacing == 6)
    let style = try #require(lines.first?.first?.style.native)
    #expect(abs(style.sizeScale - 0.6) < 0.0001)
    #expect(style.letterSpacing == -0.5)
    #expect(style.textStyle == .title)
  }

  @Test func aTextThatFitsIsDrawnAsItIs() throws {
    let core = HostCore(
      root: Text("Grüße 👋").lineSpacing(0), size: CGSize(width: 300, height: 200),
      measurer: FittingMeasurer())
    let item = try #require(
      core.displayList.items.first {
        if case .text = $0.content { return true }
        return false
      })
    guard case .text(let lines, _, let lineSpacing) = item.content else { return }
    #expect(lineSpacing == 0)
    #expect(lines.first?.first?.style.native?.sizeScale == 1)
    #expect(lines.first?.first?.style.native?.letterSpacing == nil)
  }
}
