import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `fileExporter` for value and reference documents, one or several: the document's file is
/// written where the panel says before the completion hears of it.
@MainActor
@Suite struct FileExporterTests {
  final class Log {
    var urls: [URL] = []
    var errors: [String] = []
    var cancellations = 0
  }

  struct Exporter<D: FileDocument>: View {
    let document: D?
    let log: Log
    @State private var isExporting = true

    var body: some View {
      Text(isExporting ? "open" : "closed")
        .fileExporter(
          isPresented: $isExporting, document: document, contentType: .plainText,
          defaultFilename: "मसौदा"
        ) { result in
          switch result {
          case .success(let url): log.urls.append(url)
          case .failure(let error): log.errors.append("\(error)")
          }
        }
    }
  }

  @Test func savingWritesTheDocumentAndHandsItsURL() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Log()
    let host = ViewHost(Exporter(document: TextFile(text: "नमस्ते, 世界 🎉"), log: log))
    let panel = try #require(host.filePanel)
    #expect(panel.mode == .save)
    #expect(panel.defaultFilename == "मसौदा.txt")
    #expect(panel.allowedContentTypes == [.plainText])
    // The type's extension is added to a name given without one.
    try panel.save(to: folder.appendingPathComponent("草稿"))
    let written = folder.appendingPathComponent("草稿.txt")
    #expect(log.urls == [written])
    #expect(try String(contentsOf: written, encoding: .utf8) == "नमस्ते, 世界 🎉")
    #expect(host.contains(text: "closed"))
    #expect(host.filePanel == nil)
    // Read back as a document.
    let read = try TextFile(
      configuration: .init(contentType: .plainText, file: FileWrapper(url: written)))
    #expect(read.text == "नमस्ते, 世界 🎉")
  }

  @Test func savingOverAFileReplacesIt() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Log()
    let host = ViewHost(Exporter(document: TextFile(text: "new"), log: log))
    let target = folder.appendingPathComponent("日本語.txt")
    try #require(host.filePanel).save(to: target)
    #expect(try String(contentsOf: target, encoding: .utf8) == "new")
    #expect(log.urls == [target])
  }

  @Test func aDocumentThatFailsToWriteReportsTheError() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Log()
    let host = ViewHost(Exporter(document: BrokenFile(), log: log))
    try #require(host.filePanel).save(to: folder.appendingPathComponent("x.txt"))
    #expect(log.urls.isEmpty)
    #expect(log.errors.count == 1)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.txt").path))
    #expect(host.contains(text: "closed"))
  }

  @Test func noDocumentShowsNoPanel() {
    let host = ViewHost(Exporter<TextFile>(document: nil, log: Log()))
    #expect(host.filePanel == nil)
  }

  @Test func cancellingWritesNothingAndCallsNothing() throws {
    let log = Log()
    let host = ViewHost(Exporter(document: TextFile(text: "x"), log: log))
    try #require(host.filePanel).cancel()
    #expect(log.urls.isEmpty && log.errors.isEmpty)
    #expect(host.contains(text: "closed"))
  }

  struct LinesExporter: View {
    let notebook: LinesDocument
    let log: Log
    @State private var isExporting = true

    var body: some View {
      Text(isExporting ? "open" : "closed")
        .fileExporter(
          isPresented: $isExporting, document: notebook, contentType: .json
        ) { result in
          if case .success(let url) = result { log.urls.append(url) }
        }
    }
  }

  @Test func aReferenceDocumentIsWrittenFromASnapshotTakenOnSaving() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Log()
    let notebook = LinesDocument(lines: ["एक"])
    let host = ViewHost(LinesExporter(notebook: notebook, log: log))
    let panel = try #require(host.filePanel)
    #expect(panel.defaultFilename == "Untitled.json")
    notebook.lines.append("二")
    try panel.save(to: folder.appendingPathComponent("notebook.json"))
    let data = try Data(contentsOf: folder.appendingPathComponent("notebook.json"))
    #expect(try JSONDecoder().decode([String].self, from: data) == ["एक", "二"])
  }

  struct ManyExporter: View {
    let log: Log
    @State private var isExporting = true

    var body: some View {
      Text(isExporting ? "open" : "closed")
        .fileExporter(
          isPresented: $isExporting,
          documents: [TextFile(text: "पहला"), TextFile(text: "第二")], contentType: .plainText
        ) { result in
          if case .success(let urls) = result { log.urls.append(contentsOf: urls) }
        }
    }
  }

  @Test func severalDocumentsAreWrittenIntoTheFolderChosen() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Log()
    let host = ViewHost(ManyExporter(log: log))
    let panel = try #require(host.filePanel)
    #expect(panel.mode == .chooseFolder)
    #expect(throws: ViewHostError.self) { try panel.save(to: folder) }
    try panel.chooseFolder(folder.appendingPathComponent("फ़ोल्डर"))
    #expect(log.urls.map(\.lastPathComponent) == ["Untitled.txt", "Untitled 2.txt"])
    #expect(try log.urls.map { try String(contentsOf: $0, encoding: .utf8) } == ["पहला", "第二"])
    #expect(host.contains(text: "closed"))
  }

  struct CancellableExporter: View {
    let log: Log
    @State private var isExporting = true

    var body: some View {
      Text(isExporting ? "open" : "closed")
        .fileExporter(
          isPresented: $isExporting, document: TextFile(text: "t"), contentTypes: [.plainText]
        ) { _ in
        } onCancellation: {
          log.cancellations += 1
        }
    }
  }

  @Test func theFormWithOnCancellationHearsOfIt() throws {
    let log = Log()
    let host = ViewHost(CancellableExporter(log: log))
    try #require(host.filePanel).cancel()
    #expect(log.cancellations == 1)
    #expect(host.contains(text: "closed"))
  }
}
