import Foundation

/// What the file browser lists in a folder: its folders, then the files the panel may pick
/// (or, saving, the files of the type written), each group by name as Finder sorts them.
/// Hidden files (names starting with a dot) are left out.
struct _FileBrowserEntry: Hashable {
  let url: URL
  let isFolder: Bool

  /// The row's text: a folder's name ends in a slash.
  var title: String { isFolder ? url.lastPathComponent + "/" : url.lastPathComponent }

  @MainActor
  static func entries(in folder: URL, for panel: HostFilePanel) -> [_FileBrowserEntry] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var folders: [_FileBrowserEntry] = []
    var files: [_FileBrowserEntry] = []
    for name in names where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory.boolValue {
        folders.append(_FileBrowserEntry(url: url, isFolder: true))
      } else if shows(file: url, in: panel) {
        files.append(_FileBrowserEntry(url: url, isFolder: false))
      }
    }
    let byName: (_FileBrowserEntry, _FileBrowserEntry) -> Bool = {
      $0.url.lastPathComponent.localizedStandardCompare($1.url.lastPathComponent)
        == .orderedAscending
    }
    return folders.sorted(by: byName) + files.sorted(by: byName)
  }

  /// Whether a file is listed: one the panel may pick, or (saving) one of the type written,
  /// whose name may be taken to replace it. A folder panel lists no files.
  @MainActor
  private static func shows(file url: URL, in panel: HostFilePanel) -> Bool {
    switch panel.mode {
    case .open: return panel.accepts(url)
    case .chooseFolder: return false
    case .save:
      let type = HostFilePanel.contentType(of: url)
      return panel.allowedContentTypes.isEmpty
        || panel.allowedContentTypes.contains { type.conforms(to: $0) }
    }
  }
}
