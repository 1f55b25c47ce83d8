import Foundation
import Observation
import Testing
import TrellisTerminal
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A bracketed paste in the terminal, with focus on a row of a `ForEach` with `onInsert`,
/// inserts what it holds after the row: the text (and a URL when it is one), or the files
/// whose paths it lists.
@MainActor @Suite struct ListInsertPasteTests {
  @Observable final class Reading {
    var titles = ["क्षितिज", "漢字の本", "👩🏽‍💻 Notes"]
    var folders = ["📁 Inbox"]
    var note = "क्षि"
    var drops: [(offset: Int, providers: [NSItemProvider])] = []
    var fileDrops: [(offset: Int, providers: [NSItemProvider])] = []
  }

  struct ReadingList: View {
    let reading: Reading
    var body: some View {
      VStack {
        Button("Elsewhere") {}
        List {
          Section("Titles") {
            ForEach(reading.titles, id: \.self) { title in
              HStack {
                Button("Open \(title)") {}
                if title == "क्षितिज" { TextField("Note", text: Bindable(reading).note) }
              }
            }
            .onInsert(of: [.plainText, .url, .fileURL]) { offset, providers in
              reading.drops.append((offset, providers))
            }
          }
          Section("Folders") {
            // Only files: a paste of text is refused here.
            ForEach(reading.folders, id: \.self) { Button("Open \($0)") {} }
              .onInsert(of: [.fileURL]) { reading.fileDrops.append(($0, $1)) }
          }
        }
      }
    }
  }

  private func host(_ reading: Reading) -> (HostCore, _TerminalInput) {
    let core = HostCore(root: ReadingList(reading: reading), width: 60, height: 20)
    return (core, _TerminalInput(core: core))
  }

  private func paste(_ text: String, on label: String, _ core: HostCore, _ input: _TerminalInput)
    throws
  {
    try #require(core.elements.first { $0.kind == .button && $0.text == label }).focus()
    _ = input.handle(.paste(text))
    core.update()
  }

  private func loadText(_ provider: NSItemProvider, _ type: UTType) async throws -> String {
    String(decoding: try await provider.loadDataRepresentation(for: type), as: UTF8.self)
  }

  @Test func aPastedTextGoesAfterTheFocusedRowAsPlainText() async throws {
    let reading = Reading()
    let (core, input) = host(reading)
    try paste("नया 新しい 👩🏽‍💻", on: "Open 漢字の本", core, input)
    #expect(reading.drops.map(\.offset) == [2])
    let provider = try #require(reading.drops.first?.providers.first)
    #expect(reading.drops.first?.providers.count == 1)
    #expect(provider.registeredTypeIdentifiers == [UTType.utf8PlainText.identifier])
    #expect(try await loadText(provider, .plainText) == "नया 新しい 👩🏽‍💻")
    // On the last row, after it: the end of the data.
    try paste("終わり", on: "Open 👩🏽‍💻 Notes", core, input)
    #expect(reading.drops.map(\.offset) == [2, 3])
  }

  @Test func aPastedURLIsAlsoOfferedAsAURL() async throws {
    let reading = Reading()
    let (core, input) = host(reading)
    try paste("https://example.org/漢字?q=क्षि", on: "Open क्षितिज", core, input)
    let provider = try #require(reading.drops.first?.providers.first)
    #expect(reading.drops.first?.offset == 1)
    #expect(
      provider.registeredTypeIdentifiers == [
        UTType.url.identifier, UTType.utf8PlainText.identifier,
      ])
    let url = try await loadText(provider, .url)
    #expect(URL(string: url)?.host == "example.org")
    #expect(try await loadText(provider, .plainText) == "https://example.org/漢字?q=क्षि")
    // Two URLs, or a URL in a sentence, are text only.
    try paste("https://a.example https://b.example", on: "Open क्षितिज", core, input)
    try paste("see https://a.example", on: "Open क्षितिज", core, input)
    #expect(
      reading.drops.dropFirst().map { $0.providers.map(\.registeredTypeIdentifiers) } == [
        [[UTType.utf8PlainText.identifier]], [[UTType.utf8PlainText.identifier]],
      ])
  }

  @Test func pastedPathsOfExistingFilesAreFileURLs() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("paste-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let notes = folder.appendingPathComponent("漢字 notes.txt")
    let photo = folder.appendingPathComponent("👩🏽‍💻.png")
    try Data("क्षि".utf8).write(to: notes)
    try Data([0x89, 0x50]).write(to: photo)

    let reading = Reading()
    let (core, input) = host(reading)
    // As a terminal sends a pasted line's end ("\r"), one path quoted as some terminals do.
    try paste("\(notes.path)\r'\(photo.path)'\r", on: "Open 漢字の本", core, input)
    let providers = try #require(reading.drops.first?.providers)
    #expect(reading.drops.first?.offset == 2)
    #expect(providers.count == 2)
    #expect(
      providers.allSatisfy { $0.hasItemConformingToTypeIdentifier(UTType.fileURL.identifier) })
    #expect(providers.map(\.suggestedName) == ["漢字 notes.txt", "👩🏽‍💻.png"])
    #expect(providers[1].hasItemConformingToTypeIdentifier(UTType.png.identifier))
    let first = try await loadText(providers[0], .fileURL)
    #expect(URL(string: first)?.path == notes.path)
    #expect(try await loadText(providers[0], .plainText) == "क्षि")

    // A file-only row takes the same paste; it refuses text.
    try paste(notes.path, on: "Open 📁 Inbox", core, input)
    try paste("plain words", on: "Open 📁 Inbox", core, input)
    #expect(reading.fileDrops.map(\.offset) == [1])
    // A path of no file (or one line among others that is not a path) is text.
    try paste("\(notes.path)\n/no/such/漢字", on: "Open 漢字の本", core, input)
    #expect(
      reading.drops.last?.providers.map(\.registeredTypeIdentifiers) == [
        [UTType.utf8PlainText.identifier]
      ])
  }

  @Test func aFieldBeingEditedOrFocusOutsideTheRowsTakesThePasteAsBefore() throws {
    let reading = Reading()
    let (core, input) = host(reading)
    try paste("漢字", on: "Elsewhere", core, input)
    #expect(reading.drops.isEmpty)
    let field = try #require(core.elements.first { $0.kind == .textField })
    try field.focus()
    _ = input.handle(.paste("漢字"))
    core.update()
    #expect(reading.drops.isEmpty)
    #expect(reading.note == "क्षि漢字")
  }
}
