import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the section "Files" of the article "Presenting sheets, alerts and dialogs".
@MainActor
@Suite struct FilePanelsTests {
  typealias Example = FilePanels

  private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("FilePanelsTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func openingReadsTheFileTheTestChooses() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("मसौदा.txt")
    try Data("पढ़ा गया 📖".utf8).write(to: file)
    let host = ViewHost(Example.Editor(), width: 50, height: 8)
    try host.button("Open…").tap()
    host.update()
    let panel = try #require(host.filePanel)
    #expect(panel.mode == .open)
    #expect(!panel.accepts(folder.appendingPathComponent("photo.png")))
    try panel.choose(file)
    #expect(host.contains(text: "पढ़ा गया 📖"))
    #expect(host.filePanel == nil)
  }

  @Test func savingWritesTheDocumentWithTheTypesExtension() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = ViewHost(Example.Editor(), width: 50, height: 8)
    try host.button("Save…").tap()
    host.update()
    let panel = try #require(host.filePanel)
    #expect(panel.defaultFilename == "Notes.txt")
    try panel.save(to: folder.appendingPathComponent("ノート"))
    #expect(host.contains(text: "Saved ノート.txt"))
    let text = try String(
      contentsOf: folder.appendingPathComponent("ノート.txt"), encoding: .utf8)
    #expect(text == "नमस्ते, 世界 🎉")
  }

  @Test func cancellingCallsNeitherClosure() throws {
    let host = ViewHost(Example.Editor(), width: 50, height: 8)
    try host.button("Open…").tap()
    host.update()
    try #require(host.filePanel).cancel()
    #expect(host.filePanel == nil)
    #expect(!host.contains(text: "Not opened"))
  }

  @Test func aFolderOfFilesIsWrittenAndReadBack() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Bundle")
    try Example.bundle(at: url)
    let read = try FileWrapper(url: url)
    #expect(read.isDirectory)
    #expect(read.fileWrappers?["README.md"]?.regularFileContents == Data("# 日本語".utf8))
  }
}
