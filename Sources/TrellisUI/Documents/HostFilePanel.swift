import Foundation

/// A file panel a view asked for with `fileImporter`, `fileExporter` or `fileMover`, for the
/// host to show: GTK's file chooser, the terminal's file browser sheet, or a test's hand.
///
/// Whatever shows it ends it in one of three ways, each of which sets the view's
/// `isPresented` back to `false` first: ``choose(_:)`` with the URLs picked (for a save
/// panel the file's URL, for a folder panel the folder's), ``cancel()``, or ``fail(_:)``.
/// The panel's purpose then does its work (writes the documents, moves the files) and calls
/// the view's completion.
@MainActor
@_spi(TrellisHost) public final class HostFilePanel {
  /// What a person picks in the panel.
  @_spi(TrellisHost) public enum Mode: Equatable, Sendable {
    /// Existing files (or folders, when the types allow them) to open.
    case open
    /// A new file's name and folder, to save to.
    case save
    /// A folder, to put files in.
    case chooseFolder
  }

  /// What the panel is for, and what it does with the URLs picked.
  struct Request {
    var mode: Mode
    var title: String
    var allowedContentTypes: [UTType]
    var allowsMultipleSelection = false
    var defaultFilename: String? = nil
    /// Does the panel's work with the URLs picked and reports to the view.
    var complete: ([URL]) -> Void
    /// Reports a failure to the view.
    var failed: (any Error) -> Void
    var cancelled: () -> Void
  }

  var request: Request?
  /// Sets the view's `isPresented`.
  var setPresented: (Bool) -> Void = { _ in }

  /// Whether the panel is showing: between the view presenting it and its end.
  @_spi(TrellisHost) public internal(set) var isOpen = false
  /// Counts the panel's openings: a host that showed an earlier one knows this is another.
  @_spi(TrellisHost) public internal(set) var session = 0

  init() {}

  /// Whether files, folders or a place to save are picked.
  @_spi(TrellisHost) public var mode: Mode { request?.mode ?? .open }
  /// A title for the panel ("Open", "Save", "Move", "Export").
  @_spi(TrellisHost) public var title: String { request?.title ?? "" }
  /// The types of file that may be picked (or, saving, the type written); empty allows any.
  @_spi(TrellisHost) public var allowedContentTypes: [UTType] {
    request?.allowedContentTypes ?? []
  }
  /// Whether more than one file may be picked.
  @_spi(TrellisHost) public var allowsMultipleSelection: Bool {
    request?.allowsMultipleSelection ?? false
  }
  /// The folder the panel starts in (`fileDialogDefaultDirectory`), if the view gave one.
  @_spi(TrellisHost) public internal(set) var defaultDirectory: URL?
  /// The name a save panel starts with.
  @_spi(TrellisHost) public var defaultFilename: String? { request?.defaultFilename }

  /// Whether folders may be picked: a folder panel's, or an open panel whose types take
  /// folders (`.folder`, `.directory`).
  @_spi(TrellisHost) public var canChooseDirectories: Bool {
    switch mode {
    case .chooseFolder: true
    case .save: false
    case .open: allowedContentTypes.contains { UTType.folder.conforms(to: $0) }
    }
  }

  /// Whether files may be picked: an open panel's, unless its types take only folders.
  @_spi(TrellisHost) public var canChooseFiles: Bool {
    guard mode == .open else { return false }
    return allowedContentTypes.isEmpty
      || allowedContentTypes.contains { !UTType.folder.conforms(to: $0) }
  }

  /// The type of the file or folder at `url`, by its extension (a folder's is `.folder`).
  @_spi(TrellisHost) public static func contentType(of url: URL) -> UTType {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return .folder
    }
    return UTType(filenameExtension: url.pathExtension) ?? .data
  }

  /// Whether the person may pick `url` in this panel: a file of one of the types, or a
  /// folder where folders are picked.
  @_spi(TrellisHost) public func accepts(_ url: URL) -> Bool {
    let type = Self.contentType(of: url)
    if type == .folder { return canChooseDirectories }
    guard canChooseFiles else { return false }
    return allowedContentTypes.isEmpty || allowedContentTypes.contains { type.conforms(to: $0) }
  }

  /// Ends the panel with the URLs picked: the files to open, the file to save (its type's
  /// extension is added when it has none), or the folder to put files in.
  @_spi(TrellisHost) public func choose(_ urls: [URL]) {
    guard isOpen, let request else { return }
    // Nothing picked is no choice: the panel was closed without one.
    guard !urls.isEmpty else { return cancel() }
    finish()
    request.complete(urls)
  }

  /// Ends the panel as a person who closed it without picking anything: the view's
  /// `onCancellation`, if it has one, runs; its completion does not.
  @_spi(TrellisHost) public func cancel() {
    guard isOpen, let request else { return }
    finish()
    request.cancelled()
  }

  /// Ends the panel with an error the host met (the chooser could not be shown): the view's
  /// completion gets it.
  @_spi(TrellisHost) public func fail(_ error: any Error) {
    guard isOpen, let request else { return }
    finish()
    request.failed(error)
  }

  /// Closes the panel and sets the view's `isPresented` to `false`, before any completion
  /// runs (which may present it again).
  private func finish() {
    isOpen = false
    setPresented(false)
  }
}
