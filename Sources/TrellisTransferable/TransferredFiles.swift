// Only where Apple's CoreTransferable is missing: see AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  /// A file a value is exported as, handed to the receiver by a ``FileRepresentation``.
  public struct SentTransferredFile: Sendable {
    /// The file's location.
    public var file: URL
    /// Whether the receiver may open the file where it is instead of a copy.
    public var allowAccessingOriginalFile: Bool

    /// A file to send; the receiver gets a copy unless `allowAccessingOriginalFile`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
      self.file = file
      self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
  }

  /// A file a value is imported from, given to a ``FileRepresentation``'s importer.
  ///
  /// Unless ``isOriginalFile``, the file is a temporary copy that is removed once the
  /// importer returns: copy or read it there.
  public struct ReceivedTransferredFile: Sendable {
    /// The file's location.
    public let file: URL
    /// Whether this is the sender's own file rather than a copy.
    public let isOriginalFile: Bool
  }
#endif
