import Foundation
import Testing

@testable import TrellisUI

/// The undo manager's behaviour as Foundation's has it: groups, nesting, the redo chain,
/// levels, disabled registration, targets and action names. Most tests turn grouping by
/// event off and group explicitly, as no run loop turns between their registrations.
@MainActor
@Suite struct UndoManagerTests {
  /// A document whose text changes register their own undo, as an app's model does.
  @MainActor final class Document {
    var text = ""
    let undoManager: UndoManager
    init(_ undoManager: UndoManager) { self.undoManager = undoManager }

    func setText(_ new: String) {
      let old = text
      text = new
      undoManager.registerUndo(withTarget: self) { document in document.setText(old) }
    }
  }

  /// The names of the notifications received, in order (the centre calls on the posting
  /// thread, here the main one).
  final class NameLog: @unchecked Sendable {
    private(set) var names: [Notification.Name] = []
    func append(_ name: Notification.Name) { names.append(name) }
  }

  private func manager() -> UndoManager {
    let manager = UndoManager()
    manager.groupsByEvent = false
    return manager
  }

  /// Makes one action of `change`.
  private func group(_ manager: UndoManager, _ change: () -> Void) {
    manager.beginUndoGrouping()
    change()
    manager.endUndoGrouping()
  }

  @Test func undoRevertsTheLatestActionAndRedoRunsItAgain() {
    let manager = manager()
    let document = Document(manager)
    group(manager) { document.setText("Grüße") }
    group(manager) { document.setText("こんにちは") }
    #expect(manager.canUndo && !manager.canRedo)
    manager.undo()
    #expect(document.text == "Grüße")
    #expect(manager.canUndo && manager.canRedo)
    manager.undo()
    #expect(document.text == "")
    #expect(!manager.canUndo)
    manager.redo()
    #expect(document.text == "Grüße")
    manager.redo()
    #expect(document.text == "こんにちは")
    #expect(!manager.canRedo)
  }

  @Test func aGroupIsUndoneAsOneActionItsRegistrationsLastFirst() {
    let manager = manager()
    var log: [String] = []
    let target = Document(manager)
    group(manager) {
      manager.registerUndo(withTarget: target) { _ in log.append("first") }
      manager.registerUndo(withTarget: target) { _ in log.append("second") }
    }
    manager.undo()
    #expect(log == ["second", "first"])
    #expect(!manager.canUndo)
  }

  @Test func nestedGroupsAreStepsOfTheOutermostOne() {
    let manager = manager()
    let document = Document(manager)
    manager.beginUndoGrouping()
    document.setText("a")
    manager.beginUndoGrouping()
    #expect(manager.groupingLevel == 2)
    document.setText("ab")
    document.setText("abc")
    manager.endUndoGrouping()
    document.setText("abcd")
    manager.endUndoGrouping()
    #expect(manager.groupingLevel == 0)
    manager.undo()
    #expect(document.text == "")
    manager.redo()
    #expect(document.text == "abcd")
  }

  @Test func aNewChangeForgetsWhatCouldBeRedone() {
    let manager = manager()
    let document = Document(manager)
    group(manager) { document.setText("one") }
    group(manager) { document.setText("two") }
    manager.undo()
    #expect(manager.canRedo)
    group(manager) { document.setText("three") }
    #expect(!manager.canRedo)
    manager.undo()
    #expect(document.text == "one")
  }

  @Test func aRedoKeepsTheOtherActionsToRedo() {
    let manager = manager()
    let document = Document(manager)
    for text in ["a", "b", "c"] { group(manager) { document.setText(text) } }
    manager.undo()
    manager.undo()
    manager.redo()
    #expect(document.text == "b")
    #expect(manager.canRedo)
    manager.redo()
    #expect(document.text == "c")
  }

  @Test func registrationsWhileUndoingAndRedoingGoTheOtherWay() {
    let manager = manager()
    let document = Document(manager)
    group(manager) { document.setText("x") }
    manager.undo()
    #expect(!manager.isUndoing)
    // The undo's own registration became the redo; nothing was left to undo.
    #expect(!manager.canUndo && manager.canRedo)
    var seen: (undoing: Bool, redoing: Bool)?
    manager.registerUndo(withTarget: document) { _ in }  // no group open: ignored
    #expect(manager.canRedo)
    group(manager) {
      manager.registerUndo(withTarget: document) { _ in
        seen = (manager.isUndoing, manager.isRedoing)
      }
    }
    manager.undo()
    #expect(seen?.undoing == true && seen?.redoing == false)
  }

  @Test func levelsOfUndoKeepsTheLatestActions() {
    let manager = manager()
    manager.levelsOfUndo = 2
    let document = Document(manager)
    for text in ["a", "b", "c", "d"] { group(manager) { document.setText(text) } }
    manager.undo()
    manager.undo()
    #expect(document.text == "b")
    #expect(!manager.canUndo)
  }

