import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Apple warns when an `onChange` action keeps changing the value it watches, so that it runs
/// again within the same update ("tried to update multiple times per frame").
@MainActor
@Suite struct OnChangeLoopTests {
  /// Each change of `level` raises it again, up to a cap: the action runs several times in
  /// one update before it settles.
  struct Escalating: View {
    @State private var level = 0

    var body: some View {
      VStack {
        Text("Level \(level)")
          .onChange(of: level) { _, newValue in
            if newValue < 5 { level = newValue + 1 }
          }
        Button("Start") { level = 1 }
      }
    }
  }

  /// A well-behaved action: it changes something else.
  struct Echo: View {
    @State private var count: UInt8 = 0
    @State private var echoed: UInt8 = 0

    var body: some View {
      VStack {
        Text("Echoed \(echoed)")
          .onChange(of: count) { _, newValue in echoed = newValue }
        Button("Add") { count += 1 }
      }
    }
  }

  private func loopWarnings(for type: String) -> Int {
    _RuntimeWarnings.log.all.filter {
      $0.contains("onChange(of: \(type)) action tried to update multiple times per frame")
    }.count
  }

  @Test func anActionThatChangesItsOwnValueIsReported() throws {
    let host = ViewHost(Escalating())
    let before = loopWarnings(for: "Int")
    try host.button("Start").tap()
    host.update()
    #expect(host.contains(text: "Level 5"))
    #expect(loopWarnings(for: "Int") > before)
  }

  @Test func anActionThatChangesSomethingElseIsNot() throws {
    let host = ViewHost(Echo())
    for _ in 0..<3 {
      try host.button("Add").tap()
      host.update()
    }
    #expect(host.contains(text: "Echoed 3"))
    #expect(loopWarnings(for: "UInt8") == 0)
  }
}
