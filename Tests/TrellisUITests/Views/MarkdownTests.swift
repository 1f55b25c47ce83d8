import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A string literal's Markdown is shown as styles, as Apple's `Text` shows it.
@MainActor
@Suite struct MarkdownTests {
  /// The runs of the `Text` that `key` makes, as (characters, style).
  private func runs(_ text: Text) -> [HostTextRun] {
    let core = HostCore(root: text, width: 60, height: 4)
    return core.elements.compactMap(\.textRuns).first ?? []
  }

  @Test func boldItalicCodeAndLinks() throws {
    let runs = runs(Text("**bold** and *italic* and `code` and [a link](https://example.com)"))
    #expect(runs.map(\.string) == ["bold", " and ", "italic", " and ", "code", " and ", "a link"])
    #expect(runs[0].style.weight == .bold)
    #expect(runs[2].style.italic)
    #expect(runs[4].style.monospaced)
    #expect(runs[6].style.link?.absoluteString == "https://example.com")
    #expect(runs[1].style == HostTextStyle())
  }

  @Test func theTerminalShowsMarkdownsStyles() {
    let core = HostCore(root: Text("**B** *I* ~~S~~ [L](https://example.com)"), width: 7, height: 1)
    #expect(core.text == "B I S L")
    #expect(core.cellStyle(x: 0, y: 0)?.bold == true)
    #expect(core.cellStyle(x: 2, y: 0)?.italic == true)
    #expect(core.cellStyle(x: 4, y: 0)?.strikethrough == true)
    #expect(core.cellStyle(x: 6, y: 0)?.underline == true)
    #expect(core.cellStyle(x: 1, y: 0) == HostCellStyle())
  }

  @Test func underscoresAndNesting() {
    let runs = runs(Text("__b__ _i_ snake_case_name ***both*** **a *b* c**"))
    let shown = runs.map(\.string).joined()
    #expect(shown == "b i snake_case_name both a b c")
    let both = runs.first { $0.string == "both" }
    #expect(both?.style.weight == .bold && both?.style.italic == true)
    let nested = runs.first { $0.string == "b" && $0.style.italic }
    #expect(nested?.style.weight == .bold)
    #expect(runs.first { $0.string.contains("snake") }?.style.italic == false)
  }

  @Test(arguments: [
    "**unclosed", "*", "a * b * c", "`open", "[label](", "[label]", "~~x", "\\*escaped\\*",
    "**", "***", "__", "\\",
  ])
  func markupThatIsNotClosedIsShownAsWritten(source: String) {
    let shown = runs(Text(LocalizedStringKey(source))).map(\.string).joined()
    let expected = source == "\\*escaped\\*" ? "*escaped*" : source
    #expect(shown == expected)
  }

  @Test func aLinkWithoutALabelShowsNothing() {
    // CommonMark's reading, which Apple's parser follows.
    #expect(runs(Text("[](https://example.com)")).map(\.string).joined() == "")
  }

  @Test func codeIsShownAsWrittenInside() {
    let runs = runs(Text("run `swift **build**` now"))
    #expect(runs.map(\.string) == ["run ", "swift **build**", " now"])
    #expect(runs[1].style.monospaced && runs[1].style.weight == .regular)
  }

  @Test func interpolatedStringsAreNotMarkdown() {
    let name = "*Ada*"
    let runs = runs(Text("**Hi** \(name)"))
    #expect(runs.map(\.string) == ["Hi", " *Ada*"])
    #expect(!runs[1].style.italic)
  }

  @Test func markdownInSeveralScripts() {
    let runs = runs(Text("**नमस्ते** *你好* `👋🏽`"))
    #expect(runs.map(\.string) == ["नमस्ते", " ", "你好", " ", "👋🏽"])
    #expect(runs[0].style.weight == .bold && runs[2].style.italic && runs[4].style.monospaced)
  }

  @Test func theTitlesOfButtonsReadMarkdownToo() throws {
    let host = ViewHost(Button("**Save**") {}, width: 8, height: 1)
    #expect(host.text == "[ Save ]")
  }
}
