import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Toolbars".
@MainActor
@Suite struct ToolbarsTests {
  @Test func theNotesToolbarShowsItsItemsAndAPushedViewReplacesThem() throws {
    let host = ViewHost(Toolbars.NotesView(), width: 50, height: 10)
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].contains("Notes"))
    #expect(lines[1].hasSuffix("[ Add ]"))
    #expect(lines[9].contains("1 notes"))
    #expect(try host.toolbarButton("Add").toolbarPlacement == .primaryAction)
    try host.button("नमस्ते").tap()
    host.update()
    #expect(host.toolbarItems.count == 1)
    #expect((try? host.toolbarButton("Add")) == nil)
    #expect((try? host.toolbarButton("Pin")) != nil)
    #expect(host.goBack())
    #expect((try? host.toolbarButton("Add")) != nil)
  }

  @Test func theLibrarysControlsAreItemsAndTheToggleIsAButton() throws {
    let host = ViewHost(Toolbars.LibraryView(), width: 60, height: 8)
    let picker = try host.picker("क्रम 排序")
    #expect(picker.toolbarPlacement == .navigation)
    try picker.pick("日付")
    host.update()
    #expect(try host.picker("क्रम 排序").selectedOption == "日付")
    let toggle = try host.toggle("Starred")
    try toggle.toggle()
    host.update()
    #expect(try host.toggle("Starred").isOn == true)
    // A button in the row, not a checkbox.
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1].contains("Starred"))
    #expect(!lines[1].contains("[x]"))
    #expect(try host.progressView().fractionCompleted == 0.4)
  }

  @Test func theSheetsSaveAndCancelAreItsToolbar() throws {
    let host = ViewHost(Toolbars.NotesView(), width: 50, height: 12)
    try host.toolbarButton("Add").tap()
    host.update()
    #expect(try host.toolbarButton("Save").isEnabled == false)
    try host.textField("Title").type("漢字")
    host.update()
    try host.toolbarButton("Save").tap()
    host.update()
    #expect(host.toolbarItems.map(\.text).contains("2 notes"))
    try host.toolbarButton("Add").tap()
    host.update()
    try host.toolbarButton("Cancel").tap()
    host.update()
    #expect(host.toolbarItems.map(\.text).contains("2 notes"))
  }

  struct Pushing: View {
    var body: some View {
      NavigationStack {
        NavigationLink("Edit") { Toolbars.EditorView() }
      }
    }
  }

  @Test func theEditorCannotBeLeftButByItsDiscardButton() throws {
    let host = ViewHost(Pushing(), width: 40, height: 8)
    try host.button("Edit").tap()
    host.update()
    #expect(!host.showsBackButton)
    #expect(!host.goBack())
    try host.toolbarButton("Discard").tap()
    host.update()
    #expect((try? host.button("Edit")) != nil)
  }

  @Test func theDocumentsTitleIsRenamedInTheBarAndItsSubtitleCounts() throws {
    let document = Toolbars.Document()
    let host = ViewHost(Toolbars.DocumentView(document: document), width: 50, height: 8)
    let title = try host.textField("Title")
    #expect(title.frame.y == 0)
    try title.setText("नमस्ते")
    host.update()
    #expect(document.name == "नमस्ते")
    #expect(host.windowTitle == "नमस्ते")
    try host.textEditor().type("東京")
    host.update()
    #expect(host.windowSubtitle == "2 characters")
    #expect(host.text.split(separator: "\n")[0].contains("2 characters"))
    try host.renameWindowTitle(to: "Final")
    #expect(document.name == "Final")
  }
}
