import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `fileMover` with one file and several: the files are moved into the folder chosen.
@MainActor
@Suite struct FileMoverTests {
  final class Log {
    var urls: [URL] = []
    var errors = 0
  }

  struct Mover: View {
    let files: [URL]
    let log: Log
    @State private var isMoving = true

    var body: some View {
      Text(isMoving ? "open" : "closed")
        .fileMover(isPresented: $isMoving, files: files) { result in
          switch result {
          case .success(let urls): log.urls = urls
          case .failure: log.errors += 1
          }
        }
    }
  }

  @Test func theFilesAreMovedIntoTheFolderChosen() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = ["नमस्ते.txt", "日本語.txt"].map { folder.appendingPathComponent($0) }
    let log = Log()
    let host = ViewHost(Mover(files: files, log: log))
    let panel = try #require(host.filePanel)
    #expect(panel.mode == .chooseFolder)
    let destination = folder.appendingPathComponent("फ़ोल्डर")
    try panel.chooseFolder(destination)
    #expect(log.urls == files.map { destination.appendingPathComponent($0.lastPathComponent) })
    #expect(!FileManager.default.fileExists(atPath: files[0].path))
    #expect(try String(contentsOf: log.urls[1], encoding: .utf8) == "contents of 日本語.txt")
    #expect(host.contains(text: "closed"))
  }

  @Test func aNameTakenInTheFolderIsAFailure() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let destination = folder.appendingPathComponent("फ़ोल्डर")
    try Data().write(to: destination.appendingPathComponent("🎉 party.txt"))
    let log = Log()
    let host = ViewHost(Mover(files: [folder.appendingPathComponent("🎉 party.txt")], log: log))
    try #require(host.filePanel).chooseFolder(destination)
    #expect(log.errors == 1)
    #expect(host.contains(text: "closed"))
  }

  struct SingleMover: View {
    let file: URL?
    let log: Log
    @State private var isMoving = true

    var body: some View {
      Text(isMoving ? "open" : "closed")
        .fileMover(isPresented: $isMoving, file: file) { result in
          if case .success(let url) = result { log.urls = [url] }
        } onCancellation: {
          log.errors = -1
        }
    }
  }

  @Test func oneFileIsMovedOrTheMoveCancelled() throws {
    let folder = try makeFileFixtureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = Log()
    let file = folder.appendingPathComponent("image.png")
    let host = ViewHost(SingleMover(file: file, log: log))
    try #require(host.filePanel).cancel()
    #expect(log.errors == -1)
    #expect(FileManager.default.fileExists(atPath: file.path))

    let other = ViewHost(SingleMover(file: file, log: log))
    try #require(other.filePanel).chooseFolder(folder.appendingPathComponent("फ़ोल्डर"))
    #expect(log.urls == [folder.appendingPathComponent("फ़ोल्डर/image.png")])
    #expect(ViewHost(SingleMover(file: nil, log: log)).filePanel == nil)
  }
}
