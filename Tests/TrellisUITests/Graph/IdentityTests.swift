import Testing
import TrellisTesting
import TrellisUI

/// State lives exactly as long as its view's identity: `ForEach` ids, branches, and the
/// once-per-identity `@StateObject` initialiser.
@MainActor
@Suite struct IdentityTests {
  typealias Fixtures = IdentityFixtures

  /// Hosts the rows and gives them distinct state: a: 1, b: 2, c: 3, with notes.
  private func hostRowsWithState(lazy: Bool, list: Fixtures.NameList) throws -> ViewHost {
    let host = ViewHost(Fixtures.CounterRows(lazy: lazy, list: list), width: 100, height: 24)
    for (name, taps) in [("a", 1), ("b", 2), ("c", 3)] {
      let button = try host.button("+ \(name)")
      for _ in 0..<taps { try button.tap() }
      try host.textField("Note \(name)").type("note \(name)")
    }
    host.update()
    #expect(rowTexts(host) == ["a: 1", "b: 2", "c: 3"])
    return host
  }

  private func rowTexts(_ host: ViewHost) -> [String] {
    host.all(Text.self).map(\.text).filter { $0.contains(": ") }
  }

  // Apple: ForEach identifies rows by their ids, so removing the first row keeps every
  // remaining row's @State with its own row (not shifted to a neighbour).
  @Test(arguments: [false, true])
  func removingFirstRowKeepsRemainingRowsState(lazy: Bool) async throws {
    let list = Fixtures.NameList()
    let host = try hostRowsWithState(lazy: lazy, list: list)

    list.names.removeFirst()
    await host.nextUpdate()

    #expect(rowTexts(host) == ["b: 2", "c: 3"])
    #expect(try host.textField("Note b").value == "note b")
    #expect(try host.textField("Note c").value == "note c")
  }

  // Apple: moving rows moves their state with them.
  @Test(arguments: [false, true])
  func movingRowsKeepsTheirState(lazy: Bool) async throws {
    let list = Fixtures.NameList()
    let host = try hostRowsWithState(lazy: lazy, list: list)

    list.names.insert(list.names.removeLast(), at: 0)
    await host.nextUpdate()
    #expect(rowTexts(host) == ["c: 3", "a: 1", "b: 2"])

    list.names.insert("z", at: 0)
    await host.nextUpdate()
    #expect(rowTexts(host) == ["z: 0", "c: 3", "a: 1", "b: 2"])
    #expect(try host.textField("Note a").value == "note a")
    #expect(try host.textField("Note z").value == "")
  }

  // Apple: a row that keeps its identity keeps its node, so the field being edited keeps
  // the focus when another row goes away.
  @Test(arguments: [false, true])
  func focusStaysWithItsRowWhenAnotherRowIsRemoved(lazy: Bool) async throws {
    let list = Fixtures.NameList()
    let host = try hostRowsWithState(lazy: lazy, list: list)
    try host.textField("Note c").tap()
    #expect(try host.textField("Note c").isFocused)

    list.names.removeFirst()
    await host.nextUpdate()

    #expect(host.focusedElement?.placeholder == "Note c")
  }

  // Apple: a new id is a new identity; its state starts afresh, and the old one's is gone.
  @Test(arguments: [false, true])
  func changingAnIDResetsThatRowsState(lazy: Bool) async throws {
    let list = Fixtures.NameList()
    let host = try hostRowsWithState(lazy: lazy, list: list)

    list.names[1] = "B"
    await host.nextUpdate()

    #expect(rowTexts(host) == ["a: 1", "B: 0", "c: 3"])
    #expect(try host.textField("Note B").value == "")
    #expect(try host.textField("Note a").value == "note a")
  }

  // Apple: the branches of an `if` are different identities, even for the same view type;
  // switching branch resets state (focus included), and switching back does not restore it.
  @Test func switchingBranchResetsState() async throws {
    let flags = Fixtures.BranchFlags()
    let host = ViewHost(Fixtures.BranchRows(flags: flags), width: 100, height: 24)
    let plus = try host.button("+ x")
    for _ in 0..<3 { try plus.tap() }
    try host.textField("Note x").type("draft")
    await host.nextUpdate()
    #expect(host.contains(text: "x: 3"))
    #expect(host.focusedElement?.placeholder == "Note x")

    // An update that keeps the branch keeps the state and the focus.
    flags.unrelated += 1
    await host.nextUpdate()
    #expect(host.contains(text: "Unrelated 1"))
    #expect(host.contains(text: "x: 3"))
    #expect(try host.textField("Note x").value == "draft")
    #expect(host.focusedElement?.placeholder == "Note x")

    flags.first = false
    await host.nextUpdate()
    #expect(host.contains(text: "x: 0"))
    #expect(try host.textField("Note x").value == "")
    #expect(host.focusedElement == nil)

    flags.first = true
    await host.nextUpdate()
    #expect(host.contains(text: "x: 0"))
    #expect(try host.textField("Note x").value == "")
  }

  // Apple: @StateObject's autoclosure runs once per identity, however often the parent
  // re-creates the view value; a new identity gets a new object.
  @Test func stateObjectInitialiserRunsOncePerIdentity() async throws {
    let counter = Fixtures.InitCounter()
    let host = ViewHost(Fixtures.StateObjectParent(counter: counter))
    #expect(counter.count == 1)
    let childEvaluations = host.bodyEvaluations(of: Fixtures.OwnerChild.self)

    try host.button("Bump").tap()
    for _ in 0..<5 {
      try host.button("Tick").tap()
      await host.nextUpdate()
    }

    #expect(host.contains(text: "Tick 5, value 1"))
    #expect(host.bodyEvaluations(of: Fixtures.OwnerChild.self) >= childEvaluations + 5)
    #expect(counter.count == 1)

    try host.button("New identity").tap()
    await host.nextUpdate()
    #expect(counter.count == 2)
    #expect(host.contains(text: "Tick 5, value 0"))

    try host.button("Tick").tap()
    await host.nextUpdate()
    #expect(counter.count == 2)
  }
}
