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
}
