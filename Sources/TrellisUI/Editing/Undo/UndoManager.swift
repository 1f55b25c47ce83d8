// Only where Foundation lacks it: swift-corelibs-foundation has no UndoManager, and on
// Apple's platforms a type of ours with its name would clash with Foundation's.
#if !canImport(Darwin)
  import Foundation

  /// Records what a change would take to reverse, so that a person can undo it and then redo
  /// it: Foundation's undo manager, which Linux's Foundation lacks.
  ///
  /// Code that changes something registers, with
  /// ``registerUndo(withTarget:handler:)``, a closure that changes it back. The registrations
  /// made together form one action (an undo group), and ``undo()`` reverses the latest
  /// action by running its closures, the last registered first. A closure that registers
  /// while it undoes records the redo action, which ``redo()`` runs; a new change made after
  /// that forgets what could be redone.
  ///
  /// Each window has one, which views read as `@Environment(\.undoManager)`, and its Edit
  /// menu's Undo and Redo items run it. Like Foundation's, it groups the registrations of one
  /// event into one action (``groupsByEvent``): here the registrations made until the window
  /// next updates, or until the main queue's current turn ends.
  ///
  /// ```swift
  /// func rename(_ note: Note, to title: String) {
  ///   let old = note.title
  ///   note.title = title
  ///   undoManager?.registerUndo(withTarget: note) { note in
  ///     rename(note, to: old)
  ///   }
  ///   undoManager?.setActionName("Rename")
  /// }
  /// ```
  @MainActor
  open class UndoManager {
    /// The actions that can be undone, the latest last.
    var undoStack: [_UndoGroup] = []
    /// The actions that can be redone, the latest undone last.
    var redoStack: [_UndoGroup] = []
    /// The groups open now, the outermost first; registrations go into the last.
    var openGroups: [_UndoGroup] = []
    /// Whether the outermost open group is the one opened for the current event (see
    /// ``groupsByEvent``) rather than by ``beginUndoGrouping()``.
    var isEventGroupOpen = false
    /// Counts the event groups opened, so that a scheduled close closes only its own.
    var eventGroupGeneration = 0
    /// What ``undo()`` or ``redo()`` is doing now, if either runs.
    var performing: _UndoPerforming?
    /// How many ``disableUndoRegistration()`` calls are not yet balanced.
    var registrationDisableCount = 0
    /// Changes as anything a view could show changes (the menu titles, whether an undo is
    /// possible), so that a body that read them updates.
    let revision = _UndoRevision()

    /// Whether the registrations of one event are grouped into one action by themselves:
    /// the first registration opens a group that closes when the window next updates (after
    /// the event that made the change) or when the main queue's current turn ends, and
    /// ``undo()`` or ``redo()`` closes it first. On by default; turned off, registrations
    /// must be made inside ``beginUndoGrouping()`` and ``endUndoGrouping()``.
    open var groupsByEvent = true

    /// How many actions are kept; the oldest go past it. `0`, the default, keeps every one.
    open var levelsOfUndo = 0 {
      didSet { trimToLevels() }
    }

    /// An undo manager with nothing to undo or redo.
    public init() {}

    // MARK: Registering

    /// Registers a closure that undoes a change made to `target`: ``undo()`` (or ``redo()``,
    /// when it is registered while an undo runs) calls it with `target`.
    ///
    /// Registered while neither an undo nor a redo runs, it also forgets the actions that
    /// could be redone. Nothing is registered while registration is disabled. The manager
    /// keeps `target` weakly: a closure whose target has gone is skipped.
    /// - Parameters:
    ///   - target: The object the change was made to; ``removeAllActions(withTarget:)``
    ///     forgets the closures registered with it.
    ///   - handler: Reverses the change, given `target`.
    open func registerUndo<TargetType: AnyObject>(
      withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
      guard isUndoRegistrationEnabled else { return }
      guard let group = groupForRegistration() else { return }
      group.items.append(
        .action(
          _UndoAction(target: target) { object in
            guard let typed = object as? TargetType else { return }
            handler(typed)
          }))
      if performing == nil { redoStack.removeAll() }
      revision.bump()
    }

    /// The open group a registration goes in: the innermost open one, else (with
    /// ``groupsByEvent``) a new group for the current event; `nil` when there is none.
    private func groupForRegistration() -> _UndoGroup? {
      if let group = openGroups.last { return group }
      guard groupsByEvent else { return nil }
      openEventGroup()
      return openGroups.last
    }

    // MARK: State

    /// Whether there is an action to undo: one that was closed, or registrations in the group
    /// open for the current event.
    open var canUndo: Bool {
      revision.read()
      return latestUndoGroup != nil
    }

    /// Whether there is an action to redo.
    open var canRedo: Bool {
      revision.read()
      return !redoStack.isEmpty
    }

    /// Whether ``undo()`` is running (its closures register redo actions).
    open var isUndoing: Bool { performing?.kind == .undo }

    /// Whether ``redo()`` is running (its closures register undo actions).
    open var isRedoing: Bool { performing?.kind == .redo }

    /// Whether registrations are recorded: they are unless ``disableUndoRegistration()``
    /// was called more often than ``enableUndoRegistration()``.
    open var isUndoRegistrationEnabled: Bool { registrationDisableCount == 0 }

    /// Stops recording registrations (a change made to set up, or made by a closure that
    /// must not be redone); calls nest, each balanced by ``enableUndoRegistration()``.
    open func disableUndoRegistration() {
      registrationDisableCount += 1
    }

    /// Balances one ``disableUndoRegistration()``; registrations are recorded again once
    /// every one is balanced.
    open func enableUndoRegistration() {
      guard registrationDisableCount > 0 else { return }
      registrationDisableCount -= 1
    }

    /// Forgets every action to undo and redo, closes the groups left open and records
    /// registrations again.
    open func removeAllActions() {
      undoStack.removeAll()
      redoStack.removeAll()
      openGroups.removeAll()
      isEventGroupOpen = false
      registrationDisableCount = 0
      revision.bump()
    }

    /// Forgets the closures registered with `target`; an action left with none goes.
    /// - Parameter target: The target the closures were registered with.
    open func removeAllActions(withTarget target: Any) {
      let object = target as AnyObject
      let identity = ObjectIdentifier(object)
      undoStack = undoStack.filter { $0.removeActions(of: identity) }
      redoStack = redoStack.filter { $0.removeActions(of: identity) }
      for group in openGroups { _ = group.removeActions(of: identity) }
      revision.bump()
    }

    /// The action that ``undo()`` would reverse: the open event group when it has
    /// registrations, else the latest closed one.
    var latestUndoGroup: _UndoGroup? {
      if isEventGroupOpen, openGroups.count == 1, let open = openGroups.first,
        !open.isEmpty, performing == nil
      {
        return open
      }
      return undoStack.last
    }

    /// Drops the oldest actions past ``levelsOfUndo``.
    func trimToLevels() {
      guard levelsOfUndo > 0 else { return }
      if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
      if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
      revision.bump()
    }
  }
#endif
