import Testing
import TrellisTesting
import TrellisUI

enum ObservationTrackingFixtures {
  @MainActor
  @Observable
  final class ObservableModel {
    var shown = "first"
    var unread = 0
  }

  @MainActor
  final class PublishedModel: ObservableObject {
    @Published var shown = "first"
    @Published var unread = 0
  }

  /// Reads `shown` only.
  @MainActor
  struct ObservationReader: View {
    let model: ObservableModel
    var body: some View { Text("Shown: \(model.shown)") }
  }

  /// Reads `shown` only, through @ObservedObject.
  @MainActor
  struct PublishedReader: View {
    @ObservedObject var model: PublishedModel
    var body: some View { Text("Shown: \(model.shown)") }
  }

  /// Reads `unread` only in one branch; the tracked set follows the latest evaluation.
  @MainActor
  struct BranchReader: View {
    let model: ObservableModel
    @State private var showsCount = true

    var body: some View {
      VStack {
        if showsCount {
          Text("Count: \(model.unread)")
        } else {
          Text("Shown: \(model.shown)")
        }
        Button("Switch") { showsCount.toggle() }
      }
    }
  }
}

/// Observation tracks what each body read; ObservableObject does not.
@MainActor
@Suite struct ObservationTrackingTests {
  typealias Fixtures = ObservationTrackingFixtures

  // Apple (Observation): a view updates when a property its body read changes.
  @Test func observableReaderUpdatesWhenReadPropertyChanges() async {
    let model = Fixtures.ObservableModel()
    let host = ViewHost(Fixtures.ObservationReader(model: model))
    let before = host.bodyEvaluations(of: Fixtures.ObservationReader.self)

    model.shown = "second"
    await host.nextUpdate()

    #expect(host.contains(text: "Shown: second"))
    #expect(host.bodyEvaluations(of: Fixtures.ObservationReader.self) == before + 1)
  }

  // Apple (Observation): a change of a property the body never read does not update the view.
  @Test func observableReaderIgnoresUnreadProperty() async {
    let model = Fixtures.ObservableModel()
    let host = ViewHost(Fixtures.ObservationReader(model: model))
    let before = host.bodyEvaluations(of: Fixtures.ObservationReader.self)
    let passes = host.updatePasses

    model.unread += 1
    await host.nextUpdate()

    #expect(host.bodyEvaluations(of: Fixtures.ObservationReader.self) == before)
    #expect(host.updatePasses == passes)
  }

  // Apple (ObservableObject): a view updates on any published change of its observed object,
  // even of a property its body never read.
  @Test func publishedReaderUpdatesOnUnreadProperty() async {
    let model = Fixtures.PublishedModel()
    let host = ViewHost(Fixtures.PublishedReader(model: model))
    let before = host.bodyEvaluations(of: Fixtures.PublishedReader.self)

    model.unread += 1
    await host.nextUpdate()

    #expect(host.bodyEvaluations(of: Fixtures.PublishedReader.self) == before + 1)
    #expect(host.contains(text: "Shown: first"))
  }

  // Apple (Observation): tracking is per evaluation; after a branch stops reading `unread`,
  // changes to it no longer update the view, and changes to `shown` now do.
  @Test func trackedPropertiesFollowTheLatestEvaluation() async throws {
    let model = Fixtures.ObservableModel()
    let host = ViewHost(Fixtures.BranchReader(model: model))
    #expect(host.contains(text: "Count: 0"))

    try host.button("Switch").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Shown: first"))
    let before = host.bodyEvaluations(of: Fixtures.BranchReader.self)

    model.unread += 1
    await host.nextUpdate()
    #expect(host.bodyEvaluations(of: Fixtures.BranchReader.self) == before)

    model.shown = "second"
    await host.nextUpdate()
    #expect(host.bodyEvaluations(of: Fixtures.BranchReader.self) == before + 1)
    #expect(host.contains(text: "Shown: second"))
  }
}
