import Foundation

/// Opening files: the panel that lets a person pick existing files of the types an app
/// reads, and hands it their URLs.
extension View {
  /// Presents a panel for picking one existing file of `allowedContentTypes` while
  /// `isPresented` is `true`.
  ///
  /// When the panel closes, `isPresented` becomes `false`; a file picked is passed to
  /// `onCompletion`, and a panel cancelled calls nothing. Include `.folder` in the types to
  /// let folders be picked.
  ///
  /// ```swift
  /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
  ///   if case .success(let url) = result { text = (try? String(contentsOf: url)) ?? "" }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - allowedContentTypes: The types of file that may be picked; empty allows any.
  ///   - onCompletion: Gets the URL picked, or the error that stopped the panel.
  /// - Returns: A view that can present the panel.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    fileImporter(
      isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: false
    ) { result in
      // The panel picks one file: a success always holds one URL.
      onCompletion(result.map { $0[0] })
    }
  }

  /// Presents a panel for picking existing files of `allowedContentTypes`, several if
  /// `allowsMultipleSelection`, while `isPresented` is `true`.
  ///
  /// When the panel closes, `isPresented` becomes `false`; the files picked are passed to
  /// `onCompletion`, and a panel cancelled calls nothing.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - allowedContentTypes: The types of file that may be picked; empty allows any.
  ///   - allowsMultipleSelection: Whether more than one file may be picked.
  ///   - onCompletion: Gets the URLs picked, or the error that stopped the panel.
  /// - Returns: A view that can present the panel.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View {
    fileImporter(
      isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion,
      onCancellation: {})
  }

  /// Presents a panel for picking existing files of `allowedContentTypes` while
  /// `isPresented` is `true`, and tells `onCancellation` when the person closes it without
  /// picking any.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - allowedContentTypes: The types of file that may be picked; empty allows any.
  ///   - allowsMultipleSelection: Whether more than one file may be picked.
  ///   - onCompletion: Gets the URLs picked, or the error that stopped the panel.
  ///   - onCancellation: Runs when the panel is cancelled.
  /// - Returns: A view that can present the panel.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    modifier(
      _FilePanelModifier(
        isPresented: isPresented,
        request: HostFilePanel.Request(
          mode: .open, title: "Open", allowedContentTypes: allowedContentTypes,
          allowsMultipleSelection: allowsMultipleSelection,
          complete: { onCompletion(.success($0)) },
          failed: { onCompletion(.failure($0)) },
          cancelled: onCancellation)))
  }
}
