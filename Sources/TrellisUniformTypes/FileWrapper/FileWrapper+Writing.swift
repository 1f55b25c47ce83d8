#if !canImport(Darwin)
  import Foundation
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif

  extension FileWrapper {
    /// Writes the wrapper to `url`: a regular file's bytes, a folder with its children under
    /// their names in it, or a symbolic link.
    ///
    /// Without `.atomic`, a regular file replaces the file at `url`, while a folder or a link
    /// needs the place to be free. With `.atomic` the wrapper is written beside `url` first
    /// and then replaces whatever is there, so a failed write leaves the old one.
    ///
    /// - Parameters:
    ///   - url: A file URL in an existing folder.
    ///   - options: `.atomic`, and `.withNameUpdating` to set the filenames to those written.
    ///   - originalContentsURL: Where the wrapper was read from, if anywhere (these wrappers
    ///     always write their contents in full).
    /// - Throws: `CocoaError` `.fileNoSuchFile` when the folder it goes in does not exist,
    ///   `.fileWriteFileExists` when a folder or link is in the way, `.fileWriteNoPermission`
    ///   when the folder may not be written, `.fileWriteUnsupportedScheme` for a URL that is
    ///   not a file's, `.fileWriteUnknown` for anything else.
    public func write(
      to url: URL, options: WritingOptions = [], originalContentsURL: URL?
    ) throws {
      guard url.isFileURL else {
        throw CocoaError(.fileWriteUnsupportedScheme, userInfo: [NSURLErrorKey: url])
      }
      if options.contains(.atomic) {
        try writeAtomically(to: url)
      } else {
        try writeContents(to: url, replacingFile: true)
      }
      if options.contains(.withNameUpdating) { updateNames(to: url.lastPathComponent) }
    }

    /// Writes beside `url`, then moves the result over whatever is at `url`.
    private func writeAtomically(to url: URL) throws {
      let folder = url.deletingLastPathComponent()
      let temporary = folder.appendingPathComponent(
        ".\(url.lastPathComponent).\(UUID().uuidString)")
      do {
        try writeContents(to: temporary, replacingFile: false)
      } catch {
        try? FileManager.default.removeItem(at: temporary)
        throw error
      }
      // rename(2) replaces a file or link with a file or link in one step; a folder in the
      // way, or anything in the way of a folder, is removed first.
      var status = stat()
      if lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR || isDirectory {
        try? FileManager.default.removeItem(at: url)
      }
      guard rename(temporary.path, url.path) == 0 else {
        let code = errno
        try? FileManager.default.removeItem(at: temporary)
        throw Self.writeError(errno: code, url: url)
      }
    }

    private func writeContents(to url: URL, replacingFile: Bool) throws {
      switch contents {
      case .regularFile(let data):
        // O_TRUNC replaces a file's bytes; a folder at `url` makes open fail with EISDIR.
        let flags = O_WRONLY | O_CREAT | O_TRUNC | (replacingFile ? 0 : O_EXCL)
        let descriptor = open(url.path, flags, permissions ?? 0o644)
        guard descriptor >= 0 else { throw Self.writeError(errno: errno, url: url) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
          try handle.write(contentsOf: data)
        } catch {
          throw CocoaError(
            .fileWriteUnknown, userInfo: [NSURLErrorKey: url, NSUnderlyingErrorKey: error])
        }
      case .directory(let children):
        guard mkdir(url.path, permissions ?? 0o755) == 0 else {
          throw Self.writeError(errno: errno, url: url)
        }
        for (name, child) in children {
          try child.writeContents(to: url.appendingPathComponent(name), replacingFile: false)
        }
      case .symbolicLink(let destination):
        let target = destination.baseURL == nil ? destination.path : destination.relativePath
        guard symlink(target, url.path) == 0 else {
          throw Self.writeError(errno: errno, url: url)
        }
      }
    }

    /// The POSIX permissions to write with, from ``fileAttributes``.
    private var permissions: mode_t? {
      (fileAttributes[FileAttributeKey.posixPermissions.rawValue] as? NSNumber)
        .map { mode_t($0.uint16Value) }
    }

    /// Sets the names to those written: this wrapper's to `name`, its children's to their keys.
    private func updateNames(to name: String) {
      filename = name
      for (key, child) in fileWrappers ?? [:] { child.updateNames(to: key) }
    }

    /// Foundation's error for a write that failed with `errno`.
    static func writeError(errno code: Int32, url: URL) -> CocoaError {
      let kind: CocoaError.Code =
        switch code {
        case ENOENT, ENOTDIR: .fileNoSuchFile
        case EEXIST, EISDIR: .fileWriteFileExists
        case EACCES, EPERM, EROFS: .fileWriteNoPermission
        case ENOSPC, EDQUOT: .fileWriteOutOfSpace
        default: .fileWriteUnknown
        }
      return CocoaError(kind, userInfo: [NSURLErrorKey: url, NSFilePathErrorKey: url.path])
    }
  }
#endif
