import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// An app's windows, hosted headlessly: which open at launch, what `openWindow` and
/// `dismissWindow` do, and whose state each window keeps.
@MainActor
@Suite(.serialized) struct ScenesTests {
  private func host(_ app: Notebook.NotebookApp = .init()) -> ViewHost {
    ViewHost(app: app, width: 40, height: 14)
  }

  @Test func theFirstGroupOpensAtLaunch() {
    let host = host()
    #expect(host.windows.map(\.id) == ["note"])
    #expect(host.frontWindow?.title == "Notes")
    #expect(host.contains(text: "Taps 0"))
  }

  @Test func openingAGroupByIdOpensANewWindowEachTime() throws {
    let host = host()
    try host.button("New note").tap()
    host.update()
    #expect(host.windows.map(\.id) == ["note", "note"])
    try host.openWindow(id: "note")
    #expect(host.windows.count == 3)
  }

  @Test func eachWindowKeepsItsOwnStateAndSharesTheApps() throws {
    Notebook.Library.made = 0
    let host = host()
    try host.button("Tap").tap()
    try host.button("Tap").tap()
    host.update()
    #expect(host.contains(text: "Taps 2"))
    try host.button("New note").tap()
    host.update()
    // The new window is in front: its own state starts afresh, the app's model is shared.
    #expect(host.contains(text: "Taps 0"))
    #expect(host.contains(text: "Opened 1"))
    try host.button("New note").tap()
    host.update()
    let first = try #require(host.windows.first)
    try host.bringToFront(first)
    #expect(host.contains(text: "Taps 2"))
    #expect(host.contains(text: "Opened 2"))
    #expect(Notebook.Library.made == 1)
  }

  @Test func aWindowIsBroughtForwardRatherThanOpenedAgain() throws {
    let host = host()
    try host.button("Activity").tap()
    host.update()
    #expect(host.frontWindow?.title == "Activity")
    #expect(host.contains(text: "Activity log"))
    try host.bringToFront(try #require(host.windows.first))
    try host.button("Activity").tap()
    host.update()
    #expect(host.windows.map(\.id) == ["note", "activity"])
    #expect(host.frontWindow?.id == "activity")
  }

  @Test func aValueOpensOneWindowPerDistinctValue() throws {
    let host = host()
    try host.button("Open नमस्ते").tap()
    host.update()
    #expect(host.contains(text: "Document नमस्ते"))
    try host.bringToFront(try #require(host.windows.first))
    try host.button("Open 漢字").tap()
    host.update()
    try host.bringToFront(try #require(host.windows.first))
    try host.button("Open नमस्ते").tap()
    host.update()
    // The window already presenting the value came forward; no third document opened.
    #expect(host.windows.count == 3)
    #expect(host.frontWindow?.value == AnyHashable(Notebook.Document(name: "नमस्ते")))
    #expect(host.contains(text: "Document नमस्ते"))
  }

  @Test func aWindowWritesItsPresentedValueThroughItsBinding() throws {
    let host = host()
    try host.openWindow(value: Notebook.Document(name: "漢字"))
    try host.button("Rename").tap()
    host.update()
    #expect(host.contains(text: "Document 👩‍👩‍👧"))
    #expect(host.frontWindow?.value == AnyHashable(Notebook.Document(name: "👩‍👩‍👧")))
    // Opening the new value brings that window forward rather than another.
    try host.bringToFront(try #require(host.windows.first))
    try host.openWindow(value: Notebook.Document(name: "👩‍👩‍👧"))
    #expect(host.windows.count == 2)
  }

  @Test func aGroupOpenedByIdWithoutAValuePresentsNone() throws {
    let host = host()
    try host.openWindow(id: "document")
    #expect(host.contains(text: "Document none"))
  }

  @Test func dismissWindowClosesTheWindowItIsIn() throws {
    let host = host()
    try host.button("Tap").tap()
    try host.button("New note").tap()
    host.update()
    try host.button("Close").tap()
    host.update()
    #expect(host.windows.count == 1)
    // The window before it is in front again, with its state.
    #expect(host.contains(text: "Taps 1"))
  }

  @Test func dismissWindowByIdClosesEveryWindowOfTheGroup() throws {
    let host = host()
    try host.openWindow(value: Notebook.Document(name: "a"))
    try host.openWindow(value: Notebook.Document(name: "b"))
    try host.bringToFront(try #require(host.windows.first))
    try host.button("Close documents").tap()
    host.update()
    #expect(host.windows.map(\.id) == ["note"])
  }

  @Test func dismissWindowByValueClosesThatWindowOnly() throws {
    let host = host()
    try host.openWindow(value: Notebook.Document(name: "a"))
    try host.openWindow(value: Notebook.Document(name: "b"))
    try host.button("Close this").tap()
    host.update()
    #expect(host.windows.map(\.value) == [nil, AnyHashable(Notebook.Document(name: "a"))])
  }

  @Test func settingsOpenOnceAndComeForward() throws {
    let host = host()
    try host.button("Preferences").tap()
    host.update()
    #expect(host.frontWindow?.isSettings == true)
    #expect(host.contains(text: "Settings form"))
    try host.bringToFront(try #require(host.windows.first))
    try host.openSettings()
    #expect(host.windows.filter(\.isSettings).count == 1)
    #expect(host.frontWindow?.isSettings == true)
  }

  @Test func closingAWindowShowsTheOneBefore() throws {
    let host = host()
    try host.openWindow(id: "activity")
    try host.openSettings()
    try host.closeWindow()
    #expect(host.frontWindow?.id == "activity")
    try host.closeWindow()
    #expect(host.frontWindow?.id == "note")
    #expect(host.contains(text: "Taps 0"))
  }

  @Test func aSceneOfItsOwnTypeIsReadThroughItsBody() {
    let host = ViewHost(app: Notebook.InspectorApp(), width: 30, height: 5)
    #expect(host.windows.map(\.title) == ["Inspector"])
    #expect(host.contains(text: "Inspecting"))
  }

  @Test func bothBranchesOfAnIfAreScenes() throws {
    let group = ViewHost(app: Notebook.BranchingApp(usesWindow: false), width: 30, height: 5)
    #expect(group.contains(text: "Group window"))
    let single = ViewHost(app: Notebook.BranchingApp(usesWindow: true), width: 30, height: 5)
    #expect(single.contains(text: "Single window"))
    try single.openWindow(id: "single")
    #expect(single.windows.count == 1)
  }

  @Test func aSceneLeftOutByItsConditionCannotBeOpened() throws {
    let host = host(Notebook.NotebookApp(showsActivity: false))
    try host.openWindow(id: "activity")
    #expect(host.windows.map(\.id) == ["note"])
  }

  @Test func aViewHostedAloneHasNoWindowsAndItsActionsDoNothing() throws {
    let host = ViewHost(Notebook.NoteView().environmentObject(Notebook.Library()))
    #expect(host.windows.isEmpty)
    try host.button("New note").tap()
    host.update()
    #expect(host.contains(text: "Opened 1"))
    #expect(throws: ViewHostError.self) { try host.openWindow(id: "note") }
  }
}
