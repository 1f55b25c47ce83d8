import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct LegacyAlertTests {
  struct Failure: Identifiable {
    let id: Int
    let message: String
  }

  struct Editor: View {
    let log: EventLog
    @State private var isShowingError = false
    @State private var isConfirmingDelete = false
    @State private var failure: Failure?

    var body: some View {
      VStack {
        Button("Save") { isShowingError = true }
        Button("Delete") { isConfirmingDelete = true }
        Button("Fail 1") { failure = Failure(id: 1, message: "ディスクがいっぱいです") }
        Button("Fail 2") { failure = Failure(id: 2, message: "नेटवर्क नहीं") }
      }
      .alert(isPresented: $isShowingError) {
        Alert(title: Text("Couldn't save"), message: Text("The disk is full."))
      }
      .alert(item: $failure) { failure in
        Alert(
          title: Text("Failed \(failure.id)"), message: Text(failure.message),
          dismissButton: .cancel(Text("Dismiss")) { log.add("dismissed \(failure.id)") })
      }
    }
  }

  @Test func anAlertWithoutButtonsOffersOKWhichDismissesIt() async throws {
    let host = ViewHost(Editor(log: EventLog()), width: 50, height: 14)
    try host.button("Save").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Couldn't save"))
    #expect(host.contains(text: "The disk is full."))
    #expect(host.elements.filter { $0.kind == .button }.map(\.text) == ["OK"])
    try host.button("OK").tap()
    await host.nextUpdate()
    #expect(!host.contains(text: "Couldn't save"))
    #expect(host.elements.contains { $0.text == "Save" })
  }

  @Test func anItemAlertShowsTheItemAndADifferentItemReplacesIt() async throws {
    let log = EventLog()
    let host = ViewHost(Editor(log: log), width: 50, height: 14)
    try host.button("Fail 1").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Failed 1"))
    #expect(host.contains(text: "ディスクがいっぱいです"))
    try host.button("Dismiss").tap()
    await host.nextUpdate()
    #expect(log.events == ["dismissed 1"])
    #expect(!host.contains(text: "Failed 1"))
  }

  struct TwoButtons: View {
    let log: EventLog
    @State private var isAsking = true
    var body: some View {
      Text("Document")
        .alert(isPresented: $isAsking) {
          Alert(
            title: Text("Delete?"), message: nil,
            primaryButton: .destructive(Text("Delete")) { log.add("deleted") },
            secondaryButton: .cancel())
        }
    }
  }

  @Test func twoButtonsEachRunTheirActionThenDismiss() async throws {
    let log = EventLog()
    let host = ViewHost(TwoButtons(log: log), width: 40, height: 10)
    #expect(host.elements.filter { $0.kind == .button }.map(\.text) == ["Delete", "Cancel"])
    try host.button("Delete").tap()
    await host.nextUpdate()
    #expect(log.events == ["deleted"])
    #expect(!host.contains(text: "Delete?"))
  }

  struct Sheet: View {
    let log: EventLog
    @State private var isChoosing = false
    var body: some View {
      Button("Share") { isChoosing = true }
        .actionSheet(isPresented: $isChoosing) {
          ActionSheet(
            title: Text("Share via"), message: Text("Pick one"),
            buttons: [
              .default(Text("Mail")) { log.add("mail") },
              .default(Text("メッセージ")) { log.add("messages") },
              .cancel(),
            ])
        }
    }
  }

  @Test func anActionSheetListsItsButtonsInAColumn() async throws {
    let log = EventLog()
    let host = ViewHost(Sheet(log: log), width: 40, height: 14)
    try host.button("Share").tap()
    await host.nextUpdate()
    let buttons = host.elements.filter { $0.kind == .button }
    #expect(buttons.map(\.text) == ["Mail", "メッセージ", "Cancel"])
    // One above the other, each centred and drawn with its title.
    #expect(buttons[0].frame.y < buttons[1].frame.y)
    #expect(buttons[1].frame.y < buttons[2].frame.y)
    for title in ["[ Mail ]", "[ メッセージ ]", "[ Cancel ]"] {
      #expect(host.text.contains(title))
    }
    try host.button("メッセージ").tap()
    await host.nextUpdate()
    #expect(log.events == ["messages"])
    #expect(!host.contains(text: "Share via"))
  }
}
