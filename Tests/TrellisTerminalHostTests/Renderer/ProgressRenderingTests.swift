import Foundation
import Observation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

@Observable @MainActor
private final class Job {
  var isRunning = true
}

/// An indeterminate progress view shown while a job runs.
private struct Busy<S: ProgressViewStyle>: View {
  let job: Job
  let style: S
  var body: some View {
    VStack(alignment: .leading) {
      if job.isRunning {
        ProgressView().progressViewStyle(style).frame(width: 80)
      }
      Text("जॉब")
    }
  }
}

/// Progress views and gauges in cells: bars of blocks filled to the eighth of a cell in the
/// tint or the accent colour, spinners and moving blocks that step on the host's clock.
@MainActor
@Suite struct ProgressRenderingTests {
  /// The row `y` of a screen `width` cells wide showing `view` alone, trailing spaces cut.
  private func row<V: View>(_ view: V, width: Int = 10, height: Int = 1, y: Int = 0) throws
    -> String
  {
    let core = HostCore(root: view, width: width, height: height)
    let canvas = try #require(core.screen)
    let rows = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
    return String(rows[y]).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
  }

  @Test func aBarFillsItsCellsToTheNearestEighth() throws {
    #expect(try row(ProgressView(value: 0.0)) == "░░░░░░░░░░")
    #expect(try row(ProgressView(value: 0.5)) == "█████░░░░░")
    #expect(try row(ProgressView(value: 1.0)) == "██████████")
    // 33 eighths of 80: four whole cells and an eighth of the fifth.
    #expect(try row(ProgressView(value: 33, total: 80)) == "████▏░░░░░")
    #expect(try row(ProgressView(value: 38, total: 80)) == "████▊░░░░░")
  }

