import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct ConfirmationDialogTests {
  struct Draft: Identifiable {
    let id: String
  }

  struct Drafts: View {
    let log: EventLog
    @State private var isConfirming = false
    @State private var pending: Draft?
    @State private var isAskingQuietly = false

    var body: some View {
      VStack {
        Button("Discard") { isConfirming = true }
        Button("Discard draft 7") {
          pending = Draft(id: "7 — 下書き")
          isConfirming = true
        }
        Button("Quiet") { isAskingQuietly = true }
      }
      .confirmationDialog("Discard changes?", isPresented: $isConfirming, titleVisibility: .visible)
      {
        Button("Discard", role: .destructive) { log.add("discarded") }
        Button("Keep editing", role: .cancel) { log.add("kept") }
      } message: {
        Text("They will be lost.")
      }
      .confirmationDialog(
        Text("Hidden title"), isPresented: $isAskingQuietly, titleVisibility: .hidden
      ) {
        Button("Yes") { log.add("yes") }
      }
    }
  }

  @Test func showsTitleMessageAndButtonsInAColumnAndEachDismisses() async throws {
    let log = EventLog()
    let host = ViewHost(Drafts(log: log), width: 50, height: 14)
    try host.button("Discard").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Discard changes?"))
    #expect(host.contains(text: "They will be lost."))
    let buttons = host.elements.filter { $0.kind == .button }
    #expect(buttons.map(\.text) == ["Discard", "Keep editing"])
    #expect(buttons[0].frame.y < buttons[1].frame.y)
    try host.button("Keep editing").tap()
    await host.nextUpdate()
    #expect(log.events == ["kept"])
    #expect(!host.contains(text: "Discard changes?"))
  }

  @Test func aHiddenTitleIsNotShown() async throws {
    let log = EventLog()
    let host = ViewHost(Drafts(log: log), width: 50, height: 14)
    try host.button("Quiet").tap()
    await host.nextUpdate()
    #expect(!host.text.contains("Hidden title"))
    try host.button("Yes").tap()
    await host.nextUpdate()
    #expect(log.events == ["yes"])
  }

  struct Presenting: View {
    let log: EventLog
    @State private var isConfirming = false
    @State private var draft: Draft?

    var body: some View {
      VStack {
        Button("Ask without data") { isConfirming = true }
        Button("Ask") {
          draft = Draft(id: "7 — 下書き")
          isConfirming = true
        }
      }
      .confirmationDialog(
        "Discard?", isPresented: $isConfirming, presenting: draft
      ) { draft in
        Button("Discard \(draft.id)", role: .destructive) { log.add("discarded \(draft.id)") }
      } message: { draft in
        Text("Draft \(draft.id) will be lost.")
      }
    }
  }

  @Test func presentingDataBuildsTheButtonsAndNeedsTheData() async throws {
    let log = EventLog()
    let host = ViewHost(Presenting(log: log), width: 50, height: 14)
    try host.button("Ask without data").tap()
    await host.nextUpdate()
    // Without data nothing is presented.
    #expect(!host.contains(text: "Discard?"))
    #expect(host.elements.contains { $0.text == "Ask" })
    try host.button("Ask").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Draft 7 — 下書き will be lost."))
    try host.button("Discard 7 — 下書き").tap()
    await host.nextUpdate()
    #expect(log.events == ["discarded 7 — 下書き"])
  }

  // A dialog's column of buttons beside its title: the stack offers each an even share of
  // the box's height first, less than a line for the column; a text is a line high however
  // little it is offered, so the buttons keep their titles.
  @Test func theButtonsUnderATitleAreDrawnWithTheirTitles() async throws {
    struct Share: View {
      @State private var isSharing = true
      var body: some View {
        Text("Note")
          .confirmationDialog("T", isPresented: $isSharing, titleVisibility: .visible) {
            Button("Copy a link") {}
            Button("संदेश भेजें") {}
            Button("キャンセル", role: .cancel) {}
          }
      }
    }
    let host = ViewHost(Share(), width: 40, height: 10)
    for title in ["[ Copy a link ]", "[ संदेश भेजें ]", "[ キャンセル ]"] {
      #expect(host.text.contains(title), "\(host.text)")
    }
  }

  /// A dialog about an item: shown while the item is set, built from it, and a button clears
  /// it.
  struct Shelf: View {
    let log: EventLog
    @State private var selected: Draft?
    var body: some View {
      VStack {
        Button("Ask about ग्रंथ") { selected = Draft(id: "ग्रंथ 📚") }
        Button("Ask about 書") { selected = Draft(id: "書") }
      }
      .confirmationDialog(Text("Remove it?"), item: $selected) { draft in
        Button("Remove \(draft.id)", role: .destructive) { log.add("removed \(draft.id)") }
      } message: { draft in
        Text("\(draft.id) goes for good.")
      }
    }
  }

  @Test func anItemsDialogIsBuiltFromItAndAButtonClearsIt() async throws {
    let log = EventLog()
    let host = ViewHost(Shelf(log: log), width: 50, height: 14)
    #expect(!host.contains(text: "Remove it?"))
    try host.button("Ask about ग्रंथ").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Remove it?"))
    #expect(host.contains(text: "ग्रंथ 📚 goes for good."))
    try host.button("Remove ग्रंथ 📚").tap()
    await host.nextUpdate()
    #expect(log.events == ["removed ग्रंथ 📚"])
    #expect(!host.contains(text: "Remove it?"))
    // Another item: the dialog is built from it.
    try host.button("Ask about 書").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "書 goes for good."))
    #expect(!host.contains(text: "ग्रंथ 📚 goes"))
  }
}
