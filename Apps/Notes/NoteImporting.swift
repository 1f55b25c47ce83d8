import Foundation
import TrellisUI

/// A note's text as a plain-text file: what Export… writes.
struct NoteTextFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text: String

  init(note: Note) { text = note.body }

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

extension NoteStore {
  /// Adds a note made from the text file at `url` (its name without the extension as the
  /// title), selects it and saves.
  func importNote(from url: URL) throws {
    let data = try FileWrapper(url: url).regularFileContents ?? Data()
    add(
      title: url.deletingPathExtension().lastPathComponent,
      body: String(decoding: data, as: UTF8.self))
  }
}
