import Foundation
import TrellisUI

/// The code of the section "Files" of the article "Presenting sheets, alerts and dialogs".
enum FilePanels {
  struct TextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String) { self.text = text }

    init(configuration: ReadConfiguration) throws {
      guard let data = configuration.file.regularFileContents else {
        throw CocoaError(.fileReadCorruptFile)
      }
      text = String(decoding: data, as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data(text.utf8))
    }
  }

  struct Editor: View {
    @State private var text = "नमस्ते, 世界 🎉"
    @State private var isImporting = false
    @State private var isExporting = false
    @State private var status = ""

    var body: some View {
      VStack {
        Text(text)
        Text(status)
        Button("Open…") { isImporting = true }
        Button("Save…") { isExporting = true }
      }
      .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
        switch result {
        case .success(let url):
          text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        case .failure(let error):
          status = "Not opened: \(error.localizedDescription)"
        }
      }
      .fileExporter(
        isPresented: $isExporting, document: TextFile(text: text), contentType: .plainText,
        defaultFilename: "Notes"
      ) { result in
        if case .success(let url) = result { status = "Saved \(url.lastPathComponent)" }
      }
    }
  }

  /// Makes a folder with a file, as a test needs.
  static func bundle(at url: URL) throws {
    let folder = FileWrapper(directoryWithFileWrappers: [:])
    folder.addRegularFile(withContents: Data("# 日本語".utf8), preferredFilename: "README.md")
    try folder.write(to: url, options: .atomic, originalContentsURL: nil)
  }
}
