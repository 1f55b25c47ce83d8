import Testing
import TrellisTesting
import TrellisUI

@testable import label_editor
@testable import label_editor_observation

/// The label editor after its migration to Observation, against the `ObservableObject`
/// original: which bodies run for which change.
@MainActor
@Suite struct LabelRowsObservationTests {
  typealias Seed = LabelRowsObservationSeed
  typealias Original = LabelRowsSeed

  // Apple: the migrated app behaves as the original for the seed's steps.
  @Test func walksThroughTheSeedsSteps() throws {
    let host = ViewHost(app: Seed.LabelRowsObservationApp(), width: 80, height: 24)
    #expect(host.contains(text: "Rows: 2"))
    #expect(host.contains(text: "Amber"))
    #expect(host.contains(text: "Cobalt"))
    #expect(host.toggles("Enabled").map(\.isOn) == [true, false])

    try host.button("Change first label").tap()
    host.update()
    #expect(host.contains(text: "Copper"))
    #expect(host.toggles("Enabled").map(\.isOn) == [false, false])
    #expect(host.contains(text: "Enabled: 0"))

    try host.textFields("Label")[0].type("!")
    host.update()
    #expect(host.contains(text: "Copper!"))

    try host.button("Add label").tap()
    host.update()
    #expect(host.contains(text: "Rows: 3"))
    #expect(host.contains(text: "New label"))
    #expect(host.contains(text: "Enabled: 1"))

    for _ in 0..<3 {
      try host.button("Remove last").tap()
      host.update()
    }
    #expect(host.contains(text: "Rows: 0"))
    #expect(host.contains(text: "Enabled: 0"))
    #expect(try host.button("Remove last").isEnabled == false)
    #expect(try host.button("Change first label").isEnabled == false)
    #expect(try host.button("Add label").isEnabled == true)
  }

  // Apple (Observation): "Enabled: N" follows every row's toggle, because the parent's body
  // read each item's `isEnabled`.
  @Test func enabledCountFollowsToggles() async throws {
    let host = ViewHost(app: Seed.LabelRowsObservationApp(), width: 80, height: 24)
    #expect(host.contains(text: "Enabled: 1"))

    try host.toggles("Enabled")[1].toggle()
    await host.nextUpdate()
    #expect(host.contains(text: "Enabled: 2"))

    try host.toggles("Enabled")[0].toggle()
    await host.nextUpdate()
    #expect(host.contains(text: "Enabled: 1"))

    try host.toggles("Enabled")[1].toggle()
    await host.nextUpdate()
    #expect(host.contains(text: "Enabled: 0"))
    #expect(host.toggles("Enabled").map(\.isOn) == [false, false])
  }

  // Apple (Observation): a title edit re-runs only the body that read the title (the row's),
  // not the parent's, which read `items` and `isEnabled` only.
  @Test func titleEditEvaluatesOnlyTheRowThatReadsIt() async throws {
    let host = ViewHost(app: Seed.LabelRowsObservationApp(), width: 80, height: 24)
    let rows = host.bodyEvaluations(of: Seed.LabelRow.self)
    let parent = host.bodyEvaluations(of: Seed.LabelListView.self)

    try host.textFields("Label")[0].type("!")
    await host.nextUpdate()

    #expect(host.contains(text: "Amber!"))
    #expect(host.bodyEvaluations(of: Seed.LabelRow.self) == rows + 1)
    #expect(host.bodyEvaluations(of: Seed.LabelListView.self) == parent)
  }

  // Apple (Observation): a toggle re-runs the parent's body (it read `isEnabled`) but not the
  // row's: the row only made a binding to `isEnabled` and never read it.
  @Test func toggleEvaluatesTheParentButNotTheRowUnderObservation() async throws {
    let host = ViewHost(app: Seed.LabelRowsObservationApp(), width: 80, height: 24)
    let rows = host.bodyEvaluations(of: Seed.LabelRow.self)
    let parent = host.bodyEvaluations(of: Seed.LabelListView.self)

    try host.toggles("Enabled")[0].toggle()
    await host.nextUpdate()

    #expect(host.toggles("Enabled").map(\.isOn) == [false, false])
    #expect(host.bodyEvaluations(of: Seed.LabelRow.self) == rows)
    #expect(host.bodyEvaluations(of: Seed.LabelListView.self) == parent + 1)
  }

  // Apple (ObservableObject): the same toggle re-runs the row's body, because an
  // @ObservedObject updates its view on ANY objectWillChange, even of a property (here
  // `isEnabled`) that the body never read; the parent, observing only the store, does not run.
  @Test func toggleEvaluatesTheRowUnderObservableObject() async throws {
    let host = ViewHost(app: Original.LabelRowsApp(), width: 80, height: 24)
    let rows = host.bodyEvaluations(of: Original.LabelRow.self)
    let parent = host.bodyEvaluations(of: Original.LabelListView.self)

    try host.toggles("Enabled")[0].toggle()
    await host.nextUpdate()

    #expect(host.toggles("Enabled").map(\.isOn) == [false, false])
    #expect(host.bodyEvaluations(of: Original.LabelRow.self) == rows + 1)
    #expect(host.bodyEvaluations(of: Original.LabelListView.self) == parent)
  }

  // Apple (Observation): "Change first label" changes a title and a flag: the first row runs
  // once (title) and the parent once (the count), and the second row not at all.
  @Test func reviseFirstItemEvaluatesFirstRowAndParentOnce() async throws {
    let host = ViewHost(app: Seed.LabelRowsObservationApp(), width: 80, height: 24)
    let rows = host.bodyEvaluations(of: Seed.LabelRow.self)
    let parent = host.bodyEvaluations(of: Seed.LabelListView.self)

    try host.button("Change first label").tap()
    await host.nextUpdate()

    #expect(host.contains(text: "Copper"))
    #expect(host.contains(text: "Enabled: 0"))
    #expect(host.bodyEvaluations(of: Seed.LabelRow.self) == rows + 1)
    #expect(host.bodyEvaluations(of: Seed.LabelListView.self) == parent + 1)
  }
}
