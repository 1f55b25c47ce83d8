import Foundation
import Testing

/// Drives the `notes` app's Import… and Export… in tmux: the terminal shows the file panel as
/// a sheet with a file browser (folders first, only text files), moved through with Tab,
/// Up/Down and Return, cancelled with Escape, and saving under the name in its field.
@Suite struct NotesFilesEndToEndTests {
  /// A notes folder with a text file, a picture (not listed) and a folder holding another
  /// text file, named in several scripts.
  private func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("notes-files-e2e-\(UUID().uuidString)")
    let inner = folder.appendingPathComponent("फ़ोल्डर")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    try Data("こんにちは、世界".utf8).write(to: folder.appendingPathComponent("挨拶.txt"))
    try Data("png".utf8).write(to: folder.appendingPathComponent("picture.png"))
    try Data("भीतर का पाठ 🎉".utf8).write(to: inner.appendingPathComponent("भीतर.txt"))
    return folder
  }

  @Test func importBrowsesWithKeysAndTheFilePickedBecomesANote() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pane = try TmuxPane(
      product: "notes", columns: 110, rows: 32, environment: ["NOTES_DIRECTORY": folder.path])
    #expect(try pane.waitFor("No Note Selected").found)

    // The browser lists the folder and the text file, not the picture; Escape cancels it.
    try pane.click(on: "Import…")
    let shown = try pane.waitFor("挨拶.txt")
    #expect(shown.found, "the file browser did not open:\n\(shown.screen)")
    #expect(shown.screen.contains("फ़ोल्डर/"), "\(shown.screen)")
    #expect(!shown.screen.contains("picture.png"), "\(shown.screen)")
    try pane.keys("Escape")
    let cancelled = try pane.waitUntil { !$0.contains("挨拶.txt") }
    #expect(cancelled.found, "Escape did not close the browser:\n\(cancelled.screen)")

    // Again: Tab to the list ("../"), Down to the folder, Return opens it, then its file.
    try pane.click(on: "Import…")
    #expect(try pane.waitFor("挨拶.txt").found)
    try pane.keys("Tab", "Down", "Enter")
    let inside = try pane.waitFor("भीतर.txt")
    #expect(inside.found, "Return did not open the folder:\n\(inside.screen)")
    #expect(!inside.screen.contains("挨拶.txt"), "\(inside.screen)")
    try pane.keys("Tab", "Down", "Enter")
    let imported = try pane.waitFor("भीतर का पाठ 🎉")
    #expect(imported.found, "the file picked did not become a note:\n\(imported.screen)")
    #expect(!imported.screen.contains("../"), "the browser stayed:\n\(imported.screen)")
    try pane.quitAndExpectRestored()
  }

  @Test func exportSavesTheSelectedNoteUnderItsTitle() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pane = try TmuxPane(
      product: "notes", columns: 110, rows: 32, environment: ["NOTES_DIRECTORY": folder.path])
    #expect(try pane.waitFor("No Note Selected").found)
    try pane.click(on: "会議メモ")
    #expect(try pane.waitFor("来週の会議は東京で。").found)
    try pane.click(on: "Export…")
    let shown = try pane.waitFor("会議メモ.txt")
    #expect(shown.found, "the save browser did not open with the title:\n\(shown.screen)")
    try pane.click(on: "[ Save ]")
    let written = folder.appendingPathComponent("会議メモ.txt")
    let deadline = Date().addingTimeInterval(10)
    while !FileManager.default.fileExists(atPath: written.path) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    let text = (try? String(contentsOf: written, encoding: .utf8)) ?? ""
    let screen = try pane.screen()
    #expect(text.contains("来週の会議は東京で。"), "not written: \(text)\n\(screen)")
    try pane.quitAndExpectRestored()
  }
}
