// Only where Foundation lacks it (swift-corelibs-foundation has no FileWrapper): see
// AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  /// A file, a folder of files or a symbolic link, held in memory: what a `FileDocument`
  /// reads from and writes to.
  ///
  /// A wrapper is made from contents (``init(regularFileWithContents:)``,
  /// ``init(directoryWithFileWrappers:)``, ``init(symbolicLinkWithDestinationURL:)``) or read
  /// from disk with ``init(url:options:)``, which reads a folder with everything in it. It is
  /// written with ``write(to:options:originalContentsURL:)``.
  ///
  /// ```swift
  /// let folder = FileWrapper(directoryWithFileWrappers: [:])
  /// folder.addRegularFile(withContents: Data("नमस्ते".utf8), preferredFilename: "hello.txt")
  /// try folder.write(to: url, originalContentsURL: nil)
  /// ```
  open class FileWrapper: NSObject {
    /// What the wrapper holds, by kind.
    enum Contents {
      case regularFile(Data)
      case directory([String: FileWrapper])
      case symbolicLink(URL)
    }

    var contents: Contents

    /// The name the wrapper would like to have in a folder; a folder uses another when a
    /// child already has it.
    open var preferredFilename: String?

    /// The name the wrapper has on disk or in its folder: set when it is read, written, or
    /// added to a folder.
    open var filename: String?

    /// The file's attributes as `FileManager` names them; ``write(to:options:originalContentsURL:)``
    /// applies the POSIX permissions among them.
    open var fileAttributes: [String: Any] = [:]

    init(contents: Contents) {
      self.contents = contents
      super.init()
    }

    /// A regular file with `contents`, not yet on disk.
    /// - Parameter contents: The file's bytes.
    public convenience init(regularFileWithContents contents: Data) {
      self.init(contents: .regularFile(contents))
    }

    /// A folder holding `childrenByPreferredName`, each child named by its key: a child
    /// without a preferred name takes its key as one.
    /// - Parameter childrenByPreferredName: The folder's files, by name.
    public convenience init(
      directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]
    ) {
      for (name, child) in childrenByPreferredName {
        if child.preferredFilename == nil { child.preferredFilename = name }
        child.filename = name
      }
      self.init(contents: .directory(childrenByPreferredName))
    }

    /// A symbolic link to `url`, written as a link to its path.
    /// - Parameter url: Where the link points.
    public convenience init(symbolicLinkWithDestinationURL url: URL) {
      self.init(contents: .symbolicLink(url))
    }

    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool {
      if case .regularFile = contents { return true }
      return false
    }

    /// Whether the wrapper is a folder.
    open var isDirectory: Bool {
      if case .directory = contents { return true }
      return false
    }

    /// Whether the wrapper is a symbolic link.
    open var isSymbolicLink: Bool {
      if case .symbolicLink = contents { return true }
      return false
    }

    /// A regular file's bytes; `nil` for a folder or a link.
    open var regularFileContents: Data? {
      if case .regularFile(let data) = contents { return data }
      return nil
    }

    /// A folder's children by their names in it; `nil` for a file or a link.
    open var fileWrappers: [String: FileWrapper]? {
      if case .directory(let children) = contents { return children }
      return nil
    }

    /// Where a symbolic link points; `nil` for a file or a folder.
    open var symbolicLinkDestinationURL: URL? {
      if case .symbolicLink(let url) = contents { return url }
      return nil
    }
  }

  extension FileWrapper {
    /// How a wrapper reads the disk.
    public struct ReadingOptions: OptionSet, Sendable {
      public let rawValue: UInt
      /// Makes an option set from its bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Reads every file's contents at once (these wrappers always do).
      public static let immediate = ReadingOptions(rawValue: 1 << 0)
      /// Reads the files rather than mapping them into memory (these wrappers always do).
      public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a wrapper writes to disk.
    public struct WritingOptions: OptionSet, Sendable {
      public let rawValue: UInt
      /// Makes an option set from its bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Writes to a temporary place first and moves the result into place, replacing what
      /// was there, so that a failed write leaves the old file.
      public static let atomic = WritingOptions(rawValue: 1 << 0)
      /// Sets the ``FileWrapper/filename`` of the wrapper and its children to the names
      /// written.
      public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }
  }
#endif
