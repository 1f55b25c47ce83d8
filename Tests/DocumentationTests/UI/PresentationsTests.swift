import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Presenting sheets, alerts and dialogs".
@MainActor
@Suite struct PresentationsTests {
  typealias Example = Presentations

  @Test func aSheetTakesTheInputAndDismissesItselfAfterAdding() async throws {
    let host = ViewHost(Example.NotesView(), width: 50, height: 14)
    try host.button("New note").tap()
    await host.nextUpdate()
    // Only the sheet's controls can be reached while it is shown.
    #expect(host.elements.filter { $0.kind == .button }.map(\.text) == ["Cancel", "Add"])
    #expect(try !host.button("Add").isEnabled)
    try host.textField("Title").type("Ideas 💡")
    try host.button("Add").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Ideas 💡"))
    #expect(try host.button("New note").isEnabled)
  }

  @Test func aSheetForAnItemShowsTheItemTapped() async throws {
    let host = ViewHost(Example.NotesView(), width: 50, height: 14)
    try host.button("किराने का सामान").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Editing किराने का सामान"))
    #expect(!host.text.contains("買い物 🛒"), "the sheet covers the list")
  }

  @Test func anAlertShowsItsMessageAndButtonsSideBySide() async throws {
    let host = ViewHost(Example.DeleteNote(), width: 50, height: 14)
    try host.button("Delete").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Delete this note?"))
    #expect(host.contains(text: "It is gone from every device."))
    let buttons = host.elements.filter { $0.kind == .button }
    #expect(buttons.map(\.text) == ["Delete", "Cancel"])
    #expect(buttons[0].frame.y == buttons[1].frame.y)
    try host.button("Delete").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Deleted"))
  }

  @Test func anErrorAlertIsTitledByTheErrorsDescription() async throws {
    let host = ViewHost(Example.SyncButton(), width: 50, height: 14)
    try host.button("Sync").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "The notes could not be synced"))
    #expect(host.contains(text: "Connect to the internet and try again."))
    try host.button("OK").tap()
    await host.nextUpdate()
    #expect(!host.contains(text: "The notes could not be synced"))
  }

  @Test func aConfirmationDialogListsItsButtonsInAColumn() async throws {
    let host = ViewHost(Example.ShareNote(), width: 50, height: 14)
    try host.button("Share").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Share the note"))
    for title in ["[ Copy a link ]", "[ Send by mail ]", "[ Cancel ]"] {
      #expect(host.text.contains(title))
    }
    let buttons = host.elements.filter { $0.kind == .button }
    #expect(buttons.map(\.frame.y) == buttons.map(\.frame.y).sorted())
    try host.button("Send by mail").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Shared: a mail"))
  }

  @Test func aFullScreenCoverHidesTheViewBehindIt() async throws {
    let host = ViewHost(Example.Reader(), width: 50, height: 10)
    try host.button("Read without distractions").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Chapter 1 · पहला अध्याय · 第一章"))
    #expect(!host.text.contains("Read without distractions"))
    #expect(!host.text.contains("┌"), "a cover has no border")
    try host.button("Done").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Read without distractions"))
  }

  @Test func aSheetWithAnUnsavedDraftIgnoresEscapeUntilDiscarded() throws {
    let host = ViewHost(Presentations.Drafts(), width: 40, height: 10)
    try host.textField("Draft").type("Dear सीता,")
    host.update()
    try host.dismissPresentation()
    #expect(try host.textField("Draft").value == "Dear सीता,")
    try host.button("Discard").tap()
    host.update()
    #expect(host.textFields("Draft").isEmpty)
    #expect(host.contains(text: "Drafts"))
  }

  @Test func aPopoverOpensBelowItsButtonLiveAndClosesAsAPersonCloses() async throws {
    let host = ViewHost(Example.ColourSwatch(), width: 40, height: 12)
    let button = try host.button("Saffron केसरिया").frame
    try host.button("Saffron केसरिया").tap()
    await host.nextUpdate()
    let panel = try #require(host.popover).frame
    #expect(panel.y == button.y + button.height)
    #expect(host.focusedElement?.text == "Use it")
    try host.button("Use it").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Used 1 times · 使用"))
    try host.clickOutsidePopover()
    await host.nextUpdate()
    #expect(host.popover == nil)
    // The state is the presenter's: it is kept for the next time.
    try host.button("Saffron केसरिया").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Used 1 times · 使用"))
    try host.dismissPresentation()
    #expect(host.popover == nil)
  }
}
