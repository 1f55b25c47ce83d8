import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

/// Bodies that write what they read. Apple warns at run time ("Modifying state during view
/// update, this will cause undefined behavior.", or for an `ObservableObject` "Publishing
/// changes from within view updates is not allowed, this will cause undefined behavior.")
/// and the update ends after a bounded number of rounds; the app goes on.
enum UpdateLoopFixtures {
  /// Writes the state it shows on every evaluation.
  struct Runaway: View {
    @State var count = 0
    var body: some View {
      let _ = bump()
      Text("count \(count)")
    }
    func bump() { count += 1 }
  }

  /// Writes its owner's state through a binding on every evaluation.
  struct BindingWriter: View {
    @Binding var count: Int
    var body: some View {
      let _ = bump()
      Text("bound \(count)")
    }
    func bump() { count += 1 }
  }

  struct BindingOwner: View {
    @State var count = 0
    var body: some View {
      VStack {
        Text("owner \(count)")
        BindingWriter(count: $count)
      }
    }
  }

  final class Counter: ObservableObject {
    @Published var count = 0
  }

  /// Publishes a change of the object it observes on every evaluation.
  struct Publisher: View {
    @ObservedObject var counter: Counter
    var body: some View {
      let _ = bump()
      Text("published \(counter.count)")
    }
    func bump() { counter.count += 1 }
  }

  /// Hosts `view`, waits until no update is pending, and reports whether it then stays
  /// settled: no further update pass runs.
  @MainActor
  static func settles<V: View>(_ view: V) async -> Bool {
    let host = ViewHost(view, width: 30, height: 4)
    defer { host.close() }
    await host.nextUpdate()
    let passes = host.updatePasses
    for _ in 0..<5 {
      await Task.yield()
      host.update()
    }
    return host.updatePasses == passes
  }
}

@MainActor
@Suite struct UpdateLoopTests {
  typealias Fixtures = UpdateLoopFixtures

  private func warnings(_ text: String) -> Int {
    _RuntimeWarnings.log.all.filter { $0.contains(text) }.count
  }

  private let stateWarning =
    "Modifying state during view update, this will cause undefined behavior."
  private let publishWarning =
    "Publishing changes from within view updates is not allowed, this will cause undefined behavior."

  // A body that writes the state it reads does not hang: the update stops after a bounded
  // number of rounds, with Apple's warning.
  @Test func aBodyWritingItsOwnStateStopsAndWarns() async {
    let before = warnings(stateWarning)
    #expect(await Fixtures.settles(Fixtures.Runaway()))
    #expect(warnings(stateWarning) > before)
  }

  // The same for a write through a binding.
  @Test func aBodyWritingThroughABindingStopsAndWarns() async {
    let before = warnings(stateWarning)
    #expect(await Fixtures.settles(Fixtures.BindingOwner()))
    #expect(warnings(stateWarning) > before)
  }

  // The same for an ObservableObject published from a body.
  @Test func aBodyPublishingAnObjectsChangeStopsAndWarns() async {
    let before = warnings(publishWarning)
    #expect(await Fixtures.settles(Fixtures.Publisher(counter: Fixtures.Counter())))
    #expect(warnings(publishWarning) > before)
  }

  // The host still works afterwards: other changes show.
  @Test func theHostGoesOnAfterARunawayBody() throws {
    struct Screen: View {
      @State var label = "before"
      var body: some View {
        VStack {
          Fixtures.Runaway()
          Button(label) { label = "after" }
        }
      }
    }
    let host = ViewHost(Screen(), width: 30, height: 4)
    try host.button("before").tap()
    host.update()
    #expect(host.contains(text: "after"))
  }

  // Each warning is printed once per site, however often it happens.
  @Test func theWarningIsPrintedOncePerSite() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let settled = await Fixtures.settles(Fixtures.Runaway())
      let again = await Fixtures.settles(Fixtures.Runaway())
      exit(settled && again ? EXIT_SUCCESS : EXIT_FAILURE)
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let printed = standardError.components(separatedBy: stateWarning).count - 1
    #expect(printed == 1, "\(standardError)")
  }

  // Ordinary writes (from actions, after the update) warn about nothing.
  @Test func writesFromActionsDoNotWarn() throws {
    struct Tapper: View {
      @State var taps = 0
      var body: some View { Button("Taps \(taps)") { taps += 1 } }
    }
    let before = warnings(stateWarning)
    let host = ViewHost(Tapper(), width: 30, height: 2)
    for count in 0..<3 {
      try host.button("Taps \(count)").tap()
      host.update()
    }
    #expect(host.contains(text: "Taps 3") || (try? host.button("Taps 3")) != nil)
    #expect(warnings(stateWarning) == before)
  }
}
