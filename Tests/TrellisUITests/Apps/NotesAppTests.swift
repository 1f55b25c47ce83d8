import Foundation
import Testing
import TrellisTesting
import TrellisUI

@testable import notes

/// A saver a test holds: each save waits until the test releases it, so the test sees the
/// progress view while saving and knows, without sleeping, when saving is over.
private actor HeldSaver: NoteSaver {
  private(set) var saved: [[Note]] = []
  private var isReleased = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func save(_ notes: [Note]) async {
    if !isReleased {
      await withCheckedContinuation { waiting.append($0) }
    }
    saved.append(notes)
  }

  /// Lets the saves waiting, and every later one, finish.
  func release() {
    isReleased = true
    for continuation in waiting { continuation.resume() }
    waiting = []
  }
}

/// The notes app headlessly: what a person does with its sidebar, search, toolbar, detail
/// and the confirmation before deleting, and what is saved.
@MainActor
@Suite struct NotesAppTests {
  private let saver = HeldSaver()
  /// One minute after the samples' latest change, so that a changed note comes first.
  private static let now = Date(timeIntervalSince1970: 1_796_115_600 + 5 * 86_400)

  private func store(_ notes: [Note] = Note.samples) -> NoteStore {
    NoteStore(notes: notes, saver: saver, now: { NotesAppTests.now })
  }

  private func host(_ store: NoteStore) -> ViewHost {
    ViewHost(NotesView(store: store), width: 110, height: 36)
  }

  /// The titles of the sidebar's rows, top to bottom.
  private func rowTitles(_ host: ViewHost, _ store: NoteStore) throws -> [String] {
    let list = try host.list()
    let titles = Set(store.notes.map(\.title))
    return host.elements.filter { titles.contains($0.text) && $0.typeName == "Text" }
      .filter { $0.frame.x < list.frame.x + list.frame.width }
      .sorted { $0.frame.y < $1.frame.y }.map(\.text)
  }

