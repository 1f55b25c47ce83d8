#if !canImport(Darwin)
  import Foundation

  /// Undo groups: what one undo reverses. Groups nest; only the outermost becomes an action
  /// of its own, the inner ones are steps in it.
  extension UndoManager {
    /// How many groups are open now, the one opened for the current event included.
    public var groupingLevel: Int { openGroups.count }

    /// Opens a group: the registrations until the matching ``endUndoGrouping()`` are undone
    /// together. With ``groupsByEvent`` the group nests in the current event's group, which
    /// the first grouping or registration of an event opens.
    public func beginUndoGrouping() {
      if openGroups.isEmpty, groupsByEvent, performing == nil { openEventGroup() }
      post(.NSUndoManagerCheckpoint)
      openGroups.append(_UndoGroup())
      post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the innermost open group: an outermost one becomes the latest action to undo
    /// (unless nothing was registered in it), a nested one a step of the group around it. A
    /// call with no group open is ignored (Foundation raises an exception).
    public func endUndoGrouping() {
      // While an undo or redo runs, the outermost group collects its inverse and stays open.
      let floor = performing == nil ? 0 : 1
      guard openGroups.count > floor else { return }
      post(.NSUndoManagerCheckpoint)
      post(.NSUndoManagerWillCloseUndoGroup)
      let group = openGroups.removeLast()
      if let parent = openGroups.last {
        if !group.isEmpty { parent.items.append(.group(group)) }
      } else {
        isEventGroupOpen = false
        if !group.isEmpty {
          undoStack.append(group)
          trimToLevels()
        }
      }
      post(.NSUndoManagerDidCloseUndoGroup)
      revision.bump()
    }

    /// Opens the current event's group, and asks the main queue to close it when its current
    /// turn ends (a host closes it sooner, after the event that made the change).
    func openEventGroup() {
      openGroups.append(_UndoGroup())
      isEventGroupOpen = true
      eventGroupGeneration &+= 1
      let generation = eventGroupGeneration
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated { self?.closeEventGroup(generation: generation) }
      }
      post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the current event's group, if it is the only one open (a group the app began
    /// and has not ended keeps it open); `generation` names the group a scheduled close was
    /// for, so that it leaves a later one alone.
    func closeEventGroup(generation: Int? = nil) {
      guard isEventGroupOpen, openGroups.count == 1, performing == nil,
        generation == nil || generation == eventGroupGeneration
      else { return }
      endUndoGrouping()
    }
  }
#endif
