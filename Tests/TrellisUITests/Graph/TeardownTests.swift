import Foundation
import Testing
import TrellisTesting
import TrellisUI

enum TeardownFixtures {
  /// Weak references to what a view owned, set from inside its body.
  @MainActor
  final class Probe {
    weak var stateObject: AnyObject?
    weak var stateClass: AnyObject?
    weak var stateObservable: AnyObject?

    func record(stateObject: AnyObject, stateClass: AnyObject, stateObservable: AnyObject) {
      self.stateObject = stateObject
      self.stateClass = stateClass
      self.stateObservable = stateObservable
    }

    var anyAlive: Bool { stateObject != nil || stateClass != nil || stateObservable != nil }
    var allAlive: Bool { stateObject != nil && stateClass != nil && stateObservable != nil }
  }

  @MainActor
  final class OwnedModel: ObservableObject {
    @Published var value = 0
  }

  final class PlainBox {
    var value = 0
  }

  @MainActor
  @Observable
  final class ObservableBox {
    var value = 0
  }

  /// An `ObservableObject` that counts the live subscriptions to its `objectWillChange`.
  final class CountingModel: ObservableObject, @unchecked Sendable {
    private let subject = PassthroughSubject<Void, Never>()
    private let lock = NSLock()
    // Guarded by `lock`.
    private var live = 0

    var subscriptions: Int { lock.withLock { live } }

    var objectWillChange: AnyPublisher<Void, Never> {
      subject
        .handleEvents(
          receiveSubscription: { [weak self] _ in self?.adjust(by: 1) },
          receiveCancel: { [weak self] in self?.adjust(by: -1) }
        )
        .eraseToAnyPublisher()
    }

    private func adjust(by delta: Int) { lock.withLock { live += delta } }

    func change() { subject.send() }
  }

  /// Owns an object in each way a view can, and observes a shared one.
  @MainActor
  struct Owner: View {
    let probe: Probe
    @ObservedObject var shared: CountingModel
    var sharedObservable: ObservableBox? = nil
    @StateObject private var owned = OwnedModel()
    @State private var plain = PlainBox()
    @State private var observable = ObservableBox()

    var body: some View {
      let _ = probe.record(stateObject: owned, stateClass: plain, stateObservable: observable)
      VStack {
        Text("Owned \(owned.value), observable \(observable.value)")
        Text("Shared \(sharedObservable?.value ?? 0)")
        Button("Bump") { owned.value += 1 }
      }
    }
  }

  @MainActor
  final class Flags: ObservableObject {
    @Published var showsOwner = false
    @Published var rows = [1, 2, 3]
  }

  /// Shows `Owner` while `showsOwner` is set.
  @MainActor
  struct Parent: View {
    @ObservedObject var flags: Flags
    let probe: Probe
    let shared: CountingModel
    var sharedObservable = ObservableBox()

    var body: some View {
      VStack {
        Text("Parent")
        if flags.showsOwner {
          Owner(probe: probe, shared: shared, sharedObservable: sharedObservable)
        }
      }
    }
  }

  /// A lazy list of rows, each with an owned object.
  @MainActor
  struct RowList: View {
    @ObservedObject var flags: Flags
    let probes: [Int: Probe]
    let shared: CountingModel

    var body: some View {
      List(flags.rows, id: \.self) { row in
        Owner(probe: probes[row]!, shared: shared)
      }
    }
  }
}

/// A view removed from the graph leaves no node, subscription or object behind.
@MainActor
@Suite struct TeardownTests {
  typealias Fixtures = TeardownFixtures

  // Apple: a view's state (@StateObject, @State) lives as long as its identity; when the
  // view leaves the graph its objects are released and its subscriptions cancelled.
  @Test func removedViewReleasesItsObjectsSubscriptionsAndNodes() async {
    let flags = Fixtures.Flags()
    let probe = Fixtures.Probe()
    let shared = Fixtures.CountingModel()
    let sharedObservable = Fixtures.ObservableBox()
    let host = ViewHost(
      Fixtures.Parent(
        flags: flags, probe: probe, shared: shared, sharedObservable: sharedObservable))
    let nodesWithoutOwner = host.liveNodeCount

    flags.showsOwner = true
    await host.nextUpdate()
    #expect(host.contains(text: "Owned 0, observable 0"))
    #expect(probe.allAlive)
    #expect(shared.subscriptions == 1)
    #expect(host.liveNodeCount > nodesWithoutOwner)
    sharedObservable.value = 5
    await host.nextUpdate()
    #expect(host.contains(text: "Shared 5"))

    flags.showsOwner = false
    await host.nextUpdate()
    #expect(!host.contains(text: "Owned 0, observable 0"))
    #expect(!probe.anyAlive)
    #expect(shared.subscriptions == 0)
    #expect(host.liveNodeCount == nodesWithoutOwner)

    // Changes of the shared objects (ObservableObject, @Observable) no longer reach the
    // removed view.
    let passes = host.updatePasses
    let evaluations = host.bodyEvaluations(of: Fixtures.Owner.self)
    shared.change()
    sharedObservable.value += 1
    await host.nextUpdate()
    #expect(host.updatePasses == passes)
    #expect(host.bodyEvaluations(of: Fixtures.Owner.self) == evaluations)
  }

  // Apple: updates that keep the view keep its objects and its one subscription.
  @Test func updatesKeepOneSubscriptionAndTheSameObjects() async throws {
    let flags = Fixtures.Flags()
    flags.showsOwner = true
    let probe = Fixtures.Probe()
    let shared = Fixtures.CountingModel()
    let host = ViewHost(Fixtures.Parent(flags: flags, probe: probe, shared: shared))
    let owned = probe.stateObject

    for _ in 0..<3 {
      shared.change()
      try host.button("Bump").tap()
      await host.nextUpdate()
    }

    #expect(host.contains(text: "Owned 3, observable 0"))
    #expect(probe.stateObject === owned)
    #expect(shared.subscriptions == 1)
  }

  // Apple: closing the host (the window) tears every node down and releases everything.
  @Test func closingTheHostReleasesEverything() {
    let flags = Fixtures.Flags()
    flags.showsOwner = true
    let probe = Fixtures.Probe()
    let shared = Fixtures.CountingModel()
    let host = ViewHost(Fixtures.Parent(flags: flags, probe: probe, shared: shared))
    #expect(probe.allAlive)

    host.close()

    #expect(!probe.anyAlive)
    #expect(shared.subscriptions == 0)
    #expect(host.liveNodeCount == 0)
  }

  // Apple: rows removed from a (lazy) list leave the graph with their state.
  @Test func rowsRemovedFromAListAreReleased() async {
    let flags = Fixtures.Flags()
    let probes = [1: Fixtures.Probe(), 2: Fixtures.Probe(), 3: Fixtures.Probe()]
    let shared = Fixtures.CountingModel()
    let host = ViewHost(Fixtures.RowList(flags: flags, probes: probes, shared: shared))
    #expect(probes.values.allSatisfy { $0.allAlive })
    #expect(shared.subscriptions == 3)
    let nodes = host.liveNodeCount

    flags.rows = [2]
    await host.nextUpdate()
    _ = host.text  // lists realise rows when laid out

    #expect(!probes[1]!.anyAlive)
    #expect(probes[2]!.allAlive)
    #expect(!probes[3]!.anyAlive)
    #expect(shared.subscriptions == 1)
    #expect(host.liveNodeCount < nodes)

    flags.rows = []
    await host.nextUpdate()
    _ = host.text
    #expect(!probes[2]!.anyAlive)
    #expect(shared.subscriptions == 0)
  }
}
