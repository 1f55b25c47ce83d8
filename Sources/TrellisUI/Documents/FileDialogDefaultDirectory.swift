import Foundation

extension View {
  /// Sets the folder that file panels presented from this view start in.
  ///
  /// - Parameter defaultDirectory: The folder, or `nil` for the host's own choice (the
  ///   working directory in the terminal, GTK's recent places).
  /// - Returns: A view whose file panels start in the folder.
  public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
    environment(\._fileDialogDefaultDirectory, defaultDirectory)
  }
}

private struct FileDialogDefaultDirectoryKey: EnvironmentKey {
  static var defaultValue: URL? { nil }
}

extension EnvironmentValues {
  /// The folder file panels start in (`fileDialogDefaultDirectory`).
  var _fileDialogDefaultDirectory: URL? {
    get { self[FileDialogDefaultDirectoryKey.self] }
    set { self[FileDialogDefaultDirectoryKey.self] = newValue }
  }
}
