#if !canImport(Darwin)
  import Foundation
  import Observation

  /// One registered closure and the object it was registered with, kept weakly.
  @MainActor
  final class _UndoAction {
    weak var target: AnyObject?
    let targetIdentity: ObjectIdentifier
    let perform: @MainActor (AnyObject) -> Void

    init(target: AnyObject, perform: @escaping @MainActor (AnyObject) -> Void) {
      self.target = target
      targetIdentity = ObjectIdentifier(target)
      self.perform = perform
    }

    /// Runs the closure, unless its target has gone.
    func run() {
      guard let target else { return }
      perform(target)
    }
  }

  /// An undo group: what one undo or redo reverses, its closures and the groups nested in it
  /// in the order they were made, and the action's name.
  @MainActor
  final class _UndoGroup {
    enum Item {
      case action(_UndoAction)
      case group(_UndoGroup)
    }

    var items: [Item] = []
    var actionName = ""

    init(actionName: String = "") { self.actionName = actionName }

    /// Whether it holds no closure, in it or in a nested group.
    var isEmpty: Bool {
      items.allSatisfy { item in
        if case .group(let nested) = item { return nested.isEmpty }
        return false
      }
    }

    /// Runs every closure, the last registered first, nested groups as one step each.
    func runBackwards() {
      for item in items.reversed() {
        switch item {
        case .action(let action): action.run()
        case .group(let nested): nested.runBackwards()
        }
      }
    }

    /// Forgets the closures registered with the object of `identity`.
    /// - Returns: Whether the group still holds a closure.
    func removeActions(of identity: ObjectIdentifier) -> Bool {
      items = items.filter { item in
        switch item {
        case .action(let action): return action.targetIdentity != identity
        case .group(let nested): return nested.removeActions(of: identity)
        }
      }
      return !isEmpty
    }
  }

  /// What an undo manager is doing while ``UndoManager/undo()`` or ``UndoManager/redo()``
  /// runs: which, and the group being made of what the closures register.
  struct _UndoPerforming {
    enum Kind { case undo, redo }
    let kind: Kind
    let inverse: _UndoGroup
  }

  /// A counter read wherever an undo manager's state is read and bumped when it changes, so
  /// that Observation tracks the state for the views that show it (an Edit menu's titles).
  @MainActor @Observable
  final class _UndoRevision {
    private var count = 0
    func read() { _ = count }
    func bump() { count &+= 1 }
  }
#endif