  @Test func theFilledPartIsInTheTintOrTheAccentColourAndDimWhenDisabled() throws {
    let plain = HostCore(root: ProgressView(value: 0.5), width: 10, height: 1)
    let canvas = try #require(plain.screen)
    #expect(canvas[0, 0].style.foreground == .accentColor)
    #expect(canvas[9, 0].style.foreground == nil && canvas[9, 0].style.dim)
    let tinted = HostCore(root: ProgressView(value: 0.5).tint(.green), width: 10, height: 1)
    #expect(try #require(tinted.screen)[0, 0].style.foreground == .green)
    let styled = HostCore(
      root: ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .red)),
      width: 10, height: 1)
    #expect(try #require(styled.screen)[0, 0].style.foreground == .red)
    let disabled = HostCore(root: ProgressView(value: 0.5).disabled(true), width: 10, height: 1)
    #expect(try #require(disabled.screen)[0, 0].style.dim)
  }

  @Test func withoutColourTheBlocksStillTellTheFilledPartFromTheTrack() throws {
    let core = HostCore(root: ProgressView(value: 0.5).tint(.green), width: 10, height: 1)
    let plain = TerminalFrames(
      core: core, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
    let bytes = String(decoding: plain.nextFrame(), as: UTF8.self)
    #expect(bytes.contains("█████"))
    #expect(bytes.contains("░░░░░"))
    // No colour is written, only the track's dimming.
    #expect(!bytes.contains("38;"))
    #expect(!bytes.contains("32m"))
    let coloured = TerminalFrames(
      core: HostCore(root: ProgressView(value: 0.5).tint(.green), width: 10, height: 1),
      environment: ["TERM": "xterm-256color"])
    // With colour, the filled part is in the tint (the palette's green, SGR 32).
    #expect(String(decoding: coloured.nextFrame(), as: UTF8.self).contains("32m"))
  }

  @Test func theLabelIsAboveTheBarAndTheValueBelowIt() throws {
    let view = ProgressView(value: 0.5) {
      Text("Copy क्षि 漢字")
    } currentValueLabel: {
      Text("🐢 50%")
    }
    let core = HostCore(root: view, width: 16, height: 3)
    let canvas = try #require(core.screen)
    let rows = canvas.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(rows == ["Copy क्षि 漢字", "████████░░░░░░░░", "🐢 50%"])
    // The value is said less prominently.
    #expect(canvas[0, 2].style.dim)
  }

  @Test func aMovingBlockStepsWithTheClockAndStopsWhenRemoved() throws {
    let job = Job()
    let core = HostCore(root: Busy(job: job, style: .linear), width: 10, height: 2)
    let start = Date(timeIntervalSinceReferenceDate: 1000.05)
    core.pinnedDate = start
    #expect(core.screen?.text.hasPrefix("██░░░░░░░░") == true)
    // The next frame is due a tenth of a second on.
    let next = try #require(core.nextTextChange)
    #expect(abs(next.timeIntervalSince(start) - 0.05) < 1e-6)
    core.pinnedDate = start.addingTimeInterval(0.1)
    #expect(core.screen?.text.hasPrefix("░██░░░░░░░") == true)
    core.pinnedDate = start.addingTimeInterval(0.8)
    #expect(core.screen?.text.hasPrefix("░░░░░░░░██") == true)
    // At the end it turns back.
    core.pinnedDate = start.addingTimeInterval(0.9)
    #expect(core.screen?.text.hasPrefix("░░░░░░░██░") == true)

    job.isRunning = false
    core.update()
    #expect(core.nextTextChange == nil)
    #expect(core.screen?.text.contains("█") == false)
  }

  @Test func aSpinnerTurnsWithTheClock() throws {
    let job = Job()
    let core = HostCore(root: Busy(job: job, style: .circular), width: 10, height: 2)
    let start = Date(timeIntervalSinceReferenceDate: 1000.05)
    core.pinnedDate = start
    let spinner = _TerminalProgressGlyphs.spinner
    var shown: [String] = []
    for step in 0..<11 {
      core.pinnedDate = start.addingTimeInterval(Double(step) / 10)
      let first = try #require(core.screen?.text.first { $0 != " " })
      shown.append(String(first))
    }
    #expect(shown == spinner + [spinner[0]])
    job.isRunning = false
    core.update()
    #expect(core.nextTextChange == nil)
  }

  @Test func aSpinnersLabelsAreCentredUnderIt() throws {
    let view = ProgressView {
      Text("読み込み")
    }
    let core = HostCore(root: view, width: 12, height: 2)
    core.pinnedDate = Date(timeIntervalSinceReferenceDate: 1000.05)
    let rows = try #require(core.screen).text.split(separator: "\n").map(String.init)
    // Half a cell past the middle of the label rounds to the next cell.
    #expect(rows == ["      ⠋", "  読み込み"])
  }

  @Test func aDeterminateCircularViewIsARingFilledToTheQuarter() throws {
    let ring = { (value: Double) in
      try self.row(ProgressView(value: value).progressViewStyle(.circular), width: 1)
    }
    #expect(try [0, 0.3, 0.5, 0.7, 1].map(ring) == ["○", "◔", "◑", "◕", "●"])
  }

  @Test func gaugesDrawTheirLooks() throws {
    #expect(try row(Gauge(value: 0.5) { EmptyView() }) == "█████░░░░░")
    #expect(
      try row(Gauge(value: 75, in: 50...100) { EmptyView() }.gaugeStyle(.accessoryLinear))
        == "─────●────")
    #expect(
      try row(Gauge(value: 1) { EmptyView() }.gaugeStyle(.accessoryLinear)) == "─────────●")
    #expect(
      try row(Gauge(value: 0.75) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity), width: 1)
        == "◕")
    #expect(
      try row(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryCircular), width: 1) == "↑")
  }

  @Test func aGaugesEndsAreBesideItsBarAndItsValueBelow() throws {
    let gauge = Gauge(value: 20, in: 0...40) {
      Text("Fuel ⛽")
    } currentValueLabel: {
      Text("२० L")
    } minimumValueLabel: {
      Text("E")
    } maximumValueLabel: {
      Text("F")
    }
    let core = HostCore(root: gauge, width: 12, height: 3)
    let rows = try #require(core.screen).text.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(rows == ["Fuel ⛽", "E ████░░░░ F", "२० L"])
  }

  @Test func aRingHoldsNoValueInACellSoItGoesBeside() throws {
    let gauge = Gauge(value: 0.5) {
      Text("CPU")
    } currentValueLabel: {
      Text("50%")
    }
    .gaugeStyle(.accessoryCircularCapacity)
    let core = HostCore(root: gauge, width: 5, height: 2)
    let rows = try #require(core.screen).text.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(rows == ["◑ 50%", "CPU"])
  }
}
