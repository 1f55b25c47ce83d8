import Testing
import TrellisTesting
import TrellisUI

/// One view value shown in several places, as people write it (`let row = Row()` then `row`
/// twice, or captured by a row closure): every place is a view of its own with its own
/// `@State`, as on Apple's platforms, where state belongs to a place in the graph, not to
/// the value that describes it.
@MainActor
@Suite struct SharedViewValueTests {
  struct Counter: View {
    @State private var count = 0
    var body: some View { Button("Count \(count)") { count += 1 } }
  }

  struct TwiceInAStack: View {
    var body: some View {
      let counter = Counter()
      VStack {
        counter
        counter
      }
    }
  }

  struct CapturedByRows: View {
    let lazy: Bool
    var body: some View {
      let counter = Counter()
      if lazy {
        List(0..<40, id: \.self) { _ in counter }
      } else {
        VStack { ForEach(0..<3, id: \.self) { _ in counter } }
      }
    }
  }

  private func counts(_ host: ViewHost) -> [String] {
    host.elements.filter { $0.kind == .button }.map(\.text)
  }

  @Test func aValueShownTwiceHasTwoStates() throws {
    let host = ViewHost(TwiceInAStack(), width: 40, height: 10)
    try #require(counts(host) == ["Count 0", "Count 0"])
    try host.elements.filter { $0.kind == .button }[1].tap()
    host.update()
    #expect(counts(host) == ["Count 0", "Count 1"])
    try host.elements.filter { $0.kind == .button }[0].tap()
    try host.elements.filter { $0.kind == .button }[0].tap()
    host.update()
    #expect(counts(host) == ["Count 2", "Count 1"])
  }

  @Test(arguments: [false, true])
  func rowsMadeOfOneCapturedValueHaveStatesOfTheirOwn(lazy: Bool) throws {
    let host = ViewHost(CapturedByRows(lazy: lazy), width: 40, height: 10)
    let shown = counts(host)
    try #require(shown.count >= 3)
    try host.elements.filter { $0.kind == .button }[0].tap()
    host.update()
    #expect(counts(host) == ["Count 1"] + Array(repeating: "Count 0", count: shown.count - 1))
  }

  /// A row that comes into view after another changed its count starts from the value's
  /// initial state, not from the other row's.
  @Test func aRowRealisedLaterStartsFromTheInitialValue() throws {
    let host = ViewHost(CapturedByRows(lazy: true), width: 40, height: 10)
    for _ in 0..<3 { try host.elements.filter { $0.kind == .button }[0].tap() }
    host.update()
    try #require(counts(host).first == "Count 3")
    try host.elements.filter { $0.kind == .button }[0].scroll(by: 60)
    host.update()
    #expect(counts(host).last == "Count 0")
    #expect(!counts(host).contains("Count 3"))
  }
}
