import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

@MainActor
@Suite struct ContextMenuTests {
  private struct Notes: View {
    @State var notes = ["क्षि", "漢字", "👩🏽‍💻"]
    @State var pinned: [String] = []
    var body: some View {
      List {
        ForEach(notes, id: \.self) { note in
          Text(note)
            .contextMenu {
              Button(pinned.contains(note) ? "Unpin" : "Pin") {
                if let index = pinned.firstIndex(of: note) {
                  pinned.remove(at: index)
                } else {
                  pinned.append(note)
                }
              }
              Button("Delete", role: .destructive) { notes.removeAll { $0 == note } }
            }
        }
        Text("Pinned \(pinned.joined(separator: ","))")
      }
    }
  }

  @Test func opensOnTheViewAndListsItsItems() throws {
    let host = ViewHost(Notes())
    let row = try host.text("漢字")
    #expect(row.contextMenuItems?.map(\.title) == ["Pin", "Delete"])
    #expect(row.contextMenuItems?.last?.role == .destructive)
    #expect(try host.text("Pinned ").contextMenuItems == nil)
    try row.openContextMenu()
    #expect(row.isMenuOpen)
    #expect(host.openMenu != nil)
    row.closeMenu()
    #expect(!row.isMenuOpen)
  }

  @Test func choosingRunsTheActionAndTheItemsFollowTheState() throws {
    let host = ViewHost(Notes())
    let row = try host.text("漢字")
    try row.openContextMenu()
    // While the list is open, it alone can be reached; the row found before acts on it.
    #expect(!host.contains(text: "漢字"))
    try row.chooseMenuItem("Pin")
    #expect(host.openMenu == nil)
    #expect(host.contains(text: "Pinned 漢字"))
    #expect(try host.text("漢字").contextMenuItems?.first?.title == "Unpin")
    try host.text("क्षि").chooseMenuItem("Pin")
    #expect(host.contains(text: "Pinned 漢字,क्षि"))
    try host.text("👩🏽‍💻").chooseMenuItem("Delete")
    #expect(!host.contains(text: "👩🏽‍💻"))
  }

  @Test func theMenuDoesNotChangeTheLayoutOrTheText() throws {
    let plain = ViewHost(Text("Hello"))
    let withMenu = ViewHost(Text("Hello").contextMenu { Button("Copy") {} })
    #expect(plain.text == withMenu.text)
    #expect(try withMenu.text("Hello").frame == (try plain.text("Hello").frame))
  }

  @Test func thePreviewFormIsAccepted() throws {
    let host = ViewHost(
      Text("Photo").contextMenu {
        Button("Share") {}
      } preview: {
        Text("Big photo")
      })
    #expect(try host.text("Photo").contextMenuItems?.map(\.title) == ["Share"])
    #expect(!host.contains(text: "Big photo"))
  }

  // A context menu holds no state of the row's: rows scrolled out of view are released as
  // rows without menus are, however far a long list scrolls.
  @Test func rowsWithContextMenusAreReleasedOffScreen() throws {
    let titles = (0..<5_000).map { "पंक्ति \($0) 行 📝" }
    func list(withMenus: Bool) -> ViewHost {
      ViewHost(
        List(titles, id: \.self) { title in
          if withMenus {
            Text(title).contextMenu { Button("Copy \(title)") {} }
          } else {
            Text(title)
          }
        }, width: 40, height: 6)
    }
    let host = list(withMenus: true)
    let plain = list(withMenus: false)
    let opened = host.liveNodeCount
    for step in 1...20 {
      try host.elements[0].scroll(by: step * 9)
      try plain.elements[0].scroll(by: step * 9)
    }
    #expect(host.contains(text: "पंक्ति 1890 行 📝"))
    #expect(host.liveNodeCount == opened)
    #expect(plain.liveNodeCount < opened, "each row with a menu is the same rows plus its menu")
  }

  // An open menu whose row is scrolled away closes, as Apple's does, and stays closed when
  // the row comes back; the keys go to the screen again.
  @Test func aMenuScrolledOutOfViewCloses() throws {
    struct Drafts: View {
      @State var drafts = (0..<300).map { "Draft \($0) 草稿" }
      @State var chosen = "none"
      var body: some View {
        VStack {
          Text("Chosen \(chosen)")
          List(drafts, id: \.self) { draft in
            Text(draft).contextMenu { Button("Open \(draft)") { chosen = draft } }
          }
        }
      }
    }
    let host = ViewHost(Drafts(), width: 40, height: 8)
    let row = try host.text("Draft 0 草稿")
    try row.openContextMenu()
    #expect(host.openMenu != nil)
    try row.scroll(by: 100)
    host.update()
    #expect(host.openMenu == nil)
    #expect(host.contains(text: "Draft 100 草稿"))
    try host.text("Draft 100 草稿").scroll(by: -100)
    host.update()
    #expect(host.openMenu == nil)
    #expect(!row.isMenuOpen)
    try host.text("Draft 1 草稿").chooseMenuItem("Open Draft 1 草稿")
    #expect(host.contains(text: "Chosen Draft 1 草稿"))
  }
}
