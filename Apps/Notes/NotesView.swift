import TrellisUI

/// The window: the notes in a searchable sidebar beside the selected note.
struct NotesView: View {
  @State private var store: NoteStore
  @State private var isConfirmingDelete = false
  @State private var isImporting = false
  @State private var isExporting = false
  @Environment(\.undoManager) private var undoManager

  init(store: NoteStore = .launch()) {
    _store = State(initialValue: store)
  }

  var body: some View {
    NavigationSplitView {
      NoteList(store: store)
        .navigationTitle("Notes")
        .navigationSplitViewColumnWidth(min: 240, ideal: 300)
        .searchable(text: $store.searchText, prompt: "Search notes")
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("New Note", systemImage: "square.and.pencil") { store.add() }
          }
          ToolbarItem {
            Button("Delete Note", systemImage: "trash", role: .destructive) {
              isConfirmingDelete = true
            }
            .disabled(store.selection == nil)
          }
        }
    } detail: {
      Group {
        if let id = store.selection, store.note(id) != nil {
          NoteDetail(store: store, id: id)
            .id(id)
        } else {
          ContentUnavailableView(
            "No Note Selected", systemImage: "doc.text",
            description: Text("Choose a note in the list or add one."))
        }
      }
      .toolbar {
        ToolbarItem {
          Button("Import…", systemImage: "square.and.arrow.down") { isImporting = true }
        }
        ToolbarItem {
          Button("Export…", systemImage: "square.and.arrow.up") { isExporting = true }
            .disabled(store.selection == nil)
        }
      }
    }
    .onOpenURL { url in store.open(url) }
    // Text files come in as notes and go out as text, from and to the notes' folder.
    .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
      if case .success(let url) = result { try? store.importNote(from: url) }
    }
    .fileExporter(
      isPresented: $isExporting, document: selectedNote.map(NoteTextFile.init),
      contentType: .plainText, defaultFilename: selectedTitle
    ) { _ in }
    .fileDialogDefaultDirectory(NoteFile.directory())
    .confirmationDialog(
      "Delete “\(selectedTitle)”?", isPresented: $isConfirmingDelete, titleVisibility: .visible
    ) {
      Button("Delete", role: .destructive) {
        if let id = store.selection { store.delete([id], undoManager: undoManager) }
      }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("The note is removed from this device.")
    }
  }

  private var selectedNote: Note? {
    store.selection.flatMap { store.note($0) }
  }

  private var selectedTitle: String {
    store.selection.flatMap { store.note($0)?.title } ?? ""
  }
}

/// The sidebar: the order to list the notes in, the list, and how saving goes.
struct NoteList: View {
  @Bindable var store: NoteStore
  @Environment(\.undoManager) private var undoManager

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Picker("Sort By", selection: $store.order) {
        ForEach(NoteOrder.allCases) { order in
          Text(order.rawValue).tag(order)
        }
      }
      .pickerStyle(.menu)
      .labelsHidden()
      .padding(.horizontal)
      rows
      SaveStatus(store: store)
        .padding(.horizontal)
    }
  }

  /// Each shown note's title and first line, deletable in place.
  private var rows: some View {
    List(selection: $store.selection) {
      ForEach(store.shownNotes) { note in
        VStack(alignment: .leading) {
          Text(note.title.isEmpty ? "Untitled" : note.title)
            .font(.headline)
          Text(note.summary)
            .foregroundStyle(.secondary)
            .lineLimit(1)
        }
      }
      .onDelete { offsets in
        store.delete(at: offsets, undoManager: undoManager)
      }
    }
    .overlay {
      if store.shownNotes.isEmpty && !store.searchText.isEmpty {
        ContentUnavailableView.search(text: store.searchText)
      }
    }
  }
}

/// How saving goes: a progress view while a save runs, then the count of notes.
struct SaveStatus: View {
  let store: NoteStore

  var body: some View {
    if store.isSaving {
      ProgressView("Saving…")
    } else if let failure = store.saveFailure {
      Text("Not saved: \(failure)")
    } else {
      Text(store.notes.count == 1 ? "1 note" : "\(store.notes.count) notes")
    }
  }
}
