import Foundation
import Testing
import TrellisUniformTypes

@Suite struct UTTypeTests {
  @Test func constantsHaveApplesIdentifiersAndTags() {
    #expect(UTType.plainText.identifier == "public.plain-text")
    #expect(UTType.utf8PlainText.identifier == "public.utf8-plain-text")
    #expect(UTType.fileURL.identifier == "public.file-url")
    #expect(UTType.pdf.identifier == "com.adobe.pdf")
    #expect(UTType.png.preferredFilenameExtension == "png")
    #expect(UTType.png.preferredMIMEType == "image/png")
    #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
    #expect(UTType.json.preferredMIMEType == "application/json")
    #expect(UTType.item.preferredFilenameExtension == nil)
    #expect(UTType.png.localizedDescription == "PNG image")
  }

  @Test func conformanceFollowsTheHierarchyBothWays() {
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.png.conforms(to: .data))
    #expect(UTType.png.conforms(to: .item))
    #expect(UTType.png.conforms(to: .content))
    #expect(UTType.png.conforms(to: .png))
    #expect(!UTType.png.conforms(to: .text))
    #expect(!UTType.image.conforms(to: .png))
    #expect(UTType.utf8PlainText.isSubtype(of: .text))
    #expect(UTType.text.isSupertype(of: .json))
    #expect(UTType.fileURL.conforms(to: .url))
    #expect(UTType.folder.conforms(to: .directory))
    #expect(!UTType.folder.conforms(to: .data))
    #expect(UTType.pdf.supertypes == [.data, .item, .compositeContent, .content])
    #expect(!UTType.png.supertypes.contains(.png))
  }

  // As Apple's documentation of each type lists what it conforms to.
  @Test func conformancesAreAsApplesDocumentationListsThem() {
    #expect(UTType.epub.supertypes == [.data, .item, .compositeContent, .content])
    #expect(!UTType.epub.conforms(to: .archive))
    #expect(UTType.zip.supertypes == [.data, .item, .archive])
    #expect(UTType.message.supertypes.isEmpty)
    #expect(UTType.emailMessage.supertypes == [.message])
    for type in [UTType.symbolicLink, .aliasFile, .urlBookmarkData] {
      #expect(type.conforms(to: .resolvable))
    }
    #expect(UTType.symbolicLink.supertypes == [.item, .resolvable])
    #expect(UTType.json.supertypes == [.text, .data, .content, .item])
    #expect(!UTType.json.conforms(to: .javaScript))
    #expect(
      UTType.javaScript.conforms(to: .sourceCode) && UTType.javaScript.conforms(to: .executable))
    #expect(UTType.vCard.conforms(to: .text) && UTType.vCard.conforms(to: .contact))
  }

  @Test func identifiersAreFoundWhateverTheirCase() {
    #expect(UTType("public.png") == .png)
    #expect(UTType("PUBLIC.PNG") == .png)
    #expect(Set([UTType("Public.PNG")!, .png]).count == 1)
    #expect(UTType("public.png")?.isDeclared == true)
    #expect(UTType.png.isPublic)
    #expect(!UTType.pdf.isPublic)
  }

  @Test(arguments: [
    "", "com.example.never-declared", "dyn.tx-00-00", "dyn.te-zz-7075626c69632e64617461",
  ])
  func unknownOrMalformedIdentifiersGiveNil(identifier: String) {
    #expect(UTType(identifier) == nil)
  }

  @Test func extensionsAndMIMETypesFindKnownTypes() {
    #expect(UTType(filenameExtension: "png") == .png)
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType(filenameExtension: "txt") == .plainText)
    #expect(UTType(mimeType: "application/pdf") == .pdf)
    #expect(UTType(mimeType: "Text/HTML") == .html)
    // A known extension whose type does not conform gives a dynamic type instead.
    let notText = UTType(filenameExtension: "png", conformingTo: .text)
    #expect(notText?.isDynamic == true)
    #expect(notText?.conforms(to: .text) == true)
    #expect(UTType.types(tag: "xml", tagClass: .mimeType, conformingTo: nil).isEmpty)
    #expect(UTType.types(tag: "text/xml", tagClass: .mimeType, conformingTo: .text) == [.xml])
  }

  @Test func anUnknownTagGivesADynamicTypeThatRoundTrips() throws {
    // A file extension in Devanagari, a MIME type no one declared.
    let notes = try #require(UTType(filenameExtension: "क्षनोट"))
    #expect(notes.isDynamic)
    #expect(!notes.isDeclared)
    #expect(!notes.isPublic)
    #expect(notes.identifier.hasPrefix("dyn."))
    #expect(notes.conforms(to: .data))
    #expect(notes.preferredFilenameExtension == "क्षनोट")
    #expect(notes.localizedDescription == nil)
    #expect(UTType(notes.identifier) == notes)
    #expect(UTType(filenameExtension: "क्षनोट") == notes)
    let mime = try #require(UTType(mimeType: "application/x-漢字", conformingTo: .text))
    #expect(mime.conforms(to: .text) && mime.conforms(to: .data))
    #expect(mime.preferredMIMEType == "application/x-漢字")
    #expect(mime != notes)
  }

  @Test(arguments: ["", "a/b"])
  func invalidExtensionsGiveNil(tag: String) {
    #expect(UTType(filenameExtension: tag) == nil)
  }

  @Test(arguments: ["", "text", "/plain", "text/", "a/b/c"])
  func invalidMIMETypesGiveNil(tag: String) {
    #expect(UTType(mimeType: tag) == nil)
  }

  @Test func exportedAndImportedTypesAreKnownFromThenOn() throws {
    #expect(UTType("org.example.trellis-recipe") == nil)
    let recipe = UTType(exportedAs: "org.example.trellis-recipe", conformingTo: .json)
    #expect(UTType("org.example.trellis-recipe") == recipe)
    #expect(recipe.isDeclared && !recipe.isDynamic)
    #expect(recipe.conforms(to: .text))
    #expect(recipe.supertypes.contains(.json))
    // A second declaration keeps the first.
    let again = UTType(importedAs: "ORG.EXAMPLE.TRELLIS-RECIPE", conformingTo: .image)
    #expect(again.identifier == "org.example.trellis-recipe")
    #expect(!again.conforms(to: .image))
    // Declaring a known type changes nothing.
    #expect(!UTType(importedAs: "public.png", conformingTo: .text).conforms(to: .text))
    let bare = UTType(importedAs: "org.example.trellis-bare")
    #expect(bare.supertypes.isEmpty)
  }

  @Test func typesEncodeAsTheirIdentifiers() throws {
    let data = try JSONEncoder().encode([UTType.png, .fileURL])
    #expect(String(decoding: data, as: UTF8.self) == #"["public.png","public.file-url"]"#)
    #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .fileURL])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([UTType].self, from: Data(#"["com.example.nope"]"#.utf8))
    }
  }
}
