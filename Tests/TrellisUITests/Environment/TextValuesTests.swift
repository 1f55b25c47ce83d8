import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// The text modifiers a view sets for the text inside it: line limits, alignment,
/// truncation, letter case, weight and lines.
@MainActor
@Suite struct TextValuesTests {
  private let long = "one two three four five six"

  @Test func aLineLimitCutsTheLastLineShown() {
    let core = HostCore(root: Text(long).lineLimit(2), width: 10, height: 6)
    #expect(
      core.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        == ["one two", "three fou…"])
  }

  @Test func reservedLinesKeepTheirRoom() throws {
    let core = HostCore(
      root: VStack(spacing: 0) {
        Text("short").lineLimit(3, reservesSpace: true)
        Text("below")
      }, width: 10, height: 6)
    let below = try #require(core.elements.first { $0.text == "below" })
    let short = try #require(core.elements.first { $0.text == "short" && $0.typeName == "Text" })
    #expect(below.cellFrame.y - short.cellFrame.y == 3)
  }

  @Test func aRangeReservesItsLowerBoundAndLimitsToItsUpper() throws {
    let core = HostCore(root: Text(long).lineLimit(2...3), width: 10, height: 6)
    let text = try #require(core.elements.first { $0.typeName == "Text" })
    #expect(text.cellFrame.height == 3)
    let short = HostCore(root: Text("hi").lineLimit(2...3), width: 10, height: 6)
    #expect(try #require(short.elements.first { $0.typeName == "Text" }).cellFrame.height == 2)
  }

  @Test(arguments: [
    (Text.TruncationMode.head, "… five six"), (.middle, "one t… six"), (.tail, "one two t…"),
  ])
  func truncationModes(mode: Text.TruncationMode, expected: String) {
    let core = HostCore(root: Text(long).lineLimit(1).truncationMode(mode), width: 10, height: 1)
    #expect(core.text.trimmingCharacters(in: .whitespaces) == expected)
  }

  @Test func multilineAlignmentLinesUpTheLines() {
    let view = Text("a bb ccc").multilineTextAlignment(.trailing)
    let core = HostCore(root: view.frame(width: 3 * 8), width: 3, height: 3)
    #expect(core.text == "  a\n bb\nccc")
    let centred = HostCore(
      root: Text("a ccc").multilineTextAlignment(.center).frame(width: 3 * 8), width: 3, height: 2)
    #expect(centred.text == " a\nccc")
  }

  @Test func textCaseUsesTheLocale() {
    let core = HostCore(
      root: Text("istanbul").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr")),
      width: 8, height: 1)
    #expect(core.text == "İSTANBUL")
    let host = HostCore(root: Text("Header").textCase(.lowercase), width: 6, height: 1)
    #expect(host.elements.contains { $0.text == "header" })
  }

  /// A text that stays as it was while its container's environment changes is sized and
  /// drawn in the new environment (a text's layout keeps what it worked out for the last one).
  @Test func anUnchangedTextFollowsItsEnvironment() throws {
    struct Screen: View {
      @State var shouting = false
      @State var short = false
      var body: some View {
        VStack(alignment: .leading) {
          Toggle("Shout", isOn: $shouting)
          Toggle("Short", isOn: $short)
          Words()
            .textCase(shouting ? .uppercase : nil)
            .lineLimit(short ? 1 : nil)
            .frame(width: 96)  // 12 columns
        }
      }
    }
    /// A view of its own, so that its text is not made again when the screen's body is.
    struct Words: View {
      var body: some View { Text("नमस्ते 世界 one two three 👩🏽‍💻") }
    }
    let host = ViewHost(Screen(), width: 30, height: 12)
    #expect(host.text.contains("नमस्ते 世界"))
    #expect(host.text.contains("one two"))
    let linesBefore = host.text.split(separator: "\n").count
    try host.toggle("Shout").tap()
    host.update()
    #expect(host.text.contains("ONE TWO"))
    #expect(!host.text.contains("one two"))
    #expect(host.bodyEvaluations(of: Words.self) == 1)
    try host.toggle("Shout").tap()
    host.update()
    #expect(host.text.contains("one two"))
    try host.toggle("Short").tap()
    host.update()
    #expect(host.text.contains("…"))
    #expect(!host.text.contains("three"))
    #expect(host.text.split(separator: "\n").count < linesBefore)
  }

  @Test func weightsUnderlinesAndStrikesFromAContainer() {
    let core = HostCore(
      root: HStack(spacing: 0) {
        Text("A")
        Text("B").fontWeight(.regular)
      }.fontWeight(.semibold).underline().strikethrough(), width: 2, height: 1)
    #expect(core.cellStyle(x: 0, y: 0)?.bold == true)
    // The text's own weight wins over its container's.
    #expect(core.cellStyle(x: 1, y: 0)?.bold == false)
    #expect(core.cellStyle(x: 1, y: 0)?.underline == true)
    #expect(core.cellStyle(x: 1, y: 0)?.strikethrough == true)
  }

  @Test func fontsReportWhatAPixelHostNeeds() throws {
    let core = HostCore(
      root: VStack {
        Text("Custom").font(.custom("Cantarell", size: 18, relativeTo: .title))
        Text("Sized").font(.system(size: 12, weight: .bold, design: .monospaced))
        Text("Styled").font(.system(.headline, design: .serif, weight: .light))
        Text("Spaced").kerning(2).tracking(1)
      }, width: 20, height: 4)
    func style(_ text: String) throws -> HostTextStyle {
      try #require(core.elements.first { $0.text == text }?.textStyle)
    }
    #expect(try style("Custom").family == "Cantarell")
    #expect(try style("Custom").size == 18)
    #expect(try style("Sized").weight == .bold)
    #expect(try style("Sized").monospaced)
    #expect(try style("Styled").textStyle == .headline)
    // An explicit light weight replaces the headline's semibold.
    #expect(try style("Styled").weight == .regular)
    #expect(try style("Spaced").letterSpacing == 3)
    #expect(core.cellStyle(x: 0, y: 1)?.bold == true || core.text.contains("Sized"))
  }

  @Test func boldAndItalicTraitsOfFonts() {
    let core = HostCore(
      root: HStack(spacing: 0) {
        Text("B").font(.body.weight(.heavy))
        Text("I").font(.body.italic())
        Text("M").font(.body.monospacedDigit())
      }, width: 3, height: 1)
    #expect(core.cellStyle(x: 0, y: 0)?.bold == true)
    #expect(core.cellStyle(x: 1, y: 0)?.italic == true)
    #expect(core.cellStyle(x: 2, y: 0) == HostCellStyle())
  }
}
