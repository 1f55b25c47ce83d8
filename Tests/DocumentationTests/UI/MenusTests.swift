import Testing
import TrellisTesting
import TrellisUI

/// The article's menus do what it says.
@MainActor
@Suite struct MenusTests {
  @Test func theActionsMenuCountsCopiesAndListsItsItems() throws {
    let host = ViewHost(Menus.DocumentActions())
    let menu = try host.menu("Actions (0 copies)")
    #expect(menu.menuItems?.first { $0.title == "Archive" }?.isEnabled == false)
    try menu.chooseMenuItem("Duplicate")
    #expect(try host.menu("Actions (1 copies)").kind == .menu)
  }

  @Test func theRowsDeleteThemselvesFromTheirContextMenus() throws {
    let host = ViewHost(Menus.NoteRows())
    try host.text("买菜").chooseMenuItem("Delete")
    #expect(!host.contains(text: "买菜"))
  }

  @Test func aRowsSwipeActionsAreOfferedAsItsContextMenu() throws {
    let host = ViewHost(Menus.Inbox())
    let row = try host.text("会议纪要")
    #expect(
      row.contextMenuItems?.filter { $0.kind != .separator }.map(\.title) == ["Pin", "Delete"])
    try row.chooseMenuItem("Delete")
    #expect(!host.contains(text: "会议纪要"))
  }

  @Test func thePlaceCardsShareMenuCopiesTheLinkUnderThePreviewsTitle() throws {
    let host = ViewHost(Menus.PlaceCard(), width: 40, height: 10)
    let share = try #require(host.elements.first { $0.kind == .menu })
    #expect(share.menuItems?.map(\.title) == ["Hampi, Karnataka", "Copy", "Email"])
    try share.chooseMenuItem("Copy")
    host.update()
    #expect(host.clipboardText == "https://example.org/places/hampi")
  }
}
