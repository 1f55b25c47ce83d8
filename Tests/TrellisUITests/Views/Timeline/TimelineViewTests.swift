import Foundation
import Observation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Whether the screen shows the clock; held off screen.
@Observable private final class Screen {
  var showsClock = true
}

/// `TimelineView` on the host's clock, pinned here so that nothing sleeps: the content is
/// built with the latest date of the schedule not after now, again at each next date and
/// never in between, its state kept; off screen, nothing of it wakes the host.
@MainActor
@Suite struct TimelineViewTests {
  private let start = Date(timeIntervalSinceReferenceDate: 799_999_980)

  /// Shows how many seconds after `start` its date is, in three scripts; counts its builds.
  private struct Seconds: View {
    let date: Date
    let start: Date
    var body: some View {
      Text("Tick 節拍 टिक \(Int(date.timeIntervalSince(start).rounded(.down)))")
    }
  }

  private struct Ticking<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    let start: Date
    var body: some View {
      TimelineView(schedule) { context in
        Seconds(date: context.date, start: start)
      }
    }
  }

  private func host<Schedule: TimelineSchedule>(_ schedule: Schedule, at now: Date) -> ViewHost {
    let host = ViewHost(Ticking(schedule: schedule, start: start), width: 40, height: 3)
    host.currentDate = now
    return host
  }

  @Test func aPeriodicTimelineIsBuiltAtEachDateAndNeverBetween() {
    let host = host(.periodic(from: start, by: 1), at: start.addingTimeInterval(0.5))
    #expect(host.contains(text: "Tick 節拍 टिक 0"))
    #expect(host.core.nextTextChange == start.addingTimeInterval(1))
    let builds = host.bodyEvaluations(of: Seconds.self)

    host.currentDate = start.addingTimeInterval(0.9)
    #expect(host.bodyEvaluations(of: Seconds.self) == builds)
    host.currentDate = start.addingTimeInterval(1)
    #expect(host.contains(text: "Tick 節拍 टिक 1"))
    #expect(host.bodyEvaluations(of: Seconds.self) == builds + 1)
    #expect(host.core.nextTextChange == start.addingTimeInterval(2))

    // A jump past many dates builds once, with the latest.
    host.currentDate = start.addingTimeInterval(3_600.25)
    #expect(host.contains(text: "Tick 節拍 टिक 3600"))
    #expect(host.bodyEvaluations(of: Seconds.self) == builds + 2)
    #expect(host.core.nextTextChange == start.addingTimeInterval(3_601))
  }

  @Test func timeGoingBackBuildsWithTheEarlierDate() {
    let host = host(.periodic(from: start, by: 1), at: start.addingTimeInterval(10))
    #expect(host.contains(text: "Tick 節拍 टिक 10"))
    host.currentDate = start.addingTimeInterval(4.5)
    #expect(host.contains(text: "Tick 節拍 टिक 4"))
    #expect(host.core.nextTextChange == start.addingTimeInterval(5))
  }

  @Test func everyMinuteStartsWithTheMinuteAlreadyBegun() {
    var context: TimelineViewDefaultContext?
    let record = { (shown: TimelineViewDefaultContext) in context = shown }
    let view = TimelineView(.everyMinute) { shown in
      let _ = record(shown)
      Text(verbatim: "🕰️")
    }
    let host = ViewHost(view, width: 10, height: 1)
    let minute = start  // A whole minute: a multiple of 60 seconds from the reference date.
    host.currentDate = minute.addingTimeInterval(55)
    #expect(context?.date == minute)
    #expect(context?.cadence == .minutes)
    #expect(host.core.nextTextChange == minute.addingTimeInterval(60))
    host.currentDate = minute.addingTimeInterval(60)
    #expect(context?.date == minute.addingTimeInterval(60))
  }

  @Test func anExplicitScheduleStopsAfterItsLastDate() {
    let dates = [start.addingTimeInterval(2), start.addingTimeInterval(5)]
    let host = host(.explicit(dates), at: start)
    // Before the first date, the time it was built.
    #expect(host.contains(text: "Tick 節拍 टिक 0"))
    #expect(host.core.nextTextChange == dates[0])
    host.currentDate = start.addingTimeInterval(3)
    #expect(host.contains(text: "Tick 節拍 टिक 2"))
    host.currentDate = start.addingTimeInterval(9)
    #expect(host.contains(text: "Tick 節拍 टिक 5"))
    #expect(host.core.nextTextChange == nil)
  }

  @Test func theCadenceFollowsTheTimeBetweenDates() {
    var cadences: [TimelineViewDefaultContext.Cadence] = []
    struct Cadences<Schedule: TimelineSchedule>: View {
      let schedule: Schedule
      let record: (TimelineViewDefaultContext.Cadence) -> Void
      var body: some View {
        TimelineView(schedule) { context in
          let _ = record(context.cadence)
          Text(verbatim: "·")
        }
      }
    }
    _ = ViewHost(Cadences(schedule: .animation) { cadences.append($0) })
    _ = ViewHost(Cadences(schedule: .periodic(from: start, by: 1)) { cadences.append($0) })
    _ = ViewHost(Cadences(schedule: .periodic(from: start, by: 300)) { cadences.append($0) })
    #expect(cadences == [.live, .seconds, .minutes])
    #expect(TimelineViewDefaultContext.Cadence.live < .seconds)
  }

  @Test func anAnimationScheduleTicksAtItsIntervalUntilPaused() {
    let host = host(.animation(minimumInterval: 0.25), at: start)
    #expect(host.core.nextTextChange == start.addingTimeInterval(0.25))
    let builds = host.bodyEvaluations(of: Seconds.self)
    host.currentDate = start.addingTimeInterval(1.1)
    #expect(host.contains(text: "Tick 節拍 टिक 1"))
    #expect(host.bodyEvaluations(of: Seconds.self) == builds + 1)

    let paused = self.host(.animation(paused: true), at: start)
    #expect(paused.core.nextTextChange == nil)
    paused.currentDate = start.addingTimeInterval(1.1)
    #expect(paused.contains(text: "Tick 節拍 टिक 0"))
    // The default: a thirtieth of a second.
    let running = self.host(.animation, at: start)
    let next = running.core.nextTextChange?.timeIntervalSince(start)
    #expect(next.map { abs($0 - 1.0 / 30) < 0.000_1 } == true, "\(String(describing: next))")
  }

  /// A schedule of the app's: a date every other second, from when it starts.
  private struct EveryOtherSecond: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
      sequence(first: startDate) { $0.addingTimeInterval(2) }
    }
  }

  @Test func aScheduleOfTheAppsOwnIsFollowed() {
    let host = host(EveryOtherSecond(), at: start)
    #expect(host.core.nextTextChange == start.addingTimeInterval(2))
    host.currentDate = start.addingTimeInterval(3)
    #expect(host.contains(text: "Tick 節拍 टिक 2"))
    host.currentDate = start.addingTimeInterval(4)
    #expect(host.contains(text: "Tick 節拍 टिक 4"))
  }

  /// A counter whose count lives in `@State` inside the timeline's content.
  private struct Counter: View {
    let date: Date
    @State private var taps = 0
    var body: some View {
      Button("Taps \(taps) at \(Int(date.timeIntervalSinceReferenceDate) % 100)") { taps += 1 }
    }
  }

  @Test func stateInsideTheContentIsKeptFromDateToDate() throws {
    let view = TimelineView(.periodic(from: start, by: 1)) { context in
      Counter(date: context.date)
    }
    let host = ViewHost(view, width: 40, height: 1)
    host.currentDate = start
    try host.button("Taps 0 at 80").tap()
    try host.button("Taps 1 at 80").tap()
    host.currentDate = start.addingTimeInterval(1)
    #expect(host.contains(text: "Taps 2 at 81"))
  }

  private struct MaybeClock: View {
    let screen: Screen
    let start: Date
    var body: some View {
      VStack {
        if screen.showsClock {
          TimelineView(.periodic(from: start, by: 0.5)) { context in
            Seconds(date: context.date, start: start)
          }
        }
        Text("Below")
      }
    }
  }

  @Test func aTimelineOffScreenWakesNobody() {
    let screen = Screen()
    let host = ViewHost(MaybeClock(screen: screen, start: start), width: 40, height: 3)
    host.currentDate = start
    #expect(host.core.nextTextChange == start.addingTimeInterval(0.5))
    #expect(!host.core.graph.timelines.isEmpty)

    screen.showsClock = false
    host.update()
    #expect(host.core.nextTextChange == nil)
    #expect(host.core.graph.timelines.isEmpty)
    let builds = host.bodyEvaluations(of: Seconds.self)
    host.currentDate = start.addingTimeInterval(5)
    #expect(host.bodyEvaluations(of: Seconds.self) == builds)
    #expect(!host.contains(text: "Tick"))
  }
}
