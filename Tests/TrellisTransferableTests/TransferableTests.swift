import Foundation
import Testing
import TrellisTransferable

/// Values exported and imported through each kind of representation, and through item
/// providers as a drag carries them.
@Suite struct TransferableTests {
  static let titles = ["क्षितिज", "漢字の本", "👩🏽‍💻 Notes"]

  @Test(arguments: titles)
  func codableRepresentationRoundTripsAsJSON(title: String) async throws {
    let card = Card(title: title)
    let data = try await card.exported(as: .card)
    #expect(try JSONDecoder().decode(Card.self, from: data) == card)
    #expect(try await Card(importing: data, contentType: .card) == card)
  }

  @Test func theTypesListedAreTheRepresentationsInOrder() {
    #expect(
      Card.exportedContentTypes() == [.card, .cardFile, .utf8PlainText])
    #expect(Card.importedContentTypes() == [.card, .cardFile])
    #expect(Stamp.exportedContentTypes() == [.utf8PlainText])
    #expect(Stamp.importedContentTypes() == [.plainText])
    #expect(String.importedContentTypes() == [.utf8PlainText, .plainText])
  }

  @Test(arguments: titles)
  func fileRepresentationRoundTripsThroughAFile(title: String) async throws {
    let card = Card(title: title)
    let data = try await card.exported(as: .cardFile)
    #expect(String(decoding: data, as: UTF8.self) == title)
    #expect(try await Card(importing: data, contentType: .cardFile) == card)
  }

  @Test(arguments: titles)
  func proxyRepresentationExportsAsTheProxyUnlessTheConditionRefuses(title: String) async throws {
    #expect(try await Card(title: title).exported(as: .plainText) == Data(title.utf8))
    await #expect(throws: (any Error).self) {
      try await Card(title: title, isPrivate: true).exported(as: .plainText)
    }
    // A custom representation's body is what it is.
    #expect(Memo.importedContentTypes() == [.utf8PlainText, .plainText])
    #expect(try await Memo(text: title).exported(as: .utf8PlainText) == Data(title.utf8))
    #expect(try await Memo(importing: Data(title.utf8), contentType: .plainText).text == title)
  }

  @Test func oneWayDataRepresentationsOnlyGoTheirWay() async throws {
    #expect(try await Stamp(code: "नमस्ते").exported(as: nil) == Data("stamp नमस्ते".utf8))
    #expect(try await Stamp(importing: Data("日本".utf8), contentType: .plainText).code == "日本")
    await #expect(throws: (any Error).self) {
      try await Stamp(importing: Data("x".utf8), contentType: .json)
    }
  }

  @Test func standardTypesTravelAsApplesDo() async throws {
    let text = "नमस्ते 世界 🌍"
    #expect(try await text.exported(as: .plainText) == Data(text.utf8))
    #expect(try await String(importing: Data(text.utf8), contentType: .plainText) == text)
    let bytes = Data([0, 1, 2, 255])
    #expect(try await Data(importing: bytes.exported(as: .data), contentType: .data) == bytes)
    let web = try #require(URL(string: "https://example.org/%E6%BC%A2"))
    #expect(URL.exportedContentTypes() == [.fileURL, .url])
    #expect(try await URL(importing: web.exported(as: .url), contentType: .url) == web)
    // A web URL is not a file URL: the file-URL representation's condition skips it.
    #expect(try await web.exported(as: nil) == Data(web.absoluteString.utf8))
    let file = URL(fileURLWithPath: "/tmp/漢字.txt")
    #expect(try await URL(importing: file.exported(as: .fileURL), contentType: .fileURL) == file)
    let attributed = AttributedString("क्षि 漢 👩🏽‍💻")
    #expect(try await attributed.exported(as: .utf8PlainText) == Data("क्षि 漢 👩🏽‍💻".utf8))
  }

  @Test(arguments: titles)
  func anItemProviderCarriesATransferableInItsTypes(title: String) async throws {
    let provider = NSItemProvider()
    provider.register(Card(title: title))
    #expect(
      provider.registeredTypeIdentifiers
        == [UTType.card, .cardFile, .utf8PlainText].map(\.identifier))
    #expect(provider.suggestedName == "\(title).card")
    #expect(try await provider.loadTransferable(type: Card.self) == Card(title: title))
    #expect(try await provider.loadTransferable(type: String.self) == title)
    let data = try await provider.loadDataRepresentation(for: .cardFile)
    #expect(String(decoding: data, as: UTF8.self) == title)
  }

  @Test func aProviderWithoutAnImportedTypeFailsToLoad() async throws {
    let provider = NSItemProvider()
    provider.register(Stamp(code: "क"))
    await #expect(throws: (any Error).self) {
      try await provider.loadTransferable(type: Card.self)
    }
    // Text that is a file's name loads as a card through the file representation.
    let text = NSItemProvider()
    text.registerDataRepresentation(for: .cardFile) { done in
      done(Data("漢字".utf8), nil)
      return nil
    }
    #expect(try await text.loadTransferable(type: Card.self) == Card(title: "漢字"))
  }
}
