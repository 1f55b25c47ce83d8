import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite(.serialized) struct SceneStorageTests {
  enum Tab: String { case inbox, archive }

  struct Mail: View {
    @SceneStorage("draft") private var draft = ""
    @SceneStorage("tab") private var tab = Tab.inbox
    @SceneStorage("zoom") private var zoom: Int?

    var body: some View {
      VStack {
        TextField("Draft", text: $draft)
        Text("Draft: \(draft)")
        Text("Tab: \(tab.rawValue) zoom \(zoom.map(String.init) ?? "none")")
        Button("Archive") {
          tab = .archive
          zoom = 2
        }
      }
    }
  }

  /// The scenes of the tests: each its own, so that no test takes up another's values.
  struct FirstScene: View { var body: some View { Mail() } }
  struct SecondScene: View { var body: some View { Mail() } }

  /// Another scene with the same keys.
  struct Notes: View {
    @SceneStorage("draft") private var draft = "empty"
    var body: some View { Text("Notes draft: \(draft)") }
  }

  @Test func eachWindowKeepsItsOwnValues() async throws {
    let first = ViewHost(FirstScene(), width: 40, height: 6)
    let second = ViewHost(FirstScene(), width: 40, height: 6)
    defer {
      first.close()
      second.close()
    }
    try first.textField("Draft").type("Dear Ada, 你好")
    try first.button("Archive").tap()
    await first.nextUpdate()
    #expect(first.contains(text: "Draft: Dear Ada, 你好"))
    #expect(first.contains(text: "Tab: archive zoom 2"))
    #expect(second.contains(text: "Draft: "))
    #expect(second.contains(text: "Tab: inbox zoom none"))
  }

  @Test func aWindowOfTheSameSceneOpenedLaterInTheRunTakesThemUp() async throws {
    let first = ViewHost(SecondScene(), width: 40, height: 6)
    try first.textField("Draft").type("kept")
    try first.button("Archive").tap()
    await first.nextUpdate()
    first.close()

    let notes = ViewHost(Notes(), width: 40, height: 3)
    defer { notes.close() }
    // Another scene does not get them.
    #expect(notes.contains(text: "Notes draft: empty"))

    let reopened = ViewHost(SecondScene(), width: 40, height: 6)
    defer { reopened.close() }
    #expect(reopened.contains(text: "Draft: kept"))
    #expect(reopened.contains(text: "Tab: archive zoom 2"))
    #expect(try reopened.textField("Draft").value == "kept")
  }

  @Test func outsideOfAWindowItHoldsItsDefault() {
    let storage = SceneStorage(wrappedValue: 3, "loose")
    storage.wrappedValue = 4
    #expect(storage.wrappedValue == 3)
    #expect(storage.projectedValue.wrappedValue == 3)
  }
}
