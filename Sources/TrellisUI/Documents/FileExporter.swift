import Foundation

/// Saving documents: the panel that lets a person pick where a document goes, then writes
/// it there.
extension View {
  /// Presents a save panel for `document` while `isPresented` is `true` and `document` is
  /// not `nil`, and writes the document where the person says.
  ///
  /// The panel starts with `defaultFilename` (or "Untitled") and the type's extension, and
  /// adds the extension to a name given without one. When the panel closes, `isPresented`
  /// becomes `false`; the document is written (replacing a file there) and `onCompletion`
  /// gets the file's URL, or the error that stopped the writing. A panel cancelled calls
  /// nothing.
  ///
  /// ```swift
  /// .fileExporter(
  ///   isPresented: $isExporting, document: TextFile(text: text), contentType: .plainText,
  ///   defaultFilename: "Notes"
  /// ) { result in
  ///   if case .failure(let error) = result { lastError = error }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - document: The document to write, or `nil` for none (no panel is shown).
  ///   - contentType: The type to write the document as.
  ///   - defaultFilename: The name the panel starts with.
  ///   - onCompletion: Gets the URL written, or the error that stopped the export.
  /// - Returns: A view that can present the panel.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    savePanel(
      isPresented: isPresented,
      writing: document.map { document in { @MainActor type in try document._wrapper(for: type) } },
      contentType: contentType, defaultFilename: defaultFilename, onCompletion: onCompletion,
      onCancellation: {})
  }

  /// Presents a save panel for `document` while `isPresented` is `true` and `document` is
  /// not `nil`, writes it as the first of `contentTypes` (the document's own first writable
  /// type when empty), and tells `onCancellation` when the panel is cancelled.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - document: The document to write, or `nil` for none.
  ///   - contentTypes: The types the document may be written as, the preferred first.
  ///   - defaultFilename: The name the panel starts with.
  ///   - onCompletion: Gets the URL written, or the error that stopped the export.
  ///   - onCancellation: Runs when the panel is cancelled.
  /// - Returns: A view that can present the panel.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    let type = contentTypes.first ?? D.writableContentTypes.first ?? .data
    return savePanel(
      isPresented: isPresented,
      writing: document.map { document in { @MainActor type in try document._wrapper(for: type) } },
      contentType: type, defaultFilename: defaultFilename, onCompletion: onCompletion,
      onCancellation: onCancellation)
  }

  /// Presents a save panel for a reference `document` while `isPresented` is `true` and
  /// `document` is not `nil`, and writes a snapshot of it, taken when the person saves, where
  /// the person says.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - document: The document to write, or `nil` for none (no panel is shown).
  ///   - contentType: The type to write the document as.
  ///   - defaultFilename: The name the panel starts with.
  ///   - onCompletion: Gets the URL written, or the error that stopped the export.
  /// - Returns: A view that can present the panel.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    savePanel(
      isPresented: isPresented,
      writing: document.map { document in { @MainActor type in try document._wrapper(for: type) } },
      contentType: contentType, defaultFilename: defaultFilename, onCompletion: onCompletion,
      onCancellation: {})
  }

  /// Presents a folder panel for `documents` while `isPresented` is `true` and there are
  /// documents, and writes each into the folder picked, as "Untitled", "Untitled 2"… with
  /// the type's extension (names already there are skipped).
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - documents: The documents to write.
  ///   - contentType: The type to write them as.
  ///   - onCompletion: Gets the URLs written, in the documents' order, or the first error.
  /// - Returns: A view that can present the panel.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument {
    return folderPanel(
      isPresented: isPresented,
      writing: documents.map { document in { @MainActor type in try document._wrapper(for: type) }
      },
      contentType: contentType, onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents a folder panel for reference `documents` while `isPresented` is `true` and
  /// there are documents, and writes a snapshot of each into the folder picked.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - documents: The documents to write.
  ///   - contentType: The type to write them as.
  ///   - onCompletion: Gets the URLs written, in the documents' order, or the first error.
  /// - Returns: A view that can present the panel.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: ReferenceFileDocument {
    return folderPanel(
      isPresented: isPresented,
      writing: documents.map { document in { @MainActor type in try document._wrapper(for: type) }
      },
      contentType: contentType, onCompletion: onCompletion, onCancellation: {})
  }
}

extension View {
  /// The save panel every single-document exporter presents: `wrapper` (nil for no
  /// document, and so no panel) gives the file to write for the type.
  func savePanel(
    isPresented: Binding<Bool>, writing wrapper: (@MainActor (UTType) throws -> FileWrapper)?,
    contentType: UTType, defaultFilename: String?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    modifier(
      _FilePanelModifier(
        isPresented: isPresented,
        request: wrapper.map {
          _DocumentWriting.saveRequest(
            contentType: contentType, defaultFilename: defaultFilename, wrapper: $0,
            onCompletion: onCompletion, onCancellation: onCancellation)
        }))
  }

  /// The folder panel every many-document exporter presents: each of `wrappers` gives one
  /// document's file; none means no panel.
  func folderPanel(
    isPresented: Binding<Bool>, writing wrappers: [@MainActor (UTType) throws -> FileWrapper],
    contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    modifier(
      _FilePanelModifier(
        isPresented: isPresented,
        request: wrappers.isEmpty
          ? nil
          : _DocumentWriting.folderRequest(
            contentType: contentType, wrappers: wrappers, onCompletion: onCompletion,
            onCancellation: onCancellation)))
  }
}
