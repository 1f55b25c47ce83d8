import Foundation
import TrellisUI

/// A plain-text document as apps write one.
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

/// A document held in an object, written from snapshots of its lines.
final class LinesDocument: ReferenceFileDocument {
  static var readableContentTypes: [UTType] { [.json] }
  @Published var lines: [String]

  init(lines: [String]) { self.lines = lines }

  init(configuration: ReadConfiguration) throws {
    let data = configuration.file.regularFileContents ?? Data()
    lines = try JSONDecoder().decode([String].self, from: data)
  }

  func snapshot(contentType: UTType) throws -> [String] { lines }

  func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
  }
}

/// A document that refuses to be written.
struct BrokenFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  init() {}
  init(configuration: ReadConfiguration) throws {}
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    throw CocoaError(.fileWriteInapplicableStringEncoding)
  }
}

/// A fresh folder under the system's temporary one, with files named in several scripts.
func makeFileFixtureFolder() throws -> URL {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("FilePanelTests-\(UUID().uuidString)")
  let manager = FileManager.default
  try manager.createDirectory(
    at: root.appendingPathComponent("फ़ोल्डर"), withIntermediateDirectories: true)
  for name in ["नमस्ते.txt", "日本語.txt", "🎉 party.txt", "image.png", "data.json"] {
    try Data("contents of \(name)".utf8).write(to: root.appendingPathComponent(name))
  }
  return root
}
