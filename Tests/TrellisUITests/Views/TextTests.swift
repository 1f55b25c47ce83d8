import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A `Text` joined with `+` keeps each part's style, in what every host reads: the terminal's
/// cells, and the runs a host with its own drawing (GTK) gets.
@MainActor
@Suite struct TextTests {
  /// The runs of the only `Text` showing `string`.
  private func runs<V: View>(of string: String, in view: V) throws -> [HostTextRun] {
    let core = HostCore(root: view, width: 40, height: 6)
    let texts = core.elements.filter { $0.text == string }.compactMap(\.textRuns)
    return try #require(texts.first)
  }

  @Test func joinedTextsKeepTheRightHandSidesStyle() throws {
    let view = Text("Total: ").bold() + Text("12").italic().foregroundColor(.red)
    let runs = try runs(of: "Total: 12", in: view)
    #expect(runs.map(\.string) == ["Total: ", "12"])
    #expect(runs[0].style.weight == .bold && !runs[0].style.italic)
    #expect(runs[1].style.weight == .regular && runs[1].style.italic)
    #expect(runs[1].style.foreground != nil && runs[0].style.foreground == nil)
  }

  @Test func theTerminalDrawsEachRunInItsOwnStyle() throws {
    let core = HostCore(
      root: Text("ab").bold() + Text("cd").underline() + Text("ef").strikethrough(), width: 6,
      height: 1)
    // The text fills the window: its cells start at column 0.
    #expect(core.text == "abcdef")
    #expect(core.cellStyle(x: 0, y: 0)?.bold == true)
    #expect(core.cellStyle(x: 1, y: 0)?.underline == false)
    #expect(core.cellStyle(x: 2, y: 0)?.underline == true)
    #expect(core.cellStyle(x: 3, y: 0)?.bold == false)
    #expect(core.cellStyle(x: 4, y: 0)?.strikethrough == true)
    #expect(core.cellStyle(x: 5, y: 0)?.underline == false)
  }

  @Test func aModifierOnAJoinedTextStylesTheRunsThatSetNothingThemselves() throws {
    let view = (Text("red").foregroundColor(.red) + Text(" plain")).foregroundColor(.blue).bold()
    let runs = try runs(of: "red plain", in: view)
    #expect(runs[0].style.foreground == HostColor(.red))
    #expect(runs[1].style.foreground == HostColor(.blue))
    #expect(runs.allSatisfy { $0.style.weight == .bold })
  }

  @Test func runsWrapAcrossLinesKeepingTheirStyles() throws {
    // "alpha beta" bold, then " gamma delta" plain: wrapped at 11 columns the second line
    // starts inside the plain run.
    let view = Text("alpha beta").bold() + Text(" gamma delta")
    let core = HostCore(root: view, width: 11, height: 2)
    #expect(core.text == "alpha beta\ngamma delta")
    #expect(core.cellStyle(x: 6, y: 0)?.bold == true)
    #expect(core.cellStyle(x: 0, y: 1)?.bold == false)
  }

  @Test(arguments: [
    ("नमस्ते ", "दुनिया"),
    ("你好", "世界"),
    ("👋🏽 ", "🌍"),
  ])
  func runsInSeveralScriptsAreMeasuredWhole(left: String, right: String) throws {
    let width = _DisplayWidth.of(left + right)
    let core = HostCore(root: Text(left).bold() + Text(right).italic(), width: width, height: 1)
    #expect(core.text == left + right)
    let leftWidth = _DisplayWidth.of(left)
    #expect(core.cellStyle(x: 0, y: 0)?.bold == true)
    #expect(core.cellStyle(x: leftWidth, y: 0)?.italic == true)
    #expect(core.cellStyle(x: leftWidth, y: 0)?.bold == false)
    let element = try #require(core.elements.first { $0.text == left + right })
    #expect(element.cellFrame.width == leftWidth + _DisplayWidth.of(right))
  }

  @Test func aCutLineEndsWithAnEllipsisInTheStyleBeforeIt() throws {
    let view = Text("one ").bold() + Text("two three four five")
    let core = HostCore(root: view.lineLimit(1), width: 8, height: 1)
    #expect(core.text == "one two…")
    #expect(core.cellStyle(x: 7, y: 0)?.bold == false)
    #expect(core.cellStyle(x: 0, y: 0)?.bold == true)
  }

  @Test func aTextInterpolatedInALiteralKeepsItsStyle() throws {
    let name = "Ada"
    let view = Text("Hello \(Text(name).bold())!")
    let runs = try runs(of: "Hello Ada!", in: view)
    #expect(runs.map(\.string) == ["Hello ", "Ada", "!"])
    #expect(runs.map { $0.style.weight == .bold } == [false, true, false])
  }

  @Test func verbatimAndStringVariablesAreShownAsWritten() throws {
    let stored = "**not bold**"
    let host = ViewHost(
      VStack {
        Text(verbatim: "*as written*")
        Text(stored)
      }, width: 30, height: 3)
    #expect(host.contains(text: "*as written*"))
    #expect(host.contains(text: "**not bold**"))
  }

  @Test func equalTextsAreEqualAndDifferentStylesAreNot() {
    #expect(Text("a").bold() + Text("b") == Text("a").bold() + Text("b"))
    #expect(Text("a").bold() + Text("b") != Text("a") + Text("b").bold())
  }
}
