import Foundation
import Testing

/// Drives the real `notes` binary in a tmux pane with the mouse and keyboard: a note clicked
/// in the sidebar opens in the detail, typing in the search filters the sidebar, the toolbar
/// adds a note (saved to the file in NOTES_DIRECTORY) and deletes one after its confirmation.
@Suite struct NotesEndToEndTests {
  /// The sidebar's lines, trimmed: the left part of each line, before the split view's
  /// divider (its toolbar's buttons included).
  private func sidebar(_ screen: String) -> [String] {
    ScreenText.lines(screen).map { line in
      String(line.prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces)
    }
  }

  /// Whether a row of the sidebar starts with `title` (a button's title in its toolbar does
  /// not count: it starts with a bracket).
  private func listed(_ title: String, in screen: String) -> Bool {
    sidebar(screen).contains { $0.hasPrefix(title) }
  }

  /// The notes saved in `folder`'s file, as its raw JSON text.
  private func savedFile(in folder: URL) -> String {
    (try? String(contentsOf: folder.appendingPathComponent("notes.json"), encoding: .utf8)) ?? ""
  }

  @Test func pickSearchAddAndDeleteWithTheConfirmation() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("notes-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let pane = try TmuxPane(
      product: "notes", columns: 110, rows: 32, environment: ["NOTES_DIRECTORY": folder.path])
    let opened = try pane.waitFor("No Note Selected")
    #expect(opened.found, "the notes did not open:\n\(opened.screen)")
    for title in ["Groceries", "क्षमा और धन्यवाद", "会議メモ", "👩🏽‍💻 Side project", "Books to read"] {
      #expect(opened.screen.contains(title), "\(title) is not shown:\n\(opened.screen)")
    }

    // A click on a row opens its note.
    try pane.click(on: "会議メモ")
    let picked = try pane.waitFor("来週の会議は東京で。")
    #expect(picked.found, "the clicked note did not open:\n\(picked.screen)")

    // Typing in the search field narrows the sidebar to the notes that contain it.
    try pane.click(on: "Search notes")
    try pane.type("ज्ञ")
    let searched = try pane.waitUntil { !listed("Groceries", in: $0) }
    #expect(searched.found, "the search did not filter:\n\(searched.screen)")
    #expect(listed("क्षमा और धन्यवाद", in: searched.screen), "\(searched.screen)")
    #expect(!listed("Books to read", in: searched.screen), "\(searched.screen)")

    // The toolbar's New Note clears the search, adds the note, selects it and saves it.
    try pane.click(on: "New Note")
    let added = try pane.waitUntil {
      listed("New Note", in: $0) && listed("Groceries", in: $0)
        && $0.contains("6 notes")
    }
    #expect(added.found, "the note was not added and saved:\n\(added.screen)")
    #expect(savedFile(in: folder).contains("\"New Note\""), "not saved: \(savedFile(in: folder))")

    // Delete Note asks first; Escape cancels and the note stays.
    try pane.click(on: "Delete Note")
    let asked = try pane.waitFor("Delete “New Note”?")
    #expect(asked.found, "no confirmation:\n\(asked.screen)")
    try pane.keys("Escape")
    let kept = try pane.waitUntil { !$0.contains("Delete “New Note”?") }
    #expect(kept.found && listed("New Note", in: kept.screen), "\(kept.screen)")

    // Asked again, its Delete button deletes the note.
    try pane.click(on: "Delete Note")
    let again = try pane.waitFor("Delete “New Note”?")
    #expect(again.found, "no confirmation:\n\(again.screen)")
    let question = try #require(ScreenText.line(containing: "Delete “New Note”?", in: again.screen))
    let button = try #require(
      ScreenText.lines(again.screen).enumerated().first { row, line in
        row > question.row && line.contains(" Delete ")
      }, "no Delete button under the question:\n\(again.screen)")
    let column = try #require(ScreenText.columns(of: "Delete", in: button.element).first)
    try pane.click(column: column + 1, row: button.offset)
    let deleted = try pane.waitUntil {
      !listed("New Note", in: $0) && $0.contains("5 notes")
        && $0.contains("No Note Selected")
    }
    #expect(deleted.found, "the note was not deleted:\n\(deleted.screen)")
    #expect(!savedFile(in: folder).contains("\"New Note\""), "the deletion was not saved")
  }

  /// Ctrl+Z undoes a deletion in the real binary: the note comes back, selected, and is
  /// saved again.
  @Test func ctrlZBringsBackADeletedNote() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("notes-undo-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let pane = try TmuxPane(
      product: "notes", columns: 110, rows: 32, environment: ["NOTES_DIRECTORY": folder.path])
    #expect(try pane.waitFor("No Note Selected").found)
    try pane.click(on: "会議メモ")
    #expect(try pane.waitFor("来週の会議は東京で。").found)
    try pane.click(on: "Delete Note")
    let asked = try pane.waitFor("Delete “会議メモ”?")
    #expect(asked.found, "no confirmation:\n\(asked.screen)")
    let question = try #require(ScreenText.line(containing: "Delete “会議メモ”?", in: asked.screen))
    let button = try #require(
      ScreenText.lines(asked.screen).enumerated().first { row, line in
        row > question.row && line.contains(" Delete ")
      }, "no Delete button under the question:\n\(asked.screen)")
    let column = try #require(ScreenText.columns(of: "Delete", in: button.element).first)
    try pane.click(column: column + 1, row: button.offset)
    let deleted = try pane.waitUntil { !listed("会議メモ", in: $0) && $0.contains("4 notes") }
    #expect(deleted.found, "the note was not deleted:\n\(deleted.screen)")

    try pane.keys("C-z")
    let restored = try pane.waitUntil {
      listed("会議メモ", in: $0) && $0.contains("5 notes") && $0.contains("来週の会議は東京で。")
    }
    #expect(restored.found, "Ctrl+Z did not bring the note back:\n\(restored.screen)")
    #expect(savedFile(in: folder).contains("会議メモ"), "the restored note was not saved")
  }

  /// `notes notes://note/<title>` opens with that note selected: the program's argument
  /// reaches the window's `onOpenURL`.
  @Test func aLinkGivenAtLaunchOpensItsNote() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("notes-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let title = try #require("会議メモ".addingPercentEncoding(withAllowedCharacters: .urlPathAllowed))
    let pane = try TmuxPane(
      product: "notes", arguments: ["notes://note/\(title)"], columns: 110, rows: 32,
      environment: ["NOTES_DIRECTORY": folder.path])
    let opened = try pane.waitFor("来週の会議は東京で。")
    #expect(opened.found, "the linked note did not open:\n\(opened.screen)")
    #expect(!opened.screen.contains("No Note Selected"), "\(opened.screen)")
  }
}
