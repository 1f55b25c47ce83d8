import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// The file browser sheet the terminal shows for file panels, driven headlessly: folders
/// first, files filtered by type, folders opened, a file picked, a name typed to save, and
/// dismissing the sheet cancelling the panel.
@MainActor
@Suite struct FileBrowserTests {
  final class Log {
    var picked: [String] = []
    var cancellations = 0
  }

  struct Importer: View {
    let folder: URL
    let log: Log
    @State private var isImporting = false

    var body: some View {
      Button("Import") { isImporting = true }
        .fileImporter(
          isPresented: $isImporting, allowedContentTypes: [.plainText],
          allowsMultipleSelection: false
        ) { result in
          if case .success(let urls) = result { log.picked += urls.map(\.lastPathComponent) }
        } onCancellation: {
          log.cancellations += 1
        }
        .fileDialogDefaultDirectory(folder)
    }
  }

  private func browsingHost(_ view: some View) -> ViewHost {
    let host = ViewHost(view, width: 60, height: 20)
    host.core.presentsFileBrowser = true
    return host
  }

  @Test func theFolderIsListedByTypeAndAFileIsPicked() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Log()
    let host = browsingHost(Importer(folder: folder, log: log))
    try host.button("Import").tap()
    host.update()
    #expect(host.contains(text: folder.path))
    #expect(host.contains(text: "फ़ोल्डर/"))
    #expect(host.contains(text: "नमस्ते.txt"))
    #expect(host.contains(text: "日本語.txt"))
    #expect(host.contains(text: "🎉 party.txt"))
    // Not text: not listed.
    #expect(!host.contains(text: "image.png"))
    #expect(!host.contains(text: "data.json"))
    try host.button("日本語.txt").tap()
    host.update()
    #expect(log.picked == ["日本語.txt"])
    #expect(!host.contains(text: "नमस्ते.txt"))
    #expect(host.filePanel == nil)
  }

  @Test func aFolderIsOpenedAndTheParentReached() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("x".utf8).write(to: folder.appendingPathComponent("फ़ोल्डर/भीतर.txt"))
    let log = Log()
    let host = browsingHost(Importer(folder: folder, log: log))
    try host.button("Import").tap()
    host.update()
    try host.button("फ़ोल्डर/").tap()
    host.update()
    #expect(host.contains(text: "भीतर.txt"))
    #expect(!host.contains(text: "日本語.txt"))
    try host.button("../").tap()
    host.update()
    #expect(host.contains(text: "日本語.txt"))
  }

  @Test func escapeOrCancelCancelsThePanel() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Log()
    let host = browsingHost(Importer(folder: folder, log: log))
    try host.button("Import").tap()
    host.update()
    try host.button("Cancel").tap()
    host.update()
    #expect(log.cancellations == 1)
    #expect(!host.contains(text: "日本語.txt"))
    try host.button("Import").tap()
    host.update()
    try host.dismissPresentation()
    host.update()
    #expect(log.cancellations == 2)
    #expect(host.filePanel == nil)
    #expect(log.picked.isEmpty)
  }

  struct Exporter: View {
    let folder: URL
    @State private var isExporting = false
    @State private var saved = "nothing"

    var body: some View {
      VStack {
        Text("saved \(saved)")
        Button("Export") { isExporting = true }
      }
      .fileExporter(
        isPresented: $isExporting, document: TextFile(text: "文書"), contentType: .plainText,
        defaultFilename: "दस्तावेज़"
      ) { result in
        if case .success(let url) = result { saved = url.lastPathComponent }
      }
      .fileDialogDefaultDirectory(folder)
    }
  }

  @Test func savingTakesTheNameTypedAndWritesTheFile() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = browsingHost(Exporter(folder: folder))
    try host.button("Export").tap()
    host.update()
    let field = try host.textField("Name")
    #expect(field.value == "दस्तावेज़.txt")
    try field.setText("नया 🎉.txt")
    try host.button("Save").tap()
    host.update()
    #expect(host.contains(text: "saved नया 🎉.txt"))
    let written = folder.appendingPathComponent("नया 🎉.txt")
    #expect(try String(contentsOf: written, encoding: .utf8) == "文書")
  }
}
