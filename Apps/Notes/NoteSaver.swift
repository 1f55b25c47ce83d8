import Foundation

/// Where the store saves its notes. A test gives the store one of its own to hold a save
/// back and release it.
protocol NoteSaver: Sendable {
  /// Saves `notes`, replacing what was saved before.
  func save(_ notes: [Note]) async throws
}

/// The notes as JSON in `notes.json` of a folder. An actor, so that encoding and writing
/// run off the main actor and the window keeps answering while the disk works.
actor NoteFile: NoteSaver {
  nonisolated let url: URL

  init(directory: URL) {
    url = directory.appendingPathComponent("notes.json")
  }

  /// The folder named by NOTES_DIRECTORY, else one in the temporary directory.
  static func directory(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> URL
  {
    if let path = environment["NOTES_DIRECTORY"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-notes", isDirectory: true)
  }

  func save(_ notes: [Note]) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(notes).write(to: url, options: .atomic)
  }

  /// The notes saved in the file, or nil when there is no file or it cannot be read.
  nonisolated func load() -> [Note]? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return try? JSONDecoder().decode([Note].self, from: data)
  }
}
