import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The article's mail app opens, raises and closes its windows as it says.
@MainActor
@Suite(.serialized) struct WindowsAndScenesTests {
  @Test func theViewerOpensAtLaunchAndAnotherOnRequest() throws {
    let host = ViewHost(app: WindowsAndScenes.MailApp(), width: 40, height: 12)
    #expect(host.windows.map(\.title) == ["Mail"])
    try host.toggle("Compact").tap()
    try host.button("New Viewer").tap()
    host.update()
    #expect(host.windows.count == 2)
    // The new viewer's own @State starts afresh.
    #expect(try host.toggle("Compact").isOn == false)
    try host.bringToFront(try #require(host.windows.first))
    #expect(try host.toggle("Compact").isOn == true, "the first viewer keeps its own")
    #expect(host.contains(text: "Unread: 3"))
  }

  @Test func aMessageOpensOnceAndItsDoneButtonClosesIt() throws {
    let host = ViewHost(app: WindowsAndScenes.MailApp(), width: 40, height: 12)
    try host.button("Open Welcome").tap()
    host.update()
    #expect(host.contains(text: "Welcome"))
    try host.bringToFront(try #require(host.windows.first))
    try host.button("Open Welcome").tap()
    host.update()
    #expect(host.windows.count == 2)
    try host.button("Done").tap()
    host.update()
    #expect(host.windows.map(\.title) == ["Mail"])
  }

  @Test func theDoctorAndTheSettingsAreSingleWindows() throws {
    let host = ViewHost(app: WindowsAndScenes.MailApp(), width: 40, height: 12)
    try host.button("Connection Doctor").tap()
    host.update()
    #expect(host.frontWindow?.title == "Connection Doctor")
    try host.bringToFront(try #require(host.windows.first))
    try host.button("Connection Doctor").tap()
    host.update()
    #expect(host.windows.count == 2)
    #expect(host.frontWindow?.title == "Connection Doctor")
    try host.bringToFront(try #require(host.windows.first))
    try host.button("Settings…").tap()
    host.update()
    #expect(host.frontWindow?.isSettings == true)
    #expect(host.windows.count == 3)
  }

  @Test func aLinkTheWindowIsAskedToOpenReachesOnOpenURL() throws {
    let host = ViewHost(WindowsAndScenes.LinkedPhoto(), width: 30, height: 1)
    #expect(host.open(try #require(URL(string: "photos://album/%E5%AF%8C%E5%A3%AB%E5%B1%B1"))))
    #expect(host.contains(text: "富士山"))
  }
}
