import Foundation
import Testing
import TrellisTesting
import TrellisUI

enum UpdateTraceFixtures {
  @MainActor
  final class Model: ObservableObject {
    @Published var value = 0
  }

  @MainActor
  struct Traced: View {
    @ObservedObject var model: Model
    var body: some View { Text("value \(model.value)") }
  }

  @MainActor
  struct Switches: View {
    @State var isOn = false
    var body: some View {
      VStack {
        Toggle("Lights", isOn: $isOn)
        Button("Flip") { isOn.toggle() }
      }
    }
  }

  /// Hosts a toggle, flips its state from a button, and reports whether the toggle shows it.
  @MainActor
  static func toggleOnce() -> Bool {
    let host = ViewHost(Switches())
    try? host.button("Flip").tap()
    host.update()
    return (try? host.toggle("Lights").isOn) == true
  }

  /// Hosts a view, changes its model once, and reports whether the change showed.
  @MainActor
  static func hostAndChange() -> Bool {
    let model = Model()
    let host = ViewHost(Traced(model: model))
    model.value = 1
    host.update()
    return host.contains(text: "value 1")
  }
}

@MainActor
@Suite struct UpdateTraceTests {
  // TRELLIS_TRACE_UPDATES=1 prints every body evaluation with its cause to standard error.
  @Test func environmentVariableTracesEveryUpdateWithItsCause() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      setenv("TRELLIS_TRACE_UPDATES", "1", 1)
      let shown = await UpdateTraceFixtures.hostAndChange()
      exit(shown ? EXIT_SUCCESS : EXIT_FAILURE)
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      standardError.contains("[Trellis update] Traced: _model (Model) changed."), "\(standardError)"
    )
  }

  // Without the variable nothing is traced.
  @Test func noTraceByDefault() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      unsetenv("TRELLIS_TRACE_UPDATES")
      let shown = await UpdateTraceFixtures.hostAndChange()
      exit(shown ? EXIT_SUCCESS : EXIT_FAILURE)
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(!standardError.contains("[Trellis update]"))
  }
}
