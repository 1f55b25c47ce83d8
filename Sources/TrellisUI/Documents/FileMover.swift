import Foundation

/// Moving files: the panel that lets a person pick a folder, then moves files into it.
extension View {
  /// Presents a folder panel for `file` while `isPresented` is `true` and `file` is not
  /// `nil`, and moves the file into the folder picked, keeping its name.
  ///
  /// When the panel closes, `isPresented` becomes `false`; `onCompletion` gets the file's
  /// new URL, or the error that stopped the move (a file of that name there already, say).
  /// A panel cancelled calls nothing.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - file: The file to move, or `nil` for none (no panel is shown).
  ///   - onCompletion: Gets the file's new URL, or the error that stopped the move.
  /// - Returns: A view that can present the panel.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    fileMover(
      isPresented: isPresented, files: file.map { [$0] } ?? [],
      onCompletion: { onCompletion($0.map { $0[0] }) }, onCancellation: {})
  }

  /// Presents a folder panel for `file`, and tells `onCancellation` when it is cancelled.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - file: The file to move, or `nil` for none.
  ///   - onCompletion: Gets the file's new URL, or the error that stopped the move.
  ///   - onCancellation: Runs when the panel is cancelled.
  /// - Returns: A view that can present the panel.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    fileMover(
      isPresented: isPresented, files: file.map { [$0] } ?? [],
      onCompletion: { onCompletion($0.map { $0[0] }) }, onCancellation: onCancellation)
  }

  /// Presents a folder panel for `files` while `isPresented` is `true` and there are files,
  /// and moves each into the folder picked, keeping its name.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - files: The files to move.
  ///   - onCompletion: Gets the files' new URLs, in order, or the first error (the files
  ///     before it are moved).
  /// - Returns: A view that can present the panel.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element == URL {
    fileMover(
      isPresented: isPresented, files: files, onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents a folder panel for `files`, and tells `onCancellation` when it is cancelled.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the panel is shown.
  ///   - files: The files to move.
  ///   - onCompletion: Gets the files' new URLs, in order, or the first error.
  ///   - onCancellation: Runs when the panel is cancelled.
  /// - Returns: A view that can present the panel.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element == URL {
    let files = Array(files)
    return modifier(
      _FilePanelModifier(
        isPresented: isPresented,
        request: files.isEmpty
          ? nil
          : HostFilePanel.Request(
            mode: .chooseFolder, title: "Move", allowedContentTypes: [.folder],
            complete: { urls in
              let folder = urls[0]
              var moved: [URL] = []
              do {
                for file in files {
                  let destination = folder.appendingPathComponent(file.lastPathComponent)
                  try FileManager.default.moveItem(at: file, to: destination)
                  moved.append(destination)
                }
                onCompletion(.success(moved))
              } catch {
                onCompletion(.failure(error))
              }
            },
            failed: { onCompletion(.failure($0)) }, cancelled: onCancellation)))
  }
}
