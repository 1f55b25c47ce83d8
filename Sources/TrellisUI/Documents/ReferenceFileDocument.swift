import Foundation

/// A document held in an object, read from a file, and written from snapshots of its state:
/// the object may go on changing while a snapshot is written.
///
/// ```swift
/// final class Sketch: ReferenceFileDocument {
///   static var readableContentTypes: [UTType] { [.json] }
///   @Published var strokes: [Stroke] = []
///   init(configuration: ReadConfiguration) throws { … }
///   func snapshot(contentType: UTType) throws -> [Stroke] { strokes }
///   func fileWrapper(snapshot: [Stroke], configuration: WriteConfiguration) throws
///     -> FileWrapper { FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot)) }
/// }
/// ```
public protocol ReferenceFileDocument: ObservableObject {
  /// What is written: the document's state at one moment.
  associatedtype Snapshot

  /// The types the document can be read from, the preferred first.
  static var readableContentTypes: [UTType] { get }
  /// The types the document can be written as; by default the types it reads.
  static var writableContentTypes: [UTType] { get }

  /// Reads a document from the file in `configuration`.
  /// - Parameter configuration: The file and its type.
  /// - Throws: When the file does not hold a document of this kind.
  init(configuration: ReadConfiguration) throws

  /// The document's state now, to be written as `contentType`.
  /// - Parameter contentType: The type that will be written.
  /// - Returns: A snapshot of the state.
  /// - Throws: When the state cannot be captured.
  func snapshot(contentType: UTType) throws -> Snapshot

  /// Makes the file that holds `snapshot`, of the type `configuration` names.
  /// - Parameters:
  ///   - snapshot: The state to write.
  ///   - configuration: The type to write and the file written before, if any.
  /// - Returns: The file (or folder) to write.
  /// - Throws: When the snapshot cannot be written as that type.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

  /// What a document is read from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What a document is written with.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  /// The types the document reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}
