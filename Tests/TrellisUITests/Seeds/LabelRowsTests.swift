import Testing
import TrellisTesting
import TrellisUI

@testable import label_editor

@MainActor
@Suite struct LabelRowsTests {
  typealias Seed = LabelRowsSeed

  @Test func walksThroughTheSeedsFiveSteps() throws {
    let host = ViewHost(app: Seed.LabelRowsApp(), width: 80, height: 24)
    print(host.text)
    // 1. Two rows, Amber and Cobalt.
    #expect(host.contains(text: "Rows: 2"))
    #expect(host.contains(text: "Amber"))
    #expect(host.contains(text: "Cobalt"))
    #expect(host.toggles("Enabled").map(\.isOn) == [true, false])

    // 2. "Change first label": Copper, the toggle flips, still two rows, and only the first
    //    row's body runs again.
    let rowsBefore = host.bodyEvaluations(of: Seed.LabelRow.self)
    let listBefore = host.bodyEvaluations(of: Seed.LabelListView.self)
    try host.button("Change first label").tap()
    host.update()
    print(host.text)
    #expect(host.contains(text: "Copper"))
    #expect(!host.contains(text: "Amber"))
    #expect(host.toggles("Enabled").map(\.isOn) == [false, false])
    #expect(host.contains(text: "Rows: 2"))
    #expect(host.bodyEvaluations(of: Seed.LabelRow.self) == rowsBefore + 1)
    #expect(host.bodyEvaluations(of: Seed.LabelListView.self) == listBefore)

    // 3. Typing in the first field changes the text beside it.
    try host.textFields("Label")[0].type("!")
    host.update()
    #expect(host.contains(text: "Copper!"))

    // 4. "Add label" adds a third row.
    try host.button("Add label").tap()
    host.update()
    #expect(host.contains(text: "Rows: 3"))
    #expect(host.contains(text: "New label"))

    // 5. Removing until empty disables "Remove last" and "Change first label" only.
    for _ in 0..<3 {
      try host.button("Remove last").tap()
      host.update()
    }
    print(host.text)
    #expect(host.contains(text: "Rows: 0"))
    #expect(try host.button("Remove last").isEnabled == false)
    #expect(try host.button("Change first label").isEnabled == false)
    #expect(try host.button("Add label").isEnabled == true)
    #expect(throws: ViewHostError.self) { try host.button("Remove last").tap() }
    try host.button("Add label").tap()
    host.update()
    #expect(host.contains(text: "Rows: 1"))
  }
}
