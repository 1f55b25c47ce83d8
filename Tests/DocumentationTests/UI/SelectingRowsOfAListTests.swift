import Testing
import TrellisTesting
import TrellisUI

/// The article's lists select as it says.
@MainActor
@Suite struct SelectingRowsOfAListTests {
  @Test func aClickShowsAnotherMailbox() throws {
    let host = ViewHost(SelectingRowsOfAList.Mailboxes())
    let list = try host.list()
    #expect(list.selectedRows == ["Inbox"])
    try list.row("档案").select()
    #expect(host.contains(text: "Showing archive"))
  }

  @Test func tasksAreSelectedTogetherButNotTheArchivedOne() throws {
    let host = ViewHost(SelectingRowsOfAList.Tasks())
    let list = try host.list()
    try list.row("Water the plants").select()
    try list.row("Call 👩🏽‍🔧").select(.extend)
    #expect(list.selectedRows == ["Water the plants", "पत्र लिखो", "Call 👩🏽‍🔧"])
    #expect(throws: ViewHostError.self) { try list.row("Archived").select() }
  }

  @Test func anUrgentChoreIsOnYellowUntilItIsSelected() throws {
    let host = ViewHost(SelectingRowsOfAList.Chores(), width: 40, height: 12)
    let list = try host.list()
    #expect(try host.text("Water the plants").listRowBackground == .yellow)
    #expect(list.rowBackgrounds.map(\.color) == [.yellow])
    // 32 points: four cells in.
    #expect(try host.text("Indented").frame.x == list.frame.x + 4)
    // A line between the chores (row spacing), and none between the sections (compact).
    let first = try host.text("Water the plants").frame.y
    #expect(try host.text("पत्र लिखो").frame.y == first + 2)
    #expect(try host.text("Notes").frame.y == (try host.text("Call 👩🏽‍🔧").frame.y) + 1)
    try list.row("Water the plants").select()
    #expect(list.selectedRows == ["Water the plants"])
    #expect(try host.text("Water the plants").listRowSeparator(.top) == .hidden)
  }
}
