import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Observing the items of a list", one test each.
@MainActor
@Suite struct ObservingTheItemsOfAListTests {
  typealias Example = ListItemObservation
  typealias Observed = ListItemObservation.WithObservation

  // MARK: Collection changes and item changes

  @Test func aRowHoldingItsItemInAPlainLetDoesNotUpdate() {
    let store = Example.LabelStore()
    let host = ViewHost(Example.UnobservedList(store: store))
    let rows = host.bodyEvaluations(of: Example.UnobservedRow.self)

    store.items[0].title = "Copper"
    host.update()

    #expect(host.contains(text: "Amber"))
    #expect(!host.contains(text: "Copper"))
    #expect(host.bodyEvaluations(of: Example.UnobservedRow.self) == rows)
  }

  @Test func anItemChangeUpdatesItsObservedRowAndNothingElse() {
    let store = Example.LabelStore()
    let host = ViewHost(Example.LabelList(store: store))
    let rows = host.bodyEvaluations(of: Example.LabelRow.self)
    let list = host.bodyEvaluations(of: Example.LabelList.self)

    store.items[0].title = "Copper"
    host.update()

    #expect(host.contains(text: "Copper"))
    #expect(host.bodyEvaluations(of: Example.LabelRow.self) == rows + 1)
    #expect(host.bodyEvaluations(of: Example.LabelList.self) == list)
  }

  @Test func typingInARowEvaluatesOnlyThatRow() throws {
    let store = Example.LabelStore()
    let host = ViewHost(Example.LabelList(store: store))
    let rows = host.bodyEvaluations(of: Example.LabelRow.self)
    let list = host.bodyEvaluations(of: Example.LabelList.self)

    try host.textFields("Label")[1].type("!")
    host.update()

    #expect(store.items[1].title == "Cobalt!")
    #expect(host.contains(text: "Cobalt!"))
    #expect(host.bodyEvaluations(of: Example.LabelRow.self) == rows + 1)
    #expect(host.bodyEvaluations(of: Example.LabelList.self) == list)
  }

  @Test func anInsertionUpdatesTheParentAndBuildsOnlyTheNewRow() throws {
    let store = Example.LabelStore()
    let host = ViewHost(Example.LabelList(store: store))
    #expect(host.contains(text: "Rows: 2"))
    let rows = host.bodyEvaluations(of: Example.LabelRow.self)
    let list = host.bodyEvaluations(of: Example.LabelList.self)

    try host.button("Add label").tap()
    host.update()

    #expect(host.contains(text: "Rows: 3"))
    #expect(host.contains(text: "New label"))
    #expect(host.bodyEvaluations(of: Example.LabelList.self) == list + 1)
    #expect(host.bodyEvaluations(of: Example.LabelRow.self) == rows + 1)
  }

  // MARK: Identity

  @Test func rowStateFollowsTheItemWhenRowsAreIdentifiedByID() throws {
    let store = Example.LabelStore()
    let host = ViewHost(Example.IdentifiedRows(store: store))
    try host.button("Amber").tap()
    host.update()
    #expect(host.contains(text: "Details of Amber"))

    store.removeFirstItem()
    host.update()

    #expect(host.contains(text: "Cobalt"))
    #expect(!host.contains(text: "Details of Cobalt"))
  }

  @Test func rowStateStaysAtItsPositionWhenRowsAreIdentifiedByIndex() throws {
    let store = Example.LabelStore()
    let host = ViewHost(Example.IndexedRows(store: store))
    try host.button("Amber").tap()
    host.update()
    #expect(host.contains(text: "Details of Amber"))

    store.removeFirstItem()
    host.update()

    // Amber's open details now belong to Cobalt, which moved into Amber's position.
    #expect(host.contains(text: "Details of Cobalt"))
  }

  // MARK: The parent's summary

  @Test func theSeedsSummaryStaysStaleWhenARowToggles() throws {
    let store = Example.LabelStore()
    let host = ViewHost(Example.SummaryList(store: store))
    #expect(host.contains(text: "Enabled: 1"))
    let parent = host.bodyEvaluations(of: Example.SummaryList.self)

    try host.toggles("Enabled")[0].toggle()
    host.update()

    #expect(host.toggles("Enabled").map(\.isOn) == [false, false])
    #expect(host.contains(text: "Enabled: 1"))
    #expect(host.bodyEvaluations(of: Example.SummaryList.self) == parent)
  }

  @Test func aForwardingStoreKeepsTheSummaryCurrentButUpdatesTheParentOnEveryEdit() throws {
    let store = Example.ForwardingStore(items: Example.LabelStore().items)
    let host = ViewHost(Example.ForwardingSummaryList(store: store))
    #expect(host.contains(text: "Enabled: 1"))

    try host.toggles("Enabled")[0].toggle()
    host.update()
    #expect(host.contains(text: "Enabled: 0"))

    // A title edit, which the summary does not show, also runs the parent's body.
    let parent = host.bodyEvaluations(of: Example.ForwardingSummaryList.self)
    let rows = host.bodyEvaluations(of: Example.LabelRow.self)
    try host.textFields("Label")[0].type("!")
    host.update()
    #expect(host.contains(text: "Amber!"))
    #expect(host.bodyEvaluations(of: Example.ForwardingSummaryList.self) == parent + 1)
    // The other row's input (its item) did not change, so it is skipped.
    #expect(host.bodyEvaluations(of: Example.LabelRow.self) == rows + 1)
  }