  @Test func disabledRegistrationRecordsNothingUntilBalanced() {
    let manager = manager()
    let document = Document(manager)
    manager.disableUndoRegistration()
    manager.disableUndoRegistration()
    #expect(!manager.isUndoRegistrationEnabled)
    group(manager) { document.setText("set up") }
    manager.enableUndoRegistration()
    group(manager) { document.setText("still set up") }
    #expect(!manager.canUndo)
    manager.enableUndoRegistration()
    #expect(manager.isUndoRegistrationEnabled)
    group(manager) { document.setText("typed") }
    manager.undo()
    #expect(document.text == "still set up")
  }

  @Test func removingATargetsActionsLeavesTheOthers() {
    let manager = manager()
    let first = Document(manager)
    let second = Document(manager)
    group(manager) {
      first.setText("1")
      second.setText("2")
    }
    group(manager) { first.setText("11") }
    manager.removeAllActions(withTarget: first)
    #expect(manager.canUndo)
    manager.undo()
    #expect(second.text == "" && first.text == "11")
    #expect(!manager.canUndo)
  }

  @Test func removeAllActionsForgetsEverythingAndEnablesRegistration() {
    let manager = manager()
    let document = Document(manager)
    group(manager) { document.setText("a") }
    group(manager) { document.setText("b") }
    manager.undo()
    manager.disableUndoRegistration()
    manager.removeAllActions()
    #expect(!manager.canUndo && !manager.canRedo)
    #expect(manager.isUndoRegistrationEnabled)
  }

  @Test func aTargetThatWentIsSkipped() {
    let manager = manager()
    var ran = false
    do {
      let gone = Document(manager)
      group(manager) { manager.registerUndo(withTarget: gone) { _ in ran = true } }
    }
    manager.undo()
    #expect(!ran)
  }

  @Test func actionNamesTitleTheMenuItemsAndCarryOverToRedo() {
    let manager = manager()
    let document = Document(manager)
    #expect(manager.undoMenuItemTitle == "Undo")
    #expect(manager.redoMenuItemTitle == "Redo")
    group(manager) {
      document.setText("Привет")
      manager.setActionName("Typing")
    }
    #expect(manager.undoActionName == "Typing")
    #expect(manager.undoMenuItemTitle == "Undo Typing")
    manager.undo()
    #expect(manager.redoActionName == "Typing")
    #expect(manager.redoMenuItemTitle == "Redo Typing")
    #expect(manager.undoMenuItemTitle == "Undo")
    #expect(manager.undoMenuTitle(forUndoActionName: "नाम") == "Undo नाम")
  }

  @Test func anUndoHandlerCanNameTheRedo() {
    let manager = manager()
    let document = Document(manager)
    group(manager) {
      manager.registerUndo(withTarget: document) { document in
        document.text = ""
        manager.registerUndo(withTarget: document) { $0.text = "back" }
        manager.setActionName("Restore")
      }
      manager.setActionName("Write")
    }
    manager.undo()
    #expect(manager.redoMenuItemTitle == "Redo Restore")
    manager.redo()
    #expect(document.text == "back")
  }

  @Test func byEventTheRegistrationsUntilTheGroupClosesAreOneAction() {
    let manager = UndoManager()
    let document = Document(manager)
    document.setText("a")
    document.setText("ab")
    // The event's group is open: there is something to undo, and undo closes it first.
    #expect(manager.groupingLevel == 1)
    #expect(manager.canUndo)
    manager.undo()
    #expect(document.text == "")
    #expect(manager.groupingLevel == 0)
    manager.redo()
    #expect(document.text == "ab")
    // Closing the event's group (a host does after each event) makes the next change an
    // action of its own.
    document.setText("abc")
    manager.closeEventGroup()
    document.setText("abcd")
    manager.undo()
    #expect(document.text == "abc")
  }

  @Test func withoutGroupingByEventARegistrationOutsideAGroupIsIgnored() {
    let manager = manager()
    let document = Document(manager)
    document.setText("loose")
    #expect(!manager.canUndo)
    manager.endUndoGrouping()  // unbalanced: ignored
    #expect(manager.groupingLevel == 0)
  }

  @Test func notificationsAreSentAroundAnUndo() {
    let manager = manager()
    let document = Document(manager)
    let log = NameLog()
    let observed: [Notification.Name] = [
      .NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange,
      .NSUndoManagerWillRedoChange, .NSUndoManagerDidRedoChange,
      .NSUndoManagerDidOpenUndoGroup, .NSUndoManagerDidCloseUndoGroup,
    ]
    let tokens = observed.map { name in
      NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) {
        log.append($0.name)
      }
    }
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    group(manager) { document.setText("n") }
    manager.undo()
    manager.redo()
    #expect(
      log.names == [
        .NSUndoManagerDidOpenUndoGroup, .NSUndoManagerDidCloseUndoGroup,
        .NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange,
        .NSUndoManagerWillRedoChange, .NSUndoManagerDidRedoChange,
      ])
  }
}
