// Only where Apple's CoreTransferable is missing: see AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  /// A representation of values as files of one content type, for large content (video,
  /// documents) that should not be held in memory whole.
  ///
  /// ```swift
  /// FileRepresentation(contentType: .mpeg4Movie) { movie in
  ///   SentTransferredFile(movie.url)
  /// } importing: { received in
  ///   let copy = URL.documentsDirectory.appending(path: received.file.lastPathComponent)
  ///   try FileManager.default.copyItem(at: received.file, to: copy)
  ///   return Movie(url: copy)
  /// }
  /// ```
  public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    /// A leaf: it has no body.
    public typealias Body = Never
    let entry: _TransferEntry<Item>

    /// Exports values as files of `contentType` and makes values from such files.
    /// - Parameters:
    ///   - contentType: The type of the files, both ways.
    ///   - shouldAttemptToOpenInPlace: Whether the importer would rather have the sender's
    ///     own file than a copy, when the sender allows it.
    ///   - exporting: Gives the file a value is exported as.
    ///   - importing: Makes a value from a received file.
    public init(
      contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
      exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
      importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
      entry = _TransferEntry(
        exportedType: contentType, importedType: contentType, prefersFile: true,
        export: Self.export(exporting),
        importer: Self.importer(importing, contentType, inPlace: shouldAttemptToOpenInPlace))
    }

    /// Exports values as files of `exportedContentType`; values are not made from them.
    public init(
      exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
      exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
      entry = _TransferEntry(
        exportedType: exportedContentType, prefersFile: true, export: Self.export(exporting))
    }

    /// Makes values from files of `importedContentType`; values are not exported as them.
    public init(
      importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
      importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
      entry = _TransferEntry(
        importedType: importedContentType, prefersFile: true,
        importer: Self.importer(
          importing, importedContentType, inPlace: shouldAttemptToOpenInPlace))
    }

    /// This representation's entry.
    public func _transferEntries() -> [_TransferEntry<Item>] { [entry] }

    private static func export(
      _ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) -> @Sendable (Item) async throws -> _TransferPayload {
      { item in
        let sent = try await exporting(item)
        return .file(sent.file, inPlace: sent.allowAccessingOriginalFile)
      }
    }

    /// Hands the importer the sender's file when both sides agree to open it in place, and
    /// otherwise a temporary copy (data is written to one), removed when the importer returns.
    private static func importer(
      _ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item,
      _ contentType: UTType, inPlace: Bool
    ) -> @Sendable (_TransferPayload) async throws -> Item {
      { payload in
        if case .file(let url, let allowed) = payload, allowed, inPlace {
          return try await importing(ReceivedTransferredFile(file: url, isOriginalFile: true))
        }
        let folder = FileManager.default.temporaryDirectory
          .appendingPathComponent("transfer-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy: URL
        switch payload {
        case .file(let url, _):
          copy = folder.appendingPathComponent(url.lastPathComponent)
          try FileManager.default.copyItem(at: url, to: copy)
        case .data(let data):
          let name = "file" + (contentType.preferredFilenameExtension.map { ".\($0)" } ?? "")
          copy = folder.appendingPathComponent(name)
          try data.write(to: copy)
        }
        return try await importing(ReceivedTransferredFile(file: copy, isOriginalFile: false))
      }
    }
  }
#endif
