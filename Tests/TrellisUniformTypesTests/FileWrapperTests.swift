import Foundation
import Testing
import TrellisUniformTypes

/// A fresh folder under the system's temporary one, removed by the caller.
private func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("FileWrapperTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Whether `body` throws a `CocoaError` of `code`.
private func cocoaCode(_ code: CocoaError.Code, _ body: () throws -> Void) -> Bool {
  do {
    try body()
    return false
  } catch {
    return (error as? CocoaError)?.code == code
  }
}

@Suite struct FileWrapperTests {
  @Test func aNestedFolderIsWrittenAndReadBackWithNamesInSeveralScripts() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let inner = FileWrapper(directoryWithFileWrappers: [
      "日本語.txt": FileWrapper(regularFileWithContents: Data("こんにちは".utf8))
    ])
    let folder = FileWrapper(directoryWithFileWrappers: [
      "नमस्ते.md": FileWrapper(regularFileWithContents: Data("# नमस्ते".utf8)),
      "inner 📁": inner,
    ])
    folder.addRegularFile(withContents: Data("🎉".utf8), preferredFilename: "party🎉.txt")
    let url = root.appendingPathComponent("Bundle")
    try folder.write(to: url, options: .withNameUpdating, originalContentsURL: nil)
    #expect(folder.filename == "Bundle")
    #expect(inner.filename == "inner 📁")

    let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    #expect(names == ["inner 📁", "party🎉.txt", "नमस्ते.md"].sorted())
    let nested = url.appendingPathComponent("inner 📁").appendingPathComponent("日本語.txt")
    #expect(try String(contentsOf: nested, encoding: .utf8) == "こんにちは")

    let read = try FileWrapper(url: url)
    #expect(read.isDirectory && !read.isRegularFile && !read.isSymbolicLink)
    #expect(read.filename == "Bundle" && read.preferredFilename == "Bundle")
    let readInner = try #require(read.fileWrappers?["inner 📁"])
    #expect(readInner.fileWrappers?["日本語.txt"]?.regularFileContents == Data("こんにちは".utf8))
    #expect(read.fileWrappers?["party🎉.txt"]?.regularFileContents == Data("🎉".utf8))
    #expect(read.matchesContents(of: url))
    #expect(folder.matchesContents(of: url))
  }

  @Test func aTakenNameIsMadeUniqueAndChildrenCanBeRemoved() {
    let folder = FileWrapper(directoryWithFileWrappers: [:])
    let first = folder.addRegularFile(withContents: Data("a".utf8), preferredFilename: "नोट.txt")
    let second = folder.addRegularFile(withContents: Data("b".utf8), preferredFilename: "नोट.txt")
    #expect(first == "नोट.txt")
    #expect(second != first)
    #expect(folder.fileWrappers?.count == 2)
    let child = try! #require(folder.fileWrappers?[second])
    #expect(folder.keyForChildFileWrapper(child) == second)
    #expect(child.filename == second && child.preferredFilename == "नोट.txt")
    folder.removeFileWrapper(child)
    #expect(folder.fileWrappers?.keys.sorted() == [first])
  }

  @Test func aSymbolicLinkIsWrittenAsALinkAndReadWithoutFollowingIt() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let target = root.appendingPathComponent("目标.txt")
    try Data("target".utf8).write(to: target)
    let link = FileWrapper(symbolicLinkWithDestinationURL: target)
    #expect(link.isSymbolicLink && link.regularFileContents == nil && link.fileWrappers == nil)
    let url = root.appendingPathComponent("link")
    try link.write(to: url, originalContentsURL: nil)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == target.path)

    let read = try FileWrapper(url: url)
    #expect(read.isSymbolicLink)
    #expect(read.symbolicLinkDestinationURL?.path == target.path)
    #expect(read.matchesContents(of: url))
  }

  @Test func readingRereadsAFolderAsItIsNowAndMatchingSeesChanges() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("one".utf8).write(to: root.appendingPathComponent("one.txt"))
    let wrapper = try FileWrapper(url: root)
    #expect(wrapper.fileWrappers?.keys.sorted() == ["one.txt"])
    try Data("二".utf8).write(to: root.appendingPathComponent("二.txt"))
    #expect(!wrapper.matchesContents(of: root))
    try wrapper.read(from: root)
    #expect(wrapper.fileWrappers?.keys.sorted() == ["one.txt", "二.txt"])
    #expect(wrapper.matchesContents(of: root))
  }

  @Test func aRegularFileReplacesAFileAndAtomicWritesReplaceAFolder() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let url = root.appendingPathComponent("doc.txt")
    try Data("old".utf8).write(to: url)
    try FileWrapper(regularFileWithContents: Data("new".utf8))
      .write(to: url, originalContentsURL: nil)
    #expect(try Data(contentsOf: url) == Data("new".utf8))

    let folderURL = root.appendingPathComponent("Folder")
    try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: false)
    let folder = FileWrapper(directoryWithFileWrappers: [
      "a.txt": FileWrapper(regularFileWithContents: Data("a".utf8))
    ])
    #expect(
      cocoaCode(.fileWriteFileExists) {
        try folder.write(to: folderURL, originalContentsURL: nil)
      })
    try folder.write(to: folderURL, options: .atomic, originalContentsURL: nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folderURL.path) == ["a.txt"])
    // A folder written atomically over a file replaces it too.
    try folder.write(to: url, options: .atomic, originalContentsURL: nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == ["a.txt"])
  }

  @Test func badInputThrowsFoundationsErrors() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let missing = root.appendingPathComponent("missing-ファイル.txt")
    #expect {
      _ = try FileWrapper(url: missing)
    } throws: { error in
      (error as? CocoaError)?.code == .fileReadNoSuchFile
        && (error as? CocoaError)?.userInfo[NSURLErrorKey] as? URL == missing
    }
    #expect(
      cocoaCode(.fileReadUnsupportedScheme) {
        _ = try FileWrapper(url: URL(string: "https://example.com/a.txt")!)
      })
    let intoMissingFolder = root.appendingPathComponent("nowhere").appendingPathComponent("a")
    #expect(
      cocoaCode(.fileNoSuchFile) {
        try FileWrapper(regularFileWithContents: Data()).write(
          to: intoMissingFolder, originalContentsURL: nil)
      })
    #expect(!FileWrapper(regularFileWithContents: Data()).matchesContents(of: missing))
    // A folder that may not be read (root reads everything: as root, the mapping of the
    // error is checked in FileWrapperErrorMappingTests).
    if getuid() != 0 {
      let locked = root.appendingPathComponent("locked")
      try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
      try Data().write(to: locked.appendingPathComponent("x"))
      chmod(locked.path, 0)
      defer { chmod(locked.path, 0o755) }
      #expect(cocoaCode(.fileReadNoPermission) { _ = try FileWrapper(url: locked) })
    }
  }
}