  @Test func theSidebarListsTheNotesLatestFirstInEveryScript() throws {
    let store = store()
    let host = host(store)
    #expect(
      try rowTitles(host, store) == [
        "Groceries", "会議メモ", "क्षमा और धन्यवाद", "👩🏽‍💻 Side project", "Books to read",
      ])
    #expect(host.contains(text: "No Note Selected"))
    #expect(try host.toolbarButton("Delete Note").isEnabled == false)
    #expect(host.contains(text: "5 notes"))
  }

  @Test func selectingARowShowsTheNoteInTheDetail() throws {
    let store = store()
    let host = host(store)
    try host.list().row("क्षमा और धन्यवाद").select()
    host.update()
    #expect(store.selection == 2)
    #expect(try host.textField("Title").value == "क्षमा और धन्यवाद")
    #expect(try host.textEditor().value == "संयुक्ताक्षर: क्ष त्र ज्ञ श्र")
    #expect(try host.toggle("Remind Me").isOn == false)
    #expect(try host.toolbarButton("Delete Note").isEnabled)
    #expect(!host.contains(text: "No Note Selected"))
  }

  @Test(arguments: [
    ("会議", ["会議メモ"]), ("ज्ञ", ["क्षमा और धन्यवाद"]), ("🏳️‍🌈", ["👩🏽‍💻 Side project"]),
    ("COFFEE", ["Groceries"]), ("e", ["Groceries", "👩🏽‍💻 Side project", "Books to read"]),
  ])
  func searchingFiltersByTitleAndText(query: String, titles: [String]) throws {
    let store = store()
    let host = host(store)
    try host.searchField().type(query)
    host.update()
    #expect(try rowTitles(host, store) == titles)
    try host.searchField().setText("no such note")
    host.update()
    #expect(try rowTitles(host, store) == [])
    #expect(host.contains(text: "No Results for “no such note”"), "\(host.text)")
  }

  @Test func thePickerSortsByTitleOrDate() throws {
    let store = store()
    let host = host(store)
    let picker = try host.picker("Sort By")
    #expect(picker.pickerOptions == ["Date Modified", "Title"])
    #expect(picker.selectedOption == "Date Modified")
    try picker.pick("Title")
    host.update()
    #expect(store.order == .title)
    #expect(
      try rowTitles(host, store)
        == [
          "Books to read", "Groceries", "क्षमा और धन्यवाद", "会議メモ", "👩🏽‍💻 Side project",
        ].sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
    try host.picker("Sort By").pick("Date Modified")
    host.update()
    #expect(try rowTitles(host, store).first == "Groceries")
  }

  @Test func editingTheTitleMovesTheNoteFirstAndIsSaved() async throws {
    let store = store()
    let host = host(store)
    try host.list().row("Books to read").select()
    host.update()
    try host.textField("Title").setText("📚 Books")
    try host.textEditor().type(" — 読書")
    host.update()
    #expect(store.note(5)?.title == "📚 Books")
    #expect(store.note(5)?.body.hasSuffix(" — 読書") == true)
    #expect(store.note(5)?.modified == Self.now)
    #expect(try rowTitles(host, store).first == "📚 Books")
    await saver.release()
    await store.saved()
    #expect(await saver.saved.last?.first { $0.id == 5 }?.title == "📚 Books")
  }

  @Test func addingANoteSelectsItAndClearsTheSearch() async throws {
    let store = store()
    let host = host(store)
    try host.searchField().type("会議")
    host.update()
    try host.toolbarButton("New Note").tap()
    host.update()
    #expect(store.notes.count == 6)
    #expect(store.selection == 6)
    #expect(try host.searchField().value == "")
    #expect(try rowTitles(host, store).first == "New Note")
    #expect(try host.textField("Title").value == "New Note")
    #expect(host.contains(text: "Saving…"))
  }

  @Test func deleteAsksFirstAndCancelKeepsTheNote() async throws {
    let store = store()
    let host = host(store)
    try host.list().row("会議メモ").select()
    host.update()
    try host.toolbarButton("Delete Note").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Delete “会議メモ”?"), "\(host.text)")
    #expect(host.contains(text: "The note is removed from this device."))
    #expect(store.notes.count == 5, "nothing is deleted before the answer")
    try host.button("Cancel").tap()
    await host.nextUpdate()
    #expect(!host.contains(text: "Delete “会議メモ”?"))
    #expect(store.notes.count == 5)
    #expect(store.selection == 3)

    try host.toolbarButton("Delete Note").tap()
    await host.nextUpdate()
    try host.button("Delete").tap()
    await host.nextUpdate()
    #expect(store.notes.map(\.id) == [1, 2, 4, 5])
    #expect(store.selection == nil)
    #expect(!host.contains(text: "会議メモ"))
    #expect(host.contains(text: "No Note Selected"))
    #expect(try host.toolbarButton("Delete Note").isEnabled == false)
  }

  @Test func aRowsDeleteRemovesThatNoteOfTheFilteredList() throws {
    let store = store()
    let host = host(store)
    try host.searchField().type("o")
    host.update()
    let row = try host.list().row("Books to read")
    #expect(row.canDeleteRow)
    try row.deleteRow()
    host.update()
    #expect(!store.notes.contains { $0.id == 5 })
    #expect(store.notes.count == 4)
    #expect(!host.contains(text: "Books to read"))
  }

  @Test func aDeletedNoteComesBackWithUndoAndGoesAgainWithRedo() async throws {
    let store = store()
    let host = host(store)
    try host.list().row("会議メモ").select()
    host.update()
    try host.toolbarButton("Delete Note").tap()
    await host.nextUpdate()
    try host.button("Delete").tap()
    await host.nextUpdate()
    #expect(store.notes.map(\.id) == [1, 2, 4, 5])
    #expect(host.undoManager.undoMenuItemTitle == "Undo Delete Note")
    // Ctrl+Z (the Edit menu's Undo key) puts it back where it was, selected.
    #expect(host.pressShortcut("z"))
    #expect(store.notes.map(\.id) == [1, 2, 3, 4, 5])
    #expect(store.selection == 3)
    #expect(host.contains(text: "来週の会議は東京で。"))
    host.redo()
    #expect(store.notes.map(\.id) == [1, 2, 4, 5])
    // A row's own delete is undone too.
    try host.list().row("Books to read").deleteRow()
    host.update()
    host.undo()
    #expect(store.notes.map(\.id) == [1, 2, 4, 5])
  }

  @Test func theReminderIsTurnedOnAndItsDateChosen() throws {
    let store = store()
    let host = host(store)
    try host.list().row("Groceries").select()
    host.update()
    #expect(throws: (any Error).self) { try host.datePicker("Reminder") }
    try host.toggle("Remind Me").toggle()
    host.update()
    #expect(store.note(1)?.reminder != nil)
    // 24 December 2026, 18:30 UTC.
    let evening = Date(timeIntervalSince1970: 1_798_137_000)
    try host.datePicker("Reminder").chooseDate(evening)
    host.update()
    #expect(store.note(1)?.reminder == evening)
    #expect(try host.datePicker("Reminder").date == evening)
    try host.toggle("Remind Me").toggle()
    host.update()
    #expect(store.note(1)?.reminder == nil)
    #expect(throws: (any Error).self) { try host.datePicker("Reminder") }
  }

  @Test func theProgressViewShowsWhileSavingAndGoesWhenDone() async throws {
    let store = store()
    let host = host(store)
    #expect(throws: (any Error).self) { try host.progressView("Saving…") }
    try host.toolbarButton("New Note").tap()
    host.update()
    #expect(store.isSaving)
    #expect(try host.progressView("Saving…").isIndeterminate)
    // A change while saving is saved after it, with the notes as they are then.
    try host.textField("Title").setText("Plan ✈️ 旅行")
    host.update()
    #expect(try host.progressView("Saving…").isIndeterminate)
    await saver.release()
    await store.saved()
    host.update()
    #expect(!store.isSaving)
    #expect(throws: (any Error).self) { try host.progressView("Saving…") }
    #expect(host.contains(text: "6 notes"))
    let saves = await saver.saved
    #expect(saves.count == 2)
    #expect(saves.first?.last?.title == "New Note")
    #expect(saves.last?.last?.title == "Plan ✈️ 旅行")
  }

  @Test func theFileSavedIsReadAtTheNextLaunch() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("notes-test-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = NoteFile(directory: folder)
    #expect(file.load() == nil)
    let store = NoteStore(saver: file, now: { Self.now })
    store.add()
    store.update(6) {
      $0.title = "नमस्ते 世界"
      $0.body = "👨‍👩‍👧 family"
      $0.reminder = Date(timeIntervalSince1970: 1_798_137_000.25)
    }
    await store.saved()
    let reloaded = try #require(file.load())
    #expect(reloaded == store.notes)
    #expect(reloaded.last?.title == "नमस्ते 世界")

    let environment = ["NOTES_DIRECTORY": folder.path]
    #expect(NoteFile.directory(environment: environment).path == folder.path)
    let next = NoteStore(notes: reloaded, saver: file)
    let host = ViewHost(NotesView(store: next), width: 110, height: 36)
    #expect(host.contains(text: "नमस्ते 世界"))
    #expect(host.contains(text: "6 notes"))
  }
}
