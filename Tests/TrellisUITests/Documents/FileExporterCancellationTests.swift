import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// The exporter's forms with `contentTypes:` and `onCancellation:`: the document's own type
/// when none is given, reference documents and collections, a cancellation reported.
@MainActor
@Suite struct FileExporterCancellationTests {
  final class Log {
    var urls: [URL] = []
    var cancellations = 0
  }

  struct Exporter: View {
    let notebook: LinesDocument
    let log: Log
    @State private var isExportingOne = false
    @State private var isExportingAll = false

    var body: some View {
      VStack {
        Button("One") { isExportingOne = true }
        Button("All") { isExportingAll = true }
      }
      .fileExporter(isPresented: $isExportingOne, document: notebook) { result in
        if case .success(let url) = result { log.urls.append(url) }
      } onCancellation: {
        log.cancellations += 1
      }
      .fileExporter(
        isPresented: $isExportingAll, documents: [TextFile(text: "一"), TextFile(text: "दो")]
      ) { result in
        if case .success(let urls) = result { log.urls += urls }
      } onCancellation: {
        log.cancellations += 1
      }
    }
  }

  @Test func aReferenceDocumentIsWrittenAsItsOwnTypeOrCancelled() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Log()
    let host = ViewHost(Exporter(notebook: LinesDocument(lines: ["🎉"]), log: log))
    try host.button("One").tap()
    host.update()
    let panel = try #require(host.filePanel)
    #expect(panel.allowedContentTypes == [.json])
    #expect(panel.defaultFilename == "Untitled.json")
    try panel.cancel()
    #expect(log.cancellations == 1)
    try host.button("One").tap()
    host.update()
    try #require(host.filePanel).save(to: folder.appendingPathComponent("लेख"))
    #expect(log.urls == [folder.appendingPathComponent("लेख.json")])
  }

  @Test func aCollectionIsWrittenAsItsOwnTypeOrCancelled() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Log()
    let host = ViewHost(Exporter(notebook: LinesDocument(lines: []), log: log))
    try host.button("All").tap()
    host.update()
    try #require(host.filePanel).cancel()
    #expect(log.cancellations == 1)
    try host.button("All").tap()
    host.update()
    let panel = try #require(host.filePanel)
    #expect(panel.mode == .chooseFolder)
    try panel.chooseFolder(folder.appendingPathComponent("फ़ोल्डर"))
    #expect(log.urls.map(\.lastPathComponent) == ["Untitled.txt", "Untitled 2.txt"])
  }
}
