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

  @Test func theHeartGrowsThenSpringsBackOnceALike() throws {
    let host = ViewHost(TimelinesAndAnimators.LikeButton(), width: 12, height: 2)
    host.currentDate = start
    #expect(try host.text("♥").transform.a == 1)
    try host.button("Like").tap()
    host.update()
    host.currentDate = start.addingTimeInterval(0.1)
    #expect(abs(try host.text("♥").transform.a - 1.25) < 0.000_1)
    host.currentDate = start.addingTimeInterval(5)
    #expect(try host.text("♥").transform.a == 1)
  }

  @Test func theBellsTracksMoveTogether() throws {
    let host = ViewHost(TimelinesAndAnimators.WobblingBell(), width: 12, height: 2)
    host.currentDate = start
    host.currentDate = start.addingTimeInterval(0.4)
    let transform = try host.text("🔔").transform
    // Scaled by 1.2, and swung back through upright.
    #expect(abs(transform.a - 1.2) < 0.000_1 && abs(transform.b) < 0.000_1)
  }

  @Test func aTimelineGivesTheValueAtAnyTime() {
    let rise = TimelinesAndAnimators.rise()
    #expect(rise.duration == 1.5)
    #expect(rise.value(time: 0.5) > 0 && rise.value(time: 0.5) < 100)
    #expect(rise.value(time: 1) == 100)
    #expect(rise.value(time: 1.25) == 75)
    #expect(rise.value(progress: 1) == 50)
  }
}
