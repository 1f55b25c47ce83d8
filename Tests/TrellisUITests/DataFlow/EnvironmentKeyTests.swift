import Testing
import TrellisTesting
import TrellisUI

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "blue"
}

private struct SizeKey: EnvironmentKey {
  static let defaultValue = 1
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
  fileprivate var size: Int {
    get { self[SizeKey.self] }
    set { self[SizeKey.self] = newValue }
  }
}

private struct AccentReader: View {
  @Environment(\.accent) var accent
  var body: some View { Text("accent \(accent)") }
}

private struct SizeReader: View {
  @Environment(\.size) var size
  var body: some View { Text("size \(size)") }
}

private struct EnvironmentRoot: View {
  @State var accent = "red"
  @State var size = 2
  var body: some View {
    VStack {
      AccentReader()
      SizeReader()
      Button("Change accent") { accent = "green" }
      Button("Change size") { size = 3 }
    }
    .environment(\.accent, accent)
    .environment(\.size, size)
  }
}

@MainActor
@Suite struct EnvironmentKeyTests {
  // A view reads the value its nearest ancestor set, or the key's default.
  @Test func readsTheNearestValueOrTheDefault() {
    let host = ViewHost(
      VStack {
        AccentReader().environment(\.accent, "teal")
        AccentReader()
      })
    #expect(host.contains(text: "accent teal"))
    #expect(host.contains(text: "accent blue"))
  }

  // A change of one key updates exactly the views that read that key.
  @Test func aChangeReachesOnlyTheViewsThatReadTheKey() throws {
    let host = ViewHost(EnvironmentRoot())
    #expect(host.contains(text: "accent red"))
    #expect(host.contains(text: "size 2"))
    let accentBefore = host.bodyEvaluations(of: AccentReader.self)
    let sizeBefore = host.bodyEvaluations(of: SizeReader.self)
    try host.button("Change accent").tap()
    host.update()
    #expect(host.contains(text: "accent green"))
    #expect(host.bodyEvaluations(of: AccentReader.self) == accentBefore + 1)
    #expect(host.bodyEvaluations(of: SizeReader.self) == sizeBefore)
    try host.button("Change size").tap()
    host.update()
    #expect(host.contains(text: "size 3"))
    #expect(host.bodyEvaluations(of: AccentReader.self) == accentBefore + 1)
    #expect(host.bodyEvaluations(of: SizeReader.self) == sizeBefore + 1)
  }

  // `.disabled(true)` sets `isEnabled` to false below it; an inner `.disabled(false)` cannot
  // re-enable.
  @Test func disabledPropagatesAndCannotBeUndoneBelow() throws {
    let host = ViewHost(
      VStack {
        Button("Outer") {}
        VStack { Button("Inner") {}.disabled(false) }.disabled(true)
      })
    #expect(try host.button("Outer").isEnabled)
    #expect(try host.button("Inner").isEnabled == false)
    #expect(throws: ViewHostError.self) { try host.button("Inner").tap() }
  }
}
