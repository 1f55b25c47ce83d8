#if !canImport(Darwin)
  import Foundation

  // Foundation's names, which begin with NS.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  extension NSNotification.Name {
    /// Posted by an undo manager as it opens or closes a group and before it undoes or
    /// redoes.
    public static let NSUndoManagerCheckpoint = Self("NSUndoManagerCheckpointNotification")
    /// Posted after an undo manager opened a group.
    public static let NSUndoManagerDidOpenUndoGroup = Self(
      "NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted just before an undo manager closes a group.
    public static let NSUndoManagerWillCloseUndoGroup = Self(
      "NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted after an undo manager closed a group.
    public static let NSUndoManagerDidCloseUndoGroup = Self(
      "NSUndoManagerDidCloseUndoGroupNotification")
    /// Posted before an undo manager undoes an action.
    public static let NSUndoManagerWillUndoChange = Self(
      "NSUndoManagerWillUndoChangeNotification")
    /// Posted after an undo manager undid an action.
    public static let NSUndoManagerDidUndoChange = Self("NSUndoManagerDidUndoChangeNotification")
    /// Posted before an undo manager redoes an action.
    public static let NSUndoManagerWillRedoChange = Self(
      "NSUndoManagerWillRedoChangeNotification")
    /// Posted after an undo manager redid an action.
    public static let NSUndoManagerDidRedoChange = Self("NSUndoManagerDidRedoChangeNotification")
  }

  extension UndoManager {
    /// Posts `name` from this manager on the default center.
    func post(_ name: Notification.Name) {
      NotificationCenter.default.post(name: name, object: self)
    }
  }
#endif
