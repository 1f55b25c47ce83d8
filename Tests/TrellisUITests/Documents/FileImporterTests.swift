import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `fileImporter` in its three forms, answered through the headless panel: choosing,
/// cancelling, several files, the type filter and `isPresented` going back to `false`.
@MainActor
@Suite struct FileImporterTests {
  /// What the views below heard.
  final class Log {
    var results: [String] = []
    var cancellations = 0
  }

  struct SingleImporter: View {
    let log: Log
    @State private var isImporting = false

    var body: some View {
      VStack {
        Text(isImporting ? "open" : "closed")
        Button("Import") { isImporting = true }
      }
      .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
        switch result {
        case .success(let url): log.results.append(url.lastPathComponent)
        case .failure(let error): log.results.append("error \(error)")
        }
      }
    }
  }

  @Test func choosingAFileHandsItsURLAndClosesThePanel() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Log()
    let host = ViewHost(SingleImporter(log: log), width: 30, height: 4)
    #expect(host.filePanel == nil)
    try host.button("Import").tap()
    host.update()
    let panel = try #require(host.filePanel)
    #expect(panel.mode == .open)
    #expect(panel.allowedContentTypes == [.plainText])
    #expect(!panel.allowsMultipleSelection)
    #expect(host.contains(text: "open"))
    try panel.choose(folder.appendingPathComponent("नमस्ते.txt"))
    #expect(log.results == ["नमस्ते.txt"])
    #expect(host.filePanel == nil)
    #expect(!panel.isOpen)
    #expect(host.contains(text: "closed"))
  }

  @Test func cancellingCallsNothingAndResetsIsPresented() throws {
    let log = Log()
    let host = ViewHost(SingleImporter(log: log), width: 30, height: 4)
    try host.button("Import").tap()
    host.update()
    try #require(host.filePanel).cancel()
    #expect(log.results.isEmpty)
    #expect(host.filePanel == nil)
    #expect(host.contains(text: "closed"))
    // Presented again, it is a new panel that can be answered.
    try host.button("Import").tap()
    host.update()
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #require(host.filePanel).choose(folder.appendingPathComponent("日本語.txt"))
    #expect(log.results == ["日本語.txt"])
  }

  @Test func theTypesFilterWhatCanBeChosen() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Log()
    let host = ViewHost(SingleImporter(log: log), width: 30, height: 4)
    try host.button("Import").tap()
    host.update()
    let panel = try #require(host.filePanel)
    #expect(panel.accepts(folder.appendingPathComponent("🎉 party.txt")))
    #expect(!panel.accepts(folder.appendingPathComponent("image.png")))
    #expect(!panel.accepts(folder.appendingPathComponent("फ़ोल्डर")))
    #expect(throws: ViewHostError.self) {
      try panel.choose(folder.appendingPathComponent("image.png"))
    }
    // One file only: two are refused.
    #expect(throws: ViewHostError.self) {
      try panel.choose(
        folder.appendingPathComponent("नमस्ते.txt"), folder.appendingPathComponent("日本語.txt"))
    }
    #expect(log.results.isEmpty)
    #expect(panel.isOpen)
  }

  struct MultipleImporter: View {
    let log: Log
    @State private var isImporting = true

    var body: some View {
      Text(isImporting ? "open" : "closed")
        .fileImporter(
          isPresented: $isImporting, allowedContentTypes: [.image, .folder],
          allowsMultipleSelection: true
        ) { result in
          if case .success(let urls) = result {
            log.results.append(contentsOf: urls.map(\.lastPathComponent))
          }
        } onCancellation: {
          log.cancellations += 1
        }
    }
  }

  @Test func severalFilesAndFoldersAreChosenAndCancellationIsReported() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Log()
    let host = ViewHost(MultipleImporter(log: log), width: 30, height: 4)
    let panel = try #require(host.filePanel)
    #expect(panel.allowsMultipleSelection)
    #expect(panel.accepts(folder.appendingPathComponent("फ़ोल्डर")))
    #expect(!panel.accepts(folder.appendingPathComponent("data.json")))
    try panel.choose(
      folder.appendingPathComponent("image.png"), folder.appendingPathComponent("फ़ोल्डर"))
    #expect(log.results == ["image.png", "फ़ोल्डर"])
    #expect(log.cancellations == 0)
    #expect(host.contains(text: "closed"))
  }

  @Test func cancellingTheFormWithOnCancellationCallsIt() throws {
    let log = Log()
    let host = ViewHost(MultipleImporter(log: log), width: 30, height: 4)
    try #require(host.filePanel).cancel()
    #expect(log.cancellations == 1)
    #expect(log.results.isEmpty)
    #expect(host.contains(text: "closed"))
  }

  struct Outside: View {
    @State var isImporting = true
    var body: some View {
      VStack {
        Button("Stop") { isImporting = false }
        Text("x").fileImporter(isPresented: $isImporting, allowedContentTypes: []) { _ in }
      }
    }
  }

  @Test func theAppClosingThePanelTakesItAway() throws {
    let host = ViewHost(Outside(), width: 30, height: 4)
    let panel = try #require(host.filePanel)
    try host.button("Stop").tap()
    host.update()
    #expect(host.filePanel == nil)
    #expect(!panel.isOpen)
    #expect(throws: ViewHostError.self) { try panel.cancel() }
  }
}
