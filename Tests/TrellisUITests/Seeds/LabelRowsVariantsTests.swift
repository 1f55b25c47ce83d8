import Testing
import TrellisTesting
import TrellisUI

@testable import label_editor
@testable import label_editor_observation

/// Seed 000's diagnosis: which views update when an item inside the store changes.
@MainActor
@Suite struct LabelRowsVariantsTests {
  typealias Variants = LabelRowsVariants

  // Apple: a view updates for an ObservableObject only through @ObservedObject (or
  // @StateObject, @EnvironmentObject); a plain `let` reference is not observed.
  @Test func rowWithPlainLetDoesNotUpdateOnTitleChange() async throws {
    let store = Variants.LabelStore()
    let host = ViewHost(Variants.PlainLabelListView(store: store), width: 80, height: 24)
    #expect(host.contains(text: "Amber"))
    let rowsBefore = host.bodyEvaluations(of: Variants.PlainLabelRow.self)

    try host.button("Change first label").tap()
    await host.nextUpdate()

    #expect(store.items[0].title == "Copper")
    #expect(host.contains(text: "Amber"))
    #expect(!host.contains(text: "Copper"))
    #expect(host.bodyEvaluations(of: Variants.PlainLabelRow.self) == rowsBefore)
  }

  // Apple: the same change shows at once when the row holds its item with @ObservedObject
  // (the seed's fix), re-evaluating that row only.
  @Test func observedRowUpdatesOnTitleChange() async throws {
    let store = Variants.LabelStore()
    let host = ViewHost(Variants.SummaryListView(store: store), width: 80, height: 24)
    let rowsBefore = host.bodyEvaluations(of: LabelRowsSeed.LabelRow.self)

    store.reviseFirstItem()
    await host.nextUpdate()

    #expect(host.contains(text: "Copper"))
    #expect(host.bodyEvaluations(of: LabelRowsSeed.LabelRow.self) == rowsBefore + 1)
  }

  // Apple: @Published on `items` publishes when the array changes, not when a property of an
  // object inside it changes; so a parent observing only the store keeps a stale summary.
  @Test func summaryDoesNotFollowRowToggleUnderObservableObject() async throws {
    let store = Variants.LabelStore()
    let host = ViewHost(Variants.SummaryListView(store: store), width: 80, height: 24)
    #expect(host.contains(text: "Enabled: 1"))
    let parentBefore = host.bodyEvaluations(of: Variants.SummaryListView.self)

    try host.toggles("Enabled")[0].toggle()
    await host.nextUpdate()

    // The row saw its own change; the parent did not.
    #expect(host.toggles("Enabled").map(\.isOn) == [false, false])
    #expect(store.items.filter(\.isEnabled).count == 0)
    #expect(host.contains(text: "Enabled: 1"))
    #expect(!host.contains(text: "Enabled: 0"))
    #expect(host.bodyEvaluations(of: Variants.SummaryListView.self) == parentBefore)
  }

  // Seed fix 1: a store that forwards each item's objectWillChange as its own makes the
  // parent (which observes the store) update on a row's toggle.
  @Test func summaryFollowsRowToggleWhenStoreAggregatesItemChanges() async throws {
    let store = Variants.AggregatingStore()
    let host = ViewHost(Variants.AggregatingListView(store: store), width: 80, height: 24)
    expectStartingScreen(host)

    try host.toggles("Enabled")[0].toggle()
    await host.nextUpdate()
    #expect(host.contains(text: "Enabled: 0"))

    try host.toggles("Enabled")[1].toggle()
    await host.nextUpdate()
    #expect(host.contains(text: "Enabled: 1"))
    #expect(host.toggles("Enabled").map(\.isOn) == [false, true])
  }

  // Seed fix 2: with value-type items, a row's edit writes the element back into the
  // published array, so the store publishes and the parent's summary updates.
  @Test func summaryFollowsRowToggleWithValueTypeItems() async throws {
    let store = Variants.ValueStore()
    let host = ViewHost(Variants.ValueListView(store: store), width: 80, height: 24)
    expectStartingScreen(host)

    try host.toggles("Enabled")[0].toggle()
    await host.nextUpdate()
    #expect(host.contains(text: "Enabled: 0"))
    #expect(store.items.map(\.isEnabled) == [false, false])

    try host.toggles("Enabled")[1].toggle()
    await host.nextUpdate()
    #expect(host.contains(text: "Enabled: 1"))
    #expect(host.toggles("Enabled").map(\.isOn) == [false, true])

    // A title typed into a row reaches the array and the text beside the field.
    try host.textFields("Label")[1].type("!")
    await host.nextUpdate()
    #expect(store.items[1].title == "Cobalt!")
    #expect(host.contains(text: "Cobalt!"))
  }

  // Seed fix 3: under Observation the parent's body read each item's `isEnabled` (through
  // `enabledCount`), so a row's toggle updates the summary without any aggregation.
  @Test func summaryFollowsRowToggleUnderObservation() async throws {
    let host = ViewHost(app: LabelRowsObservationSeed.LabelRowsObservationApp())
    expectStartingScreen(host)

    try host.toggles("Enabled")[0].toggle()
    await host.nextUpdate()
    #expect(host.contains(text: "Enabled: 0"))

    try host.toggles("Enabled")[1].toggle()
    await host.nextUpdate()
    #expect(host.contains(text: "Enabled: 1"))
    #expect(host.toggles("Enabled").map(\.isOn) == [false, true])
  }

  /// The starting screen all three fixes share: Amber on, Cobalt off, one enabled.
  private func expectStartingScreen(_ host: ViewHost) {
    #expect(host.contains(text: "Enabled: 1"))
    #expect(host.toggles("Enabled").map(\.isOn) == [true, false])
  }
}
