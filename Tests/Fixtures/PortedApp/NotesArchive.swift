// Written for Apple's frameworks and left unchanged: `FileDocument` from SwiftUI, `UTType`
// from UniformTypeIdentifiers and `FileWrapper` from Foundation.
import SwiftUI
import UniformTypeIdentifiers

/// The notes as a folder with a JSON file for each: a document the app exports.
struct NotesArchive: FileDocument {
  static var readableContentTypes: [UTType] { [.folder] }
  var notes: [Note]

  init(notes: [Note]) { self.notes = notes }

  init(configuration: ReadConfiguration) throws {
    guard let files = configuration.file.fileWrappers else {
      throw CocoaError(.fileReadCorruptFile)
    }
    notes = try files.values.map { file in
      try JSONDecoder().decode(Note.self, from: file.regularFileContents ?? Data())
    }
    .sorted { $0.created < $1.created }
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    let folder = FileWrapper(directoryWithFileWrappers: [:])
    for note in notes {
      folder.addRegularFile(
        withContents: try JSONEncoder().encode(note), preferredFilename: "\(note.title).json")
    }
    return folder
  }
}

/// A button that exports the notes as an archive.
struct ArchiveButton: View {
  let notes: [Note]
  @State private var isExporting = false
  @State private var saved: URL?

  var body: some View {
    Button(saved.map { "Saved \($0.lastPathComponent)" } ?? "Archive") { isExporting = true }
      .fileExporter(
        isPresented: $isExporting, document: NotesArchive(notes: notes), contentType: .folder,
        defaultFilename: "Notes"
      ) { result in
        saved = try? result.get()
      }
  }
}
