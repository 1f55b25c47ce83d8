import Foundation

/// The exporter's later forms: the types as a list (the first written, the document's own
/// when empty) and a closure for a cancelled panel.
extension View {
  /// Presents a save panel for a reference `document` while `isPresented` is `true` and
  /// `document` is not `nil`, writes a snapshot of it as the first of `contentTypes` (the
  /// document's own first writable type when empty), and tells `onCancellation` when the
  /// panel is cancelled.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - document: The document to write, or `nil` for none.
  ///   - contentTypes: The types the document may be written as, the preferred first.
  ///   - defaultFilename: The name the panel starts with.
  ///   - onCompletion: Gets the URL written, or the error that stopped the export.
  ///   - onCancellation: Runs when the panel is cancelled.
  /// - Returns: A view that can present the panel.
  public func fileExporter<D: ReferenceFileDocument>(
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

  /// Presents a folder panel for `documents` while `isPresented` is `true` and there are
  /// documents, writes each into the folder picked as the first of `contentTypes` (the
  /// documents' own first writable type when empty), and tells `onCancellation` when the
  /// panel is cancelled.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - documents: The documents to write.
  ///   - contentTypes: The types they may be written as, the preferred first.
  ///   - onCompletion: Gets the URLs written, in the documents' order, or the first error.
  ///   - onCancellation: Runs when the panel is cancelled.
  /// - Returns: A view that can present the panel.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: FileDocument {
    let type = contentTypes.first ?? C.Element.writableContentTypes.first ?? .data
    return folderPanel(
      isPresented: isPresented,
      writing: documents.map { document in { @MainActor type in try document._wrapper(for: type) }
      },
      contentType: type, onCompletion: onCompletion, onCancellation: onCancellation)
  }

  /// Presents a folder panel for reference `documents` while `isPresented` is `true` and
  /// there are documents, writes a snapshot of each into the folder picked, and tells
  /// `onCancellation` when the panel is cancelled.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - documents: The documents to write.
  ///   - contentTypes: The types they may be written as, the preferred first.
  ///   - onCompletion: Gets the URLs written, in the documents' order, or the first error.
  ///   - onCancellation: Runs when the panel is cancelled.
  /// - Returns: A view that can present the panel.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: ReferenceFileDocument {
    let type = contentTypes.first ?? C.Element.writableContentTypes.first ?? .data
    return folderPanel(
      isPresented: isPresented,
      writing: documents.map { document in { @MainActor type in try document._wrapper(for: type) }
      },
      contentType: type, onCompletion: onCompletion, onCancellation: onCancellation)
  }
}
