import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Storage that no view observes: a plain class, as view models often start out.
private final class Draft {
  var title = ""
  var note = ""
}

private struct DraftForm: View {
  let draft: Draft
  var body: some View {
    VStack(alignment: .leading) {
      TextField("Title", text: Binding(get: { draft.title }, set: { draft.title = $0 }))
      TextField(
        "Note", text: Binding(get: { draft.note }, set: { draft.note = $0 }), axis: .vertical)
    }
  }
}

@MainActor
@Suite struct UnobservedFieldTests {
  // A field bound to storage no view observes shows what is typed in it, as a platform's
  // own field does: the keys reach the storage and the screen.
  @Test func typingShowsInAFieldNoViewObserves() throws {
    let draft = Draft()
    let core = HostCore(root: DraftForm(draft: draft), width: 40, height: 8)
    defer { core.close() }
    let title = try #require(core.elements.first { $0.placeholder == "Title" })
    try title.type("Tea 漢字")
    core.update()
    #expect(draft.title == "Tea 漢字")
    #expect(core.text.contains("Tea 漢字"), "\(core.text)")
    #expect(!core.text.contains("Title"), "the placeholder is still shown:\n\(core.text)")
  }

  // A native host replaces the whole text (GTK's entry): the field shows it, in every
  // script, and the vertical field too.
  @Test func replacingTheTextShowsIt() throws {
    let draft = Draft()
    let core = HostCore(root: DraftForm(draft: draft), width: 40, height: 8)
    defer { core.close() }
    let title = try #require(core.elements.first { $0.placeholder == "Title" })
    try title.setText("नमस्ते")
    core.update()
    try title.setText("Renamed 👩‍👩‍👧")
    core.update()
    #expect(draft.title == "Renamed 👩‍👩‍👧")
    #expect(core.text.contains("Renamed"), "\(core.text)")
    let note = try #require(core.elements.first { $0.placeholder == "Note" })
    try note.setText("Line one")
    core.update()
    #expect(draft.note == "Line one")
    #expect(core.text.contains("Line one"), "\(core.text)")
  }

  // Storage that takes nothing (a constant binding) leaves the field as it was, and no
  // update runs for it, as on Apple's platforms.
  @Test func aFieldThatStoresNothingUpdatesNothing() throws {
    let core = HostCore(root: TextField("Fixed", text: .constant("fixed")), width: 40, height: 4)
    defer { core.close() }
    let field = try #require(core.elements.first { $0.placeholder == "Fixed" })
    try field.type("xyz")
    #expect(!core.graph.hasPendingUpdates)
    core.update()
    #expect(core.text.contains("fixed") && !core.text.contains("xyz"), "\(core.text)")
  }
}
