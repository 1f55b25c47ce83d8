import Foundation

/// The Edit menu's keys in a window whose scene has no commands (and so no menu bar): on
/// Apple's platforms every app has an Edit menu, so Undo, Redo, Cut, Copy and Paste answer
/// their keys there too.
extension HostCore {
  /// Runs the standard edit command whose key `press` is (Command or Control with Z, Shift
  /// Z, X, C or V): Undo and Redo only when there is something to undo or redo. Returns
  /// whether a command ran.
  func performStandardEditShortcut(_ press: KeyPress) -> Bool {
    let modifiers = _CommandShortcut.normalized(press.modifiers)
    let key = String(press.key.character).lowercased()
    switch (key, modifiers) {
    case ("z", .control):
      guard undoManager.canUndo else { return false }
      undoManager.undo()
    case ("z", [.control, .shift]):
      guard undoManager.canRedo else { return false }
      undoManager.redo()
    case ("x", .control): return performEditCommand(.cut)
    case ("c", .control): return performEditCommand(.copy)
    case ("v", .control): return performEditCommand(.paste)
    default: return false
    }
    update()
    return true
  }
}
