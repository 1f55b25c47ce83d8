import Testing
import TrellisTesting
import TrellisUI

/// A counter whose button a test keeps after letting go of the host it came from.
private struct Tally: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("गिनती \(count)")
      Button("जोड़ें") { count += 1 }
    }
  }
}

@MainActor
@Suite struct ElementLifetimeTests {
  /// People write `let button = try ViewHost(...).button(...)`: the host is a temporary. The
  /// element keeps its screen, so it reads and acts on it rather than reading freed memory.
  @Test func anElementOutlivesTheHostItWasFoundThrough() throws {
    weak var released: ViewHost?
    let button: ViewHost.Element
    let label: ViewHost.Element
    do {
      let host = ViewHost(Tally())
      released = host
      button = try host.button("जोड़ें")
      label = try host.text("गिनती 0")
    }
    #expect(released == nil, "the test must let go of the host")
    try button.tap()
    #expect(button.text == "जोड़ें")
    #expect(label.typeName == "Text")
    #expect(button.isEnabled)
  }
}
