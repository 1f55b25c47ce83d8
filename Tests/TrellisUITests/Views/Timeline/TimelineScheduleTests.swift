import Foundation
import Testing

@testable import TrellisUI

/// The schedules' dates, read as a timeline view reads them.
@Suite struct TimelineScheduleTests {
  private let start = Date(timeIntervalSinceReferenceDate: 799_999_980)

  private func first<S: Sequence>(_ count: Int, of dates: S) -> [TimeInterval]
  where S.Element == Date {
    dates.prefix(count).map { $0.timeIntervalSince(start) }
  }

  @Test func periodicDatesAreAlignedOnTheirStartDate() {
    let schedule = PeriodicTimelineSchedule(from: start, by: 60)
    // Asked from 10:34:45 with dates on :00, the first is the one already begun.
    #expect(
      first(3, of: schedule.entries(from: start.addingTimeInterval(165), mode: .normal))
        == [120, 180, 240])
    // Asked from before the start, the start comes first.
    #expect(
      first(2, of: schedule.entries(from: start.addingTimeInterval(-30), mode: .normal))
        == [0, 60])
  }

  @Test func periodicDatesDoNotDriftOverALongRun() {
    let schedule = PeriodicTimelineSchedule(from: start, by: 0.1)
    var entries = schedule.entries(from: start, mode: .normal)
    for _ in 0..<100_000 { _ = entries.next() }
    let late = entries.next()!.timeIntervalSince(start)
    #expect(abs(late - 10_000) < 0.000_01)
  }

  @Test func everyMinuteBeginsWithTheMinuteHoldingTheStart() {
    let dates = EveryMinuteTimelineSchedule().entries(
      from: start.addingTimeInterval(32), mode: .normal)
    #expect(first(2, of: dates) == [0, 60])
  }

  @Test func anAnimationScheduleHandsOutFramesUntilPausedOrSlowed() {
    let schedule = AnimationTimelineSchedule(minimumInterval: 0.5)
    #expect(first(3, of: schedule.entries(from: start, mode: .normal)) == [0, 0.5, 1])
    #expect(
      first(
        3,
        of: AnimationTimelineSchedule(paused: true).entries(
          from: start, mode: .normal)) == [0])
    #expect(first(3, of: schedule.entries(from: start, mode: .lowFrequency)).isEmpty)
  }

  @Test func anExplicitScheduleIgnoresTheStartDate() {
    let dates = [start.addingTimeInterval(1), start.addingTimeInterval(7)]
    let schedule: ExplicitTimelineSchedule = .explicit(dates)
    #expect(first(5, of: schedule.entries(from: .distantFuture, mode: .lowFrequency)) == [1, 7])
  }
}
