import Foundation
@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// The file panel the window shows now (`fileImporter`, `fileExporter`, `fileMover`),
  /// the latest opened if several are, or `nil` while none is.
  ///
  /// ```swift
  /// try host.button("Open…").tap()
  /// let panel = try #require(host.filePanel)
  /// try panel.choose(notesURL)
  /// ```
  public var filePanel: FilePanel? {
    core.filePanels.last.map { FilePanel(panel: $0, host: self) }
  }
}

/// A file panel shown headlessly, to be answered as a person answers GTK's chooser or the
/// terminal's file browser: the same core code runs after it (documents written, files
/// moved, the completion called, `isPresented` set back to `false`).
@MainActor
public struct FilePanel {
  /// What a person picks in a panel.
  public enum Mode: Equatable, Sendable {
    /// Existing files (or folders) to open: `fileImporter`.
    case open
    /// A new file's folder and name: `fileExporter` of one document.
    case save
    /// A folder: `fileMover`, or `fileExporter` of several documents.
    case chooseFolder
  }

  let panel: HostFilePanel
  let host: ViewHost

  /// Whether files, a place to save, or a folder are picked.
  public var mode: Mode {
    switch panel.mode {
    case .open: .open
    case .save: .save
    case .chooseFolder: .chooseFolder
    }
  }

  /// The panel's title: "Open", "Save", "Export" or "Move".
  public var title: String { panel.title }
  /// The types that may be picked, or, saving, the type written.
  public var allowedContentTypes: [UTType] { panel.allowedContentTypes }
  /// Whether several files may be picked.
  public var allowsMultipleSelection: Bool { panel.allowsMultipleSelection }
  /// The name a save panel starts with, its type's extension included.
  public var defaultFilename: String? { panel.defaultFilename }
  /// The folder the panel starts in, when the view set one (`fileDialogDefaultDirectory`).
  public var defaultDirectory: URL? { panel.defaultDirectory }
  /// Whether the panel is still shown.
  public var isOpen: Bool { panel.isOpen }

  /// Whether a person could pick `url` in the panel: a file of an allowed type, or a folder
  /// where folders are picked.
  public func accepts(_ url: URL) -> Bool { panel.accepts(url) }

  /// Picks `urls` in an open panel and opens them, then applies the update.
  /// - Throws: ``ViewHostError/notApplicable(_:)`` when the panel is not an open panel, when
  ///   several URLs are given to a panel that takes one, or when one is of a type the panel
  ///   does not let a person pick; ``ViewHostError/gone(_:)`` when it closed.
  public func choose(_ urls: URL...) throws {
    try expect(.open)
    guard urls.count <= 1 || panel.allowsMultipleSelection else {
      throw ViewHostError.notApplicable("the file panel picks one file, not \(urls.count)")
    }
    if let refused = urls.first(where: { !panel.accepts($0) }) {
      throw ViewHostError.notApplicable(
        "the file panel does not let \(refused.lastPathComponent) be picked")
    }
    finish { panel.choose(urls) }
  }

  /// Saves to `url` in a save panel (the type's extension is added to a name without one),
  /// then applies the update: the document is written before this returns.
  /// - Throws: ``ViewHostError/notApplicable(_:)`` when the panel is not a save panel.
  public func save(to url: URL) throws {
    try expect(.save)
    finish { panel.choose([url]) }
  }

  /// Picks `folder` in a folder panel (the documents are written, or the files moved, into
  /// it), then applies the update.
  /// - Throws: ``ViewHostError/notApplicable(_:)`` when the panel is not a folder panel.
  public func chooseFolder(_ folder: URL) throws {
    try expect(.chooseFolder)
    finish { panel.choose([folder]) }
  }

  /// Cancels the panel, as a person closing it, then applies the update.
  /// - Throws: ``ViewHostError/gone(_:)`` when it closed already.
  public func cancel() throws {
    guard panel.isOpen else { throw ViewHostError.gone("the file panel") }
    finish { panel.cancel() }
  }

  private func expect(_ expected: Mode) throws {
    guard panel.isOpen else { throw ViewHostError.gone("the file panel") }
    guard mode == expected else {
      throw ViewHostError.notApplicable("the file panel is a \(mode) panel, not \(expected)")
    }
  }

  private func finish(_ action: () -> Void) {
    action()
    host.update()
  }
}
