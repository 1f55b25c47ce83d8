import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A gate the refresh waits at, opened by the test: the refresh's progress is seen while
/// it runs.
@MainActor
private final class Gate {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  var runs = 0
  func wait() async {
    runs += 1
    await withCheckedContinuation { waiting.append($0) }
  }
  func open() {
    let all = waiting
    waiting = []
    for continuation in all { continuation.resume() }
  }
}

@MainActor
@Suite struct RefreshableTests {
  private struct Feed: View {
    let gate: Gate
    @State var loaded = 0
    var body: some View {
      List {
        Text("Loaded \(loaded)")
        Text("漢字 क्षत्रिय 👩🏽‍💻")
      }
      .refreshable {
        await gate.wait()
        await MainActor.run { loaded += 1 }
      }
    }
  }

  @Test func aRefreshShowsProgressAndIgnoresASecondRequest() async throws {
    let gate = Gate()
    let host = ViewHost(Feed(gate: gate), width: 40, height: 8)
    #expect(throws: ViewHostError.self) { try host.progressView() }
    let first = try #require(host.startRefresh())
    // Let the refresh start and wait at the gate.
    while gate.runs == 0 { await Task.yield() }
    host.update()
    #expect(try host.progressView().kind == .progressView)
    let second = try #require(host.startRefresh())
    await second.value
    #expect(gate.runs == 1)
    gate.open()
    await first.value
    host.update()
    #expect(host.contains(text: "Loaded 1"))
    #expect(throws: ViewHostError.self) { try host.progressView() }
    // Once done, another request runs again.
    async let again = host.refresh()
    while gate.runs == 1 { await Task.yield() }
    gate.open()
    #expect(await again)
    #expect(host.contains(text: "Loaded 2"))
  }

  @Test func theEnvironmentHoldsTheActionInsideOnly() async throws {
    struct Reader: View {
      @Environment(\.refresh) private var refresh
      var body: some View { Text(refresh == nil ? "No refresh" : "Can refresh") }
    }
    let host = ViewHost(
      VStack {
        Reader()
        Reader().refreshable {}
      }, width: 30, height: 4)
    #expect(host.contains(text: "No refresh"))
    #expect(host.contains(text: "Can refresh"))
    let plain = ViewHost(Text("Nothing"), width: 20, height: 2)
    #expect(await plain.refresh() == false)
  }
}
