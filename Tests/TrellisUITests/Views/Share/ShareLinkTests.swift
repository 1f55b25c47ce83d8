import Foundation
import Testing
import TrellisTesting
import TrellisUI

private struct Recipe: Codable, Transferable {
  var name: String
  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
  }
}

/// Records the URLs the views ask to open.
@MainActor
private final class OpenedURLs {
  var urls: [URL] = []
}

private struct Sharing<Content: View>: View {
  let opened: OpenedURLs
  @ViewBuilder let content: Content
  var body: some View {
    VStack { content }
      .environment(
        \.openURL,
        OpenURLAction { url in
          opened.urls.append(url)
          return .handled
        })
  }
}

@MainActor
@Suite struct ShareLinkTests {
  @Test func aLinkWithoutALabelIsAShareMenuThatCopiesItsURL() throws {
    let url = URL(string: "https://example.org/parks/यलोस्टोन")!
    let host = ViewHost(ShareLink(item: url), width: 40, height: 10)
    let menu = try host.menu("Share")
    #expect(menu.menuItems?.map(\.title) == ["Copy", "Email"])
    try menu.chooseMenuItem("Copy")
    host.update()
    #expect(host.clipboardText == url.absoluteString)
    host.close()
  }

  @Test func emailOpensAMailWithTheSubjectTheMessageAndTheItems() throws {
    let opened = OpenedURLs()
    let host = ViewHost(
      Sharing(opened: opened) {
        ShareLink(
          "Send ক্ষ", items: ["第一", "second 👩‍👩‍👧"], subject: Text("Two lines"),
          message: Text("Read these"))
      }, width: 40, height: 10)
    try host.menu("Send ক্ষ").chooseMenuItem("Email")
    host.update()
    let mail = try #require(opened.urls.first)
    let components = try #require(URLComponents(url: mail, resolvingAgainstBaseURL: false))
    #expect(components.scheme == "mailto")
    let query = Dictionary(
      uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
    #expect(query["subject"] == "Two lines")
    #expect(query["body"] == "Read these\n\n第一\nsecond 👩‍👩‍👧")
    #expect(host.clipboardText == nil)

    try host.menu("Send ক্ষ").chooseMenuItem("Copy")
    host.update()
    #expect(host.clipboardText == "第一\nsecond 👩‍👩‍👧")
    host.close()
  }

  @Test func transferableItemsAreCopiedInTheirRepresentationsUnderTheirPreviewsTitle() async throws
  {
    let recipes = [Recipe(name: "Dal"), Recipe(name: "Ramen")]
    let host = ViewHost(
      ShareLink(items: recipes, preview: { SharePreview($0.name) }) { Text("Recipes") },
      width: 40, height: 10)
    let menu = try host.menu("Recipes")
    let items = try #require(menu.menuItems)
    // The first item's preview heads the list; no mail for values that are not text.
    #expect(items.contains { $0.kind == .header && $0.title == "Dal" })
    #expect(!items.contains { $0.title == "Email" })
    try menu.chooseMenuItem("Copy")
    host.update()
    #expect(host.clipboardText == nil)
    #expect(host.clipboardItems.count == 2)
    let loaded = try await host.clipboardItems[1].loadTransferable(type: Recipe.self)
    #expect(loaded.name == "Ramen")
    host.close()
  }

  @Test func aSymbolImageCannotBeExportedAndSaysWhy() async throws {
    await #expect(throws: (any Error).self) {
      _ = try await Image(systemName: "star").exported(as: .image)
    }
  }

  @Test func aMailKeepsTheItemsCharactersThatMeanSomethingInAURL() throws {
    let opened = OpenedURLs()
    let text = "Fish & chips = 2+2? 100% #1"
    let host = ViewHost(
      Sharing(opened: opened) { ShareLink("Send", item: text, subject: Text("a&b=c")) },
      width: 30, height: 6)
    try host.menu("Send").chooseMenuItem("Email")
    host.update()
    let mail = try #require(opened.urls.first)
    let query = try #require(URLComponents(url: mail, resolvingAgainstBaseURL: false)?.queryItems)
    #expect(query.first { $0.name == "subject" }?.value == "a&b=c")
    #expect(query.first { $0.name == "body" }?.value == text)
    host.close()
  }
}
