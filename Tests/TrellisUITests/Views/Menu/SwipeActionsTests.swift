import Foundation
import Testing
import TrellisTerminal
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A mailbox whose rows have swipe actions from both edges and a context menu, written
/// inline as apps write them.
private struct Mailbox: View {
  @State var messages = ["क्षितिज", "漢字", "👩🏽‍💻 standup"]
  @State var unread: Set<String> = []
  @State var archived: [String] = []

  var body: some View {
    List {
      ForEach(messages, id: \.self) { message in
        Text(message)
          .swipeActions {
            Button("Archive") {
              archived.append(message)
              messages.removeAll { $0 == message }
            }
            Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
          }
      }
      Text("Archived \(archived.joined(separator: ","))")
    }
  }
}

@MainActor
@Suite struct SwipeActionsTests {
  @Test func theActionsAreTheRowsContextMenu() throws {
    let host = ViewHost(Mailbox(), width: 50, height: 12)
    let row = try host.text("漢字")
    #expect(row.contextMenuItems?.map(\.title) == ["Archive", "Delete"])
    #expect(row.contextMenuItems?.last?.role == .destructive)
    // Rows without actions have no menu.
    #expect(try host.text("Archived ").contextMenuItems == nil)
    try row.chooseMenuItem("Archive")
    #expect(host.contains(text: "Archived 漢字"))
    #expect(!host.all(text: "漢字").contains { $0.text == "漢字" })
    try host.text("क्षितिज").chooseMenuItem("Delete")
    #expect(!host.contains(text: "क्षितिज"))
    #expect(host.contains(text: "Archived 漢字"))
  }

  private struct Everything: View {
    let contextFirst: Bool
    @State var log: [String] = []

    var body: some View {
      VStack {
        if contextFirst {
          Text("Row")
            .contextMenu { Button("Copy") { log.append("copy") } }
            .swipeActions(edge: .trailing) { Button("Delete") { log.append("delete") } }
            .swipeActions(edge: .leading) { Button("Pin") { log.append("pin") } }
        } else {
          Text("Row")
            .swipeActions(edge: .trailing) { Button("Delete") { log.append("delete") } }
            .swipeActions(edge: .leading) { Button("Pin") { log.append("pin") } }
            .contextMenu { Button("Copy") { log.append("copy") } }
        }
        Text("Log \(log.joined(separator: ","))")
      }
    }
  }

  @Test(arguments: [true, false])
  func noGroupHidesAnotherWhateverTheOrderOfTheModifiers(contextFirst: Bool) throws {
    let host = ViewHost(Everything(contextFirst: contextFirst), width: 40, height: 10)
    let row = try host.text("Row")
    // The context menu's own items, then the leading actions, then the trailing ones.
    let titles = try #require(row.contextMenuItems).filter { $0.kind != .separator }.map(\.title)
    #expect(titles == ["Copy", "Pin", "Delete"])
    #expect(try #require(row.contextMenuItems).contains { $0.kind == .separator })
    for title in ["Copy", "Pin", "Delete"] { try host.text("Row").chooseMenuItem(title) }
    #expect(host.contains(text: "Log copy,pin,delete"))
  }

  @Test func stateInTheRowSurvivesAddingActions() throws {
    struct Counter: View {
      @State var taps = 0
      var body: some View {
        Button("Taps \(taps)") { taps += 1 }
          .swipeActions { Button("Reset") { taps = 0 } }
      }
    }
    let host = ViewHost(Counter(), width: 30, height: 4)
    try host.button("Taps 0").tap()
    try host.button("Taps 1").tap()
    host.update()
    try host.button("Taps 2").chooseMenuItem("Reset")
    #expect(host.contains(text: "Taps 0"))
  }

  @Test func theMenuKeyOpensAFocusedRowsActionsInTheTerminal() throws {
    let input = _TerminalInput(
      core: HostCore(
        root: VStack(alignment: .leading) {
          ForEach(["one", "two"], id: \.self) { name in
            Button(name) {}
              .swipeActions { Button("Remove \(name)", role: .destructive) {} }
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
        width: 40, height: 8))
    _ = input.handle(.key(KeyEvent(.tab)))
    _ = input.handle(.key(KeyEvent(.tab)))
    _ = input.handle(.key(KeyEvent(.function(16))))
    input.core.update()
    #expect(input.core.openMenu != nil)
    #expect(input.core.text.contains("Remove two"))
    #expect(!input.core.text.contains("Remove one"))
  }
}
