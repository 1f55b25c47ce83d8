#if !canImport(Darwin)
  import Foundation
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif

  extension FileWrapper {
    /// Reads what is at `url`: a regular file, a folder (with everything in it, hidden files
    /// included) or a symbolic link (not followed), named after the URL's last component.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - options: How to read (these wrappers always read everything at once).
    /// - Throws: `CocoaError` `.fileReadNoSuchFile` when nothing is there,
    ///   `.fileReadNoPermission` when it may not be read, `.fileReadUnsupportedScheme` for a
    ///   URL that is not a file's, and `.fileReadUnknown` for anything else.
    public convenience init(url: URL, options: ReadingOptions = []) throws {
      let contents = try Self.readContents(at: url)
      self.init(contents: contents)
      filename = url.lastPathComponent
      preferredFilename = url.lastPathComponent
      fileAttributes = Self.attributes(at: url)
    }

    /// Reads the wrapper afresh from `url`: a folder's children are those on disk now.
    /// - Parameters:
    ///   - url: A file URL.
    ///   - options: How to read.
    /// - Throws: The errors ``init(url:options:)`` throws; the wrapper is unchanged then.
    public func read(from url: URL, options: ReadingOptions = []) throws {
      contents = try Self.readContents(at: url)
      fileAttributes = Self.attributes(at: url)
      filename = url.lastPathComponent
    }

    /// Whether the wrapper holds what is at `url` now: the same kind, the same bytes, the
    /// same children (by name, compared the same way) or the same link.
    /// - Parameter url: A file URL.
    /// - Returns: `false` when they differ or `url` cannot be read.
    public func matchesContents(of url: URL) -> Bool {
      guard let onDisk = try? Self.readContents(at: url) else { return false }
      return Self.matches(contents, onDisk)
    }

    private static func matches(_ lhs: Contents, _ rhs: Contents) -> Bool {
      switch (lhs, rhs) {
      case (.regularFile(let a), .regularFile(let b)): return a == b
      case (.symbolicLink(let a), .symbolicLink(let b)): return a.path == b.path
      case (.directory(let a), .directory(let b)):
        guard Set(a.keys) == Set(b.keys) else { return false }
        return a.allSatisfy { name, child in matches(child.contents, b[name]!.contents) }
      default: return false
      }
    }

    /// What is at `url`, read whole (a folder with its children).
    static func readContents(at url: URL) throws -> Contents {
      guard url.isFileURL else {
        throw CocoaError(.fileReadUnsupportedScheme, userInfo: [NSURLErrorKey: url])
      }
      var status = stat()
      guard lstat(url.path, &status) == 0 else {
        throw readError(errno: errno, url: url)
      }
      switch status.st_mode & S_IFMT {
      case S_IFLNK:
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: url.path)
        return .symbolicLink(
          destination.hasPrefix("/")
            ? URL(fileURLWithPath: destination)
            : URL(fileURLWithPath: destination, relativeTo: url.deletingLastPathComponent()))
      case S_IFDIR:
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
          throw readError(errno: access(url.path, R_OK | X_OK) == 0 ? EIO : errno, url: url)
        }
        var children: [String: FileWrapper] = [:]
        for name in names {
          children[name] = try FileWrapper(url: url.appendingPathComponent(name))
        }
        return .directory(children)
      default:
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
          throw readError(errno: access(url.path, R_OK) == 0 ? EIO : errno, url: url)
        }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else { return .regularFile(Data()) }
        return .regularFile(data)
      }
    }

    /// Foundation's error for a read that failed with `errno`.
    static func readError(errno code: Int32, url: URL) -> CocoaError {
      let kind: CocoaError.Code =
        switch code {
        case ENOENT, ENOTDIR: .fileReadNoSuchFile
        case EACCES, EPERM: .fileReadNoPermission
        default: .fileReadUnknown
        }
      return CocoaError(kind, userInfo: [NSURLErrorKey: url, NSFilePathErrorKey: url.path])
    }

    /// The attributes `FileManager` reads at `url` (the link's own for a link).
    private static func attributes(at url: URL) -> [String: Any] {
      let attributes = (try? FileManager.default.attributesOfItem(atPath: url.path)) ?? [:]
      return Dictionary(uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) })
    }
  }
#endif
