import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import label_editor

/// `App.main()` finds its host in the registry: the terminal host registers itself as the
/// program loads (its C constructor), and a host registered over it (as GTK does) wins,
/// unless `TRELLIS_HOST` names another.
@MainActor @Suite struct AppHostsTests {
  @Test func theTerminalHostRegisteredItselfAsTheProgramLoaded() {
    // Nothing in this test process registered a host: only the constructor ran.
    #expect(AppHosts.registered?.name == "terminal")
    #expect(AppHosts.host(named: "terminal") != nil)
    #expect(AppHosts.host(named: "text") != nil)
    #expect(AppHosts.host(named: "gtk") == nil)
  }

  // A host registered with `register(name:run:)` runs the app; the launch it is handed
  // makes the app's core with the measurer the host gives.
  @Test func aRegisteredHostRunsTheAppOverTheTerminal() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      unsetenv("TRELLIS_HOST")
      await MainActor.run {
        AppHosts.register(name: "fake") { launch in
          let core = launch.makeCore(
            size: CGSize(width: 640, height: 384), measurer: FixedMeasurer())
          let shown = core.elements.contains { $0.text == "Add label" }
          print("fake host: \(shown ? "shows" : "misses") the app")
          exit(EXIT_SUCCESS)
        }
        LabelRowsSeed.LabelRowsApp.main()
      }
      exit(EXIT_FAILURE)
    }
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    #expect(output.contains("fake host: shows the app"), "\(output)")
  }

  // `TRELLIS_HOST=terminal` picks the terminal although another host registered over it:
  // here standard output is a pipe, so the terminal host refuses it.
  @Test func trellisHostTerminalPicksTheTerminalOverARegisteredHost() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      setenv("TRELLIS_HOST", "terminal", 1)
      await MainActor.run {
        AppHosts.register(name: "fake") { _ in
          print("fake host")
          exit(EXIT_SUCCESS)
        }
        LabelRowsSeed.LabelRowsApp.main()
      }
      exit(EXIT_SUCCESS)
    }
    let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(errors.contains("standard output is not a terminal"), "\(errors)")
  }

  // Constructors run in an order no one promises: a fallback registered after a host does
  // not replace it, but stays reachable by name.
  @Test func aFallbackRegisteredLateDoesNotReplaceARegisteredHost() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        AppHosts.register(name: "fake") { _ in exit(EXIT_FAILURE) }
        AppHosts.registerFallback(name: "late") { _ in exit(EXIT_FAILURE) }
        exit(
          AppHosts.registered?.name == "fake" && AppHosts.host(named: "late") != nil
            ? EXIT_SUCCESS : EXIT_FAILURE)
      }
    }
  }
}

/// A measurer of one-point pixels, 10 points a character and 20 a line.
@MainActor
private final class FixedMeasurer: _HostMeasurer {
  let grid = _PixelGrid(pixel: CGSize(width: 1, height: 1))
  let metrics = _HostMetrics.pixelHost(defaultSpacing: 8, sectionSpacing: 10)

  func measure(_ text: _MeasuredText, proposal: ProposedViewSize) -> _TextMeasurement {
    _TextMeasurement(
      size: CGSize(width: CGFloat(text.string.count) * 10, height: 20), lines: [text.string])
  }

  func decoration(of control: _MeasuredControl) -> EdgeInsets {
    EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
  }

  func size(of control: _MeasuredControl, proposal: ProposedViewSize) -> CGSize {
    CGSize(width: proposal.width.map { min($0, 160) } ?? 160, height: 24)
  }

  func size(of symbol: _MeasuredSymbol) -> CGSize { CGSize(width: 16, height: 16) }
}
