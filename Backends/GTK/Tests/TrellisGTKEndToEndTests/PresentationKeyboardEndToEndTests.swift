import Foundation
import Testing

/// desktop-gtk's sheet and alert by the keyboard alone: each takes focus as it opens, Return
/// presses the default button and Escape cancels.
@Suite(.serialized) struct PresentationKeyboardEndToEndTests {
  @Test func theSheetTakesFocusReturnRenamesAndEscapeCancels() throws {
    let app = try GTKAppSession(product: "desktop-gtk", test: "sheet-keys")
    defer { app.stop() }
    var tree = try app.step("open", "the sheet with its field focused") {
      try app.click(try app.widget(.button, "Rename…"))
    } until: {
      $0.modals.first?.widgets(.entry).first?.isFocused == true
    }
    try app.typeInFocusedWindow("Grace")
    tree = try app.step("return", "the sheet closed and the name changed") {
      try app.keyInFocusedWindow("Return")
    } until: {
      $0.modals.isEmpty && $0.main.widget(.label, "Name: Grace") != nil
    }

    try app.step("reopen", "the sheet open again") {
      try app.click(try app.widget(.button, "Rename…"))
    } until: {
      $0.modals.first?.widgets(.entry).first?.isFocused == true
    }
    try app.typeInFocusedWindow("Hopper")
    tree = try app.step("escape", "the sheet closed, the name kept") {
      try app.keyInFocusedWindow("Escape")
    } until: {
      $0.modals.isEmpty
    }
    #expect(tree.main.widget(.label, "Name: Grace") != nil, "\(tree)")
  }

  @Test func ctrlWClosesTheSheetAndCtrlQInItQuits() throws {
    let app = try GTKAppSession(product: "desktop-gtk", test: "sheet-ctrl-w-q")
    defer { app.stop() }
    try app.step("open", "the sheet with its field focused") {
      try app.click(try app.widget(.button, "Rename…"))
    } until: {
      $0.modals.first?.widgets(.entry).first?.isFocused == true
    }
    try app.step("ctrl-w", "the sheet closed, the app still running") {
      try app.keyInFocusedWindow("ctrl+w")
    } until: {
      $0.modals.isEmpty
    }
    // The app is still there: the button opens the sheet again.
    try app.step("reopen", "the sheet open again") {
      try app.click(try app.widget(.button, "Rename…"))
    } until: {
      !$0.modals.isEmpty
    }
    try app.keyInFocusedWindow("ctrl+q")
    let status = app.app.wait(seconds: 10)
    #expect(status == 0, "after Ctrl+Q: \(status.map(String.init) ?? "still running")")
  }

  @Test func escapePressesTheAlertsCancelButtonAndReturnItsOnlyOtherOne() throws {
    let app = try GTKAppSession(product: "desktop-gtk", test: "alert-keys")
    defer { app.stop() }
    try app.step("open", "the alert with its default button focused") {
      try app.click(try app.widget(.button, "Delete"))
    } until: {
      $0.modals.first?.widgets(.button).first(where: \.isFocused)?.text == "Delete"
    }
    try app.step("escape", "the alert cancelled") {
      try app.keyInFocusedWindow("Escape")
    } until: {
      $0.modals.isEmpty && $0.main.widget(.label, "Status: Kept") != nil
    }
    try app.step("reopen", "the alert open again") {
      try app.click(try app.widget(.button, "Delete"))
    } until: {
      !$0.modals.isEmpty
    }
    try app.step("return", "the account deleted") {
      try app.keyInFocusedWindow("Return")
    } until: {
      $0.modals.isEmpty && $0.main.widget(.label, "Status: Deleted") != nil
    }
  }

  // book-reader-gtk's editor sheet edits the book itself (its field is bound to the model):
  // Escape while typing in the field closes the sheet and keeps what was typed, as on
  // Apple's platforms (the binding stored each key as it came).
  @Test func escapeInAFieldBoundToTheModelClosesTheSheetAndKeepsTheText() throws {
    let app = try GTKAppSession(product: "book-reader-gtk", test: "sheet-escape-field")
    defer { app.stop() }
    try app.step("open", "the editor with its title field focused") {
      try app.click(try app.widget(.button, "Edit"))
    } until: {
      $0.modals.first?.widgets(.entry).first?.isFocused == true
    }
    try app.step("type", "the title typed in the sheet") {
      try app.typeInFocusedWindow(" II")
    } until: {
      $0.modals.first?.widgets(.entry).first?.text == "Sample Book Title II"
    }
    let tree = try app.step("escape", "the sheet closed, the new title in the list") {
      try app.keyInFocusedWindow("Escape")
    } until: {
      $0.modals.isEmpty && $0.main.widget(.label, "Sample Book Title II") != nil
    }
    let titles = tree.main.widgets(.label).map(\.text).filter { $0.hasPrefix("Sample") }
    #expect(titles == ["Sample Book Title II", "Sample Book Title", "Sample Book Title"])
  }
}
