import Foundation
import Testing
import TrellisTerminal
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

/// Where the app keeps what its `OpenURLAction`s were handed.
@MainActor private final class OpenedLinks {
  var urls: [URL] = []
  var byHelp: [URL] = []
}

/// A help page whose texts carry Markdown links, in a form's sections. The app opens its
/// own pages itself and hands the others on; the help section has an action of its own.
private struct HelpPage: View {
  let opened: OpenedLinks
  var isDisabled = false

  var body: some View {
    VStack(alignment: .leading) {
      Section("Start") {
        Text("Read the [guide](https://example.org/guide) or **[FAQ](https://example.org/faq)**.")
        Text("No link here, only *emphasis*.")
      }
      Section("Help") {
        Text("[सहायता क्षेत्र](https://example.org/help) · 漢字 👩‍👩‍👧")
          .environment(
            \.openURL,
            OpenURLAction { url in
              opened.byHelp.append(url)
              return .handled
            })
      }
    }
    .disabled(isDisabled)
    .environment(
      \.openURL,
      OpenURLAction { url in
        opened.urls.append(url)
        return url.host == "example.org" ? .handled : .systemAction
      })
  }
}

@MainActor
@Suite struct MarkdownLinkTests {
  private let guide = URL(string: "https://example.org/guide")!
  private let faq = URL(string: "https://example.org/faq")!
  private let help = URL(string: "https://example.org/help")!

  @Test func aTextListsItsLinksAndOpensThemThroughTheEnvironment() throws {
    let opened = OpenedLinks()
    let host = ViewHost(HelpPage(opened: opened), width: 70, height: 10)
    let start = try host.text("Read the guide or FAQ.")
    #expect(start.links.map(\.title) == ["guide", "FAQ"])
    #expect(start.links.map(\.url) == [guide, faq])
    #expect(try host.text("No link here, only emphasis.").links.isEmpty)
    try start.openLink(titled: "FAQ")
    try start.openLink(titled: "guide")
    #expect(opened.urls == [faq, guide])
    // The nearest action wins: the help section's own.
    let helpText = try host.text("सहायता क्षेत्र · 漢字 👩‍👩‍👧")
    #expect(helpText.links.map(\.title) == ["सहायता क्षेत्र"])
    try helpText.openLink(titled: "सहायता क्षेत्र")
    #expect(opened.byHelp == [help])
    #expect(opened.urls == [faq, guide])
    #expect(throws: ViewHostError.self) { try start.openLink(titled: "help") }
  }

  @Test func aDisabledTextsLinksOpenNothing() throws {
    let opened = OpenedLinks()
    let host = ViewHost(HelpPage(opened: opened, isDisabled: true), width: 70, height: 10)
    let start = try host.text("Read the guide or FAQ.")
    #expect(throws: ViewHostError.self) { try start.openLink(titled: "guide") }
    #expect(opened.urls.isEmpty)
  }

  // In the terminal a mouse press on a link's cells opens it; a press beside it, on the
  // plain text, opens nothing.
  @Test func aClickOnALinksCellsOpensItInTheTerminal() throws {
    let opened = OpenedLinks()
    let core = HostCore(root: HelpPage(opened: opened), width: 70, height: 10)
    let input = _TerminalInput(core: core)
    let screen = core.text
    func click(_ text: String, offset: Int = 0) throws {
      let line = try #require(
        screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated().first {
          $0.element.contains(text)
        })
      let prefix = line.element[..<line.element.range(of: text)!.lowerBound]
      let column = _DisplayWidth.of(String(prefix)) + offset
      _ = input.handle(.mouse(MouseEvent(.press(.left), column: column, row: line.offset)))
      _ = input.handle(.mouse(MouseEvent(.release(.left), column: column, row: line.offset)))
      core.update()
    }
    try click("Read the")
    #expect(opened.urls.isEmpty, "the plain words are no link")
    try click("guide", offset: 2)
    #expect(opened.urls == [guide])
    try click("FAQ")
    #expect(opened.urls == [guide, faq])
    // After the Devanagari conjunct and the wide CJK cells the columns still line up.
    try click("सहायता", offset: 1)
    #expect(opened.byHelp == [help])
    try click("漢字")
    #expect(opened.byHelp == [help])
  }
}