  @Test func aForwardingStoreForwardsTheItemsAddedLater() throws {
    let store = Example.ForwardingStore(items: [])
    let host = ViewHost(Example.ForwardingSummaryList(store: store))
    store.items.append(Example.LabelItem(title: "Amber"))
    host.update()
    #expect(host.contains(text: "Enabled: 1"))

    try host.toggles("Enabled")[0].toggle()
    host.update()
    #expect(host.contains(text: "Enabled: 0"))
  }

  @Test func aCountingStoreUpdatesTheParentOnlyWhenTheCountChanges() throws {
    let store = Example.CountingStore(items: Example.LabelStore().items)
    let host = ViewHost(Example.CountingSummaryList(store: store))
    #expect(host.contains(text: "Enabled: 1"))

    try host.toggles("Enabled")[1].toggle()
    host.update()
    #expect(host.contains(text: "Enabled: 2"))
    try host.toggles("Enabled")[0].toggle()
    host.update()
    #expect(host.contains(text: "Enabled: 1"))
    #expect(store.enabledCount == 1)

    let parent = host.bodyEvaluations(of: Example.CountingSummaryList.self)
    try host.textFields("Label")[0].type("!")
    host.update()
    #expect(host.contains(text: "Amber!"))
    #expect(host.bodyEvaluations(of: Example.CountingSummaryList.self) == parent)
  }

  @Test func aSubscriberReadsTheOldValueFromThePropertyAndTheNewOneFromTheEvent() {
    let item = Example.LabelItem(title: "Amber")
    var log: [String] = []
    let subscription = Example.logFlagChanges(of: item) { log.append($0) }

    item.isEnabled = false

    #expect(log == ["property: true, event: false"])
    #expect(item.isEnabled == false)
    subscription.cancel()
  }

  @Test func valueItemsEditedThroughTheArrayUpdateTheSummary() throws {
    let store = Example.ValueStore()
    let host = ViewHost(Example.ValueSummaryList(store: store))
    #expect(host.contains(text: "Enabled: 2"))
    let parent = host.bodyEvaluations(of: Example.ValueSummaryList.self)

    try host.toggles("Enabled")[0].toggle()
    host.update()

    #expect(store.items.map(\.isEnabled) == [false, true])
    #expect(host.contains(text: "Enabled: 1"))
    #expect(host.bodyEvaluations(of: Example.ValueSummaryList.self) == parent + 1)
  }

  // MARK: Observation

  @Test func underObservationATitleEditEvaluatesOnlyItsRow() throws {
    let store = Observed.LabelStore()
    let host = ViewHost(Observed.LabelList(store: store))
    let rows = host.bodyEvaluations(of: Observed.LabelRow.self)
    let parent = host.bodyEvaluations(of: Observed.LabelList.self)

    try host.textFields("Label")[0].type("!")
    host.update()

    #expect(host.contains(text: "Amber!"))
    #expect(host.bodyEvaluations(of: Observed.LabelRow.self) == rows + 1)
    #expect(host.bodyEvaluations(of: Observed.LabelList.self) == parent)
  }

  @Test func underObservationAToggleUpdatesTheSummaryButNotTheRow() throws {
    let store = Observed.LabelStore()
    let host = ViewHost(Observed.LabelList(store: store))
    #expect(host.contains(text: "Enabled: 1"))
    let rows = host.bodyEvaluations(of: Observed.LabelRow.self)
    let parent = host.bodyEvaluations(of: Observed.LabelList.self)

    try host.toggles("Enabled")[1].toggle()
    host.update()

    #expect(host.contains(text: "Enabled: 2"))
    #expect(host.toggles("Enabled").map(\.isOn) == [true, true])
    #expect(host.bodyEvaluations(of: Observed.LabelList.self) == parent + 1)
    #expect(host.bodyEvaluations(of: Observed.LabelRow.self) == rows)
  }

  @Test func underObservationAnInsertionBuildsOnlyTheNewRow() throws {
    let store = Observed.LabelStore()
    let host = ViewHost(Observed.LabelList(store: store))
    let rows = host.bodyEvaluations(of: Observed.LabelRow.self)
    let parent = host.bodyEvaluations(of: Observed.LabelList.self)

    try host.button("Add label").tap()
    host.update()

    #expect(host.contains(text: "Rows: 3"))
    #expect(host.contains(text: "Enabled: 2"))
    #expect(host.bodyEvaluations(of: Observed.LabelList.self) == parent + 1)
    #expect(host.bodyEvaluations(of: Observed.LabelRow.self) == rows + 1)
  }
}
