import Foundation
import Testing
import TrellisTesting
import TrellisUI

enum DuplicateIDFixtures {
  @MainActor
  final class Names: ObservableObject {
    @Published var names = ["a", "b", "a"]
  }

  /// A `ForEach` identified by name over names with a repeat, in a stack or a lazy list.
  @MainActor
  struct DuplicateRows: View {
    let lazy: Bool
    @ObservedObject var list: Names

    var body: some View {
      if lazy {
        List {
          ForEach(list.names, id: \.self) { name in
            IdentityFixtures.CounterRow(name: name)
          }
        }
      } else {
        VStack {
          ForEach(list.names, id: \.self) { name in
            IdentityFixtures.CounterRow(name: name)
          }
        }
      }
    }
  }

  /// Hosts duplicate ids and updates them several times; the process's standard error then
  /// holds what the runtime warned. Returns whether every element was shown each time.
  @MainActor
  static func hostAndUpdateRepeatedly(lazy: Bool) -> Bool {
    let list = Names()
    let host = ViewHost(DuplicateRows(lazy: lazy, list: list), width: 100, height: 24)
    func rowCount() -> Int { host.all(Text.self).filter { $0.text.contains(": ") }.count }
    var allShown = rowCount() == 3
    for name in ["c", "a", "d"] {
      list.names.append(name)
      host.update()
      allShown = allShown && rowCount() == list.names.count
    }
    host.close()
    return allShown
  }
}

/// Duplicate `ForEach` ids: a runtime warning, a defined result, no crash.
@MainActor
@Suite struct DuplicateIDTests {
  typealias Fixtures = DuplicateIDFixtures

  private func rowTexts(_ host: ViewHost) -> [String] {
    host.all(Text.self).map(\.text).filter { $0.contains(": ") }
  }

  // Apple calls the result of duplicate ids undefined and warns; ours is defined: every
  // element gets a row, each repeat has state of its own, kept across updates by its order
  // among the repeats, and nodes are not leaked.
  @Test(arguments: [false, true])
  func duplicateIDsGiveEveryElementARowWithItsOwnState(lazy: Bool) async throws {
    let list = Fixtures.Names()
    let host = ViewHost(Fixtures.DuplicateRows(lazy: lazy, list: list), width: 100, height: 24)
    #expect(rowTexts(host) == ["a: 0", "b: 0", "a: 0"])
    let nodes = host.liveNodeCount

    let plusA = host.elements.filter { $0.kind == .button && $0.text == "+ a" }
    try #require(plusA.count == 2)
    try plusA[1].tap()
    try plusA[1].tap()
    try plusA[0].tap()
    await host.nextUpdate()
    #expect(rowTexts(host) == ["a: 1", "b: 0", "a: 2"])

    // An update of the ForEach keeps each repeat's state and its node count.
    list.names.append("c")
    await host.nextUpdate()
    #expect(rowTexts(host) == ["a: 1", "b: 0", "a: 2", "c: 0"])
    list.names.removeLast()
    await host.nextUpdate()
    #expect(rowTexts(host) == ["a: 1", "b: 0", "a: 2"])
    #expect(host.liveNodeCount == nodes)

    // Removing the repeat removes the last "a", and its node.
    list.names.removeLast()
    await host.nextUpdate()
    #expect(rowTexts(host) == ["a: 1", "b: 0"])
    #expect(host.liveNodeCount < nodes)
  }

  // Apple: a runtime warning for duplicate ids, once, however often the ForEach updates;
  // the program goes on (exit status 0).
  @Test(arguments: [false, true])
  func duplicateIDsWarnOnce(lazy: Bool) async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      [lazy] in
      let allShown = await Fixtures.hostAndUpdateRepeatedly(lazy: lazy)
      exit(allShown ? EXIT_SUCCESS : EXIT_FAILURE)
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let warnings = standardError.components(separatedBy: "occurs multiple times").count - 1
    #expect(warnings == 1, "standard error: \(standardError)")
    #expect(standardError.contains("the ID a occurs multiple times"))
  }
}
