#if !canImport(Darwin)
  import Foundation

  /// The names of actions, which the Edit menu's Undo and Redo items show ("Undo Rename").
  extension UndoManager {
    /// Names the action being recorded: the open group, the redo action while an undo runs
    /// (and the other way round), else the latest action to undo.
    /// - Parameter actionName: The name, such as "Typing" or "Delete Note"; empty for none.
    public func setActionName(_ actionName: String) {
      if let group = openGroups.first {
        group.actionName = actionName
      } else if let latest = undoStack.last {
        latest.actionName = actionName
      }
      revision.bump()
    }

    /// The name of the action ``undo()`` would reverse; empty when it has none.
    public var undoActionName: String {
      revision.read()
      return latestUndoGroup?.actionName ?? ""
    }

    /// The name of the action ``redo()`` would run; empty when it has none.
    public var redoActionName: String {
      revision.read()
      return redoStack.last?.actionName ?? ""
    }

    /// The Undo item's title: "Undo", then the action's name if it has one.
    public var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// The Redo item's title: "Redo", then the action's name if it has one.
    public var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// The Undo item's title for an action of this name.
    /// - Parameter actionName: The action's name; empty for none.
    /// - Returns: "Undo", then the name if there is one.
    public func undoMenuTitle(forUndoActionName actionName: String) -> String {
      actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// The Redo item's title for an action of this name.
    /// - Parameter actionName: The action's name; empty for none.
    /// - Returns: "Redo", then the name if there is one.
    public func redoMenuTitle(forUndoActionName actionName: String) -> String {
      actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }
  }
#endif
