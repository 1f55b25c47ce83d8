import Foundation
import Testing
import TrellisTesting
import TrellisUI

enum IdentityIdModifierFixtures {
  @MainActor
  final class Flags: ObservableObject {
    @Published var updates = 0
    @Published var stableID = 1
  }

  /// One row that gets a new identity on every update, one whose identity is stable.
  @MainActor
  struct Rows: View {
    @ObservedObject var flags: Flags

    var body: some View {
      VStack {
        Text("Updates \(flags.updates)")
        IdentityFixtures.CounterRow(name: "x")
          .id(UUID())
        IdentityFixtures.CounterRow(name: "y")
          .id(flags.stableID)
      }
    }
  }
}

@MainActor
@Suite struct IdentityIdModifierTests {
  typealias Fixtures = IdentityIdModifierFixtures

  // Apple: `.id(_:)` gives a view an explicit identity; `.id(UUID())` makes a new identity
  // on every update of the parent, so the view's state, focus included, is reset each time,
  // while a view whose id stays the same keeps its state.
  @Test
  func idOfNewUUIDResetsStateAndFocusOnEveryUpdate() async throws {
    let flags = Fixtures.Flags()
    let host = ViewHost(Fixtures.Rows(flags: flags), width: 100, height: 24)
    let plusX = try host.button("+ x")
    let plusY = try host.button("+ y")
    for _ in 0..<2 {
      try plusX.tap()
      try plusY.tap()
    }
    try host.textField("Note x").type("draft")
    await host.nextUpdate()
    // The rows' own updates do not re-run the parent's body, so no new UUID yet.
    #expect(host.contains(text: "x: 2"))
    #expect(host.contains(text: "y: 2"))
    #expect(host.focusedElement?.placeholder == "Note x")

    flags.updates += 1
    await host.nextUpdate()
    #expect(host.contains(text: "Updates 1"))
    #expect(host.contains(text: "x: 0"))
    #expect(try host.textField("Note x").value == "")
    #expect(host.focusedElement == nil)
    #expect(host.contains(text: "y: 2"))

    // A changed stable id resets that view too.
    flags.stableID = 2
    await host.nextUpdate()
    #expect(host.contains(text: "y: 0"))
  }
}
