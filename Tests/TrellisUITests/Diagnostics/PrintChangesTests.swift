import Testing
import TrellisTesting
import TrellisUI

private final class Counter: ObservableObject {
  @Published var value = 0
}

private struct Probe: View {
  @ObservedObject var counter: Counter
  var body: some View {
    let _ = Self._printChanges()
    Text("value \(counter.value)")
  }
}

@MainActor
@Suite(.serialized) struct PrintChangesTests {
  // `_printChanges()` names what caused the update: the property and the object it holds.
  @Test func namesTheObservedObjectThatChanged() throws {
    let counter = Counter()
    let host = ViewHost(Probe(counter: counter))
    let output = try captureStandardOutput {
      counter.value = 1
      host.update()
    }
    #expect(output.contains("Probe: _counter (Counter) changed."))
    #expect(host.contains(text: "value 1"))
  }
}
