import Foundation

/// The file panel as a sheet of views, for a host with no chooser of its own (the
/// terminal): the folder's path, its entries in a list (Up/Down between them, Return on a
/// folder goes into it, on a file picks it), a name field when saving, and Cancel and the
/// panel's action. Escape cancels, as it dismisses any sheet.
struct _FileBrowser: View {
  let panel: HostFilePanel
  @State private var folder: URL?
  @State private var name: String
  @State private var picked: [URL] = []
  @Environment(\._fileDialogDefaultDirectory) private var defaultDirectory

  init(panel: HostFilePanel) {
    self.panel = panel
    // A save panel starts with its default name (the type's extension included).
    _name = State(initialValue: panel.defaultFilename ?? "")
  }

  /// The folder shown: the one browsed to, else the default directory, else the working one.
  private var current: URL {
    folder ?? defaultDirectory
      ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
  }

  var body: some View {
    let current = self.current
    VStack(alignment: .leading) {
      Text(panel.title).bold()
      Text(current.path).foregroundStyle(.secondary)
      List {
        if current.path != "/" {
          Button("../") { folder = current.deletingLastPathComponent() }
        }
        ForEach(_FileBrowserEntry.entries(in: current, for: panel), id: \.self) { entry in
          Button(label(for: entry)) { activate(entry) }
        }
      }
      if panel.mode == .save {
        TextField("Name", text: $name)
          .onSubmit { confirm(in: current) }
      }
      HStack {
        Button("Cancel", role: .cancel) { panel.cancel() }
        Button(actionTitle) { confirm(in: current) }
          .disabled(!canConfirm)
      }
    }
  }

  private func label(for entry: _FileBrowserEntry) -> String {
    guard panel.allowsMultipleSelection, !entry.isFolder else { return entry.title }
    return (picked.contains(entry.url) ? "[x] " : "[ ] ") + entry.title
  }

  /// The action button's title: what it does with what is picked.
  private var actionTitle: String {
    switch panel.mode {
    case .open: panel.canChooseFiles ? "Open" : "Choose"
    case .save: "Save"
    case .chooseFolder: panel.title == "Move" ? "Move Here" : "Choose"
    }
  }

  private var canConfirm: Bool {
    switch panel.mode {
    case .open: !picked.isEmpty || (panel.canChooseDirectories && !panel.allowsMultipleSelection)
    case .save: !name.isEmpty
    case .chooseFolder: true
    }
  }

  /// Return on a row: a folder is opened, a file picked (at once, unless several may be).
  private func activate(_ entry: _FileBrowserEntry) {
    if entry.isFolder {
      folder = entry.url
      picked = []
    } else if panel.mode == .save {
      name = entry.url.lastPathComponent
    } else if panel.allowsMultipleSelection {
      if let index = picked.firstIndex(of: entry.url) {
        picked.remove(at: index)
      } else {
        picked.append(entry.url)
      }
    } else {
      panel.choose([entry.url])
    }
  }

  private func confirm(in current: URL) {
    switch panel.mode {
    case .open: panel.choose(picked.isEmpty ? [current] : picked)
    case .save:
      guard !name.isEmpty else { return }
      panel.choose([current.appendingPathComponent(name)])
    case .chooseFolder: panel.choose([current])
    }
  }
}
