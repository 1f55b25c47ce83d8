import Foundation

/// A document held as a value, read from and written to a file: what `fileExporter` writes
/// (and `DocumentGroup` edits on Apple's platforms).
///
/// A document says which types it reads and writes, makes itself from a file wrapper, and
/// makes a file wrapper of itself:
///
/// ```swift
/// struct TextFile: FileDocument {
///   static var readableContentTypes: [UTType] { [.plainText] }
///   var text = ""
///   init(text: String) { self.text = text }
///   init(configuration: ReadConfiguration) throws {
///     guard let data = configuration.file.regularFileContents else {
///       throw CocoaError(.fileReadCorruptFile)
///     }
///     text = String(decoding: data, as: UTF8.self)
///   }
///   func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(text.utf8))
///   }
/// }
/// ```
public protocol FileDocument {
  /// The types the document can be read from, the preferred first.
  static var readableContentTypes: [UTType] { get }
  /// The types the document can be written as, the preferred first; by default the types it
  /// reads.
  static var writableContentTypes: [UTType] { get }

  /// Reads a document from the file in `configuration`.
  /// - Parameter configuration: The file and its type.
  /// - Throws: When the file does not hold a document of this kind.
  init(configuration: ReadConfiguration) throws

  /// Makes the file that holds the document, of the type `configuration` names.
  /// - Parameter configuration: The type to write and the file written before, if any.
  /// - Returns: The file (or folder) to write.
  /// - Throws: When the document cannot be written as that type.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

  /// What a document is read from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What a document is written with.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  /// The types the document reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a document is read from, and its type.
public struct FileDocumentReadConfiguration {
  /// The type of the file.
  public let contentType: UTType
  /// The file (or folder) to read.
  public let file: FileWrapper

  /// A configuration for reading `file` as `contentType` (the framework makes these; tests
  /// and documents of documents may too).
  /// - Parameters:
  ///   - contentType: The file's type.
  ///   - file: The file.
  package init(contentType: UTType, file: FileWrapper) {
    self.contentType = contentType
    self.file = file
  }
}

/// The type a document is written as, and the file it was written to before.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file the document was last read from or written to, if any: a document may reuse
  /// the parts of it that did not change.
  public let existingFile: FileWrapper?

  /// A configuration for writing as `contentType`, over `existingFile`.
  /// - Parameters:
  ///   - contentType: The type to write.
  ///   - existingFile: The file written before, if any.
  package init(contentType: UTType, existingFile: FileWrapper?) {
    self.contentType = contentType
    self.existingFile = existingFile
  }
}
