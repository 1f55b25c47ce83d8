import Foundation
import Observation
import TrellisUI  // UndoManager, which Linux's Foundation lacks

/// The notes, what the sidebar shows of them, and their saving.
@MainActor
@Observable
final class NoteStore {
  private(set) var notes: [Note]
  /// The note the sidebar has selected, which the detail edits.
  var selection: Note.ID?
  /// The sidebar's search: notes whose title or text contain it.
  var searchText = ""
  var order = NoteOrder.modified
  /// Whether a save is under way (the window shows a progress view meanwhile).
  private(set) var isSaving = false
  /// Why the last save failed, if it did.
  private(set) var saveFailure: String?

  @ObservationIgnored private let saver: any NoteSaver
  @ObservationIgnored private let now: () -> Date
  @ObservationIgnored private var nextID: Int
  @ObservationIgnored private var saving: Task<Void, Never>?
  @ObservationIgnored private var savesAgain = false

  init(notes: [Note] = Note.samples, saver: any NoteSaver, now: @escaping () -> Date = Date.init) {
    self.notes = notes
    self.saver = saver
    self.now = now
    nextID = (notes.map(\.id).max() ?? 0) + 1
  }

  /// The store of a launch: the notes saved in NOTES_DIRECTORY's file, or the samples.
  static func launch() -> NoteStore {
    let file = NoteFile(directory: NoteFile.directory())
    return NoteStore(notes: file.load() ?? Note.samples, saver: file)
  }

  /// The notes the sidebar lists: those matching the search, in the chosen order.
  var shownNotes: [Note] {
    order.sorted(notes.filter { $0.matches(searchText) })
  }

  /// The note with `id`, if there is one.
  func note(_ id: Note.ID) -> Note? {
    notes.first { $0.id == id }
  }

  /// Selects the note a link names, `notes://note/<title>` (the title percent-encoded), as
  /// `notes notes://note/Groceries` does at launch; any other link changes nothing.
  func open(_ url: URL) {
    guard url.scheme == "notes", url.host == "note" else { return }
    let title = url.path.dropFirst().removingPercentEncoding ?? ""
    guard let note = notes.first(where: { $0.title == title }) else { return }
    searchText = ""
    selection = note.id
  }

  /// Adds a note (an empty one unless given its title and text), selects it and saves. The
  /// search is cleared so that it shows.
  func add(title: String = "New Note", body: String = "") {
    let note = Note(id: nextID, title: title, body: body, modified: now())
    nextID += 1
    notes.append(note)
    searchText = ""
    selection = note.id
    save()
  }

  /// Changes the note with `id`, marks it modified now and saves.
  func update(_ id: Note.ID, _ change: (inout Note) -> Void) {
    guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
    var note = notes[index]
    change(&note)
    guard note != notes[index] else { return }
    note.modified = now()
    notes[index] = note
    save()
  }

  /// Deletes the notes with `ids` and saves; a deleted selection is cleared. With an undo
  /// manager, the deletion can be undone: the notes come back where they were.
  func delete(_ ids: Set<Note.ID>, undoManager: UndoManager? = nil) {
    let removed = notes.enumerated().filter { ids.contains($0.element.id) }
    guard !removed.isEmpty else { return }
    notes.removeAll { ids.contains($0.id) }
    if let selection, ids.contains(selection) { self.selection = nil }
    save()
    undoManager?.registerUndo(withTarget: self) { store in
      store.restore(removed.map { ($0.offset, $0.element) }, undoManager: undoManager)
    }
    undoManager?.setActionName(removed.count == 1 ? "Delete Note" : "Delete Notes")
  }

  /// Puts deleted notes back at their offsets (in increasing order), selects the last and
  /// saves; the undo deletes them again.
  private func restore(_ removed: [(offset: Int, note: Note)], undoManager: UndoManager?) {
    for (offset, note) in removed { notes.insert(note, at: min(offset, notes.count)) }
    selection = removed.last?.note.id
    save()
    undoManager?.registerUndo(withTarget: self) { store in
      store.delete(Set(removed.map(\.note.id)), undoManager: undoManager)
    }
  }

  /// Deletes the sidebar's rows at `offsets` (of ``shownNotes``), as a row's delete does.
  func delete(at offsets: IndexSet, undoManager: UndoManager? = nil) {
    let shown = shownNotes
    delete(Set(offsets.filter { $0 < shown.count }.map { shown[$0].id }), undoManager: undoManager)
  }

  /// Saves the notes as they are now, off the main actor. A save asked for while one runs
  /// follows it with the notes as they are then.
  func save() {
    guard !isSaving else {
      savesAgain = true
      return
    }
    isSaving = true
    let snapshot = notes
    let saver = saver
    saving = Task {
      do {
        try await saver.save(snapshot)
        saveFailure = nil
      } catch {
        saveFailure = "\(error)"
      }
      isSaving = false
      if savesAgain {
        savesAgain = false
        save()
      }
    }
  }

  /// Returns once the saves under way (and those they started) have finished.
  func saved() async {
    while let saving, isSaving {
      await saving.value
    }
  }
}
