import Foundation

extension EnvironmentValues {
  /// The undo manager of the window the view is in: changes the view makes register with
  /// it what reverses them, and the window's Edit menu undoes and redoes them.
  ///
  /// ```swift
  /// @Environment(\.undoManager) private var undoManager
  /// ```
  public var undoManager: UndoManager? { _window?.undoManager }
}

extension _WindowState {
  /// Ends the undo group of the event just handled: a window updates after each event, so
  /// what one event registered is undone as one action (``UndoManager/groupsByEvent``).
  func closeUndoEventGroup() {
    #if !canImport(Darwin)
      undoManager.closeEventGroup()
    #endif
  }
}
