#if !canImport(Darwin)
  import Foundation

  /// Undoing and redoing: each runs an action's closures, the last registered first, and
  /// records what they register as the action that goes the other way.
  extension UndoManager {
    /// Reverses the latest action: runs its closures, the last registered first; what they
    /// register becomes the action ``redo()`` runs. The current event's group is closed
    /// first; with a group of the app's own open, nothing happens (Foundation raises an
    /// exception).
    public func undo() {
      if isEventGroupOpen, openGroups.count == 1, performing == nil { endUndoGrouping() }
      guard openGroups.isEmpty, performing == nil else { return }
      undoNestedGroup()
    }

    /// Reverses the latest action without closing a group first; ``undo()`` is what the
    /// Edit menu's Undo calls.
    public func undoNestedGroup() {
      guard openGroups.isEmpty, performing == nil, let group = undoStack.popLast() else { return }
      post(.NSUndoManagerCheckpoint)
      post(.NSUndoManagerWillUndoChange)
      let inverse = run(group, as: .undo)
      if !inverse.isEmpty { redoStack.append(inverse) }
      trimToLevels()
      revision.bump()
      post(.NSUndoManagerDidUndoChange)
    }

    /// Runs the latest action that was undone again: its closures are the ones the undo
    /// registered, and what they register becomes the action to undo (without forgetting
    /// the other actions to redo).
    public func redo() {
      if isEventGroupOpen, openGroups.count == 1, performing == nil { endUndoGrouping() }
      guard openGroups.isEmpty, performing == nil, let group = redoStack.popLast() else { return }
      post(.NSUndoManagerCheckpoint)
      post(.NSUndoManagerWillRedoChange)
      let inverse = run(group, as: .redo)
      if !inverse.isEmpty { undoStack.append(inverse) }
      trimToLevels()
      revision.bump()
      post(.NSUndoManagerDidRedoChange)
    }

    /// Runs `group`'s closures with registrations going into a new group of the same name,
    /// which it returns.
    private func run(_ group: _UndoGroup, as kind: _UndoPerforming.Kind) -> _UndoGroup {
      let inverse = _UndoGroup(actionName: group.actionName)
      performing = _UndoPerforming(kind: kind, inverse: inverse)
      openGroups = [inverse]
      group.runBackwards()
      // Groups a closure opened and left open end with it.
      while openGroups.count > 1 { endUndoGrouping() }
      openGroups = []
      performing = nil
      return inverse
    }
  }
#endif
