import Testing
import TrellisTesting
import TrellisUI

/// Apple: a view depends on a `@State` when its `body` reads the value; handing `$value` to a
/// child is not a read, so setting the state then updates the child, not the owner.
@MainActor
@Suite struct StateDependencyTests {
  struct Owner: View {
    @State var count = 0
    let showsCount: Bool
    var body: some View {
      VStack {
        if showsCount { Text("Owner sees \(count)") }
        Counter(count: $count)
      }
    }
  }

  struct Counter: View {
    @Binding var count: Int
    var body: some View {
      Button("Count \(count)") { count += 1 }
    }
  }

  /// Shows the count only while `isShown`, a second state that flips what body reads.
  struct Toggling: View {
    @State var count = 0
    @State var isShown = true
    var body: some View {
      VStack {
        if isShown { Text("Shown \(count)") }
        Button("Hide") { isShown = false }
        Button("Add") { count += 1 }
      }
    }
  }

  @Test func anOwnerThatOnlyPassesTheBindingOnIsNotEvaluatedAgain() throws {
    let host = ViewHost(Owner(showsCount: false))
    try host.button("Count 0").tap()
    host.update()
    #expect(host.contains(text: "Count 1"))
    #expect(host.bodyEvaluations(of: Owner.self) == 1)
    #expect(host.bodyEvaluations(of: Counter.self) == 2)
  }

  @Test func anOwnerThatReadsTheValueIsEvaluatedAgain() throws {
    let host = ViewHost(Owner(showsCount: true))
    try host.button("Count 0").tap()
    host.update()
    #expect(host.contains(text: "Owner sees 1"))
    #expect(host.contains(text: "Count 1"))
    #expect(host.bodyEvaluations(of: Owner.self) == 2)
  }

  // The dependency is what the last body read: once the owner stops showing the value, setting
  // it no longer evaluates the owner; the value is still kept.
  @Test func theDependencyFollowsTheLastBody() throws {
    let host = ViewHost(Toggling())
    try host.button("Add").tap()
    host.update()
    #expect(host.contains(text: "Shown 1"))
    #expect(host.bodyEvaluations(of: Toggling.self) == 2)
    try host.button("Hide").tap()
    host.update()
    #expect(!host.contains(text: "Shown"))
    #expect(host.bodyEvaluations(of: Toggling.self) == 3)
    try host.button("Add").tap()
    host.update()
    #expect(host.bodyEvaluations(of: Toggling.self) == 3)
  }
}
