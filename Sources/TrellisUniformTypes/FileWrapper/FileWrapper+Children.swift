#if !canImport(Darwin)
  import Foundation

  extension FileWrapper {
    /// Adds `child` to this folder under its preferred name, or a unique name made from it
    /// when a child has that name already, and returns the name used.
    ///
    /// The child must have a ``preferredFilename``, and this wrapper must be a folder, as on
    /// Apple's platforms (where breaking either raises an exception).
    /// - Parameter child: The wrapper to add.
    /// - Returns: The child's name in the folder.
    @discardableResult
    public func addFileWrapper(_ child: FileWrapper) -> String {
      guard case .directory(var children) = contents else {
        preconditionFailure("addFileWrapper(_:) is for a directory file wrapper")
      }
      guard let preferred = child.preferredFilename, !preferred.isEmpty else {
        preconditionFailure("addFileWrapper(_:) needs a child with a preferredFilename")
      }
      let name = Self.uniqueName(for: preferred, avoiding: children)
      child.filename = name
      children[name] = child
      contents = .directory(children)
      return name
    }

    /// Adds a regular file with `data` to this folder, named `fileName` or a unique name made
    /// from it, and returns the name used.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - fileName: The name the file would like.
    /// - Returns: The file's name in the folder.
    @discardableResult
    public func addRegularFile(withContents data: Data, preferredFilename fileName: String)
      -> String
    {
      let child = FileWrapper(regularFileWithContents: data)
      child.preferredFilename = fileName
      return addFileWrapper(child)
    }

    /// Removes `child` from this folder; a wrapper that is not a child changes nothing.
    /// - Parameter child: The wrapper to remove.
    public func removeFileWrapper(_ child: FileWrapper) {
      guard case .directory(var children) = contents, let key = keyForChildFileWrapper(child)
      else { return }
      children[key] = nil
      contents = .directory(children)
    }

    /// The name `child` has in this folder, or `nil` if it is not one of its children.
    /// - Parameter child: A wrapper.
    /// - Returns: Its key in ``fileWrappers``.
    public func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
      fileWrappers?.first { $0.value === child }?.key
    }

    /// `preferred` when no child has it, else the first of `2 name`, `3 name`… that none has:
    /// Apple's own form differs, and is not promised; a folder's keys are what count.
    static func uniqueName(for preferred: String, avoiding children: [String: FileWrapper])
      -> String
    {
      guard children[preferred] != nil else { return preferred }
      var number = 2
      while children["\(number) \(preferred)"] != nil { number += 1 }
      return "\(number) \(preferred)"
    }
  }
#endif
