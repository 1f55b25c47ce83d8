import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Timelines and animators".
@MainActor
@Suite struct TimelinesAndAnimatorsTests {
  private let start = Date(timeIntervalSinceReferenceDate: 799_999_980)

  @Test func theStopwatchShowsTheLatestTenthOfASecond() {
    let host = ViewHost(TimelinesAndAnimators.StopwatchView(start: start), width: 30, height: 1)
    host.currentDate = start.addingTimeInterval(2.34)
    #expect(host.contains(text: "Elapsed: 2.3 s"))
    host.currentDate = start.addingTimeInterval(2.4)
    #expect(host.contains(text: "Elapsed: 2.4 s"))
  }

  @Test func aMinuteCadenceLeavesOutTheSeconds() {
    let host = ViewHost(
      TimelinesAndAnimators.ClockFace().environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.locale, Locale(identifier: "en_GB")), width: 30, height: 1)
    host.currentDate = start.addingTimeInterval(42)
    let shown = host.text.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(shown.filter { $0 == ":" }.count == 1, "\(shown)")
  }

  @Test func theLightIsDimmedAndLitInTurn() throws {
    let host = ViewHost(TimelinesAndAnimators.RecordingLight(), width: 10, height: 1)
    host.currentDate = start
    let light = try host.text("● REC")
    #expect(light.opacity == 1)
    host.currentDate = start.addingTimeInterval(0.6)
    #expect(try host.text("● REC").opacity == 0.3)
    host.currentDate = start.addingTimeInterval(1.2)
    #expect(try host.text("● REC").opacity == 1)
  }

  @Test func theBellShakesOnceARingAndRests() throws {
    let host = ViewHost(TimelinesAndAnimators.ShakingBell(), width: 12, height: 2)
    host.currentDate = start
    let rest = try host.text("🔔").layoutFrame
    try host.button("Ring").tap()
    host.update()
    let moved = try host.text("🔔")
    #expect(
      moved.layoutFrame.minX < rest.minX,
      "\(moved.layoutFrame) \(moved.drawnFrame) \(rest) \(host.text)")
    host.currentDate = start.addingTimeInterval(0.1)
    #expect(try host.text("🔔").layoutFrame.minX > rest.minX)
    host.currentDate = start.addingTimeInterval(0.2)
    #expect(try host.text("🔔").layoutFrame.minX == rest.minX)
  }
}
