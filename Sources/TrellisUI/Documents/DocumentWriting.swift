import Foundation

/// Writes documents where a file panel says: the file a save panel picked, or new files in
/// the folder a folder panel picked.
enum _DocumentWriting {
  /// `url`, with `type`'s extension added when it has none (as a save panel adds it).
  static func fileURL(_ url: URL, for type: UTType) -> URL {
    guard url.pathExtension.isEmpty, let ext = type.preferredFilenameExtension else { return url }
    return url.appendingPathExtension(ext)
  }

  /// The name a save panel starts with: `name` (or "Untitled") with `type`'s extension.
  static func defaultFilename(_ name: String?, for type: UTType) -> String {
    fileURL(URL(fileURLWithPath: name ?? "Untitled"), for: type).lastPathComponent
  }

  /// Writes `wrapper` to `url` in one step, replacing a file there.
  static func write(_ wrapper: FileWrapper, to url: URL) throws {
    try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
  }

  /// A file URL in `folder` named "Untitled" (then "Untitled 2"…) with `type`'s extension,
  /// free on disk and not among `taken`.
  static func freeURL(in folder: URL, for type: UTType, avoiding taken: [URL]) -> URL {
    var number = 1
    while true {
      let name = number == 1 ? "Untitled" : "Untitled \(number)"
      let url = fileURL(folder.appendingPathComponent(name), for: type)
      if !FileManager.default.fileExists(atPath: url.path), !taken.contains(url) { return url }
      number += 1
    }
  }

  /// The request of a save panel writing one document that `wrapper` makes.
  @MainActor
  static func saveRequest(
    contentType: UTType, defaultFilename: String?,
    wrapper: @escaping @MainActor (UTType) throws -> FileWrapper,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> HostFilePanel.Request {
    HostFilePanel.Request(
      mode: .save, title: "Save", allowedContentTypes: [contentType],
      defaultFilename: Self.defaultFilename(defaultFilename, for: contentType),
      complete: { urls in
        let url = fileURL(urls[0], for: contentType)
        onCompletion(Result { try write(wrapper(contentType), to: url) }.map { url })
      },
      failed: { onCompletion(.failure($0)) }, cancelled: onCancellation)
  }

  /// The request of a folder panel writing each of the documents that `wrappers` make into
  /// the folder picked.
  @MainActor
  static func folderRequest(
    contentType: UTType, wrappers: [@MainActor (UTType) throws -> FileWrapper],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> HostFilePanel.Request {
    HostFilePanel.Request(
      mode: .chooseFolder, title: "Export", allowedContentTypes: [contentType],
      complete: { urls in
        let folder = urls[0]
        var written: [URL] = []
        do {
          for wrapper in wrappers {
            let url = freeURL(in: folder, for: contentType, avoiding: written)
            try write(wrapper(contentType), to: url)
            written.append(url)
          }
          onCompletion(.success(written))
        } catch {
          onCompletion(.failure(error))
        }
      },
      failed: { onCompletion(.failure($0)) }, cancelled: onCancellation)
  }
}

extension FileDocument {
  /// The file wrapper of the document written as `type`, from nothing before it.
  func _wrapper(for type: UTType) throws -> FileWrapper {
    try fileWrapper(configuration: WriteConfiguration(contentType: type, existingFile: nil))
  }
}

extension ReferenceFileDocument {
  /// The file wrapper of a snapshot of the document now, written as `type`.
  func _wrapper(for type: UTType) throws -> FileWrapper {
    let snapshot = try snapshot(contentType: type)
    return try fileWrapper(
      snapshot: snapshot,
      configuration: WriteConfiguration(contentType: type, existingFile: nil))
  }
}
