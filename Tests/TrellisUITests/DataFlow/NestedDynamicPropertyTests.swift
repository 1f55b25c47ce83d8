import Testing
import TrellisTesting
import TrellisUI

private final class Counter: ObservableObject {
  nonisolated(unsafe) static var made = 0
  @Published var value = 0
  init() { Counter.made += 1 }
}

private struct CountingModifier: ViewModifier {
  @State private var taps = 0
  func body(content: Content) -> some View {
    VStack {
      content
      Button("Tap \(taps)") { taps += 1 }
    }
  }
}

private struct CounterApp: App {
  @StateObject private var counter = Counter()
  var body: some Scene {
    WindowGroup {
      Button("Count \(counter.value)") { counter.value += 1 }
    }
  }
}

@MainActor
@Suite(.serialized) struct NestedDynamicPropertyTests {
  // A view modifier's @State lives as long as the modified view and keeps its value.
  @Test func modifierStateIsKeptAcrossUpdates() throws {
    let host = ViewHost(Text("content").modifier(CountingModifier()))
    try host.button("Tap 0").tap()
    host.update()
    try host.button("Tap 1").tap()
    host.update()
    #expect((try? host.button("Tap 2")) != nil)
  }

  // An App's @StateObject is made once and drives its window's updates.
  @Test func appStateObjectIsMadeOnceAndObserved() throws {
    Counter.made = 0
    let host = ViewHost(app: CounterApp())
    try host.button("Count 0").tap()
    host.update()
    try host.button("Count 1").tap()
    host.update()
    #expect((try? host.button("Count 2")) != nil)
    #expect(Counter.made == 1)
  }
}
