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
}
