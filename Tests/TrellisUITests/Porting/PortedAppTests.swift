#if os(Linux)
  import Foundation
  import Testing
  import TrellisTesting
  import TrellisUI

  @testable import PortedAppFixture

  // The fixture's sources are written for Apple's frameworks and left unchanged: they import
  // SwiftUI and Combine (Trellis's modules of those names) and use Foundation without
  // importing it. Here they run.
  @MainActor
  @Suite struct PortedAppTests {
    private func freshDefaults() throws -> (UserDefaults, String) {
      let suite = "org.trellis.PortedAppTests.\(UUID().uuidString)"
      return (try #require(UserDefaults(suiteName: suite)), suite)
    }

    @Test func theNotesListShowsItsNotesInSeveralScripts() throws {
      let (defaults, suite) = try freshDefaults()
      defer { defaults.removePersistentDomain(forName: suite) }
      let store = NotesStore(defaults: defaults, notes: Note.samples)
      let host = ViewHost(NotesView(store: store, settings: NoteSettings()), width: 80, height: 24)
      print(host.text)
      #expect(host.all(text: "Buy oat milk").count == 2)  // pinned, and in the list of all
      #expect(host.contains(text: "Réunion à 14 h"))
      #expect(host.contains(text: "日本語のメモ"))
      #expect(host.contains(text: "2023-11-14"))
    }

    @Test func aNoteAddedIsSavedAsJSONAndReadBackByTheNextStore() throws {
      let (defaults, suite) = try freshDefaults()
      defer { defaults.removePersistentDomain(forName: suite) }
      let host = ViewHost(
        NotesView(store: NotesStore(defaults: defaults), settings: NoteSettings()),
        width: 80, height: 24)
      try host.textField("New note").type("  Call Ada  ")
      try host.button("Add").tap()
      host.update()
      #expect(host.contains(text: "Call Ada"))
      #expect(try host.textField("New note").value == "")

      let reopened = NotesStore(defaults: defaults, notes: Note.samples)
      #expect(reopened.notes.map(\.title) == ["Call Ada"])
    }

    @Test func pinningMovesANoteIntoThePinnedSection() throws {
      let (defaults, suite) = try freshDefaults()
      defer { defaults.removePersistentDomain(forName: suite) }
      let store = NotesStore(defaults: defaults, notes: Note.samples)
      let host = ViewHost(NotesView(store: store, settings: NoteSettings()), width: 80, height: 24)
      #expect(host.all(text: "日本語のメモ").count == 1)
      try #require(host.all(Button<Text>.self).count == 4)  // Add, and a pin button a row
      try host.all(Button<Text>.self)[3].tap()
      host.update()
      #expect(host.all(text: "日本語のメモ").count == 2)
      #expect(store.pinned.map(\.title) == ["Buy oat milk", "日本語のメモ"])
    }

    @Test func anEntryDeclaredWithTheMacroReachesTheView() throws {
      let (defaults, suite) = try freshDefaults()
      defer { defaults.removePersistentDomain(forName: suite) }
      let view = NotesView(store: NotesStore(defaults: defaults), settings: NoteSettings())
      #expect(ViewHost(view, width: 60, height: 8).text.contains("Notes"))
      let renamed = ViewHost(view.environment(\.notesTitle, "Carnet"), width: 60, height: 8)
      #expect(renamed.text.contains("Carnet"), "\(renamed.text)")
    }

    @Test func combineOnlyModelCodeRuns() {
      let counter = DraftCounter()
      counter.saved.send(2)
      counter.saved.send(0)
      counter.saved.send(3)
      #expect(counter.drafts == 5)
    }

    @Test func theObservableSettingsDriveTheView() throws {
      let (defaults, suite) = try freshDefaults()
      defer { defaults.removePersistentDomain(forName: suite) }
      let settings = NoteSettings()
      let store = NotesStore(defaults: defaults, notes: Note.samples)
      let host = ViewHost(NotesView(store: store, settings: settings), width: 80, height: 24)
      #expect(host.contains(text: "2023-11-14"))
      try host.toggle("Show dates").toggle()
      host.update()
      #expect(!settings.showsDates)
      #expect(!host.contains(text: "2023-11-14"))
    }

    @Test func aFileDocumentOfFileWrappersIsExportedAndReadBack() throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("PortedAppTests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let host = ViewHost(ArchiveButton(notes: Note.samples), width: 40, height: 4)
      try host.button("Archive").tap()
      host.update()
      let panel = try #require(host.filePanel)
      #expect(panel.defaultFilename == "Notes")
      try panel.save(to: folder.appendingPathComponent("ノート"))
      #expect(host.contains(text: "Saved ノート"))
      let read = try NotesArchive(
        configuration: .init(
          contentType: .folder, file: FileWrapper(url: folder.appendingPathComponent("ノート"))))
      #expect(
        read.notes.map(\.title) == Note.samples.sorted { $0.created < $1.created }.map(\.title))
    }
  }
#endif
